#include "store/seed_format.h"

#include "store/run_record.h"

namespace cp {

QByteArray seedClientJson(const std::vector<std::unique_ptr<RunRecord>> &runs)
{
    QByteArray out = "[";
    bool first = true;
    std::int64_t id = 0;
    for (const auto &run : runs) {
        run->samples.forEach([&](const Sample &sample) {
            if (sample.status == 0)
                return;
            out += first ? "\n" : ",\n";
            first = false;
            out += "{\"id\": " + QByteArray::number(qint64(id++));
            out += ", \"msg_length\": " + QByteArray::number(sample.msgLength);
            out += ", \"latency\": " + QByteArray::number(double(sample.totalUs) / 1e6, 'f', 6);
            out += ", \"start\": " + QByteArray::number(double(sample.sentNs) / 1e9, 'f', 6) + '}';
        });
    }
    out += "\n]\n";
    return out;
}

} // namespace cp
