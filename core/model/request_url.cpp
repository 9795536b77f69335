#include "model/request_url.h"

namespace cp {

QUrl requestUrlFromText(const QString &text, QUrl::ParsingMode mode)
{
    QString encoded = text;
    encoded.replace(QLatin1String("{{"), QLatin1String("%7B%7B")).replace(QLatin1String("}}"), QLatin1String("%7D%7D"));
    return QUrl(encoded, mode);
}

QString requestUrlText(const QUrl &url)
{
    return url.toString()
        .replace(QLatin1String("%7B%7B"), QLatin1String("{{"))
        .replace(QLatin1String("%7D%7D"), QLatin1String("}}"));
}

} // namespace cp
