#include "docker_list_worker.h"

namespace cp {

DockerListWorker::DockerListWorker(const DockerEndpoint &endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
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
        listNow();
    });
    connect(m_client, &DockerClient::negotiationFailed, this, &DockerListWorker::fail);
    m_client->negotiate();
}

void DockerListWorker::fail(const QString &message)
{
    emit unreachable(message);
    m_timer.start(RetryIntervalMs);
}

void DockerListWorker::listNow()
{
    if (!m_client || !m_client->isNegotiated() || m_listing)
        return;
    m_listing = true;
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
        m_timer.start(ListIntervalMs);
    });
}

} // namespace cp
