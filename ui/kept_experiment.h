#pragma once

#include "config/experiment.h"

#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace cp {

// The experiment the docks showed when the window closed, kept in the settings for the
// next start (docs/user-guide.md#settings). Secrets are not kept, as in every file
// ContainerPerf writes (docs/specification.md#secrets): they are named instead.
struct KeptExperiment
{
    Experiment experiment;
    QString path;               // the experiment file it was opened from or saved to, if any
    int demoRow = -1;           // the endpoint that was the built-in demo service
    QStringList secretsNotKept; // in words: "header Authorization of api", …
};

// Keeps `kept` (its secretsNotKept are worked out here).
void keepExperiment(QSettings &settings, const KeptExperiment &kept);
// What keepExperiment kept; none when nothing was, or when it cannot be read, which
// `error` then says.
std::optional<KeptExperiment> readKeptExperiment(const QSettings &settings, QString *error);

} // namespace cp
