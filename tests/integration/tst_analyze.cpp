#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

// `containerperf-cli analyze` on the SeBS artifact's result files, on
// ContainerPerf results directories (finished and killed) and on bad input.

namespace {

struct Output
{
    int exitCode;
    QByteArray out;
    QByteArray err;
};

Output analyze(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(CONTAINERPERF_CLI), QStringList{QStringLiteral("analyze")} + arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {-1, {}, "timed out"};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

QString fixture(const QString &relative)
{
    return QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(relative);
}

QJsonArray jsonArray(const Output &output)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(output.out, &error);
    if (error.error != QJsonParseError::NoError || !document.isArray())
        qWarning("not a JSON array: %s", qPrintable(error.errorString()));
    return document.array();
}

const QStringList summaryKeys{QStringLiteral("group"),
                              QStringLiteral("n"),
                              QStringLiteral("mean"),
                              QStringLiteral("median"),
                              QStringLiteral("std"),
                              QStringLiteral("cv"),
                              QStringLiteral("min"),
                              QStringLiteral("max"),
                              QStringLiteral("p50"),
                              QStringLiteral("p90"),
                              QStringLiteral("p95"),
                              QStringLiteral("p99"),
                              QStringLiteral("p999"),
                              QStringLiteral("ci95_t"),
                              QStringLiteral("ci99_t"),
                              QStringLiteral("ci95_median"),
                              QStringLiteral("ci99_median"),
                              QStringLiteral("ci95_median_sebs"),
                              QStringLiteral("ci99_median_sebs")};

bool close(double actual, double expected, double relative)
{
    if (std::isnan(expected))
        return std::isnan(actual);
    return std::abs(actual - expected) <= relative * std::max(1.0, std::abs(expected));
}

double jsonNumber(const QJsonValue &value)
{
    return value.isDouble() ? value.toDouble() : std::nan("");
}

// The group's object in an analyze --json array, found by its group values.
QJsonObject findGroup(const QJsonArray &array, const QJsonObject &group)
{
    for (const QJsonValue &value : array) {
        if (value.toObject().value(QStringLiteral("group")).toObject() == group)
            return value.toObject();
    }
    return {};
}

#include "analyze_fixture_groups.inc"

} // namespace

class TestAnalyze : public QObject
{
    Q_OBJECT

private slots:
    void everySebsFixture_data();
    void everySebsFixture();
    void fixtureGroupsMatchIndependentValues_data();
    void fixtureGroupsMatchIndependentValues();
    void table();
    void finishedResultsDirectory();
    void killedRunJournal();
    void directoryWithOnlySebsResult();
    void quotedFieldsAndEmptyValues();
    void badInput_data();
    void badInput();
    void hugeFieldsAreQuotedShort();
    void compareGroups();
};

void TestAnalyze::everySebsFixture_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(fixture(QStringLiteral("sebs")));
    const QStringList files = dir.entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 18);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

// One object per (memory, type, is_cold) group, every key of
// docs/statistics.md#containerperf-cli-analyze, and the
// simple figures recomputed here from the file's own rows.
void TestAnalyze::everySebsFixture()
{
    QFETCH(QString, file);
    const Output output = analyze({file, QStringLiteral("--json")});
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QJsonArray array = jsonArray(output);
    QVERIFY(!array.isEmpty());

    // SeBS's result.csv has no quoted fields: a plain split reads it.
    QFile csv(file);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> header = csv.readLine().trimmed().split(',');
    const auto memoryIndex = header.indexOf("memory");
    const auto typeIndex = header.indexOf("type");
    const auto coldIndex = header.indexOf("is_cold");
    const auto timeIndex = header.indexOf("client_time");
    std::map<QString, std::vector<double>> rows;
    while (!csv.atEnd()) {
        const QList<QByteArray> fields = csv.readLine().trimmed().split(',');
        if (fields.size() < header.size())
            continue;
        const QString key = QString::fromUtf8(fields[memoryIndex] + '/' + fields[typeIndex] + '/' + fields[coldIndex]);
        rows[key].push_back(fields[timeIndex].toDouble());
    }
    QCOMPARE(qsizetype(rows.size()), array.size());

    QStringList expectedKeys = summaryKeys;
    expectedKeys.sort();
    QSet<QString> seen;
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        QStringList keys = object.keys();
        keys.sort();
        QCOMPARE(keys, expectedKeys);
        const QJsonObject group = object.value(QStringLiteral("group")).toObject();
        QCOMPARE(group.size(), 3);
        const QString key = QString::number(group.value(QStringLiteral("memory")).toInteger()) + QLatin1Char('/')
            + group.value(QStringLiteral("type")).toString() + QLatin1Char('/')
            + group.value(QStringLiteral("is_cold")).toString();
        QVERIFY2(!seen.contains(key), qPrintable(key));
        seen.insert(key);
        QVERIFY2(rows.count(key), qPrintable(key));
        std::vector<double> values = rows[key];
        std::sort(values.begin(), values.end());
        const auto n = qint64(values.size());
        QCOMPARE(object.value(QStringLiteral("n")).toInteger(), n);
        double sum = 0;
        for (const double v : values)
            sum += v;
        const auto middle = std::size_t(n / 2);
        const double median = n % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
        QVERIFY(close(object.value(QStringLiteral("mean")).toDouble(), sum / double(n), 1e-9));
        QCOMPARE(object.value(QStringLiteral("median")).toDouble(), median);
        QCOMPARE(object.value(QStringLiteral("min")).toDouble(), values.front());
        QCOMPARE(object.value(QStringLiteral("max")).toDouble(), values.back());
        // Null rules (docs/statistics.md#the-summary).
        QCOMPARE(object.value(QStringLiteral("ci95_t")).isNull(), n < 2);
        QCOMPARE(object.value(QStringLiteral("ci95_median_sebs")).isNull(), n <= 20);
        QCOMPARE(object.value(QStringLiteral("ci95_median")).isNull(), n <= 5);
        QCOMPARE(object.value(QStringLiteral("ci99_median")).isNull(), n <= 7);
        for (const char *name :
             {"ci95_t", "ci99_t", "ci95_median", "ci99_median", "ci95_median_sebs", "ci99_median_sebs"}) {
            const QJsonArray interval = object.value(QLatin1StringView(name)).toArray();
            if (!interval.isEmpty())
                QVERIFY2(interval.size() == 2 && interval[0].toDouble() <= interval[1].toDouble(), name);
        }
    }
}

void TestAnalyze::fixtureGroupsMatchIndependentValues_data()
{
    QTest::addColumn<int>("row");
    for (int row = 0; row < int(std::size(fixtureGroups)); ++row) {
        const FixtureGroup &g = fixtureGroups[row];
        QTest::addRow("%s %d %s %s", g.file, g.memory, g.type, g.isCold) << row;
    }
}

// Every field (docs/statistics.md#the-summary) of a few groups against the Python derivation, to 1e-9 relative.
void TestAnalyze::fixtureGroupsMatchIndependentValues()
{
    QFETCH(int, row);
    const FixtureGroup &g = fixtureGroups[row];
    const Output output =
        analyze({fixture(QStringLiteral("sebs/") + QLatin1StringView(g.file)), QStringLiteral("--json")});
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QJsonObject object = findGroup(jsonArray(output),
                                         QJsonObject{{QStringLiteral("memory"), g.memory},
                                                     {QStringLiteral("type"), QLatin1StringView(g.type)},
                                                     {QStringLiteral("is_cold"), QLatin1StringView(g.isCold)}});
    QVERIFY(!object.isEmpty());
    QCOMPARE(object.value(QStringLiteral("n")).toInteger(), g.n);
    const std::pair<const char *, double> numbers[] = {
        {"mean", g.mean}, {"median", g.median}, {"std", g.std}, {"cv", g.cv},   {"min", g.min},  {"max", g.max},
        {"p50", g.p50},   {"p90", g.p90},       {"p95", g.p95}, {"p99", g.p99}, {"p999", g.p999}};
    for (const auto &[name, expected] : numbers) {
        const double actual = jsonNumber(object.value(QLatin1StringView(name)));
        QVERIFY2(close(actual, expected, 1e-9),
                 qPrintable(QStringLiteral("%1 = %2, expected %3")
                                .arg(QLatin1StringView(name))
                                .arg(actual, 0, 'g', 17)
                                .arg(expected, 0, 'g', 17)));
    }
    const std::tuple<const char *, double, double> intervals[] = {
        {"ci95_t", g.t95lo, g.t95hi},           {"ci99_t", g.t99lo, g.t99hi},
        {"ci95_median", g.m95lo, g.m95hi},      {"ci99_median", g.m99lo, g.m99hi},
        {"ci95_median_sebs", g.s95lo, g.s95hi}, {"ci99_median_sebs", g.s99lo, g.s99hi}};
    for (const auto &[name, lo, hi] : intervals) {
        const QJsonValue value = object.value(QLatin1StringView(name));
        if (std::isnan(lo)) {
            QVERIFY2(value.isNull(), name);
            continue;
        }
        const QJsonArray interval = value.toArray();
        QVERIFY2(interval.size() == 2, name);
        QVERIFY2(close(interval[0].toDouble(), lo, 1e-9) && close(interval[1].toDouble(), hi, 1e-9), name);
    }
}

void TestAnalyze::table()
{
    const Output output = analyze({fixture(QStringLiteral("sebs/aws_120.csv"))});
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QStringList lines = QString::fromUtf8(output.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2 + 14); // title, header, one line per group
    QVERIFY(lines[1].startsWith(QLatin1StringView("memory")));
    QVERIFY(lines[1].contains(QStringLiteral("median [µs]")));
    QVERIFY(lines[1].contains(QStringLiteral("cv [%]")));
    // Aligned: every row as long as the header.
    for (qsizetype i = 2; i < lines.size(); ++i)
        QCOMPARE(lines[i].size(), lines[1].size());
    QVERIFY(lines[3].startsWith(QLatin1StringView("128     warm  False    249    2396909      2178651")));
}

void TestAnalyze::finishedResultsDirectory()
{
    const Output output = analyze({fixture(QStringLiteral("analyze/finished-run")), QStringLiteral("--json")});
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QJsonArray array = jsonArray(output);
    QCOMPARE(array.size(), 2);
    const QJsonObject r1 = findGroup(array,
                                     QJsonObject{{QStringLiteral("run"), QStringLiteral("r1")},
                                                 {QStringLiteral("type"), QStringLiteral("continuous")},
                                                 {QStringLiteral("memory_mb"), 128},
                                                 {QStringLiteral("cpu_limit"), 1},
                                                 {QStringLiteral("msg_length"), 5}});
    // The timeout and refused rows are left out; their total_us are 9 s and 310 µs.
    QCOMPARE(r1.value(QStringLiteral("n")).toInteger(), 12);
    QCOMPARE(r1.value(QStringLiteral("median")).toDouble(), 1224.0);
    QCOMPARE(r1.value(QStringLiteral("max")).toDouble(), 9800.0);
    QCOMPARE(r1.value(QStringLiteral("min")).toDouble(), 1180.0);
    const QJsonObject r2 = array.at(1).toObject();
    QCOMPARE(r2.value(QStringLiteral("group")).toObject().value(QStringLiteral("run")).toString(),
             QStringLiteral("r2"));
    QCOMPARE(r2.value(QStringLiteral("n")).toInteger(), 6); // includes the row whose "ok" is quoted
    QCOMPARE(r2.value(QStringLiteral("median")).toDouble(), 50750.0);
    QVERIFY(output.err.contains("2 failed requests"));

    const Output ttfb =
        analyze({fixture(QStringLiteral("analyze/finished-run")), QStringLiteral("--json"), QStringLiteral("--column"),
                 QStringLiteral("ttfb_us"), QStringLiteral("--group-by"), QStringLiteral("type")});
    QVERIFY2(ttfb.exitCode == 0, ttfb.err.constData());
    const QJsonArray byType = jsonArray(ttfb);
    QCOMPARE(byType.size(), 2);
    QCOMPARE(byType.at(0).toObject().value(QStringLiteral("group")).toObject(),
             (QJsonObject{{QStringLiteral("type"), QStringLiteral("cold")}}));
    QCOMPARE(byType.at(0).toObject().value(QStringLiteral("min")).toDouble(), 47960.0);
}

// A run that was killed leaves only samples.journal.csv, its last line cut short.
void TestAnalyze::killedRunJournal()
{
    const QString dir = fixture(QStringLiteral("analyze/killed-run"));
    QVERIFY(!QFile::exists(dir + QStringLiteral("/samples.csv")));
    const Output output = analyze({dir, QStringLiteral("--json")});
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QJsonArray array = jsonArray(output);
    QCOMPARE(array.size(), 1);
    const QJsonObject run = array.at(0).toObject();
    QCOMPARE(run.value(QStringLiteral("n")).toInteger(), 8);
    QCOMPARE(run.value(QStringLiteral("median")).toDouble(), 935.0);
    QCOMPARE(run.value(QStringLiteral("max")).toDouble(), 4000.0);
    QVERIFY(output.err.contains("cut-off last line"));

    // The journal named directly is read the same way.
    const Output direct = analyze({dir + QStringLiteral("/samples.journal.csv"), QStringLiteral("--json")});
    QCOMPARE(direct.exitCode, 0);
    QCOMPARE(jsonArray(direct), array);
}

void TestAnalyze::directoryWithOnlySebsResult()
{
    const Output output = analyze({fixture(QStringLiteral("analyze/sebs-only")), QStringLiteral("--json")});
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QJsonArray array = jsonArray(output);
    QCOMPARE(array.size(), 2);
    const QJsonObject warm = findGroup(array,
                                       QJsonObject{{QStringLiteral("memory"), 128},
                                                   {QStringLiteral("type"), QStringLiteral("warm")},
                                                   {QStringLiteral("is_cold"), QStringLiteral("False")}});
    QCOMPARE(warm.value(QStringLiteral("n")).toInteger(), 7);
    QCOMPARE(warm.value(QStringLiteral("mean")).toDouble(), 2030.0);
    QCOMPARE(warm.value(QStringLiteral("ci95_median")).toArray(), (QJsonArray{2000.0, 2060.0}));
    QVERIFY(warm.value(QStringLiteral("ci99_median")).isNull());

    // The empty mem_used of the cold rows is skipped, not an error.
    const Output memory = analyze({fixture(QStringLiteral("analyze/sebs-only")), QStringLiteral("--json"),
                                   QStringLiteral("--column"), QStringLiteral("mem_used")});
    QVERIFY2(memory.exitCode == 0, memory.err.constData());
    QCOMPARE(jsonArray(memory).size(), 1);
    QVERIFY(memory.err.contains("3 empty values"));
}

void TestAnalyze::quotedFieldsAndEmptyValues()
{
    const Output output =
        analyze({fixture(QStringLiteral("analyze/quoted.csv")), QStringLiteral("--json"), QStringLiteral("--column"),
                 QStringLiteral("latency_ms"), QStringLiteral("--group-by"), QStringLiteral("name")});
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QJsonArray array = jsonArray(output);
    QCOMPARE(array.size(), 2);
    const QJsonObject a = array.at(0).toObject();
    QCOMPARE(a.value(QStringLiteral("group")).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("a, first"));
    QCOMPARE(a.value(QStringLiteral("n")).toInteger(), 2);
    QCOMPARE(a.value(QStringLiteral("mean")).toDouble(), 2.0);
    const QJsonObject b = array.at(1).toObject();
    QCOMPARE(b.value(QStringLiteral("n")).toInteger(), 2);
    QCOMPARE(b.value(QStringLiteral("max")).toDouble(), 30.0);

    const Output oneGroup =
        analyze({fixture(QStringLiteral("analyze/quoted.csv")), QStringLiteral("--json"), QStringLiteral("--column"),
                 QStringLiteral("latency_ms"), QStringLiteral("--group-by"), QString()});
    QVERIFY2(oneGroup.exitCode == 0, oneGroup.err.constData());
    QCOMPARE(jsonArray(oneGroup).size(), 1);
    QCOMPARE(jsonArray(oneGroup).at(0).toObject().value(QStringLiteral("n")).toInteger(), 4);
}

void TestAnalyze::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("mentions");
    const QString nonNumeric = fixture(QStringLiteral("analyze/non_numeric.csv"));
    const QString aws = fixture(QStringLiteral("sebs/aws_120.csv"));
    QTest::newRow("non-numeric value") << QStringList{nonNumeric}
                                       << QStringList{QStringLiteral("non_numeric.csv:3"),
                                                      QStringLiteral("'client_time'"), QStringLiteral("'12ms'")};
    QTest::newRow("missing column") << QStringList{fixture(QStringLiteral("analyze/quoted.csv")),
                                                   QStringLiteral("--column"), QStringLiteral("nope")}
                                    << QStringList{QStringLiteral("quoted.csv:1"), QStringLiteral("'nope'")};
    QTest::newRow("missing group column") << QStringList{fixture(QStringLiteral("analyze/finished-run")),
                                                         QStringLiteral("--group-by"), QStringLiteral("type,nope")}
                                          << QStringList{QStringLiteral("samples.csv:1"), QStringLiteral("'nope'")};
    QTest::newRow("SeBS column in a samples file")
        << QStringList{fixture(QStringLiteral("analyze/finished-run")), QStringLiteral("--column"),
                       QStringLiteral("client_time")}
        << QStringList{QStringLiteral("samples.csv:1"), QStringLiteral("'client_time'")};
    QTest::newRow("unreadable file") << QStringList{fixture(QStringLiteral("analyze/no-such-file.csv"))}
                                     << QStringList{QStringLiteral("no-such-file.csv"), QStringLiteral("cannot read")};
    QTest::newRow("row too short") << QStringList{fixture(QStringLiteral("analyze/short_row.csv"))}
                                   << QStringList{QStringLiteral("short_row.csv:3")};
    QTest::newRow("directory without results")
        << QStringList{fixture(QStringLiteral("analyze/empty-dir"))}
        << QStringList{QStringLiteral("empty-dir"), QStringLiteral("samples.csv")};
    QTest::newRow("no path") << QStringList{} << QStringList{QStringLiteral("--help")};
    QTest::newRow("--compare with one group")
        << QStringList{aws, QStringLiteral("--compare"), QStringLiteral("memory=128")}
        << QStringList{QStringLiteral("--compare")};
    QTest::newRow("--compare bad selector")
        << QStringList{aws, QStringLiteral("--compare"), QStringLiteral("memory"), QStringLiteral("memory=256")}
        << QStringList{QStringLiteral("'memory'")};
    QTest::newRow("--compare selects nothing")
        << QStringList{aws, QStringLiteral("--compare"), QStringLiteral("memory=128"), QStringLiteral("memory=99")}
        << QStringList{QStringLiteral("'memory=99'")};
}

// Exit 2, nothing on stdout, and a message naming what is wrong and where.
void TestAnalyze::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, mentions);
    for (const bool json : {false, true}) {
        const Output output = analyze(json ? arguments + QStringList{QStringLiteral("--json")} : arguments);
        QCOMPARE(output.exitCode, 2);
        QVERIFY(output.out.isEmpty());
        const QString err = QString::fromUtf8(output.err);
        for (const QString &mention : mentions)
            QVERIFY2(err.contains(mention), qPrintable(err));
    }
}

// A message quotes at most 80 characters of a field, however long it is.
void TestAnalyze::hugeFieldsAreQuotedShort()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray huge(10 << 20, 'x');
    file.write("client_time," + huge + "\n1,a\n" + huge + ",b\n");
    file.close();
    for (const QStringList &arguments :
         {QStringList{path}, QStringList{path, QStringLiteral("--column"), QStringLiteral("nope")}}) {
        const Output output = analyze(arguments);
        QCOMPARE(output.exitCode, 2);
        const QString err = QString::fromUtf8(output.err);
        QVERIFY2(err.size() < 400, qPrintable(err.left(400)));
        QVERIFY2(err.contains(QString(80, QLatin1Char('x')) + QStringLiteral("…")), qPrintable(err));
    }
}

void TestAnalyze::compareGroups()
{
    const QStringList arguments{fixture(QStringLiteral("sebs/aws_120.csv")), QStringLiteral("--compare"),
                                QStringLiteral("memory=128,type=warm"), QStringLiteral("memory=256,type=warm"),
                                QStringLiteral("--json")};
    const Output output = analyze(arguments);
    QVERIFY2(output.exitCode == 0, output.err.constData());
    const QJsonObject result = QJsonDocument::fromJson(output.out).object();
    // The groups' medians from derive_expected.py: 2178651 (128 MB) and 1428593 (256 MB).
    QCOMPARE(result.value(QStringLiteral("difference")).toDouble(), 1428593.0 - 2178651.0);
    QCOMPARE(result.value(QStringLiteral("a")).toObject().value(QStringLiteral("n")).toInteger(), 249);
    QCOMPARE(result.value(QStringLiteral("b")).toObject().value(QStringLiteral("n")).toInteger(), 200);
    QCOMPARE(result.value(QStringLiteral("b")).toObject().value(QStringLiteral("select")).toObject(),
             (QJsonObject{{QStringLiteral("memory"), 256}, {QStringLiteral("type"), QStringLiteral("warm")}}));
    const QJsonArray interval = result.value(QStringLiteral("ci95")).toArray();
    QCOMPARE(interval.size(), 2);
    QVERIFY(interval[0].toDouble() < -750058.0 && -750058.0 < interval[1].toDouble() && interval[1].toDouble() < 0.0);
    // A fixed seed: the same command prints the same interval.
    QCOMPARE(analyze(arguments).out, output.out);

    // Selector values match case-insensitively and numerically; --compare may come first.
    const Output text =
        analyze({QStringLiteral("--compare"), QStringLiteral("memory=128.0,is_cold=true"),
                 QStringLiteral("memory=128,is_cold=FALSE"), fixture(QStringLiteral("sebs/aws_120.csv"))});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.contains("n = 200  median = 7547261 µs"), text.out.constData());
    QVERIFY2(text.out.contains("n = 249  median = 2178651 µs"), text.out.constData());
}

QTEST_GUILESS_MAIN(TestAnalyze)
#include "tst_analyze.moc"
