#include "http/redaction.h"

#include <QLatin1StringView>

#include <array>

namespace cp {

namespace {

constexpr std::array<QLatin1StringView, 3> secretNames = {
    QLatin1StringView("authorization"),
    QLatin1StringView("cookie"),
    QLatin1StringView("proxy-authorization"),
};
constexpr std::array<QLatin1StringView, 4> secretParts = {
    QLatin1StringView("token"),
    QLatin1StringView("secret"),
    QLatin1StringView("key"),
    QLatin1StringView("password"),
};

template<typename View>
bool isSecret(View name)
{
    const auto trimmed = name.trimmed();
    for (const auto secret : secretNames) {
        if (trimmed.compare(secret, Qt::CaseInsensitive) == 0)
            return true;
    }
    for (const auto part : secretParts) {
        if (trimmed.contains(part, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace

bool isSecretHeaderName(QByteArrayView name)
{
    return isSecret(QLatin1StringView(name));
}

bool isSecretHeaderName(QStringView name)
{
    return isSecret(name);
}

QByteArray redactHeaderValue(QByteArrayView name, const QByteArray &value)
{
    return isSecretHeaderName(name) ? redactedValue() : value;
}

QString redactHeaderValue(QStringView name, const QString &value)
{
    return isSecretHeaderName(name) ? QString::fromLatin1(redactedValue()) : value;
}

QList<QPair<QByteArray, QByteArray>> redactHeaders(const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QList<QPair<QByteArray, QByteArray>> result;
    result.reserve(headers.size());
    for (const auto &header : headers)
        result.append({header.first, redactHeaderValue(header.first, header.second)});
    return result;
}

QString redactHeaderLine(const QString &line)
{
    const qsizetype colon = line.indexOf(u':');
    if (colon < 0 || !isSecretHeaderName(QStringView(line).left(colon)))
        return line;
    return line.left(colon + 1) + u' ' + QString::fromLatin1(redactedValue());
}

} // namespace cp
