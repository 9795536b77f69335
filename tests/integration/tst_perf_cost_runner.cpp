// perf-cost runs through ExperimentRunner without Docker (docs/specification.md#perf-cost-runs): against the
// in-process demo server, which reports is_cold in SeBS JSON, and against a tiny
// server that calls every answer cold.
#include "demo/demo_server.h"
#include "run/experiment_runner.h"
#include "run/perf_cost_executor.h"
#include "test_files.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::readCsv;

namespace {

// Answers every GET with "X-Cold-Start: 1", keeping the connection alive.
class AlwaysColdServer : public QTcpServer
{
public:
    AlwaysColdServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    QByteArray &buffer = m_buffers[socket];
                    buffer += socket->readAll();
                    qsizetype end = 0;
                    while ((end = buffer.indexOf("\r\n\r\n")) >= 0) {
                        buffer.remove(0, end + 4);
                        socket->write("HTTP/1.1 200 OK\r\nX-Cold-Start: 1\r\nContent-Length: 2\r\n\r\nok");
                    }
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }

private:
    QHash<QTcpSocket *, QByteArray> m_buffers; // unparsed request bytes per connection
};

Experiment experimentFor(const QUrl &url, RunType type)
{
    Experiment e;
    Endpoint endpoint;
    endpoint.request.url = url;
    endpoint.request.method = "GET";
    endpoint.request.timeout = 5s;
    e.endpoints = {endpoint};
    e.runTypes = {type};
    e.concurrency = 3;
    e.repetitions = 6;
    e.pauseBefore = 0s;
    e.pauseAfter = 0s;
    e.threads = 1;
    return e;
}

struct Outcome
{
    ExperimentOutcome outcome;
    bool finished = false;
};

Outcome runToEnd(ExperimentRunner &runner, const Experiment &e, const QString &out, int timeoutMs = 30'000)
{
    Outcome result;
    QObject::connect(&runner, &ExperimentRunner::finished, &runner, [&](const ExperimentOutcome &outcome) {
        result.outcome = outcome;
        result.finished = true;
    });
    QString error;
    if (!runner.start(e, out, &error)) {
        qWarning("%s", qPrintable(error));
        return result;
    }
    if (!QTest::qWaitFor([&] { return result.finished; }, timeoutMs))
        qWarning("the experiment did not finish in time");
    return result;
}

} // namespace

class TestPerfCostRunner : public QObject
{
    Q_OBJECT

private slots:
    void batchesUntilRepetitionsAccepted_data();
    void batchesUntilRepetitionsAccepted();
    void givesUpWhenNothingIsAccepted();
    void stopsPromptlyDuringPauses();
};

void TestPerfCostRunner::batchesUntilRepetitionsAccepted_data()
{
    QTest::addColumn<RunType>("type");
    QTest::addColumn<int>("batchSize");
    QTest::addColumn<int>("firstMeasuredId");
    QTest::newRow("warm") << RunType::Warm << 3 << 3;
    QTest::newRow("sequential") << RunType::Sequential << 1 << 2;
}

void TestPerfCostRunner::batchesUntilRepetitionsAccepted()
{
    QFETCH(RunType, type);
    QFETCH(int, batchSize);
    QFETCH(int, firstMeasuredId);
    DemoServerOptions options;
    options.coldStart = 100ms;
    DemoServer server(options);
    QVERIFY(server.start());
    QTemporaryDir dir;
    ExperimentRunner runner;
    QSignalSpy started(&runner, &ExperimentRunner::runStarted);
    QSignalSpy batches(&runner, &ExperimentRunner::samplesArrived);
    const Outcome result = runToEnd(runner, experimentFor(server.url(), type), dir.path());
    QVERIFY(result.finished);
    QCOMPARE(result.outcome.status, ExperimentStatus::Finished);
    QCOMPARE(started.size(), 1);
    QVERIFY(!batches.isEmpty());
    const RunSummary &run = result.outcome.runs.first();
    QVERIFY(run.counts.accepted >= 6);
    // Whole batches only, and no more of them than needed.
    QCOMPARE(run.counts.requests % batchSize, 0);
    QVERIFY(run.counts.requests < 6 + batchSize);

    // The warm-up batch (sequential: and one more request) is not in the results.
    const QList<QStringList> samples = readCsv(dir.filePath(QStringLiteral("samples.csv")));
    const int idColumn = cp::test::csvColumn(samples, QStringLiteral("id"));
    int smallest = INT_MAX;
    for (const QStringList &row : samples.mid(1))
        smallest = qMin(smallest, row.value(idColumn).toInt());
    QCOMPARE(smallest, firstMeasuredId);

    const QList<QStringList> resultRows = readCsv(dir.filePath(QStringLiteral("result.csv")));
    QCOMPARE(resultRows.size(), 1 + int(run.counts.accepted));
    // The demo server's SeBS JSON said warm; no container: memory 0.
    for (const QStringList &row : resultRows.mid(1)) {
        QCOMPARE(row.value(0), QStringLiteral("0"));
        QCOMPARE(row.value(2), QStringLiteral("False"));
    }
    // Nothing swept: SeBS's name without a memory suffix.
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("%1_results.json").arg(runTypeName(type)))));
}

void TestPerfCostRunner::givesUpWhenNothingIsAccepted()
{
    AlwaysColdServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QTemporaryDir dir;
    ExperimentRunner runner;
    const QUrl url(QStringLiteral("http://127.0.0.1:%1/").arg(server.serverPort()));
    const Outcome result = runToEnd(runner, experimentFor(url, RunType::Warm), dir.path());
    QVERIFY(result.finished);
    QCOMPARE(result.outcome.status, ExperimentStatus::Failed);
    QVERIFY2(result.outcome.message.contains(QString::number(PerfCostExecutor::MaxFruitlessBatches)),
             qPrintable(result.outcome.message));
    const RunSummary &run = result.outcome.runs.first();
    QCOMPARE(run.counts.accepted, 0);
    QCOMPARE(run.counts.requests, 3 * PerfCostExecutor::MaxFruitlessBatches);
    QCOMPARE(run.counts.coldCount, run.counts.requests);
    // What was measured is written all the same.
    QCOMPARE(readCsv(dir.filePath(QStringLiteral("samples.csv"))).size(),
             1 + 3 * PerfCostExecutor::MaxFruitlessBatches);
}

void TestPerfCostRunner::stopsPromptlyDuringPauses()
{
    DemoServer server;
    QVERIFY(server.start());
    QTemporaryDir dir;
    Experiment e = experimentFor(server.url(), RunType::Warm);
    e.repetitions = 1000;
    e.pauseBefore = 2s;
    e.pauseAfter = 2s;
    ExperimentRunner runner;
    bool finished = false;
    ExperimentOutcome outcome;
    connect(&runner, &ExperimentRunner::finished, this, [&](const ExperimentOutcome &o) {
        outcome = o;
        finished = true;
    });
    QString error;
    QVERIFY2(runner.start(e, dir.path(), &error), qPrintable(error));
    QTest::qWait(2500); // inside the pause after the warm-up batch
    QElapsedTimer clock;
    clock.start();
    runner.stop();
    QVERIFY(QTest::qWaitFor([&] { return finished; }, 5000));
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(outcome.status, ExperimentStatus::Stopped);
}

QTEST_GUILESS_MAIN(TestPerfCostRunner)
#include "tst_perf_cost_runner.moc"
