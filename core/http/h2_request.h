#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <nghttp2/nghttp2.h>

#include <vector>

namespace cp {

// The HTTP/2 form of a request RequestTemplate rendered as HTTP/1.1 bytes:
// the request line and Host become the pseudo-header fields, header names
// are lowercased, and the fields HTTP/2 forbids (Connection, Keep-Alive,
// Proxy-Connection, Transfer-Encoding, Upgrade; TE but "trailers") are left
// out (RFC 9113, section 8.2.2). The template stays the one source of what a
// request says, whatever protocol carries it.
class H2Request
{
public:
    // Reads `http1`, a rendered request; false when it holds no request line.
    // The fields point into this object (and `http1`'s body into `http1`):
    // valid until the next assign().
    bool assign(QByteArrayView http1, QByteArrayView scheme);

    const std::vector<nghttp2_nv> &fields() const { return m_fields; }
    QByteArrayView body() const { return m_body; }

private:
    void add(QByteArrayView name, QByteArrayView value);

    QByteArray m_head; // a copy of the head, its names lowercased
    QByteArray m_scheme;
    std::vector<nghttp2_nv> m_fields;
    QByteArrayView m_body;
};

} // namespace cp
