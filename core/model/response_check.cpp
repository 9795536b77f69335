#include "model/response_check.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace cp {

namespace {

// "200-299,304" as ranges; nothing when a part is not a status or a range of them.
std::optional<QList<QPair<int, int>>> statusRanges(QStringView list)
{
    QList<QPair<int, int>> ranges;
    for (QStringView part : list.split(u',')) {
        part = part.trimmed();
        const qsizetype dash = part.indexOf(u'-');
        bool okFrom = false;
        bool okTo = false;
        const int from = (dash < 0 ? part : part.first(dash)).trimmed().toInt(&okFrom);
        const int to = dash < 0 ? from : part.sliced(dash + 1).trimmed().toInt(&okTo);
        if (!okFrom || (dash >= 0 && !okTo) || from < 100 || to > 999 || from > to)
            return std::nullopt;
        ranges.append({from, to});
    }
    return ranges;
}

// JSON numbers compare by value: 3 and 3.0 are the same answer.
bool sameJson(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    return a == b;
}

} // namespace

std::optional<QJsonValue> resolveJsonPointer(const QJsonValue &document, QStringView pointer)
{
    if (pointer.isEmpty())
        return document;
    if (!pointer.startsWith(u'/'))
        return std::nullopt;
    QJsonValue value = document;
    for (QStringView token : pointer.sliced(1).split(u'/')) {
        // ~1 before ~0, as RFC 6901 says: "~01" is "~1", not "/".
        const QString name = token.toString()
                                 .replace(QLatin1StringView("~1"), QLatin1StringView("/"))
                                 .replace(QLatin1StringView("~0"), QLatin1StringView("~"));
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            const auto it = object.constFind(name);
            if (it == object.constEnd())
                return std::nullopt;
            value = *it;
        } else if (value.isArray()) {
            const QJsonArray array = value.toArray();
            bool ok = false;
            const qsizetype index = name.toLongLong(&ok);
            // RFC 6901: an index is decimal without leading zeros or sign.
            if (!ok || name.isEmpty() || (name.size() > 1 && name.front() == u'0') || !name.front().isDigit()
                || index >= array.size())
                return std::nullopt;
            value = array.at(index);
        } else {
            return std::nullopt;
        }
    }
    return value;
}

bool ResponseCheck::needsBody() const
{
    return kind == Kind::BodyContains || kind == Kind::BodyMatches || kind == Kind::JsonEquals;
}

bool ResponseCheck::holds(const CheckedResponse &response, int index) const
{
    switch (kind) {
    case Kind::Status:
        for (const auto &[from, to] : statuses) {
            if (response.status >= from && response.status <= to)
                return true;
        }
        return false;
    case Kind::BodyContains:
        return QByteArrayView(response.body).indexOf(text8) >= 0;
    case Kind::BodyMatches:
        return regex.match(QString::fromUtf8(response.body)).hasMatch();
    case Kind::JsonEquals: {
        if (!response.bodyWhole)
            return false;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(response.body.toByteArray(), &error);
        if (error.error != QJsonParseError::NoError)
            return false;
        const QJsonValue root = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
        const auto value = resolveJsonPointer(root, pointer);
        return value && sameJson(*value, expected);
    }
    case Kind::Header:
        return index < 64 && (response.headersSeen >> index & 1u) != 0;
    case Kind::BytesInUnder:
        return response.bodyBytes < maxBytes;
    }
    return false;
}

std::optional<ResponseCheck> ResponseCheck::parse(const QString &text, QString *error)
{
    const QString trimmed = text.trimmed();
    const auto rest = [&](QLatin1StringView prefix) -> std::optional<QString> {
        if (!trimmed.startsWith(prefix))
            return std::nullopt;
        return trimmed.sliced(prefix.size());
    };
    ResponseCheck check;
    check.text = text;
    if (const auto list = rest(QLatin1StringView("status in "))) {
        check.kind = Kind::Status;
        const auto ranges = statusRanges(*list);
        if (!ranges) {
            *error = tr("check '%1': '%2' is not a list of statuses (100-999) or ranges, e.g. 200-299,304")
                         .arg(text, list->trimmed());
            return std::nullopt;
        }
        check.statuses = *ranges;
    } else if (const auto needle = rest(QLatin1StringView("body contains "))) {
        check.kind = Kind::BodyContains;
        check.text8 = needle->toUtf8();
    } else if (const auto pattern = rest(QLatin1StringView("body matches "))) {
        check.kind = Kind::BodyMatches;
        check.regex = QRegularExpression(*pattern);
        if (!check.regex.isValid()) {
            *error = tr("check '%1': the regular expression is not valid: %2 at character %3")
                         .arg(text, check.regex.errorString())
                         .arg(check.regex.patternErrorOffset());
            return std::nullopt;
        }
        check.regex.optimize();
    } else if (const auto json = rest(QLatin1StringView("json "))) {
        check.kind = Kind::JsonEquals;
        const qsizetype equals = json->indexOf(QLatin1StringView(" == "));
        if (equals < 0) {
            *error = tr("check '%1': write json POINTER == VALUE, e.g. json /status == \"ok\"").arg(text);
            return std::nullopt;
        }
        check.pointer = json->first(equals).trimmed();
        if (!check.pointer.isEmpty() && !check.pointer.startsWith(u'/')) {
            *error = tr("check '%1': '%2' is not a JSON pointer: it starts with /, e.g. /data/0/id")
                         .arg(text, check.pointer);
            return std::nullopt;
        }
        // A JSON value: wrapped in an array, since a document must be one.
        const QString value = json->sliced(equals + 4).trimmed();
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(QStringLiteral("[%1]").arg(value).toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError || document.array().size() != 1) {
            *error =
                tr("check '%1': '%2' is not a JSON value; write text in double quotes, e.g. \"ok\"").arg(text, value);
            return std::nullopt;
        }
        check.expected = document.array().at(0);
    } else if (const auto name = rest(QLatin1StringView("header "))) {
        check.kind = Kind::Header;
        check.text8 = name->trimmed().toLatin1();
        static const QRegularExpression token(QStringLiteral("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"));
        if (!token.match(name->trimmed()).hasMatch()) {
            *error = tr("check '%1': '%2' is not a header name").arg(text, name->trimmed());
            return std::nullopt;
        }
    } else if (const auto limit = rest(QLatin1StringView("bytes_in < "))) {
        check.kind = Kind::BytesInUnder;
        bool ok = false;
        check.maxBytes = limit->trimmed().toULongLong(&ok);
        if (!ok || check.maxBytes == 0) {
            *error = tr("check '%1': '%2' is not a positive number of bytes").arg(text, limit->trimmed());
            return std::nullopt;
        }
    } else {
        *error = tr("'%1' is not a check: write one of status in 200-299, body contains TEXT, body matches "
                    "REGEX, json POINTER == VALUE, header NAME, bytes_in < N")
                     .arg(text);
        return std::nullopt;
    }
    return check;
}

QString ResponseCheck::countProblem(qsizetype count)
{
    return count > MaxPerEndpoint ? tr("%1 checks; an endpoint takes at most %2").arg(count).arg(MaxPerEndpoint)
                                  : QString();
}

std::optional<QList<ResponseCheck>> parseResponseChecks(const QStringList &texts, QString *error)
{
    if (const QString problem = ResponseCheck::countProblem(texts.size()); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    QList<ResponseCheck> checks;
    for (const QString &text : texts) {
        const auto check = ResponseCheck::parse(text, error);
        if (!check)
            return std::nullopt;
        checks.append(*check);
    }
    return checks;
}

QStringList responseCheckTexts(const QList<ResponseCheck> &checks)
{
    QStringList texts;
    for (const ResponseCheck &check : checks)
        texts.append(check.text);
    return texts;
}

} // namespace cp
