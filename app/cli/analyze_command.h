#pragma once

#include <QStringList>

// `containerperf-cli analyze`: SPEC §6 statistics of a results file or
// directory, per group, as a table or JSON; or two groups compared.
int runAnalyzeCommand(const QStringList &arguments);
