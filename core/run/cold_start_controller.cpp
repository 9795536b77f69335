#include "run/cold_start_controller.h"

#include "run/container_control.h"
#include "run/service_control.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

#include <array>

namespace cp {

namespace {
std::int64_t nowNs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1'000'000;
}

// POST /containers/create's body from an inspect answer: the same image,
// command, environment, ports, mounts and limits; networks by name.
QByteArray createBody(const QJsonObject &inspect)
{
    QJsonObject body = inspect.value(QLatin1StringView("Config")).toObject();
    body.insert(QStringLiteral("HostConfig"), inspect.value(QLatin1StringView("HostConfig")));
    const QJsonObject networks =
        inspect.value(QLatin1StringView("NetworkSettings")).toObject().value(QLatin1StringView("Networks")).toObject();
    QJsonObject endpoints;
    for (auto it = networks.constBegin(); it != networks.constEnd(); ++it) {
        const QJsonObject network = it.value().toObject();
        QJsonObject endpoint;
        for (const auto key :
             {QLatin1StringView("IPAMConfig"), QLatin1StringView("Links"), QLatin1StringView("Aliases")}) {
            if (network.contains(key))
                endpoint.insert(key, network.value(key));
        }
        endpoints.insert(it.key(), endpoint);
    }
    body.insert(QStringLiteral("NetworkingConfig"), QJsonObject{{QStringLiteral("EndpointsConfig"), endpoints}});
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}
} // namespace

struct ColdStartController::Pending
{
    Done done;
    int outstanding = 0;
    std::int64_t callNs = 0;
    QString error;
};

ColdStartController::ColdStartController(ContainerControl &control, ServiceControl *services, ColdStartMethod method,
                                         int stopTimeoutS, QObject *parent)
    : QObject(parent)
    , m_control(control)
    , m_services(services)
    , m_method(method)
    , m_stopTimeoutS(stopTimeoutS)
{ }

ColdStartController::~ColdStartController() = default;

void ColdStartController::enforce(Done done)
{
    auto pending = std::make_shared<Pending>();
    pending->done = std::move(done);
    // A service's tasks are replaced through the service: one outstanding call for all of them.
    const bool services = isServiceColdStart(m_method);
    pending->outstanding = services ? 1 : int(m_control.containers().size());
    m_pending = pending;
    // The counters each container gathered since its last start are gone with it:
    // a reading first keeps them (a container up for less than Docker's sampling
    // second may have none in its stream), so the run's cost counts them.
    m_control.readStats([this, pending, services](const StatsRecordBatch &records) {
        if (m_pending != pending)
            return; // cancelled while reading: the experiment is ending
        if (!records.isEmpty())
            emit statsRead(records);
        pending->callNs = nowNs();
        if (services) {
            m_services->coldStart(m_method, [this, pending](const QString &error, std::int64_t callNs) {
                pending->callNs = callNs;
                oneDone(pending, error);
            });
            return;
        }
        if (pending->outstanding == 0) {
            oneDone(pending, QString());
            return;
        }
        for (int i = 0; i < m_control.containers().size(); ++i)
            bringUp(i, pending);
    });
}

void ColdStartController::cancel()
{
    m_pending.reset();
}

void ColdStartController::onFinished(DockerReply *reply, std::function<void(DockerReply *)> then)
{
    connect(reply, &DockerReply::finished, this, [reply, then = std::move(then)] {
        reply->deleteLater();
        then(reply);
    });
}

void ColdStartController::bringUp(int index, const std::shared_ptr<Pending> &pending)
{
    // In ColdStartMethod order; the service methods go through ServiceControl.
    static constexpr std::array<void (ColdStartController::*)(int, const std::shared_ptr<Pending> &), 4> methods = {
        &ColdStartController::restart, &ColdStartController::stopThenStart, &ColdStartController::recreate,
        &ColdStartController::killThenStart};
    (this->*methods[std::size_t(m_method)])(index, pending);
}

void ColdStartController::restart(int index, const std::shared_ptr<Pending> &pending)
{
    const ContainerState &c = m_control.containers()[index];
    const QString name = c.name;
    m_control.announce(name, QStringLiteral("restart"), QStringLiteral("cold start"));
    whenStarted(m_control.client().restart(c.id, m_stopTimeoutS), name, tr("could not restart '%1': %2"), pending);
}

void ColdStartController::stopThenStart(int index, const std::shared_ptr<Pending> &pending)
{
    const ContainerState &c = m_control.containers()[index];
    const QString name = c.name;
    const QString id = c.id;
    m_control.announce(name, QStringLiteral("stop"), QStringLiteral("cold start"));
    onFinished(m_control.client().stop(id, m_stopTimeoutS), [this, index, name, id, pending](DockerReply *reply) {
        if (!reply->succeeded()) {
            oneDone(pending, tr("could not stop '%1': %2").arg(name, reply->errorString()));
            return;
        }
        startContainer(index, id, pending);
    });
}

void ColdStartController::killThenStart(int index, const std::shared_ptr<Pending> &pending)
{
    const ContainerState &c = m_control.containers()[index];
    const QString name = c.name;
    const QString id = c.id;
    m_control.announce(name, QStringLiteral("kill"), QStringLiteral("cold start"));
    onFinished(m_control.client().kill(id), [this, index, name, id, pending](DockerReply *reply) {
        // 409: it was not running, which is as good as killed.
        if (!reply->succeeded() && reply->status() != 409) {
            oneDone(pending, tr("could not kill '%1': %2").arg(name, reply->errorString()));
            return;
        }
        startContainer(index, id, pending);
    });
}

void ColdStartController::startContainer(int index, const QString &target, const std::shared_ptr<Pending> &pending)
{
    const QString name = m_control.containers()[index].name;
    m_control.announce(name, QStringLiteral("start"), QStringLiteral("cold start"));
    // The container starts booting now: cold_start_us counts from here, not from the stop.
    pending->callNs = qMax(pending->callNs, nowNs());
    whenStarted(m_control.client().start(target), name, tr("could not start '%1': %2"), pending);
}

void ColdStartController::whenStarted(DockerReply *reply, const QString &name, const QString &failure,
                                      const std::shared_ptr<Pending> &pending)
{
    onFinished(reply, [this, name, failure, pending](DockerReply *finished) {
        if (!finished->succeeded()) {
            oneDone(pending, failure.arg(name, finished->errorString()));
            return;
        }
        emit containerStarted(name, nowNs());
        oneDone(pending, QString());
    });
}

void ColdStartController::recreate(int index, const std::shared_ptr<Pending> &pending)
{
    const ContainerState &c = m_control.containers()[index];
    const QString name = c.name;
    const QString id = c.id;
    DockerClient &client = m_control.client();
    onFinished(client.inspect(id), [this, &client, index, name, id, pending](DockerReply *inspect) {
        if (!inspect->succeeded()) {
            oneDone(pending, tr("could not inspect '%1' to recreate it: %2").arg(name, inspect->errorString()));
            return;
        }
        const QJsonObject object = inspect->json().object();
        const QByteArray body = createBody(object);
        const QString realName = object.value(QLatin1StringView("Name")).toString().mid(1);
        m_control.announce(name, QStringLiteral("recreate"), QStringLiteral("cold start"));
        onFinished(client.stop(id, m_stopTimeoutS),
                   [this, &client, index, name, id, body, realName, pending](DockerReply *stop) {
                       if (!stop->succeeded() && stop->status() != 404) {
                           oneDone(pending, tr("could not stop '%1': %2").arg(name, stop->errorString()));
                           return;
                       }
                       // A container started with --rm is already gone: 404 is fine.
                       DockerReply *remove = client.request(
                           QByteArrayLiteral("DELETE"), "/containers/" + QUrl::toPercentEncoding(id) + "?force=true");
                       onFinished(remove, [this, &client, index, name, body, realName, pending](DockerReply *removed) {
                           if (!removed->succeeded() && removed->status() != 404) {
                               oneDone(pending, tr("could not remove '%1': %2").arg(name, removed->errorString()));
                               return;
                           }
                           DockerReply *create =
                               client.request(QByteArrayLiteral("POST"),
                                              "/containers/create?name=" + QUrl::toPercentEncoding(realName), body);
                           onFinished(create, [this, index, name, pending](DockerReply *created) {
                               if (!created->succeeded()) {
                                   oneDone(pending,
                                           tr("could not create '%1' again: %2").arg(name, created->errorString()));
                                   return;
                               }
                               const QString newId = created->json().object().value(QLatin1StringView("Id")).toString();
                               m_control.containers()[index].id = newId;
                               startContainer(index, newId, pending);
                           });
                       });
                   });
    });
}

void ColdStartController::oneDone(const std::shared_ptr<Pending> &pending, const QString &error)
{
    if (!error.isEmpty() && pending->error.isEmpty())
        pending->error = error;
    if (--pending->outstanding > 0)
        return;
    // A cancelled enforce() reports nothing.
    if (m_pending != pending)
        return;
    m_pending.reset();
    pending->done(pending->error, pending->callNs);
}

} // namespace cp
