// An experiment file, ContainerPerf's own or SeBS's perf-cost configuration,
// read and validated as `containerperf-cli experiment` does.
#include "config/experiment_json.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("experiment.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return 0;
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    file.close();
    QStringList errors;
    const std::optional<cp::Experiment> experiment = cp::experimentFromFile(path, &errors);
    // What validation lets through is what a run would use and record.
    if (experiment && experiment->validate().isEmpty())
        cp::experimentToJson(*experiment);
    return 0;
}
