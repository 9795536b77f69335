#include "run/original_limits.h"

#include "store/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cp {

QByteArray OriginalLimits::toJson() const
{
    QJsonArray array;
    for (const ContainerState &c : containers)
        array.append(c.originalLimitsJson({}));
    const QJsonObject document{
        {QStringLiteral("format"), QString(Format)},
        {QStringLiteral("docker_host"), dockerHost},
        {QStringLiteral("daemon"), daemon},
        {QStringLiteral("containers"), array},
    };
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

std::optional<OriginalLimits> OriginalLimits::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *error = tr("not JSON (%1)").arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    if (object.value(QLatin1StringView("format")).toString() != Format) {
        *error = tr("its \"format\" is not %1").arg(Format);
        return std::nullopt;
    }
    OriginalLimits limits;
    limits.dockerHost = object.value(QLatin1StringView("docker_host")).toString();
    limits.daemon = object.value(QLatin1StringView("daemon")).toString();
    const QJsonArray array = object.value(QLatin1StringView("containers")).toArray();
    for (const QJsonValue &value : array) {
        const QJsonObject c = value.toObject();
        ContainerState state;
        state.name = c.value(QLatin1StringView("name")).toString();
        state.id = c.value(QLatin1StringView("id")).toString();
        const QJsonValue memory = c.value(QLatin1StringView("memory_bytes"));
        const QJsonValue swap = c.value(QLatin1StringView("memory_swap_bytes"));
        const QJsonValue cpus = c.value(QLatin1StringView("nano_cpus"));
        // A limit the file does not give would be "restored" as unlimited: refuse it instead.
        if (state.name.isEmpty() || !memory.isDouble() || !swap.isDouble() || !cpus.isDouble()) {
            *error = tr("container %1 needs a name, memory_bytes, memory_swap_bytes and nano_cpus")
                         .arg(limits.containers.size() + 1);
            return std::nullopt;
        }
        state.originalMemoryBytes = memory.toInteger();
        state.originalMemorySwapBytes = swap.toInteger();
        state.originalNanoCpus = cpus.toInteger();
        limits.containers.append(state);
    }
    if (limits.containers.isEmpty()) {
        *error = tr("it names no container");
        return std::nullopt;
    }
    return limits;
}

bool OriginalLimits::write(const QString &path, QString *error) const
{
    AtomicFile file(path);
    if (file.open()) {
        file.write(toJson());
        if (file.commit())
            return true;
    }
    *error = tr("cannot write %1 (%2)").arg(path, file.errorString());
    return false;
}

std::optional<OriginalLimits> OriginalLimits::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1 (%2)").arg(path, file.errorString());
        return std::nullopt;
    }
    QString problem;
    auto limits = fromJson(file.readAll(), &problem);
    if (!limits)
        *error = tr("%1 is not a record of original limits: %2").arg(path, problem);
    return limits;
}

bool OriginalLimits::unrestoredIn(const QString &directory)
{
    return !directory.isEmpty() && QFileInfo::exists(QDir(directory).filePath(FileName));
}

} // namespace cp
