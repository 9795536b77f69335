#pragma once

#include "docker/docker_endpoint.h"
#include "docker/docker_log_decoder.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>

namespace cp {

class DockerClient;
class DockerReply;

enum class ContainerAction { Start, Stop, Restart };

// What the container list's context menu asks of the daemon
// (docs/specification.md#docker-connection), in the thread it lives in: start,
// stop or restart a container, and follow its logs (the last LogTailLines lines,
// then what it writes), handed on every LogBatchMs as one piece of text per
// container. Calls made before the daemon is negotiated wait for it.
class ContainerActions : public QObject
{
    Q_OBJECT
public:
    static constexpr int LogTailLines = 200;
    static constexpr int LogBatchMs = 100;

    explicit ContainerActions(const DockerEndpoint &endpoint, QObject *parent = nullptr);
    ~ContainerActions() override;

    void run(const QString &container, cp::ContainerAction action);
    void followLogs(const QString &container);
    void stopLogs(const QString &container);

signals:
    // `error` is empty when the daemon did what was asked.
    void actionDone(const QString &container, cp::ContainerAction action, const QString &error);
    void logText(const QString &container, const QString &text);
    // The log stream ended: the container stopped (`error` empty), or it failed.
    void logEnded(const QString &container, const QString &error);

private:
    struct Log
    {
        QPointer<DockerReply> reply;
        DockerLogDecoder decoder;
        QString pending; // decoded, not yet handed on
    };

    // Runs `call` once the daemon is negotiated, or says why it cannot be.
    void whenNegotiated(std::function<void()> call, std::function<void(const QString &)> fail);
    void flushLogs();
    void endLog(const QString &container, const QString &error);

    DockerEndpoint m_endpoint;
    DockerClient *m_client = nullptr;
    QList<std::pair<std::function<void()>, std::function<void(const QString &)>>> m_waiting;
    QHash<QString, std::shared_ptr<Log>> m_logs;
    QTimer m_flush;
};

} // namespace cp

Q_DECLARE_METATYPE(cp::ContainerAction)
