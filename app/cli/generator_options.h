#pragma once

#include "config/experiment.h"

#include <QCommandLineParser>

namespace cli {

// --generators swarm:N, --generator-image, --generator-network and --shard
// (docs/scale-out.md#distributed-load-generators), for run and experiment.
QList<QCommandLineOption> generatorOptions();
// Sets what they give; prints what is wrong and returns false on a malformed value. --shard
// defaults to CONTAINERPERF_SHARD, which a generator job's replicas are started with.
bool applyGeneratorOptions(const QCommandLineParser &parser, cp::Experiment &experiment);

} // namespace cli
