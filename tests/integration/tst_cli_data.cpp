// Data files (docs/load-testing.md#data-files): containerperf-cli with --data against
// the in-process demo server; what experiment.json keeps of it, and what is refused
// before anything is sent.
#include "cli_runner.h"
#include "demo_target.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::runCli;
using cp::test::startDemoServer;

namespace {

constexpr int CliTimeoutMs = 60'000;

std::unique_ptr<DemoServer> quickServer()
{
    return startDemoServer(300us, 100us);
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

QStringList runArguments(const DemoServer &server, const QString &out)
{
    return {QStringLiteral("run"),
            QStringLiteral("--url"),
            server.url().toString(),
            QStringLiteral("--method"),
            QStringLiteral("POST"),
            QStringLiteral("--requests"),
            QStringLiteral("30"),
            QStringLiteral("--out"),
            out,
            QStringLiteral("--concurrency"),
            QStringLiteral("2")};
}

} // namespace

class TestCliData : public QObject
{
    Q_OBJECT
private slots:
    void aRunReadsItsDataFileAndRecordsWhere()
    {
        const auto server = quickServer();
        QTemporaryDir dir;
        const QString csv = writeFile(dir, QStringLiteral("users.csv"), "user,token\nann,a1\nbob,b2\n");
        const QString out = dir.filePath(QStringLiteral("results"));
        // Relative to where the command runs; experiment.json records it whole.
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        auto result = runCli(runArguments(*server, out)
                                 << QStringLiteral("--data") << QStringLiteral("users.csv") << QStringLiteral("--body")
                                 << QStringLiteral("user={{data.user}}") << QStringLiteral("--header")
                                 << QStringLiteral("Authorization: Bearer {{data.token}}"),
                             CliTimeoutMs);
        QVERIFY(QDir::setCurrent(before));
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 30);
        const QJsonObject experiment = test::readJsonObject(QDir(out).filePath(QStringLiteral("experiment.json")));
        QCOMPARE(experiment[QStringLiteral("endpoints")][0][QStringLiteral("data")].toString(), csv);

        // The results' experiment.json runs again from anywhere.
        const QString again = dir.filePath(QStringLiteral("again"));
        result = runCli({QStringLiteral("experiment"), QDir(out).filePath(QStringLiteral("experiment.json")),
                         QStringLiteral("--out"), again},
                        CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 60);
    }

    void whatCannotBeSentStartsNothing_data()
    {
        QTest::addColumn<QByteArray>("csv"); // empty: no --data
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("said");
        QTest::newRow("no such file") << QByteArray() << QStringList{QStringLiteral("--data"), QStringLiteral("x.csv")}
                                      << QStringLiteral("--data: cannot read the data file ");
        QTest::newRow("a ragged file") << QByteArray("a,b\n1\n") << QStringList()
                                       << QStringLiteral("--data: line 2 of the data file ");
        QTest::newRow("no data file") << QByteArray()
                                      << QStringList{QStringLiteral("--body"), QStringLiteral("{{data.a}}")}
                                      << QStringLiteral("the placeholder {{data.a}} needs a data file");
        QTest::newRow("no such column") << QByteArray("a,b\n1,2\n")
                                        << QStringList{QStringLiteral("--body"), QStringLiteral("{{data.c}}")}
                                        << QStringLiteral("the placeholder {{data.c}} names no column");
        QTest::newRow("a line break into a header")
            << QByteArray("a\n\"1\r\nX-Evil: 1\"\n")
            << QStringList{QStringLiteral("--header"), QStringLiteral("X-A: {{data.a}}")}
            << QStringLiteral("whose row 1 holds a control character");
    }

    void whatCannotBeSentStartsNothing()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QStringList, options);
        QFETCH(QString, said);
        const auto server = quickServer();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        QStringList arguments = runArguments(*server, out) + options;
        if (!csv.isEmpty())
            arguments << QStringLiteral("--data") << writeFile(dir, QStringLiteral("data.csv"), csv);
        const auto result = runCli(arguments, CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(said), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 0);
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliData)
#include "tst_cli_data.moc"
