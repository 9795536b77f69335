#pragma once

#include "config/experiment.h"
#include "model/run_progress.h"

#include <QJsonObject>
#include <QStringList>

namespace cp {

// Where and when an experiment ran, for experiment.json (docs/experiment-format.md#the-experiment-record).
struct ExperimentEnvironment
{
    std::int64_t startNs = 0;
    std::int64_t endNs = 0;
    ExperimentStatus status = ExperimentStatus::Finished;
    QString message;
    QJsonObject docker; // daemon version, API version, containers (images and ids)
};

// The experiment as run plus an "environment" object: version, host, CPUs, times.
QJsonObject experimentRecord(const Experiment &experiment, const ExperimentEnvironment &environment);

} // namespace cp
