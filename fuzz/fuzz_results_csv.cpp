// A results file as `containerperf-cli analyze` and the GUI's import read it:
// found from its path, its header telling samples from SeBS, its default column
// grouped by its default groups.
#include "analysis/results_source.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QTemporaryDir directory;
    // samples.csv: the name matters less than the header, which decides the format.
    const QString path = directory.filePath(QStringLiteral("samples.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return 0;
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    file.close();
    QString error;
    const std::optional<cp::ResultsSource> source = cp::ResultsSource::resolve(path, &error);
    if (!source)
        return 0;
    cp::GroupedValues values;
    source->read(source->defaultColumn(), source->defaultGroups(), &values, &error);
    return 0;
}
