// `containerperf-cli report` (docs/user-guide.md#the-report) on the result-files
// fixture: one self-contained HTML file with each endpoint's figures and
// tables, whose numbers are summary.json's, and which a headless browser
// (Debian's chromium) opens without an error.
#include "cli_runner.h"
#include "test_process.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using cp::test::runCli;
using cp::test::runProcess;

namespace {

QString fixture()
{
    return QStringLiteral(CONTAINERPERF_FIXTURES "/result-files");
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The embedded images, decoded.
QList<QByteArray> images(const QByteArray &html)
{
    QList<QByteArray> found;
    static const QRegularExpression image(QStringLiteral("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""));
    for (const auto &match : image.globalMatch(QString::fromUtf8(html)))
        found.append(QByteArray::fromBase64(match.captured(1).toLatin1()));
    return found;
}

// A PNG's width and height from its IHDR chunk, or (0, 0) when it is none.
QSize pngSize(const QByteArray &png)
{
    if (!png.startsWith("\x89PNG\r\n\x1a\n") || png.size() < 24 || png.mid(12, 4) != "IHDR")
        return {};
    const auto be32 = [&png](int at) {
        return int((uchar(png[at]) << 24) | (uchar(png[at + 1]) << 16) | (uchar(png[at + 2]) << 8)
                   | uchar(png[at + 3]));
    };
    return {be32(16), be32(20)};
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_out.isValid());
        m_report = m_out.filePath(QStringLiteral("report.html"));
        const cp::test::ProcessResult made =
            runCli({QStringLiteral("report"), fixture(), QStringLiteral("--out"), m_report});
        QVERIFY2(made.exitCode == 0, qPrintable(made.errText()));
        QVERIFY(made.outText().contains(QStringLiteral("written to")));
        m_html = readAll(m_report);
        QVERIFY(m_html.startsWith("<!DOCTYPE html>"));
    }

    void everyEndpointHasItsFigures()
    {
        for (const char *endpoint : {"fn", "echo"}) {
            const qsizetype at = m_html.indexOf(QByteArray("<h3>Endpoint ").append(endpoint).append("</h3>"));
            QVERIFY2(at >= 0, endpoint);
        }
        // Per endpoint: times, CDF, T_cold/T_warm (both have warm and cold runs)
        // and resources (both containers have stats).
        const QList<QByteArray> pngs = images(m_html);
        QCOMPARE(pngs.size(), 8);
        for (const QByteArray &png : pngs)
            QCOMPARE(pngSize(png), QSize(1920, 880)); // 960 × 440 at twice the resolution
        QVERIFY(m_html.contains("Cold-start overhead"));
        QVERIFY(m_html.contains("<h3>Environment</h3>"));
    }

    // Nothing is fetched: no script, no remote or relative asset.
    void selfContained()
    {
        QVERIFY(!m_html.contains("<script"));
        QVERIFY(!m_html.contains("<link"));
        QVERIFY(!m_html.contains("url("));
        static const QRegularExpression reference(QStringLiteral("(src|href)=\"(?!data:)"));
        QVERIFY(!QString::fromUtf8(m_html).contains(reference));
    }

    // The statistics table shows summary.json's medians and their intervals.
    void tableHoldsTheSummary()
    {
        QFile file(QDir(fixture()).filePath(QStringLiteral("summary.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray runs = QJsonDocument::fromJson(file.readAll()).object()[QStringLiteral("runs")].toArray();
        QVERIFY(!runs.isEmpty());
        const QLocale locale; // the report's, which the test shares
        for (const QJsonValue &run : runs) {
            const QJsonObject latency = run[QStringLiteral("latency_us")].toObject();
            if (latency[QStringLiteral("n")].toInt() == 0)
                continue;
            const QString median = locale.toString(latency[QStringLiteral("median")].toDouble() / 1000.0, 'f', 3);
            const QString label = QStringLiteral("%1: %2")
                                      .arg(run[QStringLiteral("run")].toInt())
                                      .arg(run[QStringLiteral("type")].toString());
            const QString html = QString::fromUtf8(m_html);
            const qsizetype row = html.indexOf(QStringLiteral("<td class=\"text\">") + label);
            QVERIFY2(row >= 0, qPrintable(label));
            const qsizetype rowEnd = html.indexOf(QStringLiteral("</tr>"), row);
            QVERIFY2(html.mid(row, rowEnd - row).contains(QStringLiteral("<td>") + median),
                     qPrintable(label + QStringLiteral(": no median ") + median));
        }
    }

    void opensInAHeadlessBrowser()
    {
        const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
        if (chromium.isEmpty())
            QFAIL("chromium is missing: scripts/install-deps.sh test installs it");
        const QString shot = m_out.filePath(QStringLiteral("report.png"));
        const QStringList arguments{QStringLiteral("--headless=new"),
                                    QStringLiteral("--no-sandbox"), // as root, and in containers
                                    QStringLiteral("--disable-gpu"),
                                    QStringLiteral("--no-first-run"),
                                    QStringLiteral("--user-data-dir=") + m_out.filePath(QStringLiteral("chromium")),
                                    QStringLiteral("--enable-logging=stderr"),
                                    QStringLiteral("--v=0"),
                                    QStringLiteral("--window-size=1100,3000"),
                                    QStringLiteral("--screenshot=") + shot,
                                    QUrl::fromLocalFile(m_report).toString()};
        const cp::test::ProcessResult browsed = runProcess(chromium, arguments, 90'000);
        QVERIFY2(browsed.exitCode == 0, qPrintable(browsed.errText()));
        // What the page itself would log: console messages and failed loads.
        for (const QString &line : browsed.errText().split(u'\n')) {
            QVERIFY2(!line.contains(QStringLiteral("CONSOLE")) && !line.contains(QStringLiteral("Failed to load"))
                         && !line.contains(QStringLiteral("net::ERR_")),
                     qPrintable(line));
        }
        QVERIFY(QFileInfo(shot).size() > 50'000); // a page with figures, not a blank one
    }

    void severalDirectoriesInOneReport()
    {
        const QString out = m_out.filePath(QStringLiteral("two.html"));
        const cp::test::ProcessResult made =
            runCli({QStringLiteral("report"), fixture(), fixture(), QStringLiteral("--out"), out,
                    QStringLiteral("--pricing"), QStringLiteral("aws-lambda-x86")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.errText()));
        const QByteArray html = readAll(out);
        QCOMPARE(html.count("<h2>"), 2);
        QVERIFY(html.contains("Billed as aws-lambda-x86 (invocation model)"));
    }

    void failuresSayWhatToDo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no out") << QStringList{fixture()} << QStringLiteral("--out FILE.html");
        QTest::newRow("no directory") << QStringList{QStringLiteral("--out"), QStringLiteral("r.html")}
                                      << QStringLiteral("results directories");
        QTest::newRow("not results") << QStringList{QDir::tempPath() + QStringLiteral("/no-such-results"),
                                                    QStringLiteral("--out"), QStringLiteral("r.html")}
                                     << QStringLiteral("summary.json");
        QTest::newRow("unknown pricing") << QStringList{fixture(), QStringLiteral("--out"), QStringLiteral("r.html"),
                                                        QStringLiteral("--pricing"), QStringLiteral("free")}
                                         << QStringLiteral("neither a preset");
    }

    void failuresSayWhatToDo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const cp::test::ProcessResult made = runCli(QStringList{QStringLiteral("report")} + arguments);
        QCOMPARE(made.exitCode, 2);
        QVERIFY2(made.errText().contains(expected), qPrintable(made.errText()));
    }

    void unwritableTargetKeepsNothing()
    {
        const QString out = m_out.filePath(QStringLiteral("missing-folder/report.html"));
        const cp::test::ProcessResult made =
            runCli({QStringLiteral("report"), fixture(), QStringLiteral("--out"), out});
        QCOMPARE(made.exitCode, 4);
        QVERIFY2(made.errText().contains(QStringLiteral("cannot write the report")), qPrintable(made.errText()));
        QVERIFY(!QFileInfo::exists(out));
    }

private:
    QTemporaryDir m_out;
    QString m_report;
    QByteArray m_html;
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
