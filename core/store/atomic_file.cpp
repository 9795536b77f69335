#include "store/atomic_file.h"

namespace cp {

AtomicFile::AtomicFile(const QString &path)
    : m_file(path)
{ }

bool AtomicFile::open()
{
    if (m_file.open(QIODevice::WriteOnly))
        return true;
    m_error = m_file.errorString();
    return false;
}

void AtomicFile::write(QByteArrayView bytes)
{
    if (m_error.isEmpty() && m_file.write(bytes.data(), bytes.size()) != bytes.size())
        fail();
}

bool AtomicFile::commit()
{
    if (m_error.isEmpty() && !m_file.flush())
        fail();
    if (!m_error.isEmpty())
        return false;
    if (m_file.commit())
        return true;
    m_error = m_file.errorString();
    return false;
}

void AtomicFile::fail()
{
    m_error = m_file.errorString();
    // The temporary file goes; the one it would have replaced stays.
    m_file.cancelWriting();
}

} // namespace cp
