#pragma once

#include <QCommandLineParser>
#include <QString>

#include <chrono>
#include <optional>

namespace cli {

// Exit codes (docs/specification.md#exit-codes).
enum ExitCode : int {
    ExitOk = 0,
    ExitUsage = 2,
    ExitDocker = 3,
    ExitRunFailed = 4,
    ExitThresholdFailed = 5,
    ExitInterrupted = 130,
};

// "10s", "500ms", "2m", "1.5s", "250us"; a bare number is seconds.
std::optional<std::chrono::nanoseconds> parseDuration(const QString &text);

// `text` with its control characters other than newline and tab written as \xHH:
// text from a daemon or server cannot drive the terminal.
QString printable(const QString &text);

// Prints "containerperf-cli: <message>" to stderr, made printable().
void printError(const QString &message);

// Parses `arguments` with `parser` (adds --help). On a bad flag prints the
// parser's message and returns ExitUsage; on --help prints help and returns ExitOk.
std::optional<int> parseOrExit(QCommandLineParser &parser, const QStringList &arguments);

// Reads an option as a positive integer; prints an error naming the option when it is not.
std::optional<qint64> positiveInteger(const QCommandLineParser &parser, const QString &option, qint64 minimum = 1);

} // namespace cli
