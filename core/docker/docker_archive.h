#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp {

// The tar stream GET /containers/{id}/archive answers (docs/scale-out.md#collecting-the-results),
// read with libarchive.
class DockerArchive
{
    Q_DECLARE_TR_FUNCTIONS(cp::DockerArchive)
public:
    // At most this much in all: a generator's results, not a disk image.
    static constexpr qint64 MaxBytes = qint64(16) << 30;

    // Writes the regular files of the tar at `tarPath` into `directory`, each by its path
    // below the copied directory ("results/samples.csv" of a copy of /results becomes
    // "samples.csv"), and returns those paths. Nothing is written outside `directory`: a path
    // that climbs out is an error. Empty, with `error` set, when the tar cannot be read.
    static std::optional<QStringList> extract(const QString &tarPath, const QString &directory, QString *error);
};

} // namespace cp
