#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace cp {

struct PublishedPort
{
    QString hostIp; // "0.0.0.0", "127.0.0.1", "::", …
    quint16 hostPort = 0;
    quint16 containerPort = 0;
    QString protocol; // "tcp", "udp"

    QJsonObject toJson() const;
};

// A container as the list and inspect operations describe it
// (docs/specification.md#docker-operations).
struct ContainerInfo
{
    QString id;
    QString name; // without '/'
    QString image;
    QString state;  // "running", "exited", …
    QString status; // "Up 5 minutes"
    QList<PublishedPort> ports;

    // From inspect only; 0 means unlimited.
    std::int64_t memoryLimitBytes = 0;
    std::int64_t memorySwapBytes = 0;
    std::int64_t nanoCpus = 0;

    bool isRunning() const { return state == QLatin1String("running"); }
    // http://127.0.0.1:PORT for the first TCP port published on 0.0.0.0 or 127.0.0.1,
    // else empty: a port bound elsewhere is not reachable from here by that URL.
    QString suggestedUrl() const;
    QJsonObject toJson() const;

    // An entry of GET /containers/json.
    static ContainerInfo fromListEntry(const QJsonObject &entry);
    // The answer of GET /containers/{id}/json.
    static ContainerInfo fromInspect(const QJsonObject &inspect);
};

} // namespace cp

Q_DECLARE_METATYPE(cp::ContainerInfo)
