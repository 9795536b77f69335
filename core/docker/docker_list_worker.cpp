#include "docker/docker_list_worker.h"

#include "docker/docker_event_parser.h"
#include "thread/worker_thread.h"

#include <QJsonArray>

#include <algorithm>
#include <memory>
#include <tuple>

namespace cp {

DockerListWorker::DockerListWorker(const DockerEndpoint &endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
    , m_timer(this)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_client && m_client->isNegotiated())
            listNow();
        else
            negotiate();
    });
}

void DockerListWorker::follow()
{
    assertInOwnThread(this);
    m_once = false;
    m_all = true;
    negotiate();
}

void DockerListWorker::listOnce(bool all)
{
    assertInOwnThread(this);
    m_once = true;
    m_all = all;
    negotiate();
}

void DockerListWorker::negotiate()
{
    if (m_client)
        m_client->deleteLater();
    m_client = new DockerClient(m_endpoint, this);
    connect(m_client, &DockerClient::negotiated, this, [this](const DockerVersion &version) {
        emit connected(version);
        if (!m_once)
            followEvents();
        listNow();
    });
    connect(m_client, &DockerClient::negotiationFailed, this, &DockerListWorker::fail);
    m_client->negotiate();
}

void DockerListWorker::followEvents()
{
    if (m_events) {
        m_events->abort();
        m_events->deleteLater();
    }
    // The lifecycle actions the monitor charts are the ones that change a row;
    // exec and health events would list for nothing.
    m_events = m_client->containerEvents(watchedContainerActions());
    connect(m_events, &DockerReply::recordReceived, this, &DockerListWorker::listNow);
    // A stream can end while the daemon still answers (a quick daemon restart,
    // a proxy closing idle connections): open a new one after a pause. When the
    // daemon is gone the next listing finds out and negotiates again, which
    // opens the new stream instead.
    DockerReply *events = m_events;
    connect(events, &DockerReply::finished, this, [this, events] {
        events->deleteLater();
        QTimer::singleShot(RetryIntervalMs, this, [this] {
            if (!m_events && m_client && m_client->isNegotiated()) {
                followEvents();
                listNow(); // what changed while no stream was open
            }
        });
    });
}

void DockerListWorker::fail(const QString &message)
{
    emit unreachable(message);
    if (!m_once)
        m_timer.start(RetryIntervalMs);
}

void DockerListWorker::listNow()
{
    if (!m_client || !m_client->isNegotiated())
        return;
    if (m_listing) {
        m_listAgain = true;
        return;
    }
    m_listing = true;
    m_listAgain = false;
    m_timer.stop();
    DockerReply *reply = m_client->listContainers(m_all);
    connect(reply, &DockerReply::finished, this, [this, reply] {
        reply->deleteLater();
        if (reply->transportFailed()) {
            m_listing = false;
            // Negotiate again when it comes back: it may be another daemon version.
            fail(reply->answerMalformed() ? DockerClient::notDockerMessage(m_endpoint, reply->errorString())
                                          : DockerClient::unreachableMessage(m_endpoint, reply->errorString()));
            m_client->deleteLater();
            m_client = nullptr;
            return;
        }
        if (!reply->succeeded()) {
            emit listFailed(reply->errorString());
        } else {
            // An empty list from a daemon that sent no list would hide that it failed.
            QString error;
            const QList<ContainerInfo> containers = DockerClient::containersFrom(reply, &error);
            if (error.isEmpty()) {
                emit listed(containers);
                listSwarm([this] { listingDone(); });
                return;
            }
            emit listFailed(DockerClient::notDockerMessage(m_endpoint, error));
        }
        listingDone();
    });
}

void DockerListWorker::listingDone()
{
    m_listing = false;
    if (m_once)
        return;
    if (m_listAgain)
        listNow();
    else
        m_timer.start(m_listInterval);
}

void DockerListWorker::listSwarm(std::function<void()> then)
{
    // Each answer read in turn; a failure after the first (the swarm left
    // meanwhile) lists what was read, and the next listing tries again.
    auto listing = std::make_shared<SwarmListing>();
    const auto finish = [this, listing, then] {
        emit swarmListed(*listing);
        then();
    };
    const auto array = [](DockerReply *reply) { return reply->succeeded() ? reply->json().array() : QJsonArray(); };
    DockerReply *services = m_client->swarmServices();
    connect(services, &DockerReply::finished, this, [=, this] {
        services->deleteLater();
        // 503 outside a swarm and on a worker node: there is nothing to show.
        if (!services->succeeded() || !m_client) {
            finish();
            return;
        }
        listing->manager = true;
        for (const QJsonValue &value : array(services))
            listing->services.append(SwarmService::fromJson(value.toObject()));
        DockerReply *tasks = m_client->swarmTasks(QString());
        connect(tasks, &DockerReply::finished, this, [=, this] {
            tasks->deleteLater();
            for (const QJsonValue &value : array(tasks)) {
                const SwarmTask task = SwarmTask::fromJson(value.toObject());
                if (task.isRunning())
                    listing->tasks.append(task);
            }
            std::sort(listing->tasks.begin(), listing->tasks.end(), [](const SwarmTask &a, const SwarmTask &b) {
                return std::tie(a.serviceId, a.slot) < std::tie(b.serviceId, b.slot);
            });
            if (!m_client) {
                finish();
                return;
            }
            DockerReply *nodes = m_client->swarmNodes();
            connect(nodes, &DockerReply::finished, this, [=] {
                nodes->deleteLater();
                for (const QJsonValue &value : array(nodes))
                    listing->nodes.append(SwarmNode::fromJson(value.toObject()));
                finish();
            });
        });
    });
}

} // namespace cp
