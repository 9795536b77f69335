#include "docker/docker_log_decoder.h"

#include <QtEndian>

namespace cp {

namespace {

constexpr qsizetype HeaderBytes = 8;

bool looksLikeHeader(QByteArrayView bytes)
{
    return quint8(bytes[0]) <= 2 && bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0
        && qFromBigEndian<quint32>(bytes.data() + 4) <= DockerLogDecoder::MaxFrameBytes;
}

} // namespace

void DockerLogDecoder::setContentType(const QByteArray &contentType)
{
    if (contentType.startsWith("application/vnd.docker.multiplexed-stream"))
        m_format = Format::Multiplexed;
    else if (contentType.startsWith("application/vnd.docker.raw-stream"))
        m_format = Format::Raw;
}

QString DockerLogDecoder::feed(QByteArrayView piece)
{
    m_pending.append(piece.data(), piece.size());
    if (m_format == Format::Unknown) {
        if (m_pending.size() < HeaderBytes)
            return {};
        m_format = looksLikeHeader(m_pending) ? Format::Multiplexed : Format::Raw;
    }
    QString out;
    qsizetype at = 0;
    while (m_format == Format::Multiplexed && m_pending.size() - at >= HeaderBytes) {
        const QByteArrayView header(m_pending.constData() + at, HeaderBytes);
        if (!looksLikeHeader(header)) {
            // Not a frame after all: what follows is shown as it is.
            m_format = Format::Raw;
            break;
        }
        const qsizetype size = qFromBigEndian<quint32>(header.data() + 4);
        if (m_pending.size() - at - HeaderBytes < size)
            break;
        out += text(QByteArrayView(m_pending.constData() + at + HeaderBytes, size));
        at += HeaderBytes + size;
    }
    if (m_format == Format::Raw) {
        out += text(QByteArrayView(m_pending).sliced(at));
        at = m_pending.size();
    }
    m_pending.remove(0, at);
    return out;
}

} // namespace cp
