// A container's stats stream: one JSON object per line, through the docker
// CLI's formulas, as Docker or (first byte odd) Podman.
#include "docker/stats_calculator.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    cp::StatsCalculator calculator;
    calculator.setPodman(data[0] & 1);
    const QByteArray stream(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    for (const QByteArray &line : stream.split('\n')) {
        const QJsonDocument document = QJsonDocument::fromJson(line);
        if (document.isObject())
            calculator.consume(document.object());
    }
    return 0;
}
