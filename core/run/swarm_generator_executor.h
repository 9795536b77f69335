#pragma once

#include "docker/swarm_job.h"
#include "docker/swarm_service.h"
#include "run/run_executor.h"

#include <QElapsedTimer>

#include <functional>
#include <map>
#include <memory>

class QTimer;

namespace cp {

class DockerClient;
class DockerReply;
class GeneratorJobRemoval;
class SwarmNodeClients;

// Carries out one continuous or rate run with generators on a swarm
// (docs/scale-out.md#distributed-load-generators): creates the one-shot job whose replicas each
// send their shard, reads each node's clock while they run, copies every replica's results out
// through the archive endpoint of its node's daemon, hands their samples on (moved onto this
// machine's clock) with the engines' reports summed, and removes the job, its containers and
// its secret — also after a stop or a failure. A stop asks each replica to stop (SIGINT), and
// what they measured is kept.
class SwarmGeneratorExecutor : public RunExecutor
{
    Q_OBJECT
public:
    SwarmGeneratorExecutor(const Experiment &experiment, RunRecord &record, LoadEngine &engine,
                           QObject *parent = nullptr);
    ~SwarmGeneratorExecutor() override;

    void start() override;
    void stop() override;
    double fractionDone() const override;
    // Says what the generators are doing: their samples come only when they end.
    void describeTarget(RunProgress &progress) const override;

    // The experiment every replica runs for `point`: that point's endpoint alone, with nothing
    // bound and nothing swept; thresholds and costs are this side's, on the merged samples.
    static Experiment replicaExperiment(const Experiment &experiment, const RunPoint &point);

private:
    enum class State {
        Connecting, // negotiating with the manager, reading which node it is
        Creating,   // the secret, then the job
        Running,    // the replicas send; their tasks are polled
        Stopping,   // SIGINT sent; waiting for the replicas to end
        Collecting, // copying each replica's results out
        Removing,   // the job, its containers, the secret
        Done,
    };
    struct Replica
    {
        SwarmTask task;
        GeneratorReport report;
        bool clockRead = false;  // its node's clock asked for
        bool clockKnown = false; // and a reading came back
        bool gone = false;       // its task left the swarm's listing (a replaced task's history is short)
        bool stopSent = false;
        bool collected = false;
        bool delivered = false; // its summary and samples were read and handed on
    };

    void whenFinished(DockerReply *reply, std::function<void(DockerReply *)> then);
    void createSecret();
    void createJob();
    void pollTasks();
    void onTasks(const QList<SwarmTask> &tasks);
    // Reads the clock of the node of the slot's replica `readingsLeft` times and keeps the quickest reading.
    void readClock(int slot, int readingsLeft);
    void signalReplicas();
    void collectNext();
    // Reads one replica's results folder, copied out to `results`.
    void collect(Replica &replica, const QString &results);
    void removeJob();
    void fail(const QString &message);
    void end();
    std::chrono::nanoseconds plannedLength() const;

    State m_state = State::Connecting;
    GeneratorJob m_job;
    QString m_error; // why the run failed; empty while it goes well
    std::unique_ptr<DockerClient> m_manager;
    std::unique_ptr<SwarmNodeClients> m_nodes;
    std::unique_ptr<GeneratorJobRemoval> m_removal;
    std::map<int, Replica> m_replicas;   // by slot: the shard it sends
    QMap<QString, QString> m_nodeLabels; // SwarmNode::label() by node id
    QTimer *m_poll;
    QElapsedTimer m_sinceCreated;
    QElapsedTimer m_sinceRunning;
    QElapsedTimer m_sinceStopped;
    bool m_stopRequested = false;
    bool m_jobRequested = false; // POST /services/create was sent
    int m_pollFailures = 0;      // task listings that failed in a row
};

} // namespace cp
