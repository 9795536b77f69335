// docs/specification.md#performance-targets: ContainerPerf's own CPU cost of streaming Docker stats for many
// idle containers. Starts N idle containers (busybox sleep, names
// cpbench-<pid>-<i>), streams their stats and events through ContainerMonitor
// for the measuring window, and prints the process's CPU time (getrusage, all
// threads) as a percentage of one core, with the record count. Removes its
// containers at the end.
//
//   containerperf-docker-stats-bench [--containers 50] [--seconds 60] [--image IMAGE]
#include "docker/container_monitor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTextStream>
#include <QTimer>

#include <sys/resource.h>

namespace {

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

int docker(const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QStringLiteral("docker"), arguments);
    process.waitForFinished(300000);
    return process.exitCode();
}

// Removes the bench's containers however the bench ends.
struct Containers
{
    QStringList names;
    ~Containers()
    {
        if (!names.isEmpty())
            docker(QStringList{QStringLiteral("rm"), QStringLiteral("-f")} + names);
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("bench", "CPU cost of streaming Docker stats for idle containers."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("containers"), QCoreApplication::translate("bench", "Idle containers to start."),
                      QStringLiteral("n"), QStringLiteral("50")});
    parser.addOption({QStringLiteral("seconds"), QCoreApplication::translate("bench", "Measuring window."),
                      QStringLiteral("s"), QStringLiteral("60")});
    parser.addOption({QStringLiteral("image"), QCoreApplication::translate("bench", "Image with /bin/sleep."),
                      QStringLiteral("image"), QStringLiteral("containerperf-test/http:latest")});
    parser.process(app);
    const int count = parser.value(QStringLiteral("containers")).toInt();
    const int seconds = parser.value(QStringLiteral("seconds")).toInt();
    if (count < 1 || seconds < 1) {
        err << QCoreApplication::translate("bench", "--containers and --seconds must be positive") << Qt::endl;
        return 2;
    }

    Containers containers;
    const QString prefix = QStringLiteral("cpbench-%1-").arg(QCoreApplication::applicationPid());
    err << QCoreApplication::translate("bench", "starting %1 idle containers…").arg(count) << Qt::endl;
    for (int i = 0; i < count; ++i) {
        const QString name = prefix + QString::number(i);
        if (docker({QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--name"), name,
                    parser.value(QStringLiteral("image")), QStringLiteral("sleep"), QStringLiteral("3600")})
            != 0) {
            err << QCoreApplication::translate("bench",
                                               "docker run failed (is the image built? scripts/build-test-images.sh)")
                << Qt::endl;
            return 1;
        }
        containers.names.append(name);
    }

    cp::ContainerMonitor monitor;
    qint64 records = 0;
    qint64 batches = 0;
    int streams = 0;
    double cpuAtStart = 0;
    qint64 recordsAtStart = 0;
    QElapsedTimer wall;
    int exitCode = 0;
    QObject::connect(&monitor, &cp::ContainerMonitor::statsReceived, &app, [&](const cp::StatsRecordBatch &batch) {
        records += batch.size();
        ++batches;
    });
    QObject::connect(&monitor, &cp::ContainerMonitor::connectionFailed, &app, [&](const QString &message) {
        err << message << Qt::endl;
        exitCode = 3;
        app.quit();
    });
    QObject::connect(&monitor, &cp::ContainerMonitor::streamStarted, &app, [&] {
        if (++streams != count)
            return;
        // All streams open: let them settle, then measure the steady state.
        QTimer::singleShot(3000, &app, [&] {
            cpuAtStart = cpuSeconds();
            recordsAtStart = records;
            batches = 0;
            wall.start();
            QTimer::singleShot(seconds * 1000, Qt::PreciseTimer, &app, [&] { app.quit(); });
        });
    });
    monitor.start(containers.names);
    app.exec();
    if (exitCode != 0)
        return exitCode;

    const double cpu = cpuSeconds() - cpuAtStart;
    const double elapsed = double(wall.elapsed()) / 1000.0;
    const qint64 measured = records - recordsAtStart;
    out << QStringLiteral(
               "docker stats, %1 idle containers, %2 s: %3 records (%4 per container per second), %5 batches/s\n")
               .arg(count)
               .arg(elapsed, 0, 'f', 1)
               .arg(measured)
               .arg(double(measured) / count / elapsed, 0, 'f', 2)
               .arg(double(batches) / elapsed, 0, 'f', 1);
    out << QStringLiteral("ContainerPerf CPU: %1 s = %2 % of one core (target < 5 %)\n")
               .arg(cpu, 0, 'f', 2)
               .arg(cpu / elapsed * 100.0, 0, 'f', 2);
    monitor.stop();
    return cpu / elapsed * 100.0 < 5.0 ? 0 : 1;
}
