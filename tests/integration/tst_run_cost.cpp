// A run's cost (docs/experiment-format.md#the-cost-of-a-run) against a real container
// of the containerperf-test/function image swept over three memory limits: its
// CPU-seconds against the cgroup's own counter, read here directly, and its
// reserved memory-time against limit × window.
#include "cli_runner.h"
#include "docker_rig.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using cp::test::docker;
using cp::test::runCli;

class TestRunCost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        CP_REQUIRE_DOCKER();
        m_port = cp::test::freeLoopbackPort();
        QVERIFY(m_port != 0);
        QString error;
        QVERIFY2(m_function.run({QStringLiteral("--init"), QStringLiteral("-p"),
                                 QStringLiteral("127.0.0.1:%1:8080").arg(m_port), QStringLiteral("--tmpfs"),
                                 QStringLiteral("/tmp")},
                                QStringLiteral("containerperf-test/function:latest"), {}, &error),
                 qPrintable(error));
        QVERIFY(cp::test::waitUntilListening(m_port, 10'000));
    }

    // Continuous runs: a cold run restarts the container, which starts its
    // cgroup's counter again, so only runs without restarts can be compared with
    // it from outside.
    void cpuSecondsAgreeWithTheCgroupCounter()
    {
        const auto before = cgroupCpuNs();
        QVERIFY2(before, "the container's cgroup CPU counter is not readable on this host");
        QTemporaryDir out;
        const QJsonArray runs = sweep(QStringLiteral("continuous"),
                                      {QStringLiteral("--duration"), QStringLiteral("5s"), QStringLiteral("--warmup"),
                                       QStringLiteral("0s")},
                                      out.path());
        const auto after = cgroupCpuNs();
        QVERIFY(after);
        QCOMPARE(runs.size(), 3);
        double cpuSeconds = 0;
        for (const QJsonValue &value : runs) {
            const QJsonObject cost = value[QStringLiteral("cost")].toObject();
            cpuSeconds += cost[QStringLiteral("cpu_seconds")].toDouble();
            QCOMPARE(cost[QStringLiteral("counter_resets")].toInt(), 0);
        }
        // The counter also ran between the runs (limit changes, the wait for a
        // stats reading that shows them), when the idle function uses next to nothing.
        const double counted = double(*after - *before) / 1e9;
        qInfo("runs: %.3f CPU-s; the cgroup counter: %.3f CPU-s", cpuSeconds, counted);
        QVERIFY2(cpuSeconds > 0.5, qPrintable(QString::number(cpuSeconds)));
        QVERIFY2(qAbs(cpuSeconds - counted) <= 0.1 * counted,
                 qPrintable(QStringLiteral("runs %1 CPU-s, cgroup %2 CPU-s").arg(cpuSeconds).arg(counted)));
    }

    void coldRunsCountTheirRestarts()
    {
        QTemporaryDir out;
        const QJsonArray runs =
            sweep(QStringLiteral("cold"), {QStringLiteral("--repetitions"), QStringLiteral("3")}, out.path());
        QCOMPARE(runs.size(), 3);
        // Each of the 3 cold starts in a run follows a reading of the life it ends, so
        // each shows as one restart, however short the lives.
        for (const QJsonValue &value : runs) {
            const QJsonObject cost = value[QStringLiteral("cost")].toObject();
            QCOMPARE(cost[QStringLiteral("counter_resets")].toInt(), 3);
            QVERIFY(cost[QStringLiteral("cpu_seconds")].toDouble() > 0);
        }
    }

    // Bills under Cloud Run's request-based prices, the curve over the three
    // limits, and `analyze --cost` working out the same bills from the files.
    void billsAndTheCurve()
    {
        QTemporaryDir out;
        const QJsonArray runs = sweep(QStringLiteral("warm"),
                                      {QStringLiteral("--repetitions"), QStringLiteral("10"), QStringLiteral("--pricing"),
                                       QStringLiteral("gcp-cloud-run-request")},
                                      out.path());
        QCOMPARE(runs.size(), 3);
        for (const QJsonValue &value : runs) {
            const QJsonObject billing = value[QStringLiteral("billing")].toObject();
            QVERIFY2(!billing.isEmpty(), qPrintable(value[QStringLiteral("billing_missing")].toString()));
            // Unlimited CPU: billed for every CPU of the host; memory: the swept limit.
            QVERIFY(value[QStringLiteral("host_cpus")].toDouble() >= 1);
            QCOMPARE(billing[QStringLiteral("vcpus")].toDouble(), value[QStringLiteral("host_cpus")].toDouble());
            QCOMPARE(billing[QStringLiteral("memory_gib")].toDouble(), value[QStringLiteral("memory_mb")].toDouble() / 1024);
            // The window, rounded up to 100 ms.
            const qint64 windowNs = value[QStringLiteral("end_ns")].toInteger() - value[QStringLiteral("start_ns")].toInteger();
            const qint64 tenths = (windowNs + 99'999'999) / 100'000'000;
            QCOMPARE(billing[QStringLiteral("instance")][QStringLiteral("billed_seconds")].toDouble(), double(tenths) / 10);
            // Each request alone is billed at least 100 ms.
            const double invocation = billing[QStringLiteral("invocation")][QStringLiteral("billed_seconds")].toDouble();
            QVERIFY(invocation >= 0.1 * value[QStringLiteral("requests")].toDouble() - 1e-9);
            QVERIFY(billing[QStringLiteral("usage")].isObject());
        }
        QFile file(QDir(out.path()).filePath(QStringLiteral("summary.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject summary = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(summary[QStringLiteral("pricing")][QStringLiteral("preset")].toString(),
                 QStringLiteral("gcp-cloud-run-request"));
        const QJsonArray curves = summary[QStringLiteral("perf_cost_curve")].toArray();
        QCOMPARE(curves.size(), 1);
        const QJsonArray points = curves[0][QStringLiteral("points")].toArray();
        QCOMPARE(points.size(), 3);
        QVERIFY(std::any_of(points.begin(), points.end(),
                            [](const QJsonValue &p) { return p[QStringLiteral("pareto_optimal")].toBool(); }));

        const cp::test::ProcessResult analyzed =
            runCli({QStringLiteral("analyze"), QStringLiteral("--cost"), QStringLiteral("--json"), out.path()});
        QCOMPARE(analyzed.exitCode, 0);
        const QJsonObject again = QJsonDocument::fromJson(analyzed.out).object();
        const QJsonArray againRuns = again[QStringLiteral("runs")].toArray();
        QCOMPARE(againRuns.size(), 3);
        for (qsizetype i = 0; i < runs.size(); ++i)
            QCOMPARE(againRuns[i][QStringLiteral("billing")].toObject(), runs[i][QStringLiteral("billing")].toObject());
        QCOMPARE(again[QStringLiteral("perf_cost_curve")].toArray(), curves);
    }

private:
    // A sweep over 64, 128 and 256 MiB; every run has a cost whose reserved
    // memory-time is the limit over the window.
    QJsonArray sweep(const QString &type, const QStringList &options, const QString &out)
    {
        QStringList arguments{QStringLiteral("run"),
                              QStringLiteral("--url"),
                              QStringLiteral("http://127.0.0.1:%1/cgi-bin/function").arg(m_port),
                              QStringLiteral("--type"),
                              type,
                              QStringLiteral("--concurrency"),
                              QStringLiteral("2"),
                              QStringLiteral("--memory"),
                              QStringLiteral("64,128,256"),
                              QStringLiteral("--container"),
                              m_function.name(),
                              QStringLiteral("--pause"),
                              QStringLiteral("0s"),
                              QStringLiteral("--quiet"),
                              QStringLiteral("--out"),
                              out};
        const cp::test::ProcessResult run = runCli(arguments + options);
        if (run.exitCode != 0) {
            qWarning("%s", qPrintable(run.errText()));
            return {};
        }
        QFile file(QDir(out).filePath(QStringLiteral("summary.json")));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QJsonArray runs = QJsonDocument::fromJson(file.readAll()).object()[QStringLiteral("runs")].toArray();
        for (const QJsonValue &value : runs) {
            const QJsonObject runObject = value.toObject();
            const QJsonObject cost = runObject[QStringLiteral("cost")].toObject();
            if (cost.isEmpty()) {
                qWarning("run %d has no cost: %s", runObject[QStringLiteral("run")].toInt(),
                         qPrintable(runObject[QStringLiteral("cost_missing")].toString()));
                return {};
            }
            const double window = cost[QStringLiteral("window_s")].toDouble();
            const double limitGib = runObject[QStringLiteral("memory_mb")].toDouble() / 1024.0;
            const double reserved = cost[QStringLiteral("memory_reserved_gib_s")].toDouble();
            if (qAbs(reserved - limitGib * window) > 0.01 * limitGib * window || cost[QStringLiteral("memory_peak_mib")].toDouble() <= 0
                || cost[QStringLiteral("generator_cpu_seconds")].toDouble() <= 0) {
                qWarning("run %d: %s", runObject[QStringLiteral("run")].toInt(),
                         QJsonDocument(cost).toJson(QJsonDocument::Compact).constData());
                return {};
            }
        }
        return runs;
    }

    // The container's cgroup CPU counter, ns, read on the host from its PID's
    // cgroup: cpu.stat's usage_usec (cgroup v2) or cpuacct.usage (v1).
    std::optional<qint64> cgroupCpuNs() const
    {
        const QString pid =
            docker({QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.State.Pid}}"), m_function.name()})
                .outText();
        QFile cgroup(QStringLiteral("/proc/%1/cgroup").arg(pid));
        if (!cgroup.open(QIODevice::ReadOnly))
            return std::nullopt;
        for (const QByteArray &line : cgroup.readAll().split('\n')) {
            const QList<QByteArray> fields = line.split(':');
            if (fields.size() != 3)
                continue;
            if (fields[0] == "0" && fields[1].isEmpty()) {
                QFile stat(QStringLiteral("/sys/fs/cgroup%1/cpu.stat").arg(QString::fromUtf8(fields[2])));
                if (!stat.open(QIODevice::ReadOnly))
                    continue;
                for (const QByteArray &entry : stat.readAll().split('\n')) {
                    if (entry.startsWith("usage_usec "))
                        return entry.mid(11).toLongLong() * 1000;
                }
            } else if (fields[1].split(',').contains("cpuacct")) {
                QFile usage(QStringLiteral("/sys/fs/cgroup/cpuacct%1/cpuacct.usage").arg(QString::fromUtf8(fields[2])));
                if (usage.open(QIODevice::ReadOnly))
                    return usage.readAll().trimmed().toLongLong();
            }
        }
        return std::nullopt;
    }

    cp::test::TestContainer m_function{QStringLiteral("cost")};
    quint16 m_port = 0;
};

QTEST_GUILESS_MAIN(TestRunCost)
#include "tst_run_cost.moc"
