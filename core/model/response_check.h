#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace cp {

// What a check sees of one response.
struct CheckedResponse
{
    int status = 0;
    QByteArrayView body;   // its first bytes, up to ResponseCheck::MaxCheckedBody
    bool bodyWhole = true; // false when the body was longer than what is kept
    std::uint64_t bodyBytes = 0;
    std::uint64_t headersSeen = 0; // bit i: the header check i names came with the response
};

// One condition on what an endpoint answers (docs/load-testing.md#checks). A
// response that fails one is an error of class `check` naming the first it
// failed; its text, as written, is its name in samples.csv, summary.json and JUnit.
//   status in 200-299,304        the status is one of these
//   body contains TEXT           the body holds TEXT (the rest of the line, verbatim)
//   body matches REGEX           the body, as UTF-8, matches REGEX (Perl syntax)
//   json POINTER == VALUE        the body is JSON, POINTER (RFC 6901) names VALUE (JSON)
//   header NAME                  the response has a header NAME
//   bytes_in < N                 the body is shorter than N bytes
struct ResponseCheck
{
    enum class Kind : std::uint8_t { Status, BodyContains, BodyMatches, JsonEquals, Header, BytesInUnder };

    // Body checks look at this much of a body; a json check of a longer one fails.
    static constexpr qsizetype MaxCheckedBody = 1024 * 1024;
    // Checks per endpoint: a sample names its failed check in 6 bits (Sample::check).
    static constexpr int MaxPerEndpoint = 63;

    QString text;
    Kind kind = Kind::Status;
    QList<QPair<int, int>> statuses; // inclusive ranges
    QByteArray text8;                // body contains: the bytes; header: the name
    QRegularExpression regex;
    QString pointer;
    QJsonValue expected;
    std::uint64_t maxBytes = 0;

    bool needsBody() const;
    // `index`: its place in its endpoint's list, for header checks' bit.
    bool holds(const CheckedResponse &response, int index) const;

    // The check `text` writes, or nothing with *error saying what is wrong.
    static std::optional<ResponseCheck> parse(const QString &text, QString *error);
    // Why an endpoint cannot take `count` checks; empty when it can.
    static QString countProblem(qsizetype count);

    Q_DECLARE_TR_FUNCTIONS(cp::ResponseCheck)
};

// The checks `texts` write, in order; nothing with *error naming the first that is
// wrong, or saying there are more than an endpoint takes.
std::optional<QList<ResponseCheck>> parseResponseChecks(const QStringList &texts, QString *error);
// Their texts, as written.
QStringList responseCheckTexts(const QList<ResponseCheck> &checks);

// The value RFC 6901's `pointer` names in `document`; nothing when it names none
// or is not a JSON pointer (empty, or starting with /).
std::optional<QJsonValue> resolveJsonPointer(const QJsonValue &document, QStringView pointer);

} // namespace cp
