#pragma once

#include <QStringList>

// `containerperf-cli analyze`: statistics (docs/statistics.md#the-summary) of a results file or
// directory, per group, as a table or JSON; or two groups compared.
int runAnalyzeCommand(const QStringList &arguments);
