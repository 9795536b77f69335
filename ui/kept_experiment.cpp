#include "kept_experiment.h"

#include "config/experiment_json.h"
#include "http/redaction.h"
#include "model/translation.h"

#include <QJsonDocument>
#include <QSettings>

namespace cp {

namespace {

const QString ExperimentKey = QStringLiteral("experiment/settings");
const QString PathKey = QStringLiteral("experiment/path");
const QString DemoRowKey = QStringLiteral("experiment/demoRow");
const QString SecretsKey = QStringLiteral("experiment/secretsNotKept");

// What experimentToJson leaves out of `e`: secret header values and URL credentials.
QStringList secretsNotKept(const Experiment &e)
{
    QStringList secrets;
    for (const Endpoint &endpoint : e.endpoints) {
        const QString name = endpoint.name.isEmpty() ? redactedUrlText(endpoint.request.url, e.redact) : endpoint.name;
        for (const auto &header : endpoint.request.headers) {
            if (isSecretName(QByteArrayView(header.first), e.redact))
                secrets << tr("header %1 of %2").arg(QString::fromLatin1(header.first), name);
        }
        if (redactedUrl(endpoint.request.url, e.redact) != endpoint.request.url)
            secrets << tr("the credentials in the URL of %1").arg(name);
    }
    return secrets;
}

} // namespace

void keepExperiment(QSettings &settings, const KeptExperiment &kept)
{
    settings.setValue(ExperimentKey, QJsonDocument(experimentToJson(kept.experiment)).toJson(QJsonDocument::Compact));
    settings.setValue(PathKey, kept.path);
    settings.setValue(DemoRowKey, kept.demoRow);
    settings.setValue(SecretsKey, secretsNotKept(kept.experiment));
}

std::optional<KeptExperiment> readKeptExperiment(const QSettings &settings, QString *error)
{
    const QByteArray json = settings.value(ExperimentKey).toByteArray();
    if (json.isEmpty())
        return std::nullopt;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    QStringList errors;
    std::optional<Experiment> experiment;
    if (document.isObject())
        experiment = experimentFromJson(document.object(), &errors);
    else
        errors << parseError.errorString();
    if (!experiment) {
        *error = errors.join(QStringLiteral("; "));
        return std::nullopt;
    }
    KeptExperiment kept;
    kept.experiment = *experiment;
    kept.path = settings.value(PathKey).toString();
    kept.demoRow = settings.value(DemoRowKey, -1).toInt();
    if (kept.demoRow >= kept.experiment.endpoints.size())
        kept.demoRow = -1;
    kept.secretsNotKept = settings.value(SecretsKey).toStringList();
    return kept;
}

} // namespace cp
