#pragma once

#include <QString>
#include <QUrl>

namespace cp {

// An endpoint's URL as typed, placeholders in its path and query included
// (docs/specification.md#requests-and-templates). A URL may not hold '{' or '}', so
// the QUrl keeps each "{{" and "}}" percent-encoded; the request template finds
// them there.
QUrl requestUrlFromText(const QString &text, QUrl::ParsingMode mode = QUrl::StrictMode);
// The URL as a user typed it: its placeholders with their braces.
QString requestUrlText(const QUrl &url);

} // namespace cp
