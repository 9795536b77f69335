// ExperimentSession's lifecycle against a scripted Docker daemon: the states it goes
// through, stop() in each of them, and what every ending leaves behind (the outcome,
// the results files, the limit calls the daemon saw, docs/specification.md#restoring-limits).
#include "run/experiment_session.h"

#include "fake_daemon.h"
#include "test_files.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaEnum>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace cp;
using namespace std::chrono_literals;
using namespace Qt::Literals::StringLiterals;
using cp::test::FakeDaemon;
using State = ExperimentSession::State;

namespace {

constexpr std::int64_t mib = 1024 * 1024;

// Answers every request at once with a small 200, keeping the connection alive.
class HttpTarget : public QTcpServer
{
public:
    HttpTarget()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    QByteArray &buffer = m_buffers[socket];
                    buffer += socket->readAll();
                    for (qsizetype end = buffer.indexOf("\r\n\r\n"); end >= 0; end = buffer.indexOf("\r\n\r\n")) {
                        buffer.remove(0, end + 4);
                        socket->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
                    }
                });
            }
        });
        QVERIFY(listen(QHostAddress::LocalHost));
    }

    QUrl url() const { return QUrl(u"http://127.0.0.1:%1/"_s.arg(serverPort())); }

private:
    QHash<QTcpSocket *, QByteArray> m_buffers; // unparsed request bytes per connection
};

// A daemon with one running container, "web" (id c0ffee), limited to 256 MiB (swap
// 512 MiB): inspect, update with read-back, an events stream, and a stats stream
// that shows the current limit every 100 ms, as Docker's does every second.
class ContainerDaemon
{
public:
    explicit ContainerDaemon(const QString &path)
        : daemon(path)
    {
        daemon.handler = [this](const QByteArray &request) { return answer(request); };
        m_statsTimer.setInterval(100);
        QObject::connect(&m_statsTimer, &QTimer::timeout, &daemon, [this] {
            if (showLimitsInStats)
                daemon.writeToStreams("GET /v1.41/containers/c0ffee/stats", FakeDaemon::chunk(statsRecord()));
        });
        m_statsTimer.start();
    }

    QString dockerHost() const { return u"unix://"_s + daemon.path(); }

    // A Docker event of the container, now.
    void sendEvent(const QByteArray &action)
    {
        const std::int64_t ns = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
        const QByteArray event = R"({"Type":"container","Action":")" + action
            + R"(","Actor":{"ID":"c0ffee","Attributes":{"exitCode":"137","name":"web"}},"time":)"
            + QByteArray::number(ns / 1'000'000'000) + R"(,"timeNano":)" + QByteArray::number(ns) + "}\n";
        daemon.writeToStreams("GET /v1.41/events", FakeDaemon::chunk(event));
    }

    FakeDaemon daemon;
    bool knowsContainer = true;
    bool refuseUpdates = false;
    bool showLimitsInStats = true;
    QStringList updates; // the bodies of the update calls, in order
    std::int64_t memory = 256 * mib;
    std::int64_t memorySwap = 512 * mib;
    std::int64_t nanoCpus = 0;

private:
    static FakeDaemon::Answer json(const QByteArray &status, const QByteArray &body)
    {
        return {{FakeDaemon::reply(status, body, "Content-Type: application/json\r\n")}};
    }

    QByteArray inspect() const
    {
        return R"({"Id":"c0ffee","Name":"/web","Config":{"Image":"fake/web"},
                   "State":{"Status":"running","Running":true,"StartedAt":"2026-01-01T00:00:00Z"},
                   "HostConfig":{"Memory":)"
            + QByteArray::number(memory) + R"(,"MemorySwap":)" + QByteArray::number(memorySwap) + R"(,"NanoCpus":)"
            + QByteArray::number(nanoCpus) + R"(},"NetworkSettings":{"Ports":{}}})";
    }

    QByteArray statsRecord() const
    {
        return R"({"read":")" + QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toLatin1()
            + R"(","name":"/web","id":"c0ffee","memory_stats":{"usage":10485760,"limit":)" + QByteArray::number(memory)
            + "}}\n";
    }

    FakeDaemon::Answer answer(const QByteArray &request)
    {
        const QList<QByteArray> line = request.left(request.indexOf("\r\n")).split(' ');
        const QByteArray method = line.value(0);
        const QByteArray path = line.value(1);
        if (path == "/_ping")
            return {{FakeDaemon::reply("200 OK", "OK", "Api-Version: 1.41\r\n")}};
        if (path == "/version")
            return json("200 OK", R"({"ApiVersion":"1.41","Version":"27.0-fake","Os":"linux"})");
        if (path == "/v1.41/info")
            return json("200 OK", R"({"MemTotal":8589934592,"NCPU":4})");
        if (path.startsWith("/v1.41/events"))
            return {{FakeDaemon::streamHead()}, true};
        if (path == "/v1.41/containers/web/json" || path == "/v1.41/containers/c0ffee/json")
            return knowsContainer ? json("200 OK", inspect())
                                  : json("404 Not Found", R"({"message":"No such container: web"})");
        if (path == "/v1.41/containers/c0ffee/stats?stream=true")
            return {{FakeDaemon::streamHead()}, true};
        if (method == "POST" && path == "/v1.41/containers/c0ffee/update") {
            const QByteArray body = request.mid(request.indexOf("\r\n\r\n") + 4);
            updates << QString::fromUtf8(body);
            if (refuseUpdates)
                return json("400 Bad Request", R"({"message":"Minimum memory limit allowed is 6MB"})");
            const QJsonObject limits = QJsonDocument::fromJson(body).object();
            memory = limits.value(u"Memory"_s).toInteger(memory);
            memorySwap = limits.value(u"MemorySwap"_s).toInteger(memorySwap);
            nanoCpus = limits.value(u"NanoCpus"_s).toInteger(nanoCpus);
            return json("200 OK", R"({"Warnings":[]})");
        }
        return json("404 Not Found", R"({"message":"page not found"})");
    }

    QTimer m_statsTimer;
};

QString limitsBody(std::int64_t memory, std::int64_t swap)
{
    return uR"({"Memory":%1,"MemorySwap":%2})"_s.arg(memory).arg(swap);
}

QString nameOf(State state)
{
    return QString::fromLatin1(QMetaEnum::fromType<State>().valueToKey(int(state)));
}

// One session, with what it reported.
struct Observed
{
    QStringList states;
    QStringList warnings;
    QList<ExperimentOutcome> outcomes; // one per finished()
};

void observe(ExperimentSession &session, Observed &observed)
{
    QObject::connect(&session, &ExperimentSession::stateChanged, &session,
                     [&observed](State state) { observed.states << nameOf(state); });
    QObject::connect(&session, &ExperimentSession::warning, &session,
                     [&observed](const QString &message) { observed.warnings << message; });
    QObject::connect(&session, &ExperimentSession::finished, &session,
                     [&observed](const ExperimentOutcome &outcome) { observed.outcomes << outcome; });
}

const QStringList untilFirstRun{u"PreparingDocker"_s, u"ApplyingLimits"_s, u"AwaitingLimit"_s, u"Running"_s};
const QStringList secondRun{u"ApplyingLimits"_s, u"AwaitingLimit"_s, u"Running"_s};
const QStringList endWithStreams{u"Restoring"_s, u"DrainingStats"_s, u"WritingResults"_s, u"Finished"_s};
const QStringList resultFiles{u"samples.csv"_s, u"summary.json"_s, u"experiment.json"_s, u"stats.csv"_s,
                              u"events.csv"_s};
const QStringList leftovers{u"samples.journal.csv"_s, u"stats.journal.csv"_s, u"events.journal.csv"_s,
                            u"original-limits.json"_s};

} // namespace

class TestExperimentSession : public QObject
{
    Q_OBJECT

private slots:
    void init();

    void runsEveryPointThroughEveryStep();
    void stopInEveryState_data();
    void stopInEveryState();
    void withoutContainersRunsStraight_data();
    void withoutContainersRunsStraight();
    void failuresEndIt_data();
    void failuresEndIt();
    void lostContainerFailsTheRun();
    void limitNeverSeenIsMeasuredAnyway();
    void startsOnce();

private:
    // Two memory points, 64 and 128 MiB, of 20 requests each, against `target` with "web" bound.
    Experiment experiment(const QUrl &target, const QString &dockerHost) const;
    // Starts the session and waits for its end; the test stops on a failure here.
    void run(ExperimentSession &session, Observed &observed);
    void checkResultFiles(const QString &directory, const QString &status);

    std::unique_ptr<QTemporaryDir> m_dir; // a new one for each test
};

void TestExperimentSession::init()
{
    // The session refuses and logs a step it may not take: no test may see one.
    QTest::failOnWarning(QRegularExpression(u"illegal transition"_s));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

Experiment TestExperimentSession::experiment(const QUrl &target, const QString &dockerHost) const
{
    Experiment e;
    Endpoint endpoint;
    endpoint.name = u"web"_s;
    endpoint.request.url = target;
    endpoint.request.timeout = 5s;
    endpoint.containers = {u"web"_s};
    e.endpoints = {endpoint};
    e.memorySizesMb = {64, 128};
    e.duration = 0s;
    e.requests = 20;
    e.threads = 1;
    e.dockerHost = dockerHost;
    return e;
}

void TestExperimentSession::run(ExperimentSession &session, Observed &observed)
{
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(!observed.outcomes.isEmpty(), 20'000);
    QCOMPARE(session.state(), State::Finished);
    // Nothing follows finished(), neither by itself nor by a late stop().
    session.stop();
    QTest::qWait(50);
    QCOMPARE(observed.outcomes.size(), 1);
}

void TestExperimentSession::checkResultFiles(const QString &directory, const QString &status)
{
    for (const QString &file : resultFiles)
        QVERIFY2(QFile::exists(QDir(directory).filePath(file)), qPrintable(file));
    // The journals became final files, and every limit is back: nothing is left to restore.
    for (const QString &file : leftovers)
        QVERIFY2(!QFile::exists(QDir(directory).filePath(file)), qPrintable(file));
    const QJsonObject environment =
        test::readJsonObject(QDir(directory).filePath(u"experiment.json"_s)).value(u"environment"_s).toObject();
    QCOMPARE(environment.value(u"status"_s).toString(), status);
}

void TestExperimentSession::runsEveryPointThroughEveryStep()
{
    HttpTarget target;
    ContainerDaemon docker(m_dir->filePath(u"d.sock"_s));
    const QString out = m_dir->filePath(u"out"_s);
    ExperimentSession session(experiment(target.url(), docker.dockerHost()), out);
    Observed observed;
    observe(session, observed);
    run(session, observed);
    if (QTest::currentTestFailed())
        return;

    QCOMPARE(observed.states, untilFirstRun + secondRun + endWithStreams);
    const ExperimentOutcome &outcome = observed.outcomes.first();
    QCOMPARE(outcome.status, ExperimentStatus::Finished);
    QVERIFY2(outcome.message.isEmpty(), qPrintable(outcome.message));
    QVERIFY(outcome.writeErrors.isEmpty());
    QVERIFY(!outcome.dockerUnreachable);
    QCOMPARE(outcome.runs.size(), 2);
    QCOMPARE(outcome.runs[0].info.effectiveMemoryMb, 64);
    QCOMPARE(outcome.runs[1].info.effectiveMemoryMb, 128);
    QCOMPARE(outcome.runs[0].counts.requests, 20);
    QVERIFY2(observed.warnings.isEmpty(), qPrintable(observed.warnings.join(u'\n')));
    // Each point's limits, then the originals back.
    QCOMPARE(docker.updates,
             QStringList(
                 {limitsBody(64 * mib, 64 * mib), limitsBody(128 * mib, 128 * mib), limitsBody(256 * mib, 512 * mib)}));
    QCOMPARE(docker.memory, 256 * mib);
    QCOMPARE(docker.memorySwap, 512 * mib);

    checkResultFiles(out, u"finished"_s);
    // stats.csv witnesses both limits; samples.csv takes mem_used_mb from it.
    const QList<QStringList> stats = test::readCsv(QDir(out).filePath(u"stats.csv"_s));
    const int limitColumn = test::csvColumn(stats, u"mem_limit_bytes"_s);
    QStringList limits;
    for (const QStringList &row : stats.mid(1))
        limits << row.value(limitColumn);
    QVERIFY(limits.contains(QString::number(64 * mib)));
    QVERIFY(limits.contains(QString::number(128 * mib)));
    const QList<QStringList> samples = test::readCsv(QDir(out).filePath(u"samples.csv"_s));
    QCOMPARE(samples.size(), 1 + 40);
    const int memoryColumn = test::csvColumn(samples, u"mem_used_mb"_s);
    const int containerColumn = test::csvColumn(samples, u"container"_s);
    QCOMPARE(samples[1].value(containerColumn), u"web"_s);
    QCOMPARE(samples[1].value(memoryColumn).toDouble(), 10.0);
    // Every limit change, the restore included, is an action in events.csv.
    const QByteArray events = test::readAll(QDir(out).filePath(u"events.csv"_s));
    QCOMPARE(events.count("containerperf.limits"), 3);
}

void TestExperimentSession::stopInEveryState_data()
{
    QTest::addColumn<QStringList>("stopAt"); // states whose entry calls stop(); "Idle": before start()
    QTest::addColumn<QStringList>("states");
    QTest::addColumn<ExperimentStatus>("status");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("runs");
    QTest::addColumn<QStringList>("updates");

    const QString beforeFirst = u"stopped before the first run"_s;
    const QString soFar = u"stopped; the samples measured so far are written"_s;
    const QStringList none;
    const QStringList firstPoint{limitsBody(64 * mib, 64 * mib), limitsBody(256 * mib, 512 * mib)};
    const QStringList everyPoint{limitsBody(64 * mib, 64 * mib), limitsBody(128 * mib, 128 * mib),
                                 limitsBody(256 * mib, 512 * mib)};
    const QStringList stopping{u"Stopping"_s};

    QTest::newRow("Idle") << QStringList{u"Idle"_s} << QStringList{u"WritingResults"_s, u"Finished"_s}
                          << ExperimentStatus::Stopped << beforeFirst << 0 << none;
    // Docker's answer ends it; no stream was started, so none is drained.
    QTest::newRow("PreparingDocker") << QStringList{u"PreparingDocker"_s}
                                     << QStringList{u"PreparingDocker"_s, u"Stopping"_s, u"Restoring"_s,
                                                    u"WritingResults"_s, u"Finished"_s}
                                     << ExperimentStatus::Stopped << beforeFirst << 0 << none;
    // The limits being set are set back; the point measured nothing, so it is no run.
    QTest::newRow("ApplyingLimits") << QStringList{u"ApplyingLimits"_s}
                                    << untilFirstRun.mid(0, 2) + stopping + endWithStreams << ExperimentStatus::Stopped
                                    << soFar << 0 << firstPoint;
    // Nothing is under way: it ends at once.
    QTest::newRow("AwaitingLimit") << QStringList{u"AwaitingLimit"_s} << untilFirstRun.mid(0, 3) + endWithStreams
                                   << ExperimentStatus::Stopped << soFar << 0 << firstPoint;
    QTest::newRow("Running") << QStringList{u"Running"_s} << untilFirstRun + stopping + endWithStreams
                             << ExperimentStatus::Stopped << soFar << 1 << firstPoint;
    // A second stop while the first is under way changes nothing.
    QTest::newRow("Stopping") << QStringList{u"Running"_s, u"Stopping"_s} << untilFirstRun + stopping + endWithStreams
                              << ExperimentStatus::Stopped << soFar << 1 << firstPoint;
    // Once the end has begun, a stop is too late to change it.
    for (const QString &state : endWithStreams)
        QTest::newRow(qPrintable(state)) << QStringList{state} << untilFirstRun + secondRun + endWithStreams
                                         << ExperimentStatus::Finished << QString() << 2 << everyPoint;
}

void TestExperimentSession::stopInEveryState()
{
    QFETCH(QStringList, stopAt);
    QFETCH(QStringList, states);
    QFETCH(ExperimentStatus, status);
    QFETCH(QString, message);
    QFETCH(int, runs);
    QFETCH(QStringList, updates);

    HttpTarget target;
    ContainerDaemon docker(m_dir->filePath(u"d.sock"_s));
    const QString out = m_dir->filePath(u"out"_s);
    ExperimentSession session(experiment(target.url(), docker.dockerHost()), out);
    Observed observed;
    observe(session, observed);
    // Directly when the state is entered: the stop meets the session in exactly that state.
    connect(&session, &ExperimentSession::stateChanged, &session, [&](State state) {
        if (stopAt.contains(nameOf(state)))
            session.stop();
    });
    if (stopAt.contains(u"Idle"_s)) {
        session.stop();
        QCOMPARE(observed.outcomes.size(), 1);
        QCOMPARE(observed.outcomes.first().outputDirectory, QString());
        // Nothing was started: not even the results directory.
        QVERIFY(!QFile::exists(out));
        QVERIFY(docker.daemon.requests.isEmpty());
    } else {
        run(session, observed);
        if (QTest::currentTestFailed())
            return;
        checkResultFiles(out, status == ExperimentStatus::Finished ? u"finished"_s : u"stopped"_s);
    }

    QCOMPARE(observed.states, states);
    QCOMPARE(session.state(), State::Finished);
    const ExperimentOutcome &outcome = observed.outcomes.first();
    QCOMPARE(outcome.status, status);
    QCOMPARE(outcome.message, message);
    QCOMPARE(outcome.runs.size(), runs);
    QCOMPARE(docker.updates, updates);
    QCOMPARE(docker.memory, 256 * mib);
}

void TestExperimentSession::withoutContainersRunsStraight_data()
{
    QTest::addColumn<bool>("stop");
    QTest::addColumn<QStringList>("states");
    QTest::addColumn<ExperimentStatus>("status");
    QTest::addColumn<int>("runs");
    QTest::newRow("to the end") << false << QStringList{u"Running"_s, u"Running"_s, u"WritingResults"_s, u"Finished"_s}
                                << ExperimentStatus::Finished << 2;
    QTest::newRow("stopped while running")
        << true << QStringList{u"Running"_s, u"Stopping"_s, u"WritingResults"_s, u"Finished"_s}
        << ExperimentStatus::Stopped << 1;
}

void TestExperimentSession::withoutContainersRunsStraight()
{
    QFETCH(bool, stop);
    QFETCH(QStringList, states);
    QFETCH(ExperimentStatus, status);
    QFETCH(int, runs);

    HttpTarget target;
    Experiment e = experiment(target.url(), QString());
    e.endpoints[0].containers.clear();
    e.memorySizesMb.clear();
    e.messageLengths = {5, 10};
    const QString out = m_dir->filePath(u"out"_s);
    ExperimentSession session(e, out);
    Observed observed;
    observe(session, observed);
    connect(&session, &ExperimentSession::stateChanged, &session, [&](State state) {
        if (stop && state == State::Running)
            session.stop();
    });
    run(session, observed);
    if (QTest::currentTestFailed())
        return;

    QCOMPARE(observed.states, states);
    QCOMPARE(observed.outcomes.first().status, status);
    QCOMPARE(observed.outcomes.first().runs.size(), runs);
    // Without bound containers there are no stats or events.
    QVERIFY(QFile::exists(QDir(out).filePath(u"samples.csv"_s)));
    QVERIFY(QFile::exists(QDir(out).filePath(u"experiment.json"_s)));
    QVERIFY(!QFile::exists(QDir(out).filePath(u"stats.csv"_s)));
    QVERIFY(!QFile::exists(QDir(out).filePath(u"samples.journal.csv"_s)));
}

void TestExperimentSession::failuresEndIt_data()
{
    QTest::addColumn<QString>("failure");
    QTest::addColumn<QStringList>("states");
    QTest::addColumn<QString>("message"); // a part of it
    QTest::addColumn<bool>("unreachable");
    QTest::addColumn<QStringList>("updates");

    const QStringList beforeStreams{u"PreparingDocker"_s, u"Restoring"_s, u"WritingResults"_s, u"Finished"_s};
    QTest::newRow("no daemon") << u"no daemon"_s << beforeStreams << u"no Docker daemon answers"_s << true
                               << QStringList();
    QTest::newRow("no container") << u"no container"_s << beforeStreams << u"container 'web' does not exist"_s << false
                                  << QStringList();
    // The refused change left the limits as they were: nothing to set back, yet the originals file goes.
    QTest::newRow("limit refused") << u"limit refused"_s
                                   << QStringList{u"PreparingDocker"_s, u"ApplyingLimits"_s} + endWithStreams
                                   << u"Minimum memory limit allowed is 6MB"_s << false
                                   << QStringList{limitsBody(64 * mib, 64 * mib)};
}

void TestExperimentSession::failuresEndIt()
{
    QFETCH(QString, failure);
    QFETCH(QStringList, states);
    QFETCH(QString, message);
    QFETCH(bool, unreachable);
    QFETCH(QStringList, updates);

    HttpTarget target;
    ContainerDaemon docker(m_dir->filePath(u"d.sock"_s));
    docker.knowsContainer = failure != u"no container"_s;
    docker.refuseUpdates = failure == u"limit refused"_s;
    const QString host =
        failure == u"no daemon"_s ? u"unix://"_s + m_dir->filePath(u"absent.sock"_s) : docker.dockerHost();
    const QString out = m_dir->filePath(u"out"_s);
    ExperimentSession session(experiment(target.url(), host), out);
    Observed observed;
    observe(session, observed);
    run(session, observed);
    if (QTest::currentTestFailed())
        return;

    QCOMPARE(observed.states, states);
    const ExperimentOutcome &outcome = observed.outcomes.first();
    QCOMPARE(outcome.status, ExperimentStatus::Failed);
    QVERIFY2(outcome.message.contains(message), qPrintable(outcome.message));
    QCOMPARE(outcome.dockerUnreachable, unreachable);
    QCOMPARE(outcome.runs.size(), 0);
    QCOMPARE(docker.updates, updates);
    checkResultFiles(out, u"failed"_s);
}

void TestExperimentSession::lostContainerFailsTheRun()
{
    HttpTarget target;
    ContainerDaemon docker(m_dir->filePath(u"d.sock"_s));
    Experiment e = experiment(target.url(), docker.dockerHost());
    // Long enough that only the container's end can stop the first run.
    e.requests = 0;
    e.duration = 60s;
    e.runTypes = {RunType::Rate};
    e.rateStart = 50;
    const QString out = m_dir->filePath(u"out"_s);
    ExperimentSession session(e, out);
    Observed observed;
    observe(session, observed);
    session.start();
    QTRY_COMPARE(session.state(), State::Running);
    // The run began on a stats record, and the monitor opens stats streams only once its events stream is open.
    QCOMPARE(docker.daemon.openStreams("GET /v1.41/events"), 1);
    docker.sendEvent("die");
    QTRY_VERIFY_WITH_TIMEOUT(!observed.outcomes.isEmpty(), 20'000);

    QCOMPARE(observed.states, untilFirstRun + QStringList{u"Stopping"_s} + endWithStreams);
    const ExperimentOutcome &outcome = observed.outcomes.first();
    QCOMPARE(outcome.status, ExperimentStatus::Failed);
    QVERIFY2(outcome.message.startsWith(u"stopped because a bound container went away"_s), qPrintable(outcome.message));
    QCOMPARE(outcome.runs.size(), 1);
    QCOMPARE(outcome.runs[0].info.warnings.size(), 1);
    QVERIFY(outcome.runs[0].info.warnings[0].startsWith(u"container 'web' went away during run 0 (Docker event 'die', "
                                                        u"exitCode=137)"_s));
    QCOMPARE(observed.warnings, outcome.runs[0].info.warnings);
    QCOMPARE(docker.updates, QStringList({limitsBody(64 * mib, 64 * mib), limitsBody(256 * mib, 512 * mib)}));
    checkResultFiles(out, u"failed"_s);
    QVERIFY(test::readAll(QDir(out).filePath(u"events.csv"_s)).contains(",web,die,exitCode=137"));
}

void TestExperimentSession::limitNeverSeenIsMeasuredAnyway()
{
    HttpTarget target;
    ContainerDaemon docker(m_dir->filePath(u"d.sock"_s));
    docker.showLimitsInStats = false;
    Experiment e = experiment(target.url(), docker.dockerHost());
    e.memorySizesMb = {64};
    const QString out = m_dir->filePath(u"out"_s);
    ExperimentSession session(e, out);
    Observed observed;
    observe(session, observed);
    run(session, observed);
    if (QTest::currentTestFailed())
        return;

    QCOMPARE(observed.states, untilFirstRun + endWithStreams);
    QCOMPARE(observed.outcomes.first().status, ExperimentStatus::Finished);
    QCOMPARE(observed.outcomes.first().runs.size(), 1);
    QCOMPARE(observed.warnings,
             QStringList{u"no stats record showed the memory limit of 64 MiB within 3 s; measuring anyway"_s});
}

void TestExperimentSession::startsOnce()
{
    HttpTarget target;
    Experiment e = experiment(target.url(), QString());
    e.endpoints[0].containers.clear();
    e.memorySizesMb.clear();
    const QString out = m_dir->filePath(u"out"_s);
    ExperimentSession session(e, out);
    Observed observed;
    observe(session, observed);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"start\\(\\) ignored in state .*Running"_s));
    connect(&session, &ExperimentSession::stateChanged, &session, [&](State state) {
        if (state == State::Running)
            session.start();
    });
    run(session, observed);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(observed.states, QStringList({u"Running"_s, u"WritingResults"_s, u"Finished"_s}));
    QCOMPARE(observed.outcomes.first().runs.size(), 1);
}

QTEST_GUILESS_MAIN(TestExperimentSession)
#include "tst_experiment_session.moc"
