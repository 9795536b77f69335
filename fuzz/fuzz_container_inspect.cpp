// A container as /containers/json lists it and as /containers/{id}/json inspects it.
#include "docker/container_info.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!document.isObject())
        return 0;
    cp::ContainerInfo::fromInspect(document.object());
    cp::ContainerInfo::fromListEntry(document.object());
    return 0;
}
