#pragma once

#include "config/experiment.h"
#include "model/docker_event.h"
#include "model/run_progress.h"
#include "model/stats_record.h"
#include "store/events_writer.h"
#include "store/results_directory.h"
#include "store/stats_index.h"
#include "store/stats_writer.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

namespace cp {

struct RunRecord;

// Every file of an experiment's results directory (docs/experiment-format.md#results-directory):
// while it runs, the samples journal and, with bound containers, the stats and
// events journals (docs/experiment-format.md#journals-and-atomic-writes); at its end
// the final files, composed from the store's functions, in this order:
// samples.csv, stats.csv, events.csv, result.csv and the SeBS run files (perf-cost
// types), summary.json, experiment.json, client.json (seed format).
class ResultsWriter : public QObject
{
    Q_OBJECT
public:
    ResultsWriter(const Experiment &experiment, QString directory, QObject *parent = nullptr);

    // Creates the directory and starts the samples journal; the experiment starts now.
    bool open(QString *error);
    QString path() const { return m_directory.path(); }
    // The stats and events journals, for the bound containers.
    bool openContainerFiles(QString *error);

    // Appends the lines of run's samples [from, to) to the samples journal.
    void journal(const RunRecord &run, qsizetype from, qsizetype to);
    void recordStats(const StatsRecordBatch &records);
    void recordEvents(const DockerEventBatch &events);
    // An action ContainerPerf took on a container (a restart, a limit change), for events.csv.
    void recordAction(const QString &container, const QString &action, const QString &detail, std::int64_t timeNs);

    // Each run's cost from the stats records of its endpoint's containers
    // (none when the experiment binds none), or why there is none; and with the
    // experiment's pricing, its bills. `records` hold the runs' samples.
    void addCosts(QList<RunSummary> &runs, const std::vector<std::unique_ptr<RunRecord>> &records,
                  bool containersBound);

    // Writes the final files, `docker` being the daemon and containers for experiment.json;
    // returns what could not be written. Nothing without a directory (open() failed early).
    QStringList writeFinal(const std::vector<std::unique_ptr<RunRecord>> &runs, const ExperimentOutcome &outcome,
                           const QJsonObject &docker);

signals:
    // A journal write failed; what was measured stays in memory.
    void warning(const QString &message);

private:
    void writeSamples(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory,
                      QStringList &errors);

    const Experiment &m_experiment;
    QString m_directoryPath; // as given; m_directory holds it once open
    ResultsDirectory m_directory;
    StatsWriter m_statsWriter;
    EventsWriter m_eventsWriter;
    StatsIndex m_stats;
    QHash<QString, std::vector<std::int64_t>> m_starts; // each container's Docker start events, for its cost
    std::int64_t m_startNs = 0;
};

} // namespace cp
