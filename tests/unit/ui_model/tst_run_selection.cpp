// RunSelection cuts a results directory's files to the runs selected in the
// Results table: samples by run, stats and events by the containers that served
// a selected run while it ran (two seconds either side, as far as its cost reads
// records), result.csv by memory and
// type, summary.json's runs by index; headers and quoting survive, and with
// nothing selected every file passes whole.
#include "run_selection.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

constexpr std::int64_t Second = 1'000'000'000;

cp::RunSummary run(int index, cp::RunType type, int memoryMb, std::int64_t startS, std::int64_t endS,
                   const QStringList &containers)
{
    cp::RunSummary s;
    s.info.index = index;
    s.info.point.type = type;
    s.info.point.memoryMb = memoryMb;
    s.info.startNs = startS * Second;
    s.info.endNs = endS * Second;
    for (const QString &container : containers)
        s.info.servedBy.append(cp::ServedBy{container, 1});
    return s;
}

// Three runs: 0 cold 128 MiB on fn (10–20 s), 1 warm 256 MiB on fn and api (30–40 s), 2 cold 256 MiB on api (50–60 s).
QList<cp::RunSummary> experiment()
{
    return {run(0, cp::RunType::Cold, 128, 10, 20, {QStringLiteral("fn")}),
            run(1, cp::RunType::Warm, 256, 30, 40, {QStringLiteral("fn"), QStringLiteral("api")}),
            run(2, cp::RunType::Cold, 256, 50, 60, {QStringLiteral("api")})};
}

QByteArray cut(const cp::RunSelection &selection, const QString &fileName, const QByteArray &input, bool *ok = nullptr)
{
    QByteArray in = input;
    QBuffer source(&in);
    source.open(QIODevice::ReadOnly);
    QByteArray out;
    QBuffer target(&out);
    target.open(QIODevice::WriteOnly);
    QString error;
    const bool written = selection.write(fileName, &source, &target, &error);
    if (ok)
        *ok = written;
    else if (!written)
        qWarning("%s", qPrintable(error));
    return out;
}

} // namespace

class TestRunSelection : public QObject
{
    Q_OBJECT
private slots:
    void samplesOfTheSelectedRuns();
    void statsAndEventsOfTheirContainersWhileTheyRan();
    void severalContainersAreKnownFromTheCost();
    void sebsRowsByMemoryAndType();
    void summaryKeepsTheirRunsAndTheAnswers();
    void perRunFilesAreTheirs();
    void nothingSelectedPassesEveryFileWhole();
    void unknownRunsAreLeftOut();
    void brokenInputSaysSo();
};

void TestRunSelection::samplesOfTheSelectedRuns()
{
    const cp::RunSelection selection(experiment(), {0, 2});
    QCOMPARE(selection.count(), 2);
    const QByteArray samples = "run,type,id,error\n"
                               "0,cold,0,ok\n"
                               "1,warm,0,ok\n"
                               "2,cold,0,\"refused, \"\"port\"\"\nclosed\"\n"
                               "10,cold,0,ok\n";
    QCOMPARE(cut(selection, QStringLiteral("samples.csv"), samples),
             QByteArray("run,type,id,error\n"
                        "0,cold,0,ok\n"
                        "2,cold,0,\"refused, \"\"port\"\"\nclosed\"\n"));
}

void TestRunSelection::statsAndEventsOfTheirContainersWhileTheyRan()
{
    const cp::RunSelection selection(experiment(), {1});
    const QByteArray stats = "time,container,cpu_percent\n"
                             "27.500000000,fn,1\n"    // before run 1 by more than two seconds
                             "28.000000000,fn,2\n"    // two seconds before: kept
                             "35.000000000,api,3\n"   // during, served run 1
                             "35.000000000,other,4\n" // during, never served it
                             "42.000000000,api,5\n"   // two seconds after: kept
                             "42.000000001,api,6\n"   // just beyond
                             "55.000000000,api,7\n";  // run 2's time
    QCOMPARE(cut(selection, QStringLiteral("stats.csv"), stats),
             QByteArray("time,container,cpu_percent\n28.000000000,fn,2\n35.000000000,api,3\n42.000000000,api,5\n"));
    const QByteArray events = "time,container,action,detail\n"
                              "31.000000000,fn,die,\"exitCode=137, OOM\"\n"
                              "31.000000000,unrelated,start,\n"
                              "15.000000000,fn,containerperf.restart,cold start\n";
    QCOMPARE(cut(selection, QStringLiteral("events.csv"), events),
             QByteArray("time,container,action,detail\n31.000000000,fn,die,\"exitCode=137, OOM\"\n"));
    // A time that is not epoch seconds is no one's.
    QCOMPARE(cut(selection, QStringLiteral("stats.csv"), "time,container\nsoon,fn\n"), QByteArray("time,container\n"));
}

// Samples name no container where several served the endpoint (none can be told
// apart); the run's cost names each of them.
void TestRunSelection::severalContainersAreKnownFromTheCost()
{
    cp::RunSummary balanced = run(0, cp::RunType::Continuous, 0, 10, 20, {});
    balanced.cost = cp::RunCost{};
    for (const char *name : {"web-1", "web-2"})
        balanced.cost->containers.push_back(cp::ContainerCost{QString::fromLatin1(name)});
    const cp::RunSelection selection({balanced}, {0});
    const QByteArray stats = "time,container,cpu_percent\n"
                             "15.000000000,web-1,1\n"
                             "15.000000000,web-2,2\n"
                             "15.000000000,db,3\n";
    QCOMPARE(cut(selection, QStringLiteral("stats.csv"), stats),
             QByteArray("time,container,cpu_percent\n15.000000000,web-1,1\n15.000000000,web-2,2\n"));
}

void TestRunSelection::sebsRowsByMemoryAndType()
{
    const cp::RunSelection selection(experiment(), {2});
    const QByteArray result = "memory,type,is_cold,exec_time\n"
                              "128,cold,True,5\n"
                              "256,warm,False,6\n"
                              "256,cold,True,7\n";
    QCOMPARE(cut(selection, QStringLiteral("result.csv"), result),
             QByteArray("memory,type,is_cold,exec_time\n256,cold,True,7\n"));
}

void TestRunSelection::summaryKeepsTheirRunsAndTheAnswers()
{
    const QJsonObject summary{
        {QStringLiteral("format"), QStringLiteral("containerperf-summary/1")},
        {QStringLiteral("runs"),
         QJsonArray{QJsonObject{{QStringLiteral("run"), 0}}, QJsonObject{{QStringLiteral("run"), 1}},
                    QJsonObject{{QStringLiteral("run"), 2}}}},
        {QStringLiteral("perf_cost_curve"), QJsonArray{1, 2}},
    };
    const QJsonObject out =
        QJsonDocument::fromJson(cut(cp::RunSelection(experiment(), {1, 2}), QStringLiteral("summary.json"),
                                    QJsonDocument(summary).toJson()))
            .object();
    QCOMPARE(out.value(QLatin1String("runs")).toArray(),
             (QJsonArray{QJsonObject{{QStringLiteral("run"), 1}}, QJsonObject{{QStringLiteral("run"), 2}}}));
    QCOMPARE(out.value(QLatin1String("perf_cost_curve")), summary.value(QLatin1String("perf_cost_curve")));
    QCOMPARE(out.value(QLatin1String("format")), summary.value(QLatin1String("format")));
}

void TestRunSelection::perRunFilesAreTheirs()
{
    // Named as the run writes them: memory swept, so suffixed with it.
    QCOMPARE(cp::RunSelection(experiment(), {}).runFiles(),
             (QStringList{QStringLiteral("cold_results_128.json"), QStringLiteral("warm_results_256.json"),
                          QStringLiteral("cold_results_256.json")}));
    QCOMPARE(cp::RunSelection(experiment(), {1}).runFiles(), QStringList{QStringLiteral("warm_results_256.json")});
    // Two runs of one memory and type (a CPU sweep): the second is told apart by its index.
    QList<cp::RunSummary> sweep = experiment();
    sweep.append(run(3, cp::RunType::Cold, 256, 70, 80, {QStringLiteral("api")}));
    QCOMPARE(cp::RunSelection(sweep, {3}).runFiles(), QStringList{QStringLiteral("cold_results_256_run3.json")});
}

void TestRunSelection::nothingSelectedPassesEveryFileWhole()
{
    const cp::RunSelection none;
    QVERIFY(none.isEmpty());
    const QByteArray samples = "run,id\n0,1\n7,2\nnot even csv \"\n";
    QCOMPARE(cut(none, QStringLiteral("samples.csv"), samples), samples);
    QCOMPARE(cut(cp::RunSelection(experiment(), {}), QStringLiteral("stats.csv"), samples), samples);
    // A file it does not cut passes whole even with runs selected.
    QVERIFY(!cp::RunSelection::cuts(QStringLiteral("experiment.json")));
    QCOMPARE(cut(cp::RunSelection(experiment(), {0}), QStringLiteral("experiment.json"), samples), samples);
}

void TestRunSelection::unknownRunsAreLeftOut()
{
    const cp::RunSelection selection(experiment(), {5, 9});
    QVERIFY(selection.isEmpty());
    QCOMPARE(cp::RunSelection(experiment(), {1, 9}).count(), 1);
}

void TestRunSelection::brokenInputSaysSo()
{
    bool ok = true;
    cut(cp::RunSelection(experiment(), {0}), QStringLiteral("summary.json"), "{\"runs\": [", &ok);
    QVERIFY(!ok);
    cut(cp::RunSelection(experiment(), {0}), QStringLiteral("samples.csv"), "run,error\n0,\"open", &ok);
    QVERIFY(!ok);
}

QTEST_GUILESS_MAIN(TestRunSelection)
#include "tst_run_selection.moc"
