#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringView>

namespace cp {

// Secrets never reach a file ContainerPerf writes (docs/specification.md#secret-headers; SeBS result
// files leaked cloud credentials). Every writer of experiment.json, results
// and exports passes header values through these.

// Authorization, Cookie, Proxy-Authorization, or a name containing token,
// secret, key or password, case-insensitively.
bool isSecretHeaderName(QByteArrayView name);
bool isSecretHeaderName(QStringView name);

// What replaces a secret value.
inline QByteArray redactedValue()
{
    return QByteArrayLiteral("***");
}

// `value`, or *** when `name` is a secret header.
QByteArray redactHeaderValue(QByteArrayView name, const QByteArray &value);
QString redactHeaderValue(QStringView name, const QString &value);

QList<QPair<QByteArray, QByteArray>> redactHeaders(const QList<QPair<QByteArray, QByteArray>> &headers);

// A "Name: value" line as given on the command line or in an experiment file.
QString redactHeaderLine(const QString &line);

} // namespace cp
