#include "http/h2_request.h"

#include <algorithm>
#include <array>

namespace cp {

namespace {

bool forbiddenInHttp2(QByteArrayView lowerName, QByteArrayView value)
{
    static constexpr std::array<QByteArrayView, 5> connectionFields = {"connection", "keep-alive", "proxy-connection",
                                                                       "transfer-encoding", "upgrade"};
    for (QByteArrayView field : connectionFields) {
        if (lowerName == field)
            return true;
    }
    return lowerName == "te" && value.trimmed().compare("trailers", Qt::CaseInsensitive) != 0;
}

} // namespace

void H2Request::add(QByteArrayView name, QByteArrayView value)
{
    nghttp2_nv nv{};
    // nghttp2 copies them when the request is submitted.
    nv.name = reinterpret_cast<uint8_t *>(const_cast<char *>(name.data()));
    nv.namelen = std::size_t(name.size());
    nv.value = reinterpret_cast<uint8_t *>(const_cast<char *>(value.data()));
    nv.valuelen = std::size_t(value.size());
    nv.flags = NGHTTP2_NV_FLAG_NONE;
    m_fields.push_back(nv);
}

bool H2Request::assign(QByteArrayView http1, QByteArrayView scheme)
{
    m_fields.clear();
    m_body = {};
    const qsizetype headEnd = http1.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return false;
    m_head = http1.first(headEnd + 2).toByteArray();
    m_body = http1.sliced(headEnd + 4);
    m_scheme = scheme.toByteArray();

    const qsizetype lineEnd = m_head.indexOf("\r\n");
    const QByteArrayView line = QByteArrayView(m_head).first(lineEnd);
    const qsizetype methodEnd = line.indexOf(' ');
    const qsizetype targetEnd = line.lastIndexOf(' ');
    if (methodEnd <= 0 || targetEnd <= methodEnd)
        return false;
    // The pseudo-header fields come first (RFC 9113, section 8.3); :authority is added from Host below.
    add(":method", line.first(methodEnd));
    add(":scheme", m_scheme);
    add(":path", line.sliced(methodEnd + 1, targetEnd - methodEnd - 1));
    const std::size_t authorityAt = m_fields.size();

    qsizetype pos = lineEnd + 2;
    while (pos < m_head.size()) {
        const qsizetype end = m_head.indexOf("\r\n", pos);
        const qsizetype colon = m_head.indexOf(':', pos);
        if (end < 0 || colon < 0 || colon > end)
            return false;
        for (qsizetype i = pos; i < colon; ++i) {
            if (m_head[i] >= 'A' && m_head[i] <= 'Z')
                m_head[i] = char(m_head[i] - 'A' + 'a');
        }
        const QByteArrayView name = QByteArrayView(m_head).sliced(pos, colon - pos);
        const QByteArrayView value = QByteArrayView(m_head).sliced(colon + 1, end - colon - 1).trimmed();
        if (name == "host") {
            add(":authority", value);
            std::rotate(m_fields.begin() + std::ptrdiff_t(authorityAt), m_fields.end() - 1, m_fields.end());
        } else if (!forbiddenInHttp2(name, value)) {
            add(name, value);
        }
        pos = end + 2;
    }
    return true;
}

} // namespace cp
