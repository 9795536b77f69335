// Request templates: whatever problems() lets through must render within the
// size it promised, with a data file, placeholders in the URL and values a
// request sequence captured (any bytes, any length) among the input.
#include "http/request_template.h"
#include "model/load_plan.h"
#include "model/request_url.h"

#include <QBuffer>
#include <QByteArray>
#include <QUrl>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // Method, one header value, the body, the message length (as the part's size),
    // a path and query for the URL, a CSV data file, and the values captured as
    // {{captured.a}} and {{captured.b}}, separated by NUL bytes.
    const QList<QByteArray> parts = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)).split('\0');
    cp::RequestSpec spec;
    spec.url = cp::requestUrlFromText(QStringLiteral("http://127.0.0.1:8080/") + QString::fromLatin1(parts.value(4)));
    if (!spec.url.isValid())
        return 0;
    spec.method = parts.value(0, "POST");
    if (parts.size() > 1)
        spec.headers.append({QByteArrayLiteral("X-Fuzz"), parts.at(1)});
    spec.bodyTemplate = parts.value(2);
    spec.msgLength = parts.size() > 3 ? int(parts.at(3).size()) : 5;
    if (parts.size() > 5) {
        QByteArray csv = parts.at(5);
        QBuffer buffer(&csv);
        buffer.open(QIODevice::ReadOnly);
        QString error;
        if (const auto table = cp::DataTable::read(&buffer, QStringLiteral("fuzz.csv"), &error))
            spec.data = *table;
    }
    const QList<QByteArray> names = {QByteArrayLiteral("a"), QByteArrayLiteral("b")};
    if (!cp::RequestTemplate::problems(spec, names).isEmpty())
        return 0;
    // The engine renders whatever the lane holds: a value longer than a capture takes is cut there.
    const QList<QByteArray> captured = {parts.value(6), parts.value(7)};
    cp::RequestTemplate request(spec, 1, names);
    for (std::uint64_t seq = 0; seq < 3; ++seq) {
        const QByteArrayView rendered = request.render(seq, seq == 1 ? nullptr : &captured);
        if (rendered.size() > cp::RequestTemplate::MaxRequestBytes)
            __builtin_trap();
    }
    return 0;
}
