#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QUrl>

namespace cp {

// Secrets never reach a file ContainerPerf writes (docs/specification.md#secrets; SeBS result
// files leaked cloud credentials). Every writer of experiment.json, results
// and exports passes header values and URLs through these. The request sent
// keeps them.

// Whether a header or query parameter of this name holds a secret: the name
// contains auth, token, secret, session, sessid, cookie, key, password, passwd,
// signature or credential, or is sig or pwd, case-insensitively; or it is one
// of `extra` (the experiment's redact list), whole and case-insensitively.
bool isSecretName(QByteArrayView name, const QStringList &extra = {});
bool isSecretName(QStringView name, const QStringList &extra = {});

// What replaces a secret value.
inline QByteArray redactedValue()
{
    return QByteArrayLiteral("***");
}

// `value`, or *** when `name` is a secret header.
QByteArray redactHeaderValue(QByteArrayView name, const QByteArray &value, const QStringList &extra = {});
QString redactHeaderValue(QStringView name, const QString &value, const QStringList &extra = {});

QList<QPair<QByteArray, QByteArray>> redactHeaders(const QList<QPair<QByteArray, QByteArray>> &headers,
                                                   const QStringList &extra = {});

// A "Name: value" line as given on the command line or in an experiment file.
QString redactHeaderLine(const QString &line, const QStringList &extra = {});

// `url` as a file records it: without user name and password, and with *** for
// the value of every query (and fragment) parameter whose name is a secret.
QUrl redactedUrl(const QUrl &url, const QStringList &extra = {});
// The redacted URL as typed, placeholders with their braces (requestUrlText): what
// files write, and an endpoint's name when it has none of its own.
QString redactedUrlText(const QUrl &url, const QStringList &extra = {});

} // namespace cp
