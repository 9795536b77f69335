// Request templates: whatever problems() lets through must render within the
// size it promised.
#include "http/request_template.h"
#include "model/load_plan.h"

#include <QByteArray>
#include <QUrl>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // Method, one header value and the body, separated by NUL bytes.
    const QList<QByteArray> parts = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)).split('\0');
    cp::RequestSpec spec;
    spec.url = QUrl(QStringLiteral("http://127.0.0.1:8080/fuzz"));
    spec.method = parts.value(0, "POST");
    if (parts.size() > 1)
        spec.headers.append({QByteArrayLiteral("X-Fuzz"), parts.at(1)});
    spec.bodyTemplate = parts.value(2);
    spec.msgLength = parts.size() > 3 ? int(parts.at(3).size()) : 5;
    if (!cp::RequestTemplate::problems(spec).isEmpty())
        return 0;
    cp::RequestTemplate request(spec, 1);
    for (std::uint64_t seq = 0; seq < 3; ++seq) {
        const QByteArrayView rendered = request.render(seq);
        if (rendered.size() > cp::RequestTemplate::MaxRequestBytes)
            __builtin_trap();
    }
    return 0;
}
