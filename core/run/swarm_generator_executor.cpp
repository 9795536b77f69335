#include "run/swarm_generator_executor.h"

#include "analysis/run_samples_file.h"
#include "config/experiment_json.h"
#include "docker/docker_archive.h"
#include "docker/docker_client.h"
#include "docker/docker_time.h"
#include "run/generator_job_removal.h"
#include "run/swarm_node_clients.h"
#include "store/summary_json.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace cp {

namespace {
constexpr auto pollInterval = std::chrono::milliseconds(500);
// Time for replicas to be scheduled, start, warm up and write their results, beyond the run's
// own length; after it the job is stopped as if the user had asked.
constexpr auto startAllowance = std::chrono::seconds(120);
constexpr int ClockReadings = 3;
// How long generators asked to stop may take to write their results.
constexpr auto stopAllowance = std::chrono::seconds(30);
// After a failure, how long generators asked to stop get to write their results before they are copied.
constexpr auto failedStopWait = std::chrono::seconds(5);
// Task listings that may fail in a row before the run does.
constexpr int MaxPollFailures = 3;
// How long one generator's results may take to be copied out.
constexpr auto copyAllowance = std::chrono::milliseconds(std::chrono::minutes(10));

std::int64_t nowNs()
{
    // Nanoseconds: a node's clock is read over a round trip of a millisecond or less.
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

QByteArray encoded(const QString &component)
{
    return QUrl::toPercentEncoding(component);
}

// "slot 1 on node-2 (10.0.0.12)" or "slot 1" before it has a node.
QString replicaName(int slot, const QString &node)
{
    return node.isEmpty() ? SwarmGeneratorExecutor::tr("generator %1").arg(slot)
                          : SwarmGeneratorExecutor::tr("generator %1 on %2").arg(slot).arg(node);
}
} // namespace

SwarmGeneratorExecutor::SwarmGeneratorExecutor(const Experiment &experiment, RunRecord &record, LoadEngine &engine,
                                               QObject *parent)
    : RunExecutor(experiment, record, engine, parent)
    , m_poll(new QTimer(this))
{
    m_poll->setInterval(pollInterval);
    m_poll->setSingleShot(true);
    connect(m_poll, &QTimer::timeout, this, &SwarmGeneratorExecutor::pollTasks);
}

SwarmGeneratorExecutor::~SwarmGeneratorExecutor() = default;

Experiment SwarmGeneratorExecutor::replicaExperiment(const Experiment &experiment, const RunPoint &point)
{
    Experiment replica = experiment;
    replica.endpoints = {experiment.endpoints[point.endpoint]};
    replica.endpoints.first().containers.clear();
    replica.endpoints.first().services.clear();
    replica.endpoints.first().request.msgLength = point.msgLength;
    replica.runTypes = {point.type};
    replica.memorySizesMb.clear();
    replica.cpuLimits.clear();
    replica.messageLengths.clear();
    replica.dockerHost.clear();
    replica.swarmNodes.clear();
    replica.thresholds.clear();
    replica.pricing.reset();
    replica.seedFormat = false;
    replica.generators = {};
    // The shard comes from the replica's slot (GeneratorJob::ShardVariable).
    replica.shard = {};
    return replica;
}

void SwarmGeneratorExecutor::whenFinished(DockerReply *reply, std::function<void(DockerReply *)> then)
{
    connect(reply, &DockerReply::finished, this, [reply, then = std::move(then)] {
        reply->deleteLater();
        then(reply);
    });
}

void SwarmGeneratorExecutor::start()
{
    const SwarmGenerators &generators = m_experiment.generators;
    m_job.name = QStringLiteral("containerperf-gen-%1-%2")
                     .arg(m_record.info.index)
                     .arg(QRandomGenerator::global()->generate() & 0xffffff, 6, 16, QLatin1Char('0'));
    m_job.image = generators.image.isEmpty()
        ? QStringLiteral("containerperf-cli:%1").arg(QCoreApplication::applicationVersion())
        : generators.image;
    m_job.network = generators.network;
    m_job.replicas = generators.replicas;
    m_record.info.startNs = nowNs();

    QString error;
    const QString host = m_experiment.dockerHost;
    std::optional<DockerEndpoint> endpoint =
        host.isEmpty() ? DockerEndpointResolver().resolve(&error) : DockerEndpoint::fromUrl(host, &error);
    if (!endpoint) {
        fail(tr("the Docker address is not usable: %1").arg(error));
        return;
    }
    m_manager = std::make_unique<DockerClient>(*endpoint);
    m_nodes = std::make_unique<SwarmNodeClients>(*m_manager);
    connect(m_manager.get(), &DockerClient::negotiationFailed, this, &SwarmGeneratorExecutor::fail);
    connect(m_manager.get(), &DockerClient::negotiated, this, [this] {
        whenFinished(m_manager->request(QByteArrayLiteral("GET"), QByteArrayLiteral("/info")), [this](DockerReply *r) {
            const QJsonObject swarm = r->json().object().value(QLatin1StringView("Swarm")).toObject();
            if (!r->succeeded() || !swarm.value(QLatin1StringView("ControlAvailable")).toBool()) {
                fail(tr("generators on a swarm need a swarm manager's Docker daemon; %1 is not one (docker swarm "
                        "init makes it one, or give a manager's address as the Docker host)")
                         .arg(m_manager->endpoint().url()));
                return;
            }
            const QString localNode = swarm.value(QLatin1StringView("NodeID")).toString();
            m_nodes->setNodes(localNode, m_experiment.swarmNodes);
            whenFinished(m_manager->swarmNodes(), [this, localNode](DockerReply *nodes) {
                int ready = 0;
                QStringList unreachable;
                for (const QJsonValue &value : nodes->json().array()) {
                    const SwarmNode node = SwarmNode::fromJson(value.toObject());
                    m_nodeLabels.insert(node.id, node.label());
                    if (!node.takesTasks())
                        continue;
                    ++ready;
                    // Swarm may place a generator on any of them; its results are copied from there.
                    if (node.id != localNode && !m_experiment.swarmNodes.contains(node.hostname)
                        && !m_experiment.swarmNodes.contains(node.id))
                        unreachable << node.label();
                }
                if (!unreachable.isEmpty()) {
                    fail(tr("generators may run on any node that takes tasks, and their results are copied from "
                            "there: give the Docker address of %1 (--swarm-node NODE=ADDRESS, in files "
                            "swarm_nodes)")
                             .arg(unreachable.join(QStringLiteral(", "))));
                    return;
                }
                // One generator per node: more would wait for a node for ever.
                if (ready < m_job.replicas) {
                    fail(tr("%1 generators need as many swarm nodes that take tasks, one each; the swarm has %2: "
                            "run fewer generators, or join (or activate) more nodes")
                             .arg(m_job.replicas)
                             .arg(ready));
                    return;
                }
                if (m_stopRequested)
                    end();
                else
                    createSecret();
            });
        });
    });
    m_manager->negotiate();
}

void SwarmGeneratorExecutor::createSecret()
{
    m_state = State::Creating;
    const Experiment replica = replicaExperiment(m_experiment, m_record.info.point);
    const QByteArray json = QJsonDocument(experimentToJson(replica, SecretValues::Kept)).toJson(QJsonDocument::Compact);
    const QByteArray body = QJsonDocument(m_job.secretSpec(json)).toJson(QJsonDocument::Compact);
    whenFinished(
        m_manager->request(QByteArrayLiteral("POST"), QByteArrayLiteral("/secrets/create"), body),
        [this](DockerReply *r) {
            if (!r->succeeded()) {
                fail(tr("cannot hand the generators their experiment (a Swarm secret): %1").arg(r->errorString()));
                return;
            }
            m_job.secretId = r->json().object().value(QLatin1StringView("ID")).toString();
            if (m_stopRequested)
                removeJob();
            else
                createJob();
        });
}

void SwarmGeneratorExecutor::createJob()
{
    const QByteArray body = QJsonDocument(m_job.serviceSpec()).toJson(QJsonDocument::Compact);
    m_jobRequested = true;
    whenFinished(
        m_manager->request(QByteArrayLiteral("POST"), QByteArrayLiteral("/services/create"), body),
        [this](DockerReply *r) {
            if (!r->succeeded()) {
                fail(tr("cannot start the generators' job from image %1: %2").arg(m_job.image, r->errorString()));
                return;
            }
            m_state = m_stopRequested ? State::Stopping : State::Running;
            m_sinceCreated.start();
            pollTasks();
        });
}

void SwarmGeneratorExecutor::pollTasks()
{
    if (m_state != State::Running && m_state != State::Stopping)
        return;
    whenFinished(m_manager->request(QByteArrayLiteral("GET"), m_job.tasksPath()), [this](DockerReply *r) {
        if (!r->succeeded() || !r->json().isArray()) {
            // A manager that misses an answer now and then is no reason to give up the run.
            if (++m_pollFailures < MaxPollFailures)
                m_poll->start();
            else
                fail(tr("cannot read the generators' tasks: %1").arg(r->errorString()));
            return;
        }
        m_pollFailures = 0;
        QList<SwarmTask> tasks;
        for (const QJsonValue &value : r->json().array())
            tasks.append(SwarmTask::fromJson(value.toObject()));
        onTasks(tasks);
    });
}

void SwarmGeneratorExecutor::onTasks(const QList<SwarmTask> &tasks)
{
    // A job replaces a task that failed, whatever its restart policy says. Each slot's first
    // task is its replica; one that follows it would send its shard a second time, and ends
    // with the job.
    std::map<int, SwarmTask> firsts;
    for (const SwarmTask &task : tasks) {
        const auto found = firsts.find(task.slot);
        if (found == firsts.end() || task.createdNs < found->second.createdNs)
            firsts[task.slot] = task;
    }
    for (const auto &[slot, task] : firsts) {
        Replica &replica = m_replicas[slot];
        if (replica.task.id.isEmpty() || replica.task.id == task.id)
            replica.task = task;
        else if (!std::any_of(tasks.cbegin(), tasks.cend(),
                              [&](const SwarmTask &t) { return t.id == replica.task.id; }))
            replica.gone = true; // the swarm keeps a few tasks per slot: its own was let go
        replica.report.index = slot;
        replica.report.container = replica.task.containerId;
        replica.report.exitCode = replica.task.hasEnded() ? replica.task.exitCode : -1;
    }
    // Every node that runs one must be reachable before its clock, its signal or its results.
    QList<SwarmTask> placed;
    for (const auto &[slot, replica] : m_replicas) {
        if (!replica.task.nodeId.isEmpty())
            placed.append(replica.task);
    }
    m_nodes->connectTo(placed, [this](const QString &error) {
        if (!error.isEmpty()) {
            fail(tr("the generators run where ContainerPerf cannot reach: %1").arg(error));
            return;
        }
        bool allRunning = int(m_replicas.size()) == m_job.replicas;
        bool allEnded = allRunning;
        for (auto &[slot, replica] : m_replicas) {
            const SwarmTask &task = replica.task;
            if (!task.nodeId.isEmpty())
                replica.report.node = m_nodeLabels.value(task.nodeId, task.nodeId.left(12));
            if (task.isRunning() && !replica.clockRead)
                readClock(slot, ClockReadings);
            const bool ended = task.hasEnded() || replica.gone;
            allRunning = allRunning && (task.isRunning() || ended);
            allEnded = allEnded && ended;
        }
        if (allRunning && !m_sinceRunning.isValid())
            m_sinceRunning.start();
        if (m_state == State::Stopping)
            signalReplicas();
        // Generators that do not end once asked are copied from as they are, then removed.
        const bool stopOverdue = m_state == State::Stopping && m_sinceStopped.isValid()
            && std::chrono::nanoseconds(m_sinceStopped.nsecsElapsed()) > stopAllowance;
        if (allEnded || stopOverdue) {
            if (stopOverdue && !allEnded)
                m_record.info.warnings.append(
                    tr("the generators had not ended %1 s after they were asked to stop: what they wrote so far was "
                       "copied")
                        .arg(std::chrono::duration_cast<std::chrono::seconds>(stopAllowance).count()));
            m_state = State::Collecting;
            collectNext();
            return;
        }
        if (m_state == State::Running && m_experiment.duration > std::chrono::nanoseconds::zero()
            && std::chrono::nanoseconds(m_sinceCreated.nsecsElapsed()) > plannedLength() + startAllowance) {
            m_record.info.warnings.append(
                tr("the generators had not ended %1 s after their run should have: they were stopped")
                    .arg(std::chrono::duration_cast<std::chrono::seconds>(startAllowance).count()));
            stop();
        }
        m_poll->start();
    });
}

void SwarmGeneratorExecutor::readClock(int slot, int readingsLeft)
{
    Replica &replica = m_replicas[slot];
    replica.clockRead = true;
    DockerClient &node = m_nodes->clientFor(replica.task.nodeId);
    const std::int64_t sentNs = nowNs();
    whenFinished(node.request(QByteArrayLiteral("GET"), QByteArrayLiteral("/info")), [=, this](DockerReply *r) {
        const std::int64_t answeredNs = nowNs();
        Replica &read = m_replicas[slot];
        GeneratorReport &report = read.report;
        // Its samples have been moved already: a late reading would say what was not done.
        if (read.collected)
            return;
        const auto nodeNs = parseDockerTime(r->json().object().value(QLatin1StringView("SystemTime")).toString());
        if (!r->succeeded() || !nodeNs) {
            m_record.info.warnings.append(tr("%1: its node's clock could not be read (%2); its times are taken as "
                                             "they are")
                                              .arg(replicaName(report.index, report.node), r->errorString()));
            return;
        }
        // The node read its clock somewhere between the call and its answer: the middle, from
        // the quickest of a few readings.
        const std::int64_t uncertaintyNs = std::max<std::int64_t>((answeredNs - sentNs) / 2, 1);
        if (!read.clockKnown || uncertaintyNs < report.clockUncertaintyNs) {
            read.clockKnown = true;
            report.clockOffsetNs = *nodeNs - (sentNs + answeredNs) / 2;
            report.clockUncertaintyNs = uncertaintyNs;
        }
        if (readingsLeft > 1)
            readClock(slot, readingsLeft - 1);
    });
}

void SwarmGeneratorExecutor::stop()
{
    if (m_stopRequested)
        return;
    m_stopRequested = true;
    m_sinceStopped.start();
    if (m_state == State::Running) {
        m_state = State::Stopping;
        signalReplicas();
    }
}

void SwarmGeneratorExecutor::signalReplicas()
{
    for (auto &[id, replica] : m_replicas) {
        if (replica.stopSent || !replica.task.isRunning() || replica.task.containerId.isEmpty())
            continue;
        replica.stopSent = true;
        DockerClient &node = m_nodes->clientFor(replica.task.nodeId);
        whenFinished(node.request(QByteArrayLiteral("POST"),
                                  "/containers/" + encoded(replica.task.containerId) + "/kill?signal=SIGINT"),
                     [](DockerReply *) {
                         // One that ended meanwhile answers 409: nothing to stop.
                     });
    }
}

void SwarmGeneratorExecutor::collectNext()
{
    for (auto &[id, replica] : m_replicas) {
        if (replica.collected)
            continue;
        replica.collected = true;
        if (replica.task.containerId.isEmpty()) {
            replica.report.problem = tr("it never ran: %1 (every node needs the image %2; "
                                        "scripts/build-cli-image.sh --load-into puts it on a node)")
                                         .arg(replica.task.message, m_job.image);
            collectNext();
            return;
        }
        DockerClient &node = m_nodes->clientFor(replica.task.nodeId);
        const int slot = id;
        // Its results may be larger than any answer is kept in memory: the tar goes to a file.
        auto download = std::make_shared<QTemporaryDir>();
        auto tar = std::make_shared<QFile>(download->filePath(QStringLiteral("results.tar")));
        if (!download->isValid() || !tar->open(QIODevice::WriteOnly)) {
            replica.report.problem =
                tr("its results could not be copied out: no room for them here (%1)").arg(tar->errorString());
            collectNext();
            return;
        }
        DockerReply *reply = node.request(QByteArrayLiteral("GET"),
                                          "/containers/" + encoded(replica.task.containerId)
                                              + "/archive?path=" + encoded(GeneratorJob::ResultsPath),
                                          {}, DockerReply::Mode::Raw, int(copyAllowance.count()));
        connect(reply, &DockerReply::bodyReceived, this, [this, slot, reply, tar](const QByteArray &piece) {
            if (tar->size() + piece.size() <= DockerArchive::MaxBytes) {
                tar->write(piece);
                return;
            }
            // No generator writes that much: whatever it is, it is not copied to the end.
            reply->abort();
            reply->deleteLater();
            m_replicas[slot].report.problem = tr("its results could not be copied out: they are larger than %1 GiB")
                                                  .arg(DockerArchive::MaxBytes >> 30);
            collectNext();
        });
        whenFinished(reply, [this, slot, download, tar](DockerReply *r) {
            Replica &copied = m_replicas[slot];
            const bool written = tar->error() == QFileDevice::NoError && tar->flush();
            tar->close();
            QString error = !r->succeeded() ? r->errorString() : !written ? tar->errorString() : QString();
            const QString results = download->filePath(QStringLiteral("results"));
            if (error.isEmpty() && DockerArchive::extract(tar->fileName(), results, &error))
                collect(copied, results);
            else
                copied.report.problem = tr("its results could not be copied out: %1").arg(error);
            collectNext();
        });
        return;
    }
    // Every replica's results are in.
    std::int64_t startNs = std::numeric_limits<std::int64_t>::max();
    std::int64_t endNs = 0;
    int delivered = 0;
    QStringList problems;
    m_record.engine = {};
    // Every replica is reported, those that delivered nothing with why; the run's figures are
    // those that delivered.
    for (auto &[slot, replica] : m_replicas) {
        const GeneratorReport &report = replica.report;
        m_record.generators.append(report);
        if (!report.problem.isEmpty())
            problems << QStringLiteral("%1: %2").arg(replicaName(report.index, report.node), report.problem);
        if (!replica.delivered)
            continue;
        ++delivered;
        m_record.engine.merge(report.engine);
        startNs = std::min(startNs, report.engine.startNs);
        endNs = std::max(endNs, report.engine.startNs + std::int64_t(report.durationS * 1e9));
    }
    if (delivered > 0) {
        m_record.info.startNs = startNs;
        m_record.info.endNs = endNs;
        m_record.engine.startNs = startNs;
    } else {
        m_record.info.endNs = nowNs();
    }
    m_record.info.warnings += problems;
    if (delivered == 0)
        m_error = tr("no generator delivered results: %1").arg(problems.join(QLatin1String("; ")));
    removeJob();
}

void SwarmGeneratorExecutor::collect(Replica &replica, const QString &results)
{
    GeneratorReport &report = replica.report;
    QString error;
    QFile summaryFile(QDir(results).filePath(QStringLiteral("summary.json")));
    const QJsonObject summary =
        summaryFile.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(summaryFile.readAll()).object() : QJsonObject();
    const auto runs = summaryDocumentFromJson(summary, &error);
    if (!runs || runs->isEmpty()) {
        report.problem = tr("it wrote no summary (%1); its process ended with %2")
                             .arg(error.isEmpty() ? tr("no run") : error)
                             .arg(replica.task.exitCode);
        return;
    }
    std::map<int, SampleBatch> samples;
    if (!readRunSamples(QDir(results).filePath(QStringLiteral("samples.csv")), &samples, &error)) {
        report.problem = tr("its samples cannot be read: %1").arg(error);
        return;
    }
    const RunSummary &shard = runs->first();
    report.engine = shard.engine;
    report.requests = shard.counts.requests;
    report.errors = shard.counts.requests - shard.counts.errors[std::size_t(ErrorClass::Ok)];
    report.durationS = double(shard.info.endNs - shard.info.startNs) / 1e9;
    // Its clock's times, moved onto this machine's where the offset is larger than the
    // reading could tell (nodes that keep time with NTP mostly are not).
    report.clockCorrected = replica.clockKnown && std::abs(report.clockOffsetNs) > report.clockUncertaintyNs;
    const std::int64_t offsetNs = report.clockCorrected ? report.clockOffsetNs : 0;
    report.engine.startNs = shard.info.startNs - offsetNs;
    if (replica.stopSent)
        report.problem = tr("stopped before its run ended");
    replica.delivered = true;
    for (auto &[run, batch] : samples) {
        for (Sample &sample : batch)
            sample.sentNs -= offsetNs;
        if (!batch.isEmpty())
            emit samplesMeasured(batch);
    }
}

void SwarmGeneratorExecutor::removeJob()
{
    m_state = State::Removing;
    m_poll->stop();
    m_removal = std::make_unique<GeneratorJobRemoval>(*m_manager, m_nodes->clients(), m_job, m_jobRequested);
    connect(m_removal.get(), &GeneratorJobRemoval::done, this, [this](const QStringList &warnings) {
        m_record.info.warnings += warnings;
        end();
    });
    m_removal->start();
}

void SwarmGeneratorExecutor::fail(const QString &message)
{
    if (m_state == State::Done || m_state == State::Removing || m_state == State::Collecting)
        return;
    m_error = message;
    if (m_record.info.endNs == 0)
        m_record.info.endNs = nowNs();
    const bool anyRan = std::any_of(m_replicas.cbegin(), m_replicas.cend(),
                                    [](const auto &entry) { return !entry.second.task.containerId.isEmpty(); });
    if ((m_state == State::Running || m_state == State::Stopping) && anyRan) {
        // What the generators measured is kept: they are asked to stop and write it, then copied from.
        m_state = State::Collecting;
        m_poll->stop();
        signalReplicas();
        QTimer::singleShot(failedStopWait, this, &SwarmGeneratorExecutor::collectNext);
    } else if (m_manager && m_manager->isNegotiated()) {
        removeJob();
    } else {
        end();
    }
}

void SwarmGeneratorExecutor::end()
{
    if (m_state == State::Done)
        return;
    m_state = State::Done;
    m_poll->stop();
    if (m_record.info.endNs == 0)
        m_record.info.endNs = nowNs();
    emit finished(m_error);
}

double SwarmGeneratorExecutor::fractionDone() const
{
    const auto length = plannedLength();
    if (!m_sinceRunning.isValid() || length <= std::chrono::nanoseconds::zero())
        return m_state == State::Done ? 1 : -1;
    return std::min(1.0, double(m_sinceRunning.nsecsElapsed()) / double(length.count()));
}

void SwarmGeneratorExecutor::describeTarget(RunProgress &progress) const
{
    // Samples come a generator at a time, when it ends: what arrived in the last second is no rate.
    progress.requestsPerSecond = 0;
    switch (m_state) {
    case State::Connecting:
    case State::Creating:
        progress.activity = tr("starting %1 generators on the swarm").arg(m_job.replicas);
        return;
    case State::Running: {
        const auto sending = std::count_if(m_replicas.cbegin(), m_replicas.cend(),
                                           [](const auto &entry) { return entry.second.task.isRunning(); });
        progress.activity =
            tr("%1 of %2 generators sending; their samples come when they end").arg(sending).arg(m_job.replicas);
        return;
    }
    case State::Stopping:
        progress.activity = tr("asking the generators to stop and write what they measured");
        return;
    case State::Collecting:
        progress.activity = tr("copying the generators' results");
        return;
    case State::Removing:
        progress.activity = tr("removing the generators' job");
        return;
    case State::Done:
        return;
    }
}

std::chrono::nanoseconds SwarmGeneratorExecutor::plannedLength() const
{
    const auto length = m_experiment.stages.isEmpty() ? m_experiment.duration : m_experiment.stagesDuration();
    return m_experiment.warmup + length;
}

} // namespace cp
