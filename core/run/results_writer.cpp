#include "run/results_writer.h"

#include "config/pricing_json.h"
#include "run/experiment_environment.h"
#include "stats/resource_cost.h"
#include "store/billing_json.h"
#include "store/capacity_json.h"
#include "store/cold_start_overheads.h"
#include "store/cost_json.h"
#include "store/perf_cost_curves.h"
#include "store/run_pricing.h"
#include "store/run_record.h"
#include "store/sebs_result_csv.h"
#include "store/sebs_run_json.h"
#include "store/seed_format.h"
#include "store/summary_json.h"
#include "store/threshold_json.h"

#include <QDateTime>
#include <QJsonDocument>

#include <algorithm>

namespace cp {

namespace {
std::int64_t nowNs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1'000'000;
}
} // namespace

ResultsWriter::ResultsWriter(const Experiment &experiment, QString directory, QObject *parent)
    : QObject(parent)
    , m_experiment(experiment)
    , m_directoryPath(std::move(directory))
    , m_directory(this)
{
    connect(&m_directory, &ResultsDirectory::journalFailed, this, &ResultsWriter::warning);
}

bool ResultsWriter::open(QString *error)
{
    m_startNs = nowNs();
    return m_directory.open(m_directoryPath, error);
}

bool ResultsWriter::openContainerFiles(QString *error)
{
    if (!m_eventsWriter.open(path(), error) || !m_statsWriter.open(path(), error))
        return false;
    m_statsWriter.setSeedExport(m_experiment.seedFormat);
    return true;
}

void ResultsWriter::journal(const RunRecord &run, qsizetype from, qsizetype to)
{
    m_directory.journal(run, from, to);
}

void ResultsWriter::recordStats(const StatsRecordBatch &records)
{
    QString error;
    if (!m_statsWriter.append(records, &error))
        emit warning(error);
    m_stats.add(records);
}

void ResultsWriter::recordEvents(const DockerEventBatch &events)
{
    QString error;
    if (!m_eventsWriter.append(events, &error))
        emit warning(error);
    for (const DockerEvent &event : events) {
        if (event.origin == DockerEvent::Origin::Docker && event.action == QLatin1String("start"))
            m_starts[event.container].push_back(event.timeNs);
    }
}

void ResultsWriter::recordAction(const QString &container, const QString &action, const QString &detail,
                                 std::int64_t timeNs)
{
    QString error;
    if (m_eventsWriter.isOpen() && !m_eventsWriter.appendAction(container, action, detail, &error, timeNs))
        emit warning(error);
}

void ResultsWriter::writeSamples(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory,
                                 QStringList &errors)
{
    QString error;
    m_directory.flushJournal();
    const bool written = m_directory.writeSamplesCsv(runs, memory, &error);
    if (!written) {
        errors << error;
        const QString journal = m_directory.journalPath();
        errors << (m_directory.journalComplete()
                       ? tr("every sample is in the journal %1, which is kept").arg(journal)
                       : tr("the journal %1 holds the samples up to its own failed write; later ones are lost")
                             .arg(journal));
    }
    m_directory.closeJournal(written);
}

void ResultsWriter::addCosts(QList<RunSummary> &runs, const std::vector<std::unique_ptr<RunRecord>> &records,
                             bool containersBound)
{
    for (auto &times : m_starts)
        std::sort(times.begin(), times.end());
    for (RunSummary &run : runs) {
        const QStringList containers = m_experiment.containersOf(run.info.point);
        const QStringList services = m_experiment.servicesOf(run.info.point);
        QHash<QString, std::vector<StatsRecord>> stats;
        if (containersBound) {
            const auto around = m_stats.around(run.info.startNs, run.info.endNs, CostEdgeToleranceNs);
            for (const QString &name : containers)
                stats.insert(name, around.value(name));
            // Swarm names a task's container "<service>.<slot>.<task id>": every task
            // that ran during the run counts, one replaced during it too; one that
            // ended just before (a sweep's old task) has readings only in the margin.
            for (auto it = around.cbegin(); it != around.cend(); ++it) {
                const bool ofService = std::any_of(services.cbegin(), services.cend(), [&it](const QString &service) {
                    return it.key().startsWith(service + QLatin1Char('.'));
                });
                const bool ranDuringRun =
                    std::any_of(it.value().cbegin(), it.value().cend(), [&run](const StatsRecord &r) {
                        return r.timeNs >= run.info.startNs && r.timeNs <= run.info.endNs;
                    });
                if (ofService && ranDuringRun)
                    stats.insert(it.key(), it.value());
            }
        }
        run.costMissing.clear();
        // A swept memory limit was set on every container and read back before the run.
        const auto setLimit = run.info.point.memoryMb > 0 && run.info.effectiveMemoryMb > 0
            ? std::optional(std::int64_t(run.info.effectiveMemoryMb) * 1024 * 1024)
            : std::nullopt;
        run.cost =
            runCost(stats, run.info.startNs, run.info.endNs, run.counts.requests, &run.costMissing, setLimit, m_starts);
        if (run.cost && run.engine.cpuUs >= 0)
            run.cost->generatorCpuSeconds = double(run.engine.cpuUs) / 1e6;
        if (!m_experiment.pricing)
            continue;
        const auto record = std::find_if(records.cbegin(), records.cend(),
                                         [&run](const auto &r) { return r->info.index == run.info.index; });
        if (record != records.cend())
            priceRun(run, requestTimes((*record)->samples), *m_experiment.pricing,
                     containersBound ? int(containers.size()) : 0);
    }
}

QStringList ResultsWriter::writeFinal(const std::vector<std::unique_ptr<RunRecord>> &runs,
                                      const ExperimentOutcome &outcome, const QJsonObject &docker)
{
    QStringList errors;
    if (path().isEmpty())
        return errors;
    MemoryLookup memory;
    if (!m_stats.isEmpty())
        memory = [this](const QString &container, std::int64_t timeNs) { return m_stats.usedMb(container, timeNs); };
    writeSamples(runs, memory, errors);
    QString error;
    if (m_statsWriter.isOpen() && !m_statsWriter.finish(&error))
        errors << error;
    if (m_eventsWriter.isOpen() && !m_eventsWriter.finish(&error))
        errors << error;

    const bool perfCost = std::any_of(m_experiment.runTypes.cbegin(), m_experiment.runTypes.cend(), isPerfCostType);
    if (perfCost) {
        if (!m_directory.writeFile(QStringLiteral("result.csv"), sebsResultCsv(runs, memory), &error))
            errors << error;
        QList<SebsRunFile> files = sebsRunFiles(runs, memory);
        for (SebsRunFile &file : files) {
            // What the run cost, as summary.json says it, beside SeBS's own statistics.
            const auto summary = std::find_if(outcome.runs.cbegin(), outcome.runs.cend(),
                                              [&file](const RunSummary &s) { return s.info.index == file.run; });
            QJsonObject statistics = file.content.value(QLatin1String("statistics")).toObject();
            const bool known = summary != outcome.runs.cend();
            statistics.insert(QStringLiteral("cost"),
                              known && summary->cost ? QJsonValue(runCostToJson(*summary->cost)) : QJsonValue());
            if (m_experiment.pricing)
                statistics.insert(QStringLiteral("billing"),
                                  known && summary->billing ? QJsonValue(runBillingToJson(*summary->billing))
                                                            : QJsonValue());
            file.content.insert(QStringLiteral("statistics"), statistics);
            if (!m_directory.writeFile(file.name, QJsonDocument(file.content).toJson(QJsonDocument::Indented), &error))
                errors << error;
        }
    }

    QJsonObject answers{{QStringLiteral("cold_start_overhead"), coldStartOverheadsToJson(outcome.coldStarts)}};
    if (m_experiment.pricing) {
        answers.insert(QStringLiteral("pricing"), pricingToJson(*m_experiment.pricing));
        answers.insert(QStringLiteral("perf_cost_curve"), perfCostCurvesToJson(outcome.perfCostCurves));
    }
    if (!m_experiment.thresholds.isEmpty())
        answers.insert(QStringLiteral("thresholds"), thresholdResultsToJson(outcome.thresholds));
    if (m_experiment.capacity)
        answers.insert(QStringLiteral("capacity_curve"), capacityCurveToJson(outcome.runs));
    if (!m_directory.writeFile(QStringLiteral("summary.json"),
                               QJsonDocument(summaryDocument(outcome.runs, answers)).toJson(QJsonDocument::Indented),
                               &error))
        errors << error;

    ExperimentEnvironment environment;
    environment.startNs = m_startNs;
    environment.endNs = nowNs();
    environment.status = outcome.status;
    environment.message = outcome.message;
    environment.docker = docker;
    if (!m_directory.writeFile(
            QStringLiteral("experiment.json"),
            QJsonDocument(experimentRecord(m_experiment, environment)).toJson(QJsonDocument::Indented), &error))
        errors << error;

    if (m_experiment.seedFormat && !m_directory.writeFile(QStringLiteral("client.json"), seedClientJson(runs), &error))
        errors << error;
    return errors;
}

} // namespace cp
