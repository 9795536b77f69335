// The HTTP/1.x response parser and what is read from responses (Server-Timing,
// SeBS bodies), over bytes cut into pieces where the input says.
#include "http/http_response_parser.h"
#include "http/response_facts.h"

#include <cstddef>
#include <cstdint>

namespace {

class FactsSink : public cp::HttpResponseSink
{
public:
    void onResponseBegin() override { facts.reset(); }
    void onHeader(QByteArrayView name, QByteArrayView value) override { facts.onHeader(name, value); }
    void onBody(QByteArrayView chunk) override { facts.onBody(chunk); }
    void onResponseComplete(bool) override { facts.finish(); }

    cp::ResponseFacts facts;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    // The first byte chooses the piece size, the second whether a HEAD was sent.
    const std::size_t piece = 1 + data[0] % 64;
    FactsSink sink;
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
