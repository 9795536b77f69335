#include "stats_command.h"

#include "cli_support.h"
#include "config/experiment.h"
#include "docker/container_monitor.h"
#include "signal_watcher.h"
#include "store/events_writer.h"
#include "store/stats_writer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSet>
#include <QTextStream>
#include <QTimer>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

struct StatsOptions
{
    QStringList containers;
    std::chrono::nanoseconds duration{};
    QString outDirectory;
    bool seedFormat = false;
    bool quiet = false;
};

std::optional<StatsOptions> parseOptions(QCommandLineParser &parser, const QStringList &arguments, int *exitCode)
{
    parser.setApplicationDescription(
        tr("Streams Docker stats and events of the named containers into stats.csv and events.csv."));
    parser.addPositionalArgument(QStringLiteral("NAME"), tr("Container names or ids."), QStringLiteral("NAME..."));
    parser.addOption({QStringLiteral("duration"), tr("How long to collect (e.g. 10s, 2m)."), QStringLiteral("time"),
                      QStringLiteral("10s")});
    parser.addOption(
        {QStringLiteral("out"), tr("Results directory (default: stats-<date>-<time>)."), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("format"), tr("default, or seed to also write docker_stats.json."),
                      QStringLiteral("format"), QStringLiteral("default")});
    parser.addOption({QStringLiteral("quiet"), tr("No progress on stderr.")});
    if (const auto exit = cli::parseOrExit(parser, arguments)) {
        *exitCode = *exit;
        return std::nullopt;
    }
    *exitCode = cli::ExitUsage;
    StatsOptions options;
    options.containers = parser.positionalArguments();
    if (options.containers.isEmpty()) {
        cli::printError(tr("stats needs at least one container name (see --help)"));
        return std::nullopt;
    }
    for (const QString &container : std::as_const(options.containers)) {
        if (const QString problem = cp::containerReferenceProblem(container); !problem.isEmpty()) {
            cli::printError(problem);
            return std::nullopt;
        }
    }
    const auto duration = cli::parseDuration(parser.value(QStringLiteral("duration")));
    if (!duration || duration->count() <= 0) {
        cli::printError(tr("--duration must be a positive time such as 10s or 2m, not '%1'")
                            .arg(parser.value(QStringLiteral("duration"))));
        return std::nullopt;
    }
    options.duration = *duration;
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("default") && format != QLatin1String("seed")) {
        cli::printError(tr("--format must be default or seed, not '%1'").arg(format));
        return std::nullopt;
    }
    options.seedFormat = format == QLatin1String("seed");
    options.quiet = parser.isSet(QStringLiteral("quiet"));
    options.outDirectory = parser.isSet(QStringLiteral("out"))
        ? parser.value(QStringLiteral("out"))
        : QStringLiteral("stats-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    return options;
}

// One `stats` run: monitor → writers, a progress line a second, stop on time,
// signal or when every container is gone.
class StatsSession
{
public:
    StatsSession(const StatsOptions &options)
        : m_options(options)
    {
        m_stats.setSeedExport(options.seedFormat);
    }

    int run()
    {
        if (!QDir().mkpath(m_options.outDirectory)) {
            cli::printError(tr("cannot create the output directory %1").arg(m_options.outDirectory));
            return cli::ExitUsage;
        }
        QString error;
        QObject::connect(&m_monitor, &cp::ContainerMonitor::connected, &m_loop, [this] { onConnected(); });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::connectionFailed, &m_loop, [this](const QString &message) {
            cli::printError(message);
            m_loop.exit(cli::ExitDocker);
        });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::connectionLost, &m_loop, [](const QString &message) {
            cli::printError(tr("lost the Docker daemon (%1); reconnecting").arg(message));
        });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::reconnected, &m_loop,
                         [] { cli::printError(tr("Docker daemon back; streams resumed")); });
        QObject::connect(
            &m_monitor, &cp::ContainerMonitor::statsReceived, &m_loop,
            [this](const cp::StatsRecordBatch &records) { write(m_stats.append(records, &m_writeError)); });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::eventsReceived, &m_loop,
                         [this](const cp::DockerEventBatch &events) { write(m_events.append(events, &m_writeError)); });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::containerMissing, &m_loop,
                         [this](const QString &container, const QString &message) {
                             cli::printError(tr("container '%1': %2").arg(container, message));
                             m_exitCode = cli::ExitUsage;
                             m_monitor.stop();
                         });
        QObject::connect(
            &m_monitor, &cp::ContainerMonitor::containerNotRunning, &m_loop,
            [this](const QString &container, const QString &state) {
                cli::printError(
                    tr("container '%1' is %2, not running: its stats start when it does ('docker start %1')")
                        .arg(container, state));
                m_notRunning.insert(container);
            });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::containerUnreadable, &m_loop,
                         [this](const QString &container, const QString &message) {
                             cli::printError(
                                 tr("container '%1': %2; its stats are not collected").arg(container, message));
                             m_exitCode = cli::ExitRunFailed;
                             containerGone(container);
                         });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::containerEnded, &m_loop,
                         [this](const QString &container, bool removed) {
                             if (!m_options.quiet)
                                 cli::printError(removed ? tr("container '%1' was removed").arg(container)
                                                         : tr("container '%1' stopped").arg(container));
                             if (removed)
                                 containerGone(container);
                         });
        QObject::connect(&m_monitor, &cp::ContainerMonitor::stopped, &m_loop, [this] { finish(); });
        QObject::connect(&m_signals, &cli::SignalWatcher::interrupted, &m_loop, [this] {
            m_exitCode = cli::ExitInterrupted;
            m_monitor.stop();
        });

        if (!m_monitor.start(m_options.containers, &error)) {
            cli::printError(error);
            return cli::ExitDocker;
        }
        if (const QString warning = m_monitor.endpoint().securityWarning(); !warning.isEmpty())
            cli::printError(warning);
        return m_loop.exec();
    }

private:
    void onConnected()
    {
        QString error;
        if (!m_stats.open(m_options.outDirectory, &error) || !m_events.open(m_options.outDirectory, &error)) {
            cli::printError(error);
            m_exitCode = cli::ExitUsage;
            m_monitor.stop();
            return;
        }
        m_clock.start();
        const auto durationMs = std::chrono::duration_cast<std::chrono::milliseconds>(m_options.duration).count();
        QTimer::singleShot(std::chrono::milliseconds(durationMs), &m_loop, [this] { m_monitor.stop(); });
        if (!m_options.quiet) {
            m_progress.setInterval(1000);
            QObject::connect(&m_progress, &QTimer::timeout, &m_loop, [this, durationMs] {
                const qint64 left = qMax<qint64>(0, (durationMs - m_clock.elapsed() + 999) / 1000);
                QTextStream(stderr) << tr("stats: %1 records, %2 events, %3 s left")
                                           .arg(m_stats.recordCount())
                                           .arg(m_events.eventCount())
                                           .arg(left)
                                    << Qt::endl;
            });
            m_progress.start();
        }
    }

    void containerGone(const QString &container)
    {
        m_gone.insert(container);
        if (m_gone.size() >= m_options.containers.size())
            m_monitor.stop();
    }

    void write(bool ok)
    {
        if (ok || m_exitCode == cli::ExitRunFailed)
            return;
        cli::printError(m_writeError);
        m_exitCode = cli::ExitRunFailed;
        m_monitor.stop();
    }

    void finish()
    {
        m_progress.stop();
        QString error;
        const bool collecting = m_stats.isOpen();
        if (collecting && (!m_stats.finish(&error) || !m_events.finish(&error))) {
            cli::printError(error);
            m_loop.exit(cli::ExitRunFailed);
            return;
        }
        if (!m_options.quiet)
            QTextStream(stderr) << tr("stats: %1 records and %2 events written to %3")
                                       .arg(m_stats.recordCount())
                                       .arg(m_events.eventCount())
                                       .arg(QDir::toNativeSeparators(m_options.outDirectory))
                                << Qt::endl;
        // A run that collected nothing failed, whatever else went well
        // (docs/specification.md#exit-codes).
        if (collecting && m_stats.recordCount() == 0 && m_exitCode == cli::ExitOk) {
            const qint64 seconds = (m_clock.elapsed() + 500) / 1000;
            if (!m_notRunning.isEmpty()) {
                QStringList names = m_notRunning.values();
                names.sort();
                cli::printError(tr("no stats records in %1 s: '%2' did not run; start the containers first "
                                   "('docker start NAME') or name running ones ('docker ps')")
                                    .arg(seconds)
                                    .arg(names.join(QStringLiteral("', '"))));
            } else {
                cli::printError(tr("no stats records in %1 s: the daemon sent none for '%2'; check that it "
                                   "reports them ('docker stats --no-stream NAME')")
                                    .arg(seconds)
                                    .arg(m_options.containers.join(QStringLiteral("', '"))));
            }
            m_exitCode = cli::ExitRunFailed;
        }
        m_loop.exit(m_exitCode);
    }

    StatsOptions m_options;
    QEventLoop m_loop;
    cp::ContainerMonitor m_monitor;
    cp::StatsWriter m_stats;
    cp::EventsWriter m_events;
    cli::SignalWatcher m_signals;
    QTimer m_progress;
    QElapsedTimer m_clock;
    QSet<QString> m_gone; // removed, or no longer watched
    QSet<QString> m_notRunning;
    QString m_writeError;
    int m_exitCode = cli::ExitOk;
};

} // namespace

int runStatsCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    int exitCode = cli::ExitUsage;
    const auto options = parseOptions(parser, arguments, &exitCode);
    if (!options)
        return exitCode;
    StatsSession session(*options);
    return session.run();
}
