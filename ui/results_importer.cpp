#include "results_importer.h"

#include "analysis/cost_analysis.h"
#include "analysis/events_file.h"
#include "analysis/results_analysis.h"
#include "analysis/results_source.h"
#include "analysis/run_samples_file.h"
#include "analysis/stats_file.h"
#include "store/summary_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <limits>

namespace cp {

namespace {

const QString SummaryName = QStringLiteral("summary.json");

void readSummary(const QString &path, ImportOutcome *outcome)
{
    const QString name = QDir::toNativeSeparators(path);
    const QString fix =
        ResultsImporter::tr("import the folder's samples.csv instead, or choose another results folder");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        outcome->error = ResultsImporter::tr("%1: cannot read: %2").arg(name, file.errorString());
        outcome->fix = fix;
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        outcome->error = ResultsImporter::tr("%1 is not valid JSON: %2").arg(name, parseError.errorString());
        outcome->fix = fix;
        return;
    }
    QString reason;
    const auto runs = summaryDocumentFromJson(document.object(), &reason);
    if (!runs) {
        outcome->error = ResultsImporter::tr("%1: %2").arg(name, reason);
        outcome->fix = fix;
        return;
    }
    outcome->runs = *runs;
}

// The charts of a results directory: its samples.csv, and stats.csv and events.csv
// where the run had containers to watch. What cannot be read is said in the note,
// the rest is shown.
void readCharts(const QString &directory, ImportOutcome *outcome)
{
    QStringList unread;
    QString error;
    const QDir dir(directory);
    std::map<int, QList<ServedBy>> servedBy;
    if (!readRunSamples(dir.filePath(QStringLiteral("samples.csv")), &outcome->charts.samples, &error, &servedBy))
        unread << error;
    // summary.json does not say which containers served a run; its samples do.
    for (RunSummary &run : outcome->runs)
        run.info.servedBy = servedBy[run.info.index];
    const QString stats = dir.filePath(QStringLiteral("stats.csv"));
    if (QFileInfo::exists(stats) && !readStatsFile(stats, &outcome->charts.stats, &error))
        unread << error;
    const QString events = dir.filePath(QStringLiteral("events.csv"));
    if (QFileInfo::exists(events) && !readEventsFile(events, &outcome->charts.events, &error))
        unread << error;
    if (!unread.isEmpty()) {
        const QString note = ResultsImporter::tr("The charts leave out what could not be read: %1.")
                                 .arg(unread.join(QStringLiteral("; ")));
        outcome->note = outcome->note.isEmpty() ? note : outcome->note + QLatin1Char(' ') + note;
    }
}

} // namespace

std::int64_t ImportedCharts::originNs() const
{
    std::int64_t origin = std::numeric_limits<std::int64_t>::max();
    for (const auto &[run, batch] : samples) {
        for (const Sample &sample : batch)
            origin = std::min(origin, sample.intendedNs());
    }
    for (const StatsRecord &record : stats)
        origin = std::min(origin, record.timeNs);
    for (const DockerEvent &event : events)
        origin = std::min(origin, event.timeNs);
    return origin == std::numeric_limits<std::int64_t>::max() ? 0 : origin;
}

ResultsImporter::ResultsImporter(QObject *parent)
    : QObject(parent)
{ }

ResultsImporter::~ResultsImporter()
{
    // The pool thread holds nothing of this object; cancelling lets it end soon.
    cancel();
}

void ResultsImporter::start(const QString &path)
{
    cancel();
    m_busy = true;
    // The watcher is the receiver of this import's outcome: replacing or
    // cancelling the import deletes it, and what it had queued with it, as
    // WorkerThread drops a stopped worker's signals (docs/architecture.md#threads).
    m_watcher = std::make_unique<QFutureWatcher<ImportOutcome>>();
    QFutureWatcher<ImportOutcome> *watcher = m_watcher.get();
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path] {
        m_busy = false;
        ImportOutcome outcome = watcher->result();
        m_watcher.release()->deleteLater(); // it is emitting this very signal
        if (outcome.error.isEmpty()) {
            m_charts = std::move(outcome.charts);
            emit answered(outcome.curves, outcome.coldStarts);
            emit imported(outcome.runs, path, outcome.note);
        }
        else
            emit failed(outcome.error, outcome.fix);
    });
    m_running = QtConcurrent::run([path](QPromise<ImportOutcome> &promise) {
        promise.addResult(read(path, [&promise] { return promise.isCanceled(); }));
    });
    watcher->setFuture(m_running);
}

void ResultsImporter::cancel()
{
    m_running.cancel();
    m_watcher.reset();
    m_charts = {};
    m_busy = false;
}

ImportOutcome ResultsImporter::read(const QString &path, const std::function<bool()> &canceled)
{
    ImportOutcome outcome;
    const QString name = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    const QString choose = tr("choose a ContainerPerf results folder or a SeBS result.csv");
    if (!info.exists()) {
        outcome.error = tr("%1 does not exist").arg(name);
        outcome.fix = choose;
        return outcome;
    }
    // A finished run's summary.json holds its counts and figures; without one
    // (a killed run, a SeBS folder) the folder's samples are analysed.
    if (info.isDir() && QFileInfo::exists(QDir(path).filePath(SummaryName))) {
        readSummary(QDir(path).filePath(SummaryName), &outcome);
        if (!outcome.error.isEmpty() || (canceled && canceled()))
            return outcome;
        // The curves and cold-start overheads, from its samples as the run worked them out.
        QString error;
        if (const auto answers = analyzeCosts(path, std::nullopt, &error)) {
            outcome.curves = answers->curves;
            outcome.coldStarts = answers->coldStarts;
        } else {
            outcome.note = tr("No perf-cost curve or cold-start overhead: %1").arg(error);
        }
        if (!canceled || !canceled())
            readCharts(path, &outcome);
        return outcome;
    }
    QString error;
    const auto source = ResultsSource::resolve(path, &error);
    if (!source) {
        outcome.error = info.isDir()
            ? tr("%1 holds no %2, samples.csv, samples.journal.csv or result.csv").arg(name, SummaryName)
            : error;
        outcome.fix = choose;
        return outcome;
    }
    const auto analysis = analyzeResults(*source, source->defaultColumn(), source->defaultGroups(), &error, canceled);
    if (!analysis) {
        outcome.error = error;
        outcome.fix = tr("correct the file where the message points, or %1").arg(choose);
        return outcome;
    }
    if (analysis->groups.empty()) {
        outcome.error = tr("%1 holds no %2 values").arg(QDir::toNativeSeparators(analysis->file), analysis->column);
        const QString note = analysis->leftOutNote();
        if (!note.isEmpty())
            outcome.error += QLatin1String(". ") + note;
        outcome.fix = tr("choose a file with measured requests");
        return outcome;
    }
    outcome.runs = runsFromAnalysis(*analysis);
    outcome.note = analysis->leftOutNote();
    return outcome;
}

QList<RunSummary> ResultsImporter::runsFromAnalysis(const ResultsAnalysis &analysis)
{
    const QStringList &columns = analysis.groupColumns;
    QList<RunSummary> runs;
    for (std::size_t i = 0; i < analysis.groups.size(); ++i) {
        const GroupSummary &group = analysis.groups[i];
        const auto value = [&](const char *column) {
            return group.key.value(columns.indexOf(QLatin1StringView(column)));
        };
        RunSummary run;
        run.info.index = int(i);
        QStringList label;
        for (qsizetype c = 0; c < columns.size(); ++c)
            label << columns[c] + QLatin1Char('=') + group.key.value(c);
        run.info.endpointName = label.join(QLatin1Char(' '));
        if (const auto type = runTypeFromName(value("type")))
            run.info.point.type = *type;
        // SeBS calls the column memory, ContainerPerf memory_mb; both are MiB.
        const QString memory = columns.contains(QLatin1StringView("memory")) ? value("memory") : value("memory_mb");
        run.info.point.memoryMb = int(memory.toDouble());
        run.info.point.cpuLimit = value("cpu_limit").toDouble();
        // SeBS has no message length: 0 rather than the run default of 5.
        run.info.point.msgLength = value("msg_length").toInt();
        run.latencyUs = group.summary;
        run.totalUs = group.summary;
        // A file's values say nothing about how fast they were sent.
        run.throughputRps = std::numeric_limits<double>::quiet_NaN();
        run.counts.requests = group.summary.n;
        run.counts.accepted = group.summary.n;
        runs.append(run);
    }
    return runs;
}

} // namespace cp
