#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace cp {

// Orders group keys value by value, numbers numerically (128 before 1024),
// everything else as text.
struct GroupKeyLess
{
    bool operator()(const QStringList &a, const QStringList &b) const;
};

// One column's values per group of rows.
struct GroupedValues
{
    QStringList groupColumns;
    std::map<QStringList, std::vector<double>, GroupKeyLess> groups;
    qint64 emptySkipped = 0;         // rows whose value was empty
    qint64 failedSkipped = 0;        // ContainerPerf rows whose error was not `ok`
    bool partialLineDropped = false; // a journal's cut-off last line
};

// A results file to analyse, found from a path (docs/statistics.md#containerperf-cli-analyze): a SeBS result.csv,
// a ContainerPerf samples.csv or its journal, or any other CSV; for a results
// directory its samples.csv, else samples.journal.csv, else result.csv.
// `containerperf-cli analyze` and the GUI's import read files through it.
class ResultsSource
{
    Q_DECLARE_TR_FUNCTIONS(cp::ResultsSource)
public:
    enum class Format {
        Sebs,    // result.csv and any CSV not recognised as samples
        Samples, // ContainerPerf samples.csv / samples.journal.csv
    };

    // Empty with `error` set when the path holds nothing readable.
    static std::optional<ResultsSource> resolve(const QString &path, QString *error);

    const QString &file() const { return m_file; }
    Format format() const { return m_format; }
    bool isJournal() const { return m_journal; }
    QString defaultColumn() const;
    QStringList defaultGroups() const;

    // Asked now and then while reading; true stops the read (false, with `error` set).
    using Canceled = std::function<bool()>;

    // Reads `column` grouped by `groupBy`. Empty values are skipped, and for
    // samples so are rows whose error is not `ok`. False with `error` naming
    // the file, line and column on unreadable input.
    bool read(const QString &column, const QStringList &groupBy, GroupedValues *out, QString *error,
              const Canceled &canceled = {}) const;

private:
    ResultsSource(QString file, Format format, bool journal);

    QString m_file;
    Format m_format;
    bool m_journal;
};

} // namespace cp
