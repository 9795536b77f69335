// A generator's shard of a run (docs/scale-out.md#shards): what one replica of a generators'
// job sends, given by --shard or by the environment the job starts it with.
#include "cli_runner.h"
#include "demo_target.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;
using namespace Qt::Literals::StringLiterals;

namespace {

QStringList runArguments(const DemoServer &server, const QString &out, const QString &requests)
{
    return {u"run"_s,        u"--url"_s, server.url().toString(), u"--method"_s, u"GET"_s,    u"--out"_s, out,
            u"--requests"_s, requests,   u"--concurrency"_s,      u"3"_s,        u"--quiet"_s};
}

// samples.csv's ids and generator column; fails unless each row's generator is its id mod `count`.
QList<qint64> idsOf(const QString &out, int count, int generator)
{
    QList<qint64> ids;
    for (const auto &row : test::readCsvRecords(QDir(out).filePath(u"samples.csv"_s))) {
        const qint64 id = row.value(u"id"_s).toLongLong();
        if (id % count != generator || row.value(u"generator"_s).toInt() != generator)
            qFatal("id %lld is not shard %d's", id, generator);
        ids.append(id);
    }
    return ids;
}

} // namespace

class TestCliShard : public QObject
{
    Q_OBJECT
private slots:
    void aShardSendsItsShareWithItsIds()
    {
        const auto server = test::startDemoServer(100us, 20us);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"results"_s);
        const auto run = test::runCli(runArguments(*server, out, u"30"_s) + QStringList{u"--shard"_s, u"1/3"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        const QList<qint64> ids = idsOf(out, 3, 1);
        QCOMPARE(ids.size(), 10);
        QCOMPARE(*std::min_element(ids.begin(), ids.end()), 1);
    }

    // Docker writes slot 0 of a job as its node's id where the job's environment says {{.Task.Slot}}.
    void theJobsEnvironmentGivesTheShard()
    {
        const auto server = test::startDemoServer(100us, 20us);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"results"_s);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"CONTAINERPERF_SHARD"_s, u"8fofcxujqqmb8q9lz4q4sg3dc/2"_s);
        const auto run = test::runProcess(QStringLiteral(CONTAINERPERF_CLI), runArguments(*server, out, u"10"_s),
                                          environment, 60'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        QCOMPARE(idsOf(out, 2, 0).size(), 5);
    }

    void malformedValuesAreSaid_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("said");
        QTest::newRow("shard without a count")
            << QStringList{u"--shard"_s, u"3"_s} << u"--shard '3' is not INDEX/COUNT"_s;
        QTest::newRow("shard past the count")
            << QStringList{u"--shard"_s, u"3/3"_s} << u"shard 3 of 3 does not exist"_s;
        QTest::newRow("no generators") << QStringList{u"--generators"_s, u"swarm:0"_s}
                                       << u"--generators 'swarm:0' is not swarm:N with N from 1 to 64"_s;
        QTest::newRow("another kind") << QStringList{u"--generators"_s, u"k8s:2"_s}
                                      << u"--generators 'k8s:2' is not swarm:N"_s;
    }

    void malformedValuesAreSaid()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, said);
        QTemporaryDir dir;
        const auto run = test::runCli(QStringList{u"run"_s, u"--url"_s, u"http://127.0.0.1:9/"_s, u"--concurrency"_s,
                                                  u"4"_s, u"--out"_s, dir.filePath(u"results"_s)}
                                      + options);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errText().contains(said), qPrintable(run.errText()));
        QVERIFY(!QDir(dir.filePath(u"results"_s)).exists());
    }
};

QTEST_GUILESS_MAIN(TestCliShard)
#include "tst_cli_shard.moc"
