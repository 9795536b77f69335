#include "analyze_report.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace cli::AnalyzeReport {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("analyze", text);
}

// Enough digits for about four significant figures, never an exponent:
// latencies in µs read as whole numbers, seconds keep their decimals.
QString formatNumber(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("-");
    if (value == 0.0)
        return QStringLiteral("0");
    const int magnitude = static_cast<int>(std::floor(std::log10(std::abs(value))));
    return QString::number(value, 'f', std::clamp(3 - magnitude, 0, 6));
}

QString formatInterval(const std::optional<cp::stats::Interval> &interval)
{
    if (!interval)
        return QStringLiteral("-");
    return QStringLiteral("[%1, %2]").arg(formatNumber(interval->lo), formatNumber(interval->hi));
}

QString withUnit(const QString &label, const QString &unit)
{
    return unit.isEmpty() ? label : QStringLiteral("%1 [%2]").arg(label, unit);
}

QJsonValue intervalJson(const std::optional<cp::stats::Interval> &interval)
{
    if (!interval)
        return QJsonValue(QJsonValue::Null);
    return QJsonArray{interval->lo, interval->hi};
}

QJsonValue numberJson(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString unitOf(const QString &column)
{
    // SeBS's result.csv names no units; its times are µs except connection_time (s).
    static const QHash<QString, QString> sebs{
        {QStringLiteral("exec_time"), QStringLiteral("µs")},
        {QStringLiteral("client_time"), QStringLiteral("µs")},
        {QStringLiteral("provider_time"), QStringLiteral("µs")},
        {QStringLiteral("connection_time"), QStringLiteral("s")},
        {QStringLiteral("mem_used"), QStringLiteral("MB")},
    };
    if (const auto it = sebs.constFind(column); it != sebs.constEnd())
        return *it;
    static const std::pair<QLatin1StringView, QLatin1StringView> suffixes[] = {
        {QLatin1StringView("_us"), QLatin1StringView("µs")},     {QLatin1StringView("_ns"), QLatin1StringView("ns")},
        {QLatin1StringView("_ms"), QLatin1StringView("ms")},     {QLatin1StringView("_s"), QLatin1StringView("s")},
        {QLatin1StringView("_mb"), QLatin1StringView("MiB")},    {QLatin1StringView("_bytes"), QLatin1StringView("B")},
        {QLatin1StringView("_percent"), QLatin1StringView("%")},
    };
    for (const auto &[suffix, unit] : suffixes) {
        if (column.endsWith(suffix))
            return QString::fromUtf8(unit.data(), unit.size());
    }
    if (column.startsWith(QLatin1StringView("bytes_")))
        return QStringLiteral("B");
    return {};
}

QJsonObject groupJson(const QStringList &columns, const QStringList &key)
{
    QJsonObject group;
    for (qsizetype i = 0; i < columns.size() && i < key.size(); ++i) {
        bool ok = false;
        const double value = key[i].toDouble(&ok);
        group.insert(columns[i], ok && std::isfinite(value) ? QJsonValue(value) : QJsonValue(key[i]));
    }
    return group;
}

QJsonArray summariesJson(const QStringList &groupColumns, const std::vector<cp::GroupSummary> &summaries)
{
    QJsonArray array;
    for (const auto &[key, summary] : summaries) {
        QJsonObject object = cp::stats::toJson(summary);
        object.insert(QStringLiteral("group"), groupJson(groupColumns, key));
        array.append(object);
    }
    return array;
}

QString summariesTable(const QString &column, const QStringList &groupColumns,
                       const std::vector<cp::GroupSummary> &summaries)
{
    const QString unit = unitOf(column);
    QStringList header = groupColumns;
    header << tr("n") << withUnit(tr("mean"), unit) << withUnit(tr("median"), unit) << withUnit(tr("std"), unit)
           << withUnit(tr("cv"), QStringLiteral("%")) << withUnit(tr("min"), unit) << withUnit(tr("p90"), unit)
           << withUnit(tr("p99"), unit) << withUnit(tr("max"), unit) << withUnit(tr("95% CI median"), unit)
           << withUnit(tr("95% CI mean"), unit);

    std::vector<QStringList> rows;
    for (const auto &[key, s] : summaries) {
        QStringList row = key;
        row << QString::number(s.n) << formatNumber(s.mean) << formatNumber(s.median) << formatNumber(s.std)
            << formatNumber(s.cv) << formatNumber(s.min) << formatNumber(s.p90) << formatNumber(s.p99)
            << formatNumber(s.max) << formatInterval(s.ci95_median) << formatInterval(s.ci95_t);
        rows.push_back(row);
    }

    std::vector<qsizetype> widths(static_cast<std::size_t>(header.size()));
    for (qsizetype c = 0; c < header.size(); ++c)
        widths[static_cast<std::size_t>(c)] = header[c].size();
    for (const QStringList &row : rows) {
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[static_cast<std::size_t>(c)] = std::max(widths[static_cast<std::size_t>(c)], row[c].size());
    }
    // Group columns read left to right, figures line up on the right.
    const auto line = [&](const QStringList &cells) -> QString {
        QStringList padded;
        for (qsizetype c = 0; c < cells.size(); ++c) {
            const auto width = widths[static_cast<std::size_t>(c)];
            padded << (c < groupColumns.size() ? cells[c].leftJustified(width) : cells[c].rightJustified(width));
        }
        return padded.join(QStringLiteral("  ")) + QLatin1Char('\n');
    };
    QString text = line(header);
    for (const QStringList &row : rows)
        text += line(row);
    return text;
}

QJsonObject comparisonJson(const QString &column, const Side &a, const Side &b,
                           const cp::stats::MedianComparison &comparison)
{
    const auto side = [](const Side &s, qint64 n, double median) {
        return QJsonObject{{QStringLiteral("select"), s.selection},
                           {QStringLiteral("n"), n},
                           {QStringLiteral("median"), numberJson(median)}};
    };
    return QJsonObject{
        {QStringLiteral("column"), column},
        {QStringLiteral("a"), side(a, comparison.nA, comparison.medianA)},
        {QStringLiteral("b"), side(b, comparison.nB, comparison.medianB)},
        {QStringLiteral("difference"), numberJson(comparison.difference)},
        {QStringLiteral("ci95"), intervalJson(comparison.ci95)},
        {QStringLiteral("method"), QStringLiteral("percentile bootstrap")},
        {QStringLiteral("resamples"), comparison.resamples},
        {QStringLiteral("seed"), static_cast<qint64>(comparison.seed)},
    };
}

QString comparisonText(const QString &column, const Side &a, const Side &b,
                       const cp::stats::MedianComparison &comparison)
{
    const QString unit = unitOf(column);
    const QString suffix = unit.isEmpty() ? QString() : QLatin1Char(' ') + unit;
    const qsizetype width = std::max(a.selector.size(), b.selector.size());
    QString text = tr("Median of %1%2\n").arg(column, unit.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(unit));
    text += tr("  A  %1  n = %2  median = %3\n")
                .arg(a.selector.leftJustified(width))
                .arg(comparison.nA)
                .arg(formatNumber(comparison.medianA) + suffix);
    text += tr("  B  %1  n = %2  median = %3\n")
                .arg(b.selector.leftJustified(width))
                .arg(comparison.nB)
                .arg(formatNumber(comparison.medianB) + suffix);
    text += tr("median(B) - median(A) = %1\n").arg(formatNumber(comparison.difference) + suffix);
    if (comparison.ci95) {
        text += tr("95% CI %1 (percentile bootstrap, %2 resamples, seed %3)\n")
                    .arg(formatInterval(comparison.ci95) + suffix)
                    .arg(comparison.resamples)
                    .arg(comparison.seed);
    } else {
        text += tr("95% CI: none, a group has fewer than %1 values\n").arg(cp::stats::MinimumGroupSize);
    }
    return text;
}

} // namespace cli::AnalyzeReport
