#include "cli_support.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <cmath>

namespace cli {

std::optional<std::chrono::nanoseconds> parseDuration(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s|m|h)?\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2);
    double scale = 1e9;
    if (unit == QLatin1String("ns"))
        scale = 1;
    else if (unit == QLatin1String("us") || unit == QStringLiteral("µs"))
        scale = 1e3;
    else if (unit == QLatin1String("ms"))
        scale = 1e6;
    else if (unit == QLatin1String("m"))
        scale = 60e9;
    else if (unit == QLatin1String("h"))
        scale = 3600e9;
    return std::chrono::nanoseconds(std::llround(value * scale));
}

QString printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        // C0, DEL and C1: ESC and CSI start terminal control sequences.
        if (c.category() != QChar::Other_Control || c == QLatin1Char('\n') || c == QLatin1Char('\t'))
            out += c;
        else
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
    }
    return out;
}

void printError(const QString &message)
{
    QTextStream err(stderr);
    err << QCoreApplication::applicationName() << ": " << printable(message) << Qt::endl;
}

std::optional<int> parseOrExit(QCommandLineParser &parser, const QStringList &arguments)
{
    const auto helpOption = parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(parser.errorText() + QCoreApplication::translate("cli", " (see --help)"));
        return ExitUsage;
    }
    if (parser.isSet(helpOption)) {
        // The parser's usage line names the binary by the path it was started
        // with; what a user types is "containerperf-cli <command>".
        QString help = parser.helpText();
        const QString program = QCoreApplication::arguments().constFirst();
        const qsizetype at = help.indexOf(program);
        if (at >= 0 && at < help.indexOf(QLatin1Char('\n')) && !arguments.isEmpty())
            help.replace(at, program.size(), QStringLiteral("containerperf-cli ") + arguments.constFirst());
        QTextStream(stdout) << help;
        return ExitOk;
    }
    return std::nullopt;
}

std::optional<qint64> positiveInteger(const QCommandLineParser &parser, const QString &option, qint64 minimum)
{
    bool ok = false;
    const qint64 value = parser.value(option).toLongLong(&ok);
    if (!ok || value < minimum) {
        printError(QCoreApplication::translate("cli", "--%1 must be a whole number of at least %2, not '%3'")
                       .arg(option)
                       .arg(minimum)
                       .arg(parser.value(option)));
        return std::nullopt;
    }
    return value;
}

} // namespace cli
