#include "analysis/cost_analysis.h"

#include "analysis/run_samples_file.h"
#include "config/pricing_json.h"
#include "model/translation.h"
#include "store/cold_start_overheads.h"
#include "store/perf_cost_curves.h"
#include "store/run_pricing.h"
#include "store/run_record.h"
#include "store/summary_json.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>
#include <vector>

namespace cp {

namespace {

std::optional<QJsonObject> readSummary(const QDir &dir, QString *error)
{
    const QString path = dir.filePath(QStringLiteral("summary.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2 (costs are worked out from a finished results directory)")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parse);
    if (!document.isObject()) {
        *error = tr("%1: not a JSON object: %2").arg(QDir::toNativeSeparators(path), parse.errorString());
        return std::nullopt;
    }
    return document.object();
}

} // namespace

std::optional<CostAnalysis> analyzeCosts(const QString &directory, const std::optional<Pricing> &pricing,
                                         QString *error)
{
    const QDir dir(directory);
    const auto document = readSummary(dir, error);
    if (!document)
        return std::nullopt;
    const QString summaryPath = QDir::toNativeSeparators(dir.filePath(QStringLiteral("summary.json")));
    CostAnalysis analysis;
    analysis.directory = directory;
    const auto runs = summaryDocumentFromJson(*document, error);
    if (!runs) {
        *error = tr("%1: %2").arg(summaryPath, *error);
        return std::nullopt;
    }
    analysis.runs = *runs;
    analysis.pricing = pricing;
    if (!pricing && document->value(QLatin1String("pricing")).isObject()) {
        QStringList problems;
        analysis.pricing =
            pricingFromJson(document->value(QLatin1String("pricing")).toObject(), QStringLiteral("pricing"), problems);
        if (!analysis.pricing) {
            *error = tr("%1: %2").arg(summaryPath, problems.join(QLatin1String("; ")));
            return std::nullopt;
        }
    }

    QString samplesPath = dir.filePath(QStringLiteral("samples.csv"));
    if (!QFileInfo::exists(samplesPath))
        samplesPath = dir.filePath(QStringLiteral("samples.journal.csv"));
    if (!readRunSamples(samplesPath, &analysis.samples, error))
        return std::nullopt;

    std::vector<std::unique_ptr<RunRecord>> records;
    for (RunSummary &run : analysis.runs) {
        auto &record = *records.emplace_back(std::make_unique<RunRecord>());
        record.info = run.info;
        record.coldStartUs = run.coldStartUs;
        record.samples.append(analysis.samples[run.info.index]);
        if (!analysis.pricing)
            continue;
        if (!run.cost) {
            run.billing.reset();
            run.billingMissing =
                tr("summary.json holds no cost for it (%1), so the containers that served it are unknown")
                    .arg(run.costMissing);
            continue;
        }
        priceRun(run, requestTimes(record.samples), *analysis.pricing, int(run.cost->containers.size()));
    }
    if (analysis.pricing)
        analysis.curves = perfCostCurves(analysis.runs, analysis.pricing->model);
    analysis.coldStarts = coldStartOverheads(records);
    return analysis;
}

} // namespace cp
