#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringDecoder>

namespace cp {

// The body of GET /containers/{id}/logs as text (docs/specification.md#docker). A
// container without a TTY sends frames: an 8-byte header (the stream: 0 stdin,
// 1 stdout, 2 stderr; three zero bytes; the payload's size, big-endian) and the
// payload. One with a TTY sends its output as it is. The Content-Type says which
// (API 1.42 on); without it the first header decides. Pieces may split frames and
// UTF-8 sequences anywhere.
class DockerLogDecoder
{
public:
    enum class Format { Unknown, Multiplexed, Raw };
    // Larger frames are not Docker's (it sends at most a few KiB at a time): the
    // stream is then taken for plain text rather than buffered without bound.
    static constexpr quint32 MaxFrameBytes = 1u << 20;

    // From the reply's Content-Type; other types leave the format to the first bytes.
    void setContentType(const QByteArray &contentType);
    Format format() const { return m_format; }
    // The text of `piece`, as far as it is complete.
    QString feed(QByteArrayView piece);

private:
    QString text(QByteArrayView bytes) { return m_utf8(bytes); }

    Format m_format = Format::Unknown;
    QByteArray m_pending; // an incomplete frame, or fewer than 8 bytes to decide the format on
    QStringDecoder m_utf8{QStringDecoder::Utf8};
};

} // namespace cp
