#include "docker_list_worker.h"

#include "docker/docker_event_parser.h"

namespace cp {

DockerListWorker::DockerListWorker(const DockerEndpoint &endpoint, std::chrono::milliseconds listInterval,
                                   QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
    , m_listInterval(listInterval)
    , m_timer(this)
{
    m_timer.setSingleShot(true);
}

void DockerListWorker::start()
{
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_client && m_client->isNegotiated())
            listNow();
        else
            negotiate();
    });
    negotiate();
}

void DockerListWorker::negotiate()
{
    if (m_client)
        m_client->deleteLater();
    m_client = new DockerClient(m_endpoint, this);
    connect(m_client, &DockerClient::negotiated, this, [this](const DockerVersion &version) {
        emit connected(version);
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
    DockerReply *reply = m_client->listContainers(true);
    connect(reply, &DockerReply::finished, this, [this, reply] {
        reply->deleteLater();
        m_listing = false;
        if (reply->transportFailed()) {
            // Negotiate again when it comes back: it may be another daemon version.
            fail(DockerClient::unreachableMessage(m_endpoint, reply->errorString()));
            m_client->deleteLater();
            m_client = nullptr;
            return;
        }
        if (reply->succeeded())
            emit listed(DockerClient::containersFrom(reply));
        if (m_listAgain)
            listNow();
        else
            m_timer.start(m_listInterval);
    });
}

} // namespace cp
