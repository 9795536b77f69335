#pragma once

#include "config/experiment.h"

#include <QDir>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace cp {

inline constexpr QLatin1StringView ExperimentFormat("containerperf-experiment/1");

// The experiment file (docs/experiment-format.md#the-native-format). Secret header values are written as ***.
// Whether headers, query parameters and URL credentials that are secrets are written as they are
// (for the experiment a generator on a swarm runs, handed over as a Swarm secret) or as ***.
enum class SecretValues : std::uint8_t { Redacted, Kept };
QJsonObject experimentToJson(const Experiment &experiment, SecretValues secrets = SecretValues::Redacted);

// Reads an experiment file: the native format (what experimentToJson writes; an
// experiment.json of a results directory also has an "environment" object,
// which is accepted and ignored), or SeBS's perf-cost configuration, whole
// ({"experiments": {"perf-cost": {...}}}) or just its perf-cost object, with an
// optional "containerperf" object of native keys beside it (endpoints, pauses, …).
// Unknown keys, wrong types and impossible values are errors naming their path
// ("endpoints[0].timout: unknown key"); nullopt then. The result is not yet
// validated as a whole (a SeBS file may get its endpoint from the command line):
// call Experiment::validate() once everything is set. An endpoint's data file is
// read at once, a relative path from `base`.
std::optional<Experiment> experimentFromJson(const QJsonObject &object, QStringList *errors, const QDir &base = QDir());
// Reads and parses a file; a file that cannot be read or is no JSON object is an error too.
std::optional<Experiment> experimentFromFile(const QString &path, QStringList *errors);
// Whether `object` is SeBS's perf-cost configuration rather than the native format.
bool isSebsPerfCost(const QJsonObject &object);

} // namespace cp
