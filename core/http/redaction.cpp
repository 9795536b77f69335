#include "http/redaction.h"

#include "model/request_url.h"

#include <QLatin1StringView>

#include <array>

namespace cp {

using namespace Qt::StringLiterals;

namespace {

constexpr std::array<QLatin1StringView, 11> secretParts = {"auth"_L1,   "token"_L1,     "secret"_L1,    "session"_L1,
                                                           "sessid"_L1, "cookie"_L1,    "key"_L1,       "password"_L1,
                                                           "passwd"_L1, "signature"_L1, "credential"_L1};
// Too short to look for inside other names ("design", "signal").
constexpr std::array<QLatin1StringView, 2> secretNames = {"sig"_L1, "pwd"_L1};

template<typename View>
bool isSecret(View name, const QStringList &extra)
{
    const auto trimmed = name.trimmed();
    for (const auto part : secretParts) {
        if (trimmed.contains(part, Qt::CaseInsensitive))
            return true;
    }
    for (const auto secret : secretNames) {
        if (trimmed.compare(secret, Qt::CaseInsensitive) == 0)
            return true;
    }
    for (const QString &secret : extra) {
        if (trimmed.compare(QStringView(secret).trimmed(), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// "a=1&token=x" (percent-encoded) with *** for the value of every secret
// parameter; everything else as it was.
QString redactedParameters(const QString &encoded, const QStringList &extra)
{
    QStringList parameters = encoded.split(QLatin1Char('&'));
    for (QString &parameter : parameters) {
        const qsizetype equals = parameter.indexOf(QLatin1Char('='));
        if (equals < 0)
            continue;
        // A form-encoded name writes a space as +.
        const QByteArray name = parameter.left(equals).toUtf8().replace('+', ' ');
        if (isSecretName(QStringView(QUrl::fromPercentEncoding(name)), extra))
            parameter = parameter.left(equals + 1) + QString::fromLatin1(redactedValue());
    }
    return parameters.join(QLatin1Char('&'));
}

} // namespace

bool isSecretName(QByteArrayView name, const QStringList &extra)
{
    return isSecret(QLatin1StringView(name), extra);
}

bool isSecretName(QStringView name, const QStringList &extra)
{
    return isSecret(name, extra);
}

QByteArray redactHeaderValue(QByteArrayView name, const QByteArray &value, const QStringList &extra)
{
    return isSecretName(name, extra) ? redactedValue() : value;
}

QString redactHeaderValue(QStringView name, const QString &value, const QStringList &extra)
{
    return isSecretName(name, extra) ? QString::fromLatin1(redactedValue()) : value;
}

QList<QPair<QByteArray, QByteArray>> redactHeaders(const QList<QPair<QByteArray, QByteArray>> &headers,
                                                   const QStringList &extra)
{
    QList<QPair<QByteArray, QByteArray>> result;
    result.reserve(headers.size());
    for (const auto &header : headers)
        result.append({header.first, redactHeaderValue(header.first, header.second, extra)});
    return result;
}

QString redactHeaderLine(const QString &line, const QStringList &extra)
{
    const qsizetype colon = line.indexOf(u':');
    if (colon < 0 || !isSecretName(QStringView(line).left(colon), extra))
        return line;
    return line.left(colon + 1) + u' ' + QString::fromLatin1(redactedValue());
}

QUrl redactedUrl(const QUrl &url, const QStringList &extra)
{
    QUrl result = url.adjusted(QUrl::RemoveUserInfo);
    if (result.hasQuery())
        result.setQuery(redactedParameters(result.query(QUrl::FullyEncoded), extra), QUrl::StrictMode);
    if (result.hasFragment())
        result.setFragment(redactedParameters(result.fragment(QUrl::FullyEncoded), extra), QUrl::StrictMode);
    return result;
}

QString redactedUrlText(const QUrl &url, const QStringList &extra)
{
    return requestUrlText(redactedUrl(url, extra));
}

} // namespace cp
