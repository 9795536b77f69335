#pragma once

#include "model/load_plan.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <algorithm>
#include <cstdint>

namespace cp {

// The bytes of one HTTP/1.1 request, built once from a RequestSpec
// (docs/specification.md#requests-and-templates).
// Literal parts are kept ready-made; only the placeholders are produced per
// request, into a buffer that is reused, so rendering does not allocate once
// the buffer has grown to the request's size.
//
// Placeholders (in the URL's path and query, the body and header values):
//   {{random:N}}  N random lowercase ASCII letters
//   {{msg}}       random lowercase letters, RequestSpec::msgLength of them
//   {{seq}}       the request's sequence number
//   {{uuid}}      a random version-4 UUID
//   {{timestamp}} the current time, epoch milliseconds
//   {{data.C}}    column C of the data file's row for this request (DataTable),
//                 percent-encoded in the URL
//   {{captured.N}} in a request sequence, the value an earlier answer of the round
//                 captured as N (Capture), percent-encoded in the URL
// A POST without a body template sends the seed's form `message={{msg}}`.
//
// Not thread-safe: each worker thread keeps its own copy.
class RequestTemplate
{
    Q_DECLARE_TR_FUNCTIONS(cp::RequestTemplate)
public:
    // The most one request may hold, head and body together.
    static constexpr qsizetype MaxRequestBytes = 64 * 1024 * 1024;

    // What makes `spec` unfit to send, one message each; empty when it is fit.
    // A method or header that is not a token, a header value with a control
    // character (a CR or LF would end the header and start another request),
    // placeholders asking for more than MaxRequestBytes, or a {{data.C}} that
    // names no column of the data file. Experiments are checked with it before
    // any engine sees them.
    // `captured`: the names earlier requests of its sequence capture, which its
    // {{captured.N}} placeholders may take; another name is a problem.
    static QStringList problems(const RequestSpec &spec, const QList<QByteArray> &captured = {});

    RequestTemplate() = default;
    // `captured` names the values render() is given, in that order.
    explicit RequestTemplate(const RequestSpec &spec, std::uint64_t randomSeed = 0,
                             const QList<QByteArray> &captured = {});

    // The request with sequence number `seq`, its {{captured.N}} placeholders
    // taking `captured` (by the constructor's names; a value not there yet is
    // empty). The view stays valid until the next render() or until this object
    // is destroyed.
    QByteArrayView render(std::uint64_t seq, const QList<QByteArray> *captured = nullptr);

    // In a mix, whose parts' ids interleave `stride` apart (MixPlace): request
    // seq takes the data file's row seq / stride, so each endpoint reads the rows in turn.
    void setIdStride(std::uint32_t stride) { m_idStride = std::max<std::uint32_t>(1, stride); }

    // Body bytes of the last rendered request (constant for a template without placeholders).
    qsizetype lastBodyLength() const { return m_lastBodyLength; }
    bool isHead() const { return m_head; }
    bool isStatic() const { return m_static; }
    // Whether the request line's target takes placeholders, i.e. differs between requests.
    bool hasUrlPlaceholders() const { return m_urlPlaceholders; }
    // More than MaxRequestBytes asked for: such a template renders nothing (problems() refuses it).
    bool isTooLarge() const { return m_tooLarge; }
    // The effective body template (the default form for a body-less POST).
    QByteArray bodyTemplate() const { return m_bodyTemplateText; }

    // The body to send when a POST has none: the seed client's form field.
    static QByteArray defaultPostBody() { return QByteArrayLiteral("message={{msg}}"); }
    static QByteArray defaultPostContentType() { return QByteArrayLiteral("application/x-www-form-urlencoded"); }

private:
    enum class Kind : std::uint8_t { Literal, Random, Seq, Uuid, Timestamp, Data, UrlData, Captured, UrlCaptured };
    // Where placeholders are read: the request line's target, or text sent as it is.
    enum class Where : std::uint8_t { Url, Text };
    struct Part
    {
        Kind kind = Kind::Literal;
        // Literal: into m_literals; Data: the column; UrlData: into m_urlData; Captured: the value's place
        qsizetype offset = 0;
        qsizetype length = 0; // Literal: bytes; Random: letters
    };
    using Parts = QList<Part>;

    void parse(QByteArrayView text, Parts &parts, int msgLength, Where where);
    // The place in m_urlData of `column`'s values, encoded for a URL.
    qsizetype urlColumn(int column);
    void appendLiteral(Parts &parts, QByteArrayView text);
    void renderParts(const Parts &parts, std::uint64_t seq, std::int64_t epochMs, char *&out);
    qsizetype maxLength(const Parts &parts) const;
    std::uint64_t nextRandom();
    void randomLetters(char *out, qsizetype count);
    void uuid(char *out);

    struct UrlColumn
    {
        int column = 0;
        QList<QByteArray> values; // row by row, percent-encoded
        qsizetype longest = 0;
    };

    DataTable m_data;
    QList<UrlColumn> m_urlData;
    QList<QByteArray> m_unknownColumns; // {{data.C}} placeholders whose C the data file lacks
    QList<QByteArray> m_capturedNames;
    QList<QByteArray> m_unknownCaptures;           // {{captured.N}} placeholders whose N no one captures
    const QList<QByteArray> *m_captured = nullptr; // during render()
    QByteArray m_literals;                         // the text every Literal part points into
    Parts m_headParts;                             // request line and headers, up to the Content-Length value
    Parts m_bodyParts;
    QByteArray m_bodyTemplateText;
    QByteArray m_buffer;
    QByteArray m_bodyBuffer;
    qsizetype m_lastBodyLength = 0;
    std::uint64_t m_rng = 0x9E3779B97F4A7C15ull;
    std::uint32_t m_idStride = 1;
    bool m_static = false;
    bool m_urlPlaceholders = false;
    bool m_tooLarge = false;
    bool m_hasBody = false;
    bool m_head = false;
};

} // namespace cp
