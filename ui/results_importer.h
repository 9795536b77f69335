#pragma once

#include "results/run_info.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QProcess>

#include <optional>

namespace cp {

// Imports results for the Results table: a ContainerPerf results directory
// from its summary.json (the run's own figures), or any CSV `containerperf-cli
// analyze` reads (a SeBS result.csv grouped by memory, type, is_cold; samples
// files) by running the CLI, so the GUI's numbers are the CLI's by
// construction and the reading happens in another process, not the GUI thread.
class ResultsImporter : public QObject
{
    Q_OBJECT
public:
    explicit ResultsImporter(QObject *parent = nullptr);
    ~ResultsImporter() override;

    // A directory is read at once (returned); a CSV file is analysed in the
    // background and arrives through imported(). Empty with `error` on failure.
    std::optional<QList<RunSummary>> importDirectory(const QString &path, QString *error) const;
    bool importCsv(const QString &path, QString *error);
    bool isBusy() const { return m_process != nullptr; }

    // `containerperf-cli analyze --json` output: one row per group.
    static std::optional<QList<RunSummary>> fromAnalyzeJson(const QByteArray &json, QString *error);
    // The CLI next to this program, in the build tree beside it, or on PATH.
    static QString cliPath();

signals:
    void imported(const QList<cp::RunSummary> &runs, const QString &source);
    void failed(const QString &message);

private:
    void onFinished(int exitCode, QProcess::ExitStatus status);

    QPointer<QProcess> m_process;
    QString m_source;
};

} // namespace cp
