#include "docker/docker_archive.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>

#include <memory>

namespace cp {

std::optional<QStringList> DockerArchive::extract(const QString &tarPath, const QString &directory, QString *error)
{
    const std::unique_ptr<archive, decltype(&archive_read_free)> reader(archive_read_new(), &archive_read_free);
    archive_read_support_format_tar(reader.get());
    if (archive_read_open_filename(reader.get(), QFile::encodeName(tarPath).constData(), 1 << 16) != ARCHIVE_OK) {
        *error = tr("the archive the daemon sent cannot be read: %1")
                     .arg(QString::fromLocal8Bit(archive_error_string(reader.get())));
        return std::nullopt;
    }
    const QDir target(directory);
    QStringList written;
    qint64 total = 0;
    archive_entry *entry = nullptr;
    for (;;) {
        const int status = archive_read_next_header(reader.get(), &entry);
        if (status == ARCHIVE_EOF)
            break;
        if (status != ARCHIVE_OK && status != ARCHIVE_WARN) {
            *error = tr("the archive the daemon sent is damaged: %1")
                         .arg(QString::fromLocal8Bit(archive_error_string(reader.get())));
            return std::nullopt;
        }
        if (archive_entry_filetype(entry) != AE_IFREG)
            continue;
        // The copied directory's own name comes first; what lies below it is kept.
        const QString full = QString::fromUtf8(archive_entry_pathname(entry));
        const QString path = QDir::cleanPath(full.section(QLatin1Char('/'), 1));
        if (path.isEmpty() || path.startsWith(QLatin1String("..")) || QDir::isAbsolutePath(path)) {
            *error = tr("the archive the daemon sent names '%1', outside the copied directory").arg(full);
            return std::nullopt;
        }
        total += archive_entry_size(entry);
        if (total > MaxBytes) {
            *error = tr("the archive the daemon sent holds more than %1 GiB").arg(MaxBytes >> 30);
            return std::nullopt;
        }
        const QString destination = target.filePath(path);
        QFile file(destination);
        if (!target.mkpath(QFileInfo(path).path()) || !file.open(QIODevice::WriteOnly)) {
            *error = tr("cannot write '%1': %2").arg(destination, file.errorString());
            return std::nullopt;
        }
        char buffer[1 << 16];
        for (;;) {
            const la_ssize_t read = archive_read_data(reader.get(), buffer, sizeof buffer);
            if (read < 0) {
                *error = tr("the archive the daemon sent ends inside '%1': %2")
                             .arg(path, QString::fromLocal8Bit(archive_error_string(reader.get())));
                return std::nullopt;
            }
            if (read == 0)
                break;
            if (file.write(buffer, read) != read) {
                *error = tr("cannot write '%1': %2").arg(destination, file.errorString());
                return std::nullopt;
            }
        }
        written.append(path);
    }
    return written;
}

} // namespace cp
