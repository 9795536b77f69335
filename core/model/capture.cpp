#include "model/capture.h"

#include <QRegularExpression>

#include <algorithm>

namespace cp {

std::optional<Capture> Capture::parse(const QString &text, QString *error)
{
    static const QRegularExpression form(
        QStringLiteral("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(json|header)\\s+(.+?)\\s*$"));
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch()) {
        *error =
            tr("capture '%1': write NAME = json POINTER or NAME = header NAME, e.g. token = json /token").arg(text);
        return std::nullopt;
    }
    Capture capture;
    capture.text = text.trimmed();
    capture.name = match.captured(1).toLatin1();
    const QString what = match.captured(3);
    if (match.captured(2) == QLatin1StringView("json")) {
        capture.from = From::Json;
        capture.pointer = what;
        if (!what.startsWith(u'/')) {
            *error = tr("capture '%1': '%2' is not a JSON pointer: it starts with /, e.g. /data/token").arg(text, what);
            return std::nullopt;
        }
    } else {
        capture.from = From::Header;
        static const QRegularExpression token(QStringLiteral("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"));
        if (!token.match(what).hasMatch()) {
            *error = tr("capture '%1': '%2' is not a header name").arg(text, what);
            return std::nullopt;
        }
        capture.header = what.toLatin1();
    }
    return capture;
}

std::optional<QList<Capture>> parseCaptures(const QStringList &texts, QString *error)
{
    QList<Capture> captures;
    for (const QString &text : texts) {
        const auto capture = Capture::parse(text, error);
        if (!capture)
            return std::nullopt;
        captures.append(*capture);
    }
    return captures;
}

QStringList captureTexts(const QList<Capture> &captures)
{
    QStringList texts;
    for (const Capture &capture : captures)
        texts.append(capture.text);
    return texts;
}

bool isCapturableValue(QByteArrayView value)
{
    if (value.size() > Capture::MaxValueBytes)
        return false;
    return std::none_of(value.begin(), value.end(),
                        [](char c) { return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7F; });
}

} // namespace cp
