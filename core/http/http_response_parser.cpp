#include "http/http_response_parser.h"

#include <http_parser.h>

namespace cp {

struct HttpResponseParser::Impl
{
    http_parser parser{};
    http_parser_settings settings{};

    static HttpResponseParser *self(http_parser *p) { return static_cast<HttpResponseParser *>(p->data); }

    Impl()
    {
        http_parser_settings_init(&settings);
        settings.on_message_begin = [](http_parser *p) {
            auto *s = self(p);
            s->m_midResponse = true;
            s->m_inHeaderValue = false;
            s->m_headerName.clear();
            s->m_headerValue.clear();
            s->m_sink->onResponseBegin();
            return 0;
        };
        settings.on_header_field = [](http_parser *p, const char *at, size_t length) {
            auto *s = self(p);
            if (s->m_inHeaderValue)
                s->flushHeader();
            s->m_headerName.add(at, qsizetype(length));
            return 0;
        };
        settings.on_header_value = [](http_parser *p, const char *at, size_t length) {
            auto *s = self(p);
            s->m_inHeaderValue = true;
            s->m_headerValue.add(at, qsizetype(length));
            return 0;
        };
        settings.on_headers_complete = [](http_parser *p) {
            auto *s = self(p);
            if (s->m_inHeaderValue)
                s->flushHeader();
            const int status = int(p->status_code);
            s->m_sink->onHeadersComplete(status);
            // 1 tells http_parser that this response has no body: the answer to
            // HEAD, and 1xx/204/304 whatever their Content-Length says (RFC 9112 §6.3),
            // which http_parser would otherwise wait for.
            const bool noBody = s->m_noBody || status / 100 == 1 || status == 204 || status == 304;
            return noBody ? 1 : 0;
        };
        settings.on_body = [](http_parser *p, const char *at, size_t length) {
            self(p)->m_sink->onBody(QByteArrayView(at, qsizetype(length)));
            return 0;
        };
        settings.on_message_complete = [](http_parser *p) {
            auto *s = self(p);
            // The last trailer field of a chunked body.
            if (s->m_inHeaderValue)
                s->flushHeader();
            s->m_midResponse = false;
            s->m_noBody = false;
            s->m_sink->onResponseComplete(http_should_keep_alive(p) != 0);
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
    http_parser_init(&m_impl->parser, HTTP_RESPONSE);
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
    auto &p = m_impl->parser;
    const size_t parsed = http_parser_execute(&p, &m_impl->settings, data, size_t(length));
    // A header cut by the end of this input: its start must outlive the caller's buffer.
    m_headerName.keep();
    m_headerValue.keep();
    const auto err = HTTP_PARSER_ERRNO(&p);
    if (err != HPE_OK) {
        m_error = QString::fromLatin1(http_errno_description(err));
        return false;
    }
    if (p.upgrade || parsed != size_t(length)) {
        m_error = QStringLiteral("unexpected protocol upgrade");
        return false;
    }
    return true;
}

bool HttpResponseParser::finish()
{
    if (hasFailed())
        return false;
    // A zero-length execute is http_parser's way of signalling EOF.
    http_parser_execute(&m_impl->parser, &m_impl->settings, nullptr, 0);
    const auto err = HTTP_PARSER_ERRNO(&m_impl->parser);
    if (err != HPE_OK) {
        m_error = QString::fromLatin1(http_errno_description(err));
        return false;
    }
    if (m_midResponse) {
        m_error = QStringLiteral("connection closed in the middle of a response");
        return false;
    }
    return true;
}

} // namespace cp
