#include "run/generator_job_removal.h"

#include "docker/docker_client.h"
#include "docker/swarm_service.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <chrono>

namespace cp {

namespace {
constexpr auto pollInterval = std::chrono::milliseconds(500);
// How long a removed job's tasks may take to settle before its containers are removed anyway.
constexpr auto removalAllowance = std::chrono::seconds(15);

QByteArray encoded(const QString &component)
{
    return QUrl::toPercentEncoding(component);
}
} // namespace

GeneratorJobRemoval::GeneratorJobRemoval(DockerClient &manager, QList<DockerClient *> nodes, GeneratorJob job,
                                         bool requested, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
    , m_nodes(std::move(nodes))
    , m_job(std::move(job))
    , m_requested(requested)
{ }

void GeneratorJobRemoval::whenFinished(DockerReply *reply, std::function<void(DockerReply *)> then)
{
    connect(reply, &DockerReply::finished, this, [reply, then = std::move(then)] {
        reply->deleteLater();
        then(reply);
    });
}

void GeneratorJobRemoval::start()
{
    if (!m_requested) {
        removeSecret();
        return;
    }
    // By name, which is the job's alone: a creation whose answer was lost left no id.
    whenFinished(m_manager.request(QByteArrayLiteral("DELETE"), "/services/" + encoded(m_job.name)),
                 [this](DockerReply *r) {
                     if (!r->succeeded() && r->status() != 404) {
                         m_warnings.append(tr("the generators' job %1 could not be removed (%2): remove "
                                              "it with docker service rm %1")
                                               .arg(m_job.name, r->errorString()));
                         removeSecret();
                         return;
                     }
                     m_sinceRemoved.start();
                     awaitTasksSettled();
                 });
}

void GeneratorJobRemoval::awaitTasksSettled()
{
    // While a node still works on one of the job's tasks, it may create a container for it.
    whenFinished(m_manager.request(QByteArrayLiteral("GET"), m_job.tasksPath()), [this](DockerReply *r) {
        static const QStringList onNode = {QStringLiteral("assigned"),  QStringLiteral("accepted"),
                                           QStringLiteral("preparing"), QStringLiteral("ready"),
                                           QStringLiteral("starting"),  QStringLiteral("running")};
        const QJsonArray tasks = r->json().array();
        const bool settled = r->succeeded() && std::none_of(tasks.begin(), tasks.end(), [](const QJsonValue &task) {
                                 return onNode.contains(SwarmTask::fromJson(task.toObject()).state);
                             });
        if (settled || std::chrono::nanoseconds(m_sinceRemoved.nsecsElapsed()) > removalAllowance) {
            sweepNextNode();
        } else {
            QTimer::singleShot(pollInterval, this, &GeneratorJobRemoval::awaitTasksSettled);
        }
    });
}

void GeneratorJobRemoval::sweepNextNode()
{
    // Docker keeps a finished job's containers (moby#44312): each node's are removed by the
    // label the job gave them, also those of tasks that never started.
    if (m_nodes.isEmpty()) {
        removeSecret();
        return;
    }
    DockerClient *node = m_nodes.takeFirst();
    const QJsonObject filters{
        {QStringLiteral("label"), QJsonArray{QStringLiteral("%1=%2").arg(GeneratorJob::Label, m_job.name)}}};
    const QByteArray path = "/containers/json?all=1&filters="
        + QUrl::toPercentEncoding(QString::fromUtf8(QJsonDocument(filters).toJson(QJsonDocument::Compact)));
    whenFinished(node->request(QByteArrayLiteral("GET"), path), [this, node](DockerReply *r) {
        QStringList containers;
        for (const QJsonValue &value : r->json().array())
            containers.append(value.toObject().value(QLatin1StringView("Id")).toString());
        if (!r->succeeded())
            m_warnings.append(tr("the generators' containers on %1 could not be listed (%2): remove "
                                 "those labelled %3=%4 with docker rm -f")
                                  .arg(node->endpoint().url(), r->errorString(), GeneratorJob::Label, m_job.name));
        removeContainers(node, containers);
    });
}

void GeneratorJobRemoval::removeContainers(DockerClient *node, QStringList containers)
{
    if (containers.isEmpty()) {
        sweepNextNode();
        return;
    }
    const QString container = containers.takeFirst();
    whenFinished(node->request(QByteArrayLiteral("DELETE"), "/containers/" + encoded(container) + "?force=1"),
                 [this, node, container, containers](DockerReply *r) {
                     if (!r->succeeded() && r->status() != 404)
                         m_warnings.append(tr("a generator's container %1 could not be removed (%2): "
                                              "remove it with docker rm -f %1 on %3")
                                               .arg(container.left(12), r->errorString(), node->endpoint().url()));
                     removeContainers(node, containers);
                 });
}

void GeneratorJobRemoval::removeSecret()
{
    if (m_job.secretId.isEmpty()) {
        emit done(m_warnings);
        return;
    }
    whenFinished(m_manager.request(QByteArrayLiteral("DELETE"), "/secrets/" + encoded(m_job.secretId)),
                 [this](DockerReply *r) {
                     if (!r->succeeded() && r->status() != 404)
                         m_warnings.append(tr("the generators' secret %1 could not be removed (%2): "
                                              "remove it with docker secret rm %1")
                                               .arg(m_job.secretName(), r->errorString()));
                     emit done(m_warnings);
                 });
}

} // namespace cp
