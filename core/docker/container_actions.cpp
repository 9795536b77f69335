#include "docker/container_actions.h"

#include "docker/docker_client.h"
#include "thread/worker_thread.h"

#include <QUrlQuery>

namespace cp {

namespace {

QString actionWord(ContainerAction action)
{
    switch (action) {
    case ContainerAction::Start:
        return ContainerActions::tr("start");
    case ContainerAction::Stop:
        return ContainerActions::tr("stop");
    case ContainerAction::Restart:
        return ContainerActions::tr("restart");
    }
    return {};
}

} // namespace

ContainerActions::ContainerActions(const DockerEndpoint &endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
    , m_flush(this)
{
    m_flush.setInterval(LogBatchMs);
    connect(&m_flush, &QTimer::timeout, this, &ContainerActions::flushLogs);
}

ContainerActions::~ContainerActions()
{
    // Closes the log streams without ending them as failures: nobody reads them any more.
    for (const std::shared_ptr<Log> &log : std::as_const(m_logs)) {
        if (log->reply) {
            log->reply->disconnect(this);
            log->reply->abort();
        }
    }
}

void ContainerActions::whenNegotiated(std::function<void()> call, std::function<void(const QString &)> fail)
{
    if (m_client && m_client->isNegotiated()) {
        call();
        return;
    }
    m_waiting.append({std::move(call), std::move(fail)});
    if (m_client)
        return; // negotiating
    m_client = new DockerClient(m_endpoint, this);
    connect(m_client, &DockerClient::negotiated, this, [this] {
        const auto waiting = std::exchange(m_waiting, {});
        for (const auto &waiter : waiting)
            waiter.first();
    });
    connect(m_client, &DockerClient::negotiationFailed, this, [this](const QString &message) {
        m_client->deleteLater();
        m_client = nullptr; // the next call tries again
        const auto waiting = std::exchange(m_waiting, {});
        for (const auto &waiter : waiting)
            waiter.second(message);
    });
    m_client->negotiate();
}

void ContainerActions::run(const QString &container, ContainerAction action)
{
    assertInOwnThread(this);
    const auto fail = [this, container, action](const QString &message) {
        emit actionDone(container, action, message);
    };
    whenNegotiated(
        [this, container, action, fail] {
            DockerReply *reply = action == ContainerAction::Start ? m_client->start(container)
                : action == ContainerAction::Stop                 ? m_client->stop(container)
                                                                  : m_client->restart(container);
            connect(reply, &DockerReply::finished, this, [this, reply, container, action] {
                reply->deleteLater();
                emit actionDone(
                    container, action,
                    reply->succeeded()
                        ? QString()
                        : tr("the daemon did not %1 %2: %3").arg(actionWord(action), container, reply->errorString()));
            });
        },
        fail);
}

void ContainerActions::followLogs(const QString &container)
{
    assertInOwnThread(this);
    if (m_logs.contains(container))
        return;
    auto log = std::make_shared<Log>();
    m_logs.insert(container, log);
    whenNegotiated(
        [this, container, log] {
            if (m_logs.value(container) != log)
                return; // stopped while negotiating
            QUrlQuery query;
            query.addQueryItem(QStringLiteral("follow"), QStringLiteral("1"));
            query.addQueryItem(QStringLiteral("stdout"), QStringLiteral("1"));
            query.addQueryItem(QStringLiteral("stderr"), QStringLiteral("1"));
            query.addQueryItem(QStringLiteral("tail"), QString::number(LogTailLines));
            const QByteArray path = "/containers/" + QUrl::toPercentEncoding(container) + "/logs?"
                + query.query(QUrl::FullyEncoded).toLatin1();
            log->reply = m_client->request(QByteArrayLiteral("GET"), path, {}, DockerReply::Mode::Raw, 0);
            DockerReply *reply = log->reply;
            connect(reply, &DockerReply::headersReceived, this,
                    [reply, log] { log->decoder.setContentType(reply->header(QByteArrayLiteral("content-type"))); });
            connect(reply, &DockerReply::bodyReceived, this, [this, log](const QByteArray &piece) {
                log->pending += log->decoder.feed(piece);
                if (!m_flush.isActive())
                    m_flush.start();
            });
            connect(reply, &DockerReply::finished, this, [this, reply, container] {
                reply->deleteLater();
                endLog(container,
                       reply->succeeded()
                           ? QString()
                           : tr("the logs of %1 could not be read: %2").arg(container, reply->errorString()));
            });
        },
        [this, container](const QString &message) { endLog(container, message); });
}

void ContainerActions::stopLogs(const QString &container)
{
    assertInOwnThread(this);
    const std::shared_ptr<Log> log = m_logs.take(container);
    if (log && log->reply) {
        log->reply->disconnect(this);
        log->reply->abort();
        log->reply->deleteLater();
    }
}

void ContainerActions::flushLogs()
{
    bool more = false;
    for (auto it = m_logs.cbegin(); it != m_logs.cend(); ++it) {
        if (!it.value()->pending.isEmpty())
            emit logText(it.key(), std::exchange(it.value()->pending, {}));
        more = more || it.value()->reply;
    }
    if (!more)
        m_flush.stop();
}

void ContainerActions::endLog(const QString &container, const QString &error)
{
    const std::shared_ptr<Log> log = m_logs.take(container);
    if (!log)
        return;
    if (!log->pending.isEmpty())
        emit logText(container, log->pending);
    emit logEnded(container, error);
}

} // namespace cp
