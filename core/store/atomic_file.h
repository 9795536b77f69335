#pragma once

#include <QByteArrayView>
#include <QSaveFile>
#include <QString>

namespace cp {

// A file written under a temporary name and renamed into place only once every
// byte reached the file system (docs/experiment-format.md#journals-and-atomic-writes):
// a failed write leaves the earlier file as it was. QSaveFile alone is not
// enough: its commit() succeeds when the write of the bytes it still buffers
// fails (a full disk), and an empty file replaces a good one.
class AtomicFile
{
public:
    explicit AtomicFile(const QString &path);
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    bool open();
    // After a failure the rest is ignored; commit() reports it.
    void write(QByteArrayView bytes);
    bool commit();

    QString fileName() const { return m_file.fileName(); }
    // Why open() or commit() failed, as the system said it.
    QString errorString() const { return m_error; }

private:
    void fail();

    QSaveFile m_file;
    QString m_error;
};

} // namespace cp
