// The HTTP/1.x response parser and what is read from responses (Server-Timing,
// SeBS bodies, every kind of check, captures for request sequences), over bytes cut into
// pieces where the input says.
#include "http/http_response_parser.h"
#include "http/response_facts.h"

#include <cstddef>
#include <cstdint>

namespace {

// One check of each kind, so that every path a response takes through them is reached.
const QList<cp::ResponseCheck> &checks()
{
    static const QList<cp::ResponseCheck> all = [] {
        QString error;
        return cp::parseResponseChecks({QStringLiteral("status in 200-299,304"), QStringLiteral("body contains ok"),
                                        QStringLiteral("body matches ^\\{.*\"id\": *[0-9]+"),
                                        QStringLiteral("json /a/0/b~1c == {\"x\": [1, null]}"),
                                        QStringLiteral("header X-Cold-Start"), QStringLiteral("bytes_in < 100")},
                                       &error)
            .value();
    }();
    return all;
}

// A capture from the JSON body and one from a header.
const QList<cp::Capture> &captures()
{
    static const QList<cp::Capture> all = [] {
        QString error;
        return cp::parseCaptures({QStringLiteral("token = json /a/0/b~1c"), QStringLiteral("sid = header X-Session")},
                                 &error)
            .value();
    }();
    return all;
}

class FactsSink : public cp::HttpResponseSink
{
public:
    FactsSink(const QList<cp::ResponseCheck> *checks, const QList<cp::Capture> *captures)
        : m_checks(checks)
        , m_captures(captures)
    { }
    void onResponseBegin() override { m_facts.reset(m_checks, m_captures); }
    void onHeader(QByteArrayView name, QByteArrayView value) override { m_facts.onHeader(name, value); }
    void onHeadersComplete(int status) override { m_status = status; }
    void onBody(QByteArrayView chunk) override { m_facts.onBody(chunk); }
    void onResponseComplete(bool) override
    {
        m_facts.finish();
        m_facts.judge(m_status, m_status >= 400 ? cp::ErrorClass::Http : cp::ErrorClass::Ok);
        // What a later request would carry: never a control character.
        for (const QByteArray &value : m_facts.capturedValues()) {
            if (!cp::isCapturableValue(value))
                __builtin_trap();
        }
    }

private:
    const QList<cp::ResponseCheck> *m_checks;
    const QList<cp::Capture> *m_captures;
    int m_status = 0;
    cp::ResponseFacts m_facts;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    // The first byte chooses the piece size, the second whether a HEAD was sent
    // and whether the checks and the captures apply.
    const std::size_t piece = 1 + data[0] % 64;
    FactsSink sink(data[1] & 2 ? &checks() : nullptr, data[1] & 4 ? &captures() : nullptr);
    cp::HttpResponseParser parser(&sink);
    parser.setNextResponseHasNoBody(data[1] & 1);
    const char *bytes = reinterpret_cast<const char *>(data + 2);
    std::size_t left = size - 2;
    while (left > 0) {
        const std::size_t n = left < piece ? left : piece;
        if (!parser.feed(bytes, qsizetype(n)))
            return 0;
        bytes += n;
        left -= n;
    }
    parser.finish();
    return 0;
}
