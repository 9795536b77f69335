#include "http/http_response_parser.h"

#include <llhttp.h>

namespace cp {

struct HttpResponseParser::Impl
{
    llhttp_t parser{};
    llhttp_settings_t settings{};

    static HttpResponseParser *self(llhttp_t *p) { return static_cast<HttpResponseParser *>(p->data); }

    Impl()
    {
        llhttp_settings_init(&settings);
        settings.on_message_begin = [](llhttp_t *p) {
            auto *s = self(p);
            s->m_midResponse = true;
            s->m_inHeaderValue = false;
            s->m_headerName.clear();
            s->m_headerValue.clear();
            return 0;
        };
        // llhttp begins a message at any first byte; a response begins with its status
        // line, so input that is not HTTP at all never shows as one.
        settings.on_status_complete = [](llhttp_t *p) {
            self(p)->m_sink->onResponseBegin();
            return 0;
        };
        settings.on_header_field = [](llhttp_t *p, const char *at, size_t length) {
            auto *s = self(p);
            if (s->m_inHeaderValue)
                s->flushHeader();
            s->m_headerName.add(at, qsizetype(length));
            return 0;
        };
        settings.on_header_value = [](llhttp_t *p, const char *at, size_t length) {
            auto *s = self(p);
            s->m_inHeaderValue = true;
            s->m_headerValue.add(at, qsizetype(length));
            return 0;
        };
        settings.on_headers_complete = [](llhttp_t *p) {
            auto *s = self(p);
            if (s->m_inHeaderValue)
                s->flushHeader();
            const int status = int(p->status_code);
            s->m_sink->onHeadersComplete(status);
            // 1 tells llhttp that this response has no body: the answer to
            // HEAD, and 1xx/204/304 whatever their Content-Length says (RFC 9112 §6.3),
            // which llhttp would otherwise wait for.
            const bool noBody = s->m_noBody || status / 100 == 1 || status == 204 || status == 304;
            return noBody ? 1 : 0;
        };
        settings.on_body = [](llhttp_t *p, const char *at, size_t length) {
            self(p)->m_sink->onBody(QByteArrayView(at, qsizetype(length)));
            return 0;
        };
        settings.on_message_complete = [](llhttp_t *p) {
            auto *s = self(p);
            // The last trailer field of a chunked body.
            if (s->m_inHeaderValue)
                s->flushHeader();
            s->m_midResponse = false;
            s->m_noBody = false;
            s->m_sink->onResponseComplete(llhttp_should_keep_alive(p) != 0);
            return 0;
        };
    }
};

HttpResponseParser::HttpResponseParser(HttpResponseSink *sink)
    : m_sink(sink)
    , m_impl(std::make_unique<Impl>())
{
    reset();
}

HttpResponseParser::~HttpResponseParser() = default;

void HttpResponseParser::reset()
{
    llhttp_init(&m_impl->parser, HTTP_RESPONSE, &m_impl->settings);
    // Header lines may end in a bare LF, as RFC 9112 §2.2 lets a recipient accept and
    // as simple servers answer (busybox httpd's CGI responses); lenient header values
    // are what allows it. This parser reads answers to measure them, it forwards nothing.
    llhttp_set_lenient_headers(&m_impl->parser, 1);
    m_impl->parser.data = this;
    m_headerName.clear();
    m_headerValue.clear();
    m_inHeaderValue = false;
    m_midResponse = false;
    m_noBody = false;
    m_error.clear();
}

void HttpResponseParser::HeaderPart::add(const char *at, qsizetype length)
{
    if (copy.isEmpty() && view.isEmpty()) {
        view = QByteArrayView(at, length);
    } else if (copy.isEmpty() && view.data() + view.size() == at) {
        view = QByteArrayView(view.data(), view.size() + length);
    } else {
        keep();
        copy.append(at, length);
    }
}

void HttpResponseParser::HeaderPart::keep()
{
    if (view.isEmpty())
        return;
    copy.append(view);
    view = {};
}

void HttpResponseParser::HeaderPart::clear()
{
    view = {};
    // resize, not clear: clear() frees, and this buffer serves every response. Not
    // on one never used: resizing an empty array allocates.
    if (!copy.isEmpty())
        copy.resize(0);
}

void HttpResponseParser::flushHeader()
{
    m_sink->onHeader(m_headerName.text(), m_headerValue.text());
    m_headerName.clear();
    m_headerValue.clear();
    m_inHeaderValue = false;
}

bool HttpResponseParser::feed(const char *data, qsizetype length)
{
    if (hasFailed())
        return false;
    if (length == 0)
        return true;
    const llhttp_errno_t err = llhttp_execute(&m_impl->parser, data, size_t(length));
    // A header cut by the end of this input: its start must outlive the caller's buffer.
    m_headerName.keep();
    m_headerValue.keep();
    return succeeded(err);
}

bool HttpResponseParser::succeeded(int error)
{
    if (error == HPE_OK)
        return true;
    // A 101 Switching Protocols: what follows is no longer HTTP/1.x.
    const char *reason = llhttp_get_error_reason(&m_impl->parser);
    m_error = error == HPE_PAUSED_UPGRADE
        ? QStringLiteral("unexpected protocol upgrade")
        : QString::fromLatin1(reason ? reason : llhttp_errno_name(llhttp_errno_t(error)));
    return false;
}

bool HttpResponseParser::finish()
{
    if (hasFailed())
        return false;
    // Completes a body that ends with the connection.
    const llhttp_errno_t err = llhttp_finish(&m_impl->parser);
    if (m_midResponse) {
        m_error = QStringLiteral("connection closed in the middle of a response");
        return false;
    }
    return succeeded(err);
}

} // namespace cp
