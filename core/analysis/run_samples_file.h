#pragma once

#include "model/run_info.h"
#include "model/sample.h"

#include <QString>

#include <map>

namespace cp {

// A samples.csv (or its journal) read back into samples per run index, with
// the fields a cost or cold-start analysis needs: the times, the status, the
// error class and the coldness (docs/experiment-format.md#the-samples-file).
// False with `error` naming the file and line on unreadable input; a
// journal's cut-off last line is left out. With `servedBy`, each run's
// (container, generation) table too, which the samples' servedBy index.
bool readRunSamples(const QString &path, std::map<int, SampleBatch> *runs, QString *error,
                    std::map<int, QList<ServedBy>> *servedBy = nullptr);

} // namespace cp
