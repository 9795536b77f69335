#include "analysis/results_source.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

namespace {

QString fixture(const QString &relative)
{
    return QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(relative);
}

bool write(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

const QByteArray samplesHeader("run,type,memory_mb,cpu_limit,msg_length,total_us,error\n");
const QByteArray sebsHeader("memory,type,is_cold,client_time\n");

} // namespace

class TestResultsSource : public QObject
{
    Q_OBJECT
private slots:
    void directoryPrefersSamplesThenJournalThenSebs();
    void fileFormatComesFromItsHeader();
    void defaultsPerFormat();
    void pathsWithNothingToRead();
    void groupsAndSkips();
    void journalDropsItsCutOffLine();
    void groupKeysOrderNumbersNumerically();
    void badInputNamesFileLineAndColumn_data();
    void badInputNamesFileLineAndColumn();
    void cancelStopsTheRead();
};

void TestResultsSource::directoryPrefersSamplesThenJournalThenSebs()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QVERIFY(write(dir.filePath(QStringLiteral("result.csv")), sebsHeader));
    auto source = ResultsSource::resolve(dir.path(), &error);
    QVERIFY2(source, qPrintable(error));
    QCOMPARE(source->file(), dir.filePath(QStringLiteral("result.csv")));
    QCOMPARE(source->format(), ResultsSource::Format::Sebs);

    QVERIFY(write(dir.filePath(QStringLiteral("samples.journal.csv")), samplesHeader));
    source = ResultsSource::resolve(dir.path(), &error);
    QVERIFY(source);
    QCOMPARE(source->file(), dir.filePath(QStringLiteral("samples.journal.csv")));
    QCOMPARE(source->format(), ResultsSource::Format::Samples);
    QVERIFY(source->isJournal());

    QVERIFY(write(dir.filePath(QStringLiteral("samples.csv")), samplesHeader));
    source = ResultsSource::resolve(dir.path(), &error);
    QVERIFY(source);
    QCOMPARE(source->file(), dir.filePath(QStringLiteral("samples.csv")));
    QVERIFY(!source->isJournal());
}

void TestResultsSource::fileFormatComesFromItsHeader()
{
    QTemporaryDir dir;
    QString error;
    // samples.csv under another name is still samples.
    const QString renamed = dir.filePath(QStringLiteral("copy.csv"));
    QVERIFY(write(renamed, samplesHeader));
    auto source = ResultsSource::resolve(renamed, &error);
    QVERIFY(source);
    QCOMPARE(source->format(), ResultsSource::Format::Samples);
    QVERIFY(!source->isJournal());

    const QString journal = dir.filePath(QStringLiteral("old.journal.csv"));
    QVERIFY(write(journal, samplesHeader));
    source = ResultsSource::resolve(journal, &error);
    QVERIFY(source && source->isJournal());

    // Any other CSV is read like SeBS's result.csv.
    const QString other = dir.filePath(QStringLiteral("samples.csv"));
    QVERIFY(write(other, "total_us,status\n1,200\n"));
    source = ResultsSource::resolve(other, &error);
    QVERIFY(source);
    QCOMPARE(source->format(), ResultsSource::Format::Sebs);
}

void TestResultsSource::defaultsPerFormat()
{
    QString error;
    const auto samples = ResultsSource::resolve(fixture(QStringLiteral("analyze/finished-run")), &error);
    QVERIFY(samples);
    QCOMPARE(samples->defaultColumn(), QStringLiteral("total_us"));
    QCOMPARE(samples->defaultGroups(),
             (QStringList{QStringLiteral("run"), QStringLiteral("type"), QStringLiteral("memory_mb"),
                          QStringLiteral("cpu_limit"), QStringLiteral("msg_length")}));
    const auto sebs = ResultsSource::resolve(fixture(QStringLiteral("sebs/aws_120.csv")), &error);
    QVERIFY(sebs);
    QCOMPARE(sebs->defaultColumn(), QStringLiteral("client_time"));
    QCOMPARE(sebs->defaultGroups(),
             (QStringList{QStringLiteral("memory"), QStringLiteral("type"), QStringLiteral("is_cold")}));
}

void TestResultsSource::pathsWithNothingToRead()
{
    QString error;
    QVERIFY(!ResultsSource::resolve(fixture(QStringLiteral("analyze/empty-dir")), &error));
    QVERIFY2(error.contains(QLatin1String("empty-dir")) && error.contains(QLatin1String("samples.csv"))
                 && error.contains(QLatin1String("samples.journal.csv")) && error.contains(QLatin1String("result.csv")),
             qPrintable(error));
    error.clear();
    QVERIFY(!ResultsSource::resolve(fixture(QStringLiteral("analyze/no-such-file.csv")), &error));
    QVERIFY2(error.contains(QLatin1String("no-such-file.csv")) && error.contains(QLatin1String("cannot read")),
             qPrintable(error));
}

void TestResultsSource::groupsAndSkips()
{
    QString error;
    const auto source = ResultsSource::resolve(fixture(QStringLiteral("analyze/finished-run")), &error);
    QVERIFY(source);
    GroupedValues values;
    QVERIFY2(source->read(QStringLiteral("total_us"), {QStringLiteral("run")}, &values, &error), qPrintable(error));
    QCOMPARE(values.groupColumns, QStringList{QStringLiteral("run")});
    QCOMPARE(values.groups.size(), std::size_t(2));
    // The timeout and refused rows of r1 are left out, r2's quoted "ok" is kept.
    QCOMPARE(values.groups.at({QStringLiteral("r1")}).size(), std::size_t(12));
    QCOMPARE(values.groups.at({QStringLiteral("r2")}).size(), std::size_t(6));
    QCOMPARE(values.failedSkipped, 2);
    QCOMPARE(values.emptySkipped, 0);
    QVERIFY(!values.partialLineDropped);

    const auto quoted = ResultsSource::resolve(fixture(QStringLiteral("analyze/quoted.csv")), &error);
    QVERIFY(quoted);
    QVERIFY(quoted->read(QStringLiteral("latency_ms"), {QStringLiteral("name")}, &values, &error));
    QCOMPARE(values.groups.at({QStringLiteral("a, first")}), (std::vector<double>{1.5, 2.5}));
    QCOMPARE(values.groups.at({QStringLiteral("b")}), (std::vector<double>{10, 30}));
    QCOMPARE(values.emptySkipped, 2);
    QCOMPARE(values.failedSkipped, 0);

    // No group columns: one group of every row.
    QVERIFY(quoted->read(QStringLiteral("latency_ms"), {}, &values, &error));
    QCOMPARE(values.groups.size(), std::size_t(1));
    QCOMPARE(values.groups.begin()->second.size(), std::size_t(4));
}

void TestResultsSource::journalDropsItsCutOffLine()
{
    QString error;
    const auto source = ResultsSource::resolve(fixture(QStringLiteral("analyze/killed-run")), &error);
    QVERIFY(source && source->isJournal());
    GroupedValues values;
    QVERIFY2(source->read(source->defaultColumn(), source->defaultGroups(), &values, &error), qPrintable(error));
    QVERIFY(values.partialLineDropped);
    QCOMPARE(values.groups.size(), std::size_t(1));
    QCOMPARE(values.groups.begin()->second.size(), std::size_t(8));

    // The same cut-off line in a finished file is an error, not a silent drop.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("result.csv"));
    QVERIFY(write(file, sebsHeader + "128,warm,False,1000\n128,warm,Fa"));
    const auto finished = ResultsSource::resolve(file, &error);
    QVERIFY(finished && !finished->isJournal());
    QVERIFY(!finished->read(finished->defaultColumn(), finished->defaultGroups(), &values, &error));
    QVERIFY2(error.contains(QLatin1String("result.csv:3")), qPrintable(error));
}

void TestResultsSource::groupKeysOrderNumbersNumerically()
{
    const GroupKeyLess less;
    const auto key = [](const char *a, const char *b) { return QStringList{QLatin1String(a), QLatin1String(b)}; };
    QVERIFY(less(key("128", "warm"), key("1024", "warm")));
    QVERIFY(!less(key("1024", "warm"), key("128", "warm")));
    QVERIFY(less(key("128", "cold"), key("128", "warm")));
    QVERIFY(less(key("2048", "x"), key("abc", "x"))); // numbers before text
    QVERIFY(less(key("0.5", "x"), key("1", "x")));
    QVERIFY(!less(key("128", "warm"), key("128", "warm")));

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("result.csv"));
    QVERIFY(write(file, sebsHeader + "1024,warm,False,1\n128,warm,False,2\nn/a,warm,False,3\n256,cold,True,4\n"));
    QString error;
    const auto source = ResultsSource::resolve(file, &error);
    GroupedValues values;
    QVERIFY(source->read(QStringLiteral("client_time"), {QStringLiteral("memory")}, &values, &error));
    QStringList order;
    for (const auto &[groupKey, groupValues] : values.groups)
        order << groupKey.first();
    QCOMPARE(
        order,
        (QStringList{QStringLiteral("128"), QStringLiteral("256"), QStringLiteral("1024"), QStringLiteral("n/a")}));
}

void TestResultsSource::badInputNamesFileLineAndColumn_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("not a number") << fixture(QStringLiteral("analyze/non_numeric.csv")) << QStringLiteral("client_time")
                                  << QStringList{QStringLiteral("non_numeric.csv:3"), QStringLiteral("'client_time'"),
                                                 QStringLiteral("field 4"), QStringLiteral("'12ms'")};
    QTest::newRow("missing column") << fixture(QStringLiteral("analyze/quoted.csv")) << QStringLiteral("nope")
                                    << QStringList{QStringLiteral("quoted.csv:1"), QStringLiteral("'nope'"),
                                                   QStringLiteral("name, latency_ms, note")};
    QTest::newRow("short row") << fixture(QStringLiteral("analyze/short_row.csv")) << QStringLiteral("client_time")
                               << QStringList{QStringLiteral("short_row.csv:3"), QStringLiteral("2 fields"),
                                              QStringLiteral("header has 4")};
}

void TestResultsSource::badInputNamesFileLineAndColumn()
{
    QFETCH(QString, path);
    QFETCH(QString, column);
    QFETCH(QStringList, mentions);
    QString error;
    const auto source = ResultsSource::resolve(path, &error);
    QVERIFY2(source, qPrintable(error));
    GroupedValues values;
    QVERIFY(!source->read(column, {}, &values, &error));
    for (const QString &mention : mentions)
        QVERIFY2(error.contains(mention), qPrintable(error));
}

void TestResultsSource::cancelStopsTheRead()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("result.csv"));
    QByteArray content = sebsHeader;
    for (int i = 0; i < 20000; ++i)
        content += "128,warm,False," + QByteArray::number(1000 + i) + '\n';
    QVERIFY(write(file, content));
    QString error;
    const auto source = ResultsSource::resolve(file, &error);
    QVERIFY(source);
    GroupedValues values;
    int asked = 0;
    QVERIFY(!source->read(QStringLiteral("client_time"), {}, &values, &error, [&] { return ++asked == 2; }));
    QCOMPARE(asked, 2);
    QVERIFY2(error.contains(QLatin1String("cancelled")) && error.contains(QLatin1String("result.csv:")),
             qPrintable(error));

    // Never cancelled: every row is read.
    QVERIFY(source->read(QStringLiteral("client_time"), {}, &values, &error, [] { return false; }));
    QCOMPARE(values.groups.begin()->second.size(), std::size_t(20000));
}

QTEST_GUILESS_MAIN(TestResultsSource)
#include "tst_results_source.moc"
