#include "results_importer.h"

#include "summary_reader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

namespace cp {

namespace {

const QString CliName = QStringLiteral("containerperf-cli");

} // namespace

ResultsImporter::ResultsImporter(QObject *parent)
    : QObject(parent)
{
}

ResultsImporter::~ResultsImporter()
{
    if (m_process) {
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

std::optional<QList<RunSummary>> ResultsImporter::importDirectory(const QString &path, QString *error) const
{
    QFile file(QDir(path).filePath(QStringLiteral("summary.json")));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 holds no summary.json: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("%1 is not valid JSON: %2").arg(QDir::toNativeSeparators(file.fileName()), parseError.errorString());
        return std::nullopt;
    }
    QString reason;
    auto runs = summaryDocumentFromJson(document.object(), &reason);
    if (!runs)
        *error = tr("%1: %2").arg(QDir::toNativeSeparators(file.fileName()), reason);
    return runs;
}

QString ResultsImporter::cliPath()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(CliName), here.filePath(QStringLiteral("../cli/") + CliName)}) {
        if (QFileInfo(candidate).isExecutable())
            return QDir::cleanPath(candidate);
    }
    return QStandardPaths::findExecutable(CliName);
}

bool ResultsImporter::importCsv(const QString &path, QString *error)
{
    if (m_process) {
        *error = tr("an import is still running");
        return false;
    }
    const QString cli = cliPath();
    if (cli.isEmpty()) {
        *error = tr("%1 was not found next to this program or on PATH").arg(CliName);
        return false;
    }
    m_source = path;
    m_process = new QProcess(this);
    connect(m_process, &QProcess::finished, this, &ResultsImporter::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError processError) {
        if (processError == QProcess::FailedToStart) {
            emit failed(tr("%1 could not start: %2").arg(CliName, m_process->errorString()));
            m_process->deleteLater();
        }
    });
    m_process->start(cli, {QStringLiteral("analyze"), path, QStringLiteral("--json")});
    return true;
}

void ResultsImporter::onFinished(int exitCode, QProcess::ExitStatus status)
{
    QProcess *process = m_process;
    process->deleteLater();
    const QByteArray out = process->readAllStandardOutput();
    const QString err = QString::fromLocal8Bit(process->readAllStandardError()).trimmed();
    if (status != QProcess::NormalExit || exitCode != 0) {
        emit failed(err.isEmpty() ? tr("%1 analyze ended with code %2").arg(CliName).arg(exitCode) : err);
        return;
    }
    QString error;
    const auto runs = fromAnalyzeJson(out, &error);
    if (!runs) {
        emit failed(error);
        return;
    }
    emit imported(*runs, m_source);
}

std::optional<QList<RunSummary>> ResultsImporter::fromAnalyzeJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isArray()) {
        *error = tr("the analysis is not a JSON array: %1").arg(parseError.errorString());
        return std::nullopt;
    }
    QList<RunSummary> runs;
    const QJsonArray groups = document.array();
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QJsonObject object = groups.at(i).toObject();
        const QJsonObject group = object.value(QLatin1String("group")).toObject();
        RunSummary run;
        run.info.index = int(i);
        QStringList label;
        for (auto it = group.begin(); it != group.end(); ++it)
            label.append(it.key() + QLatin1Char('=') + it.value().toVariant().toString());
        run.info.endpointName = label.join(QLatin1Char(' '));
        if (const auto type = runTypeFromName(group.value(QLatin1String("type")).toVariant().toString()))
            run.info.point.type = *type;
        run.info.point.memoryMb = group.value(QLatin1String("memory")).toVariant().toInt();
        run.latencyUs = summaryFromJson(object);
        run.totalUs = run.latencyUs;
        run.counts.requests = run.latencyUs.n;
        run.counts.accepted = run.latencyUs.n;
        runs.append(run);
    }
    return runs;
}

} // namespace cp
