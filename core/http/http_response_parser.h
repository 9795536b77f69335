#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace cp {

// Receives the parts of HTTP responses as HttpResponseParser finds them.
// Body chunks arrive decoded (chunked framing removed) and are views into the
// caller's buffer: copy what must outlive the call.
class HttpResponseSink
{
public:
    virtual ~HttpResponseSink() = default;
    virtual void onResponseBegin() { }
    virtual void onHeader(QByteArrayView name, QByteArrayView value)
    {
        Q_UNUSED(name)
        Q_UNUSED(value)
    }
    virtual void onHeadersComplete(int status) { Q_UNUSED(status) }
    virtual void onBody(QByteArrayView chunk) { Q_UNUSED(chunk) }
    virtual void onResponseComplete(bool keepAlive) { Q_UNUSED(keepAlive) }
};

// Incremental HTTP/1.x response parser over llhttp (the parser of Node.js).
// Accepts input split anywhere, several pipelined responses in one buffer,
// Content-Length, chunked and close-delimited bodies.
class HttpResponseParser
{
public:
    explicit HttpResponseParser(HttpResponseSink *sink);
    ~HttpResponseParser();
    HttpResponseParser(const HttpResponseParser &) = delete;
    HttpResponseParser &operator=(const HttpResponseParser &) = delete;

    // Starts over, for a new connection.
    void reset();
    // The next response answers a HEAD request: it has no body whatever its headers say.
    void setNextResponseHasNoBody(bool noBody) { m_noBody = noBody; }

    // Returns false on malformed input; errorString() says why. After an error
    // the parser stays failed until reset().
    bool feed(const char *data, qsizetype length);
    bool feed(QByteArrayView data) { return feed(data.data(), data.size()); }
    // The peer closed the connection: completes a close-delimited body.
    // Returns false if a response was cut short.
    bool finish();

    bool isMidResponse() const { return m_midResponse; }
    bool hasFailed() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; }

private:
    struct Impl;
    friend struct Impl;
    // A header's name or value: a view into the input while it came in one
    // piece (the usual case, no copy), else the pieces copied together.
    struct HeaderPart
    {
        QByteArrayView view;
        QByteArray copy;

        void add(const char *at, qsizetype length);
        // Copies the view: the input it points into is about to go.
        void keep();
        void clear();
        QByteArrayView text() const { return copy.isEmpty() ? view : QByteArrayView(copy); }
    };
    void flushHeader();
    // False, with errorString() set, unless `error` (an llhttp_errno_t) is HPE_OK.
    bool succeeded(int error);

    HttpResponseSink *m_sink;
    std::unique_ptr<Impl> m_impl;
    HeaderPart m_headerName;
    HeaderPart m_headerValue;
    bool m_inHeaderValue = false;
    bool m_midResponse = false;
    bool m_noBody = false;
    QString m_error;
};

} // namespace cp
