#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace cp {

// A value one answer of a request sequence gives the requests after it
// (docs/load-testing.md#request-sequences), written NAME = json POINTER or
// NAME = header HEADER-NAME; later requests of the round take it as {{captured.NAME}}.
struct Capture
{
    enum class From : std::uint8_t { Json, Header };

    // The longest value a capture takes: more is no value (the request fails its capture).
    static constexpr qsizetype MaxValueBytes = 4096;

    QString text; // as written: the name of the check an answer without the value fails
    QByteArray name;
    From from = From::Json;
    QString pointer;   // Json: RFC 6901
    QByteArray header; // Header: its name

    // The value `text` writes, or nothing with *error saying what is wrong.
    static std::optional<Capture> parse(const QString &text, QString *error);

    Q_DECLARE_TR_FUNCTIONS(cp::Capture)
};

// The captures `texts` write, in order; nothing with *error naming the first that is wrong.
std::optional<QList<Capture>> parseCaptures(const QStringList &texts, QString *error);
QStringList captureTexts(const QList<Capture> &captures);

// Whether `value` can go into a later request as it is: not longer than
// Capture::MaxValueBytes and free of control characters (a line break in a
// header value would start another header, or another request).
bool isCapturableValue(QByteArrayView value);

} // namespace cp
