// The machine's own pauses (docs/benchmarks.md#is-the-machine-quiet): one thread
// pinned to each given CPU reads the monotonic clock in a tight loop for a while
// and counts the times it lost its CPU for longer than a threshold. With nothing
// else running, such a pause is the machine's: the hypervisor taking the virtual
// CPU, a kernel thread, an interrupt storm. Every load generator meets the same
// pauses, and a tail percentile is decided by them once they add up to its share
// of a run's time.
//
// Prints one line per CPU: "cpu N pauses COUNT paused_us TOTAL longest_us MAX".
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <thread>
#include <vector>

namespace {

struct Pauses
{
    int cpu = 0;
    bool pinned = false;
    long long count = 0;
    std::chrono::nanoseconds total{};
    std::chrono::nanoseconds longest{};
};

// Spins on `pauses.cpu` until `end`. A spin, not a timer: a thread that sleeps
// would measure its own wake-ups, and an idle CPU is woken late on purpose.
void probe(Pauses &pauses, std::chrono::steady_clock::time_point end, std::chrono::nanoseconds over)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(pauses.cpu, &set);
    pauses.pinned = pthread_setaffinity_np(pthread_self(), sizeof(set), &set) == 0;
    if (!pauses.pinned)
        return;
    auto last = std::chrono::steady_clock::now();
    while (last < end) {
        const auto now = std::chrono::steady_clock::now();
        if (const auto gap = now - last; gap > over) {
            ++pauses.count;
            pauses.total += gap;
            pauses.longest = std::max(pauses.longest, std::chrono::nanoseconds(gap));
        }
        last = now;
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const auto tr = [](const char *text) { return QCoreApplication::translate("pause_probe", text); };
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Counts the pauses each CPU takes while a thread spins on it."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("cpus"), tr("CPUs to probe, comma-separated."), QStringLiteral("LIST"), QStringLiteral("0")},
        {QStringLiteral("seconds"), tr("How long to spin."), QStringLiteral("S"), QStringLiteral("3")},
        {QStringLiteral("over-us"), tr("Shortest pause counted, µs."), QStringLiteral("US"), QStringLiteral("1000")},
    });
    parser.process(app);
    QTextStream err(stderr);

    bool secondsOk = false;
    bool overOk = false;
    const double seconds = parser.value(QStringLiteral("seconds")).toDouble(&secondsOk);
    const int overUs = parser.value(QStringLiteral("over-us")).toInt(&overOk);
    if (!secondsOk || seconds <= 0 || !overOk || overUs <= 0) {
        err << tr("--seconds and --over-us need positive numbers") << Qt::endl;
        return 2;
    }
    std::vector<Pauses> cpus;
    for (const QString &field : parser.value(QStringLiteral("cpus")).split(QLatin1Char(','))) {
        bool ok = false;
        const int cpu = field.trimmed().toInt(&ok);
        if (!ok || cpu < 0 || cpu >= CPU_SETSIZE) {
            err << tr("--cpus: '%1' is not a CPU number").arg(field) << Qt::endl;
            return 2;
        }
        cpus.push_back(Pauses{.cpu = cpu});
    }

    const auto end = std::chrono::steady_clock::now()
        + std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(seconds));
    {
        // Plain threads: each one spins for the whole probe and never waits for an event.
        std::vector<std::jthread> threads;
        for (Pauses &pauses : cpus)
            threads.emplace_back(probe, std::ref(pauses), end, std::chrono::microseconds(overUs));
    }

    QTextStream out(stdout);
    int unpinned = 0;
    for (const Pauses &pauses : cpus) {
        if (!pauses.pinned) {
            err << tr("cannot run on CPU %1: is it online and allowed to this process?").arg(pauses.cpu) << Qt::endl;
            ++unpinned;
            continue;
        }
        out << "cpu " << pauses.cpu << " pauses " << pauses.count << " paused_us "
            << std::chrono::duration_cast<std::chrono::microseconds>(pauses.total).count() << " longest_us "
            << std::chrono::duration_cast<std::chrono::microseconds>(pauses.longest).count() << Qt::endl;
    }
    return unpinned == 0 ? 0 : 1;
}
