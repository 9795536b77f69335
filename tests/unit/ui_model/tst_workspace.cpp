// The Workspace keeps every experiment of a session with its charts' data: showing
// another one exchanges what the RunMonitor holds, removing one shows a neighbour,
// and the oldest leaves beyond Workspace::MaxExperiments.
#include "workspace.h"

#include <QSignalSpy>
#include <QTest>

namespace {

constexpr std::int64_t Second = 1'000'000'000;

// An experiment with one run of `samples` samples, as RunController and ResultsTransfer fill the monitor.
void fill(cp::RunMonitor &monitor, int samples, const QString &container)
{
    monitor.clear(100 * Second);
    cp::RunInfo info;
    info.index = 0;
    monitor.addRun(info);
    cp::SampleBatch batch;
    for (int i = 0; i < samples; ++i) {
        cp::Sample s;
        s.sentNs = 100 * Second + i * Second / 10;
        s.totalUs = 1000 + i;
        batch.push_back(s);
    }
    monitor.appendSamples(0, batch);
    cp::StatsRecord record;
    record.container = container;
    record.timeNs = 101 * Second;
    record.memUsedBytes = 1 << 20;
    monitor.appendStats({record});
}

cp::RunSummary summary(qint64 requests)
{
    cp::RunSummary s;
    s.counts.requests = requests;
    return s;
}

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT
private slots:
    void keepsEachExperimentsData();
    void removingShowsANeighbour();
    void theOldestLeavesBeyondTheLimit();
};

void TestWorkspace::keepsEachExperimentsData()
{
    cp::RunMonitor monitor;
    cp::Workspace workspace(&monitor);
    QSignalSpy shown(&workspace, &cp::Workspace::shownChanged);
    QCOMPARE(workspace.shown(), nullptr);

    workspace.add(QStringLiteral("first"), QStringLiteral("/results/a"), true);
    fill(monitor, 30, QStringLiteral("alpha"));
    workspace.setRuns({summary(30)});
    workspace.add(QStringLiteral("second"), QStringLiteral("/results/b.csv"), false);
    QCOMPARE(monitor.samples().sampleCount(), 0);
    QVERIFY(monitor.resources().isEmpty());
    fill(monitor, 7, QStringLiteral("beta"));
    workspace.setRuns({summary(7)});
    QCOMPARE(workspace.count(), 2);
    QCOMPARE(workspace.current(), 1);
    QCOMPARE(shown.size(), 2);

    QSignalSpy changed(&monitor, &cp::RunMonitor::changed);
    workspace.show(0);
    QCOMPARE(changed.size(), 1);
    QVERIFY(changed.at(0).at(0).value<cp::RunMonitor::Changes>().testFlag(cp::RunMonitor::Change::Cleared));
    QCOMPARE(workspace.shown()->label, QStringLiteral("first"));
    QCOMPARE(workspace.shown()->runs.at(0).counts.requests, 30);
    QCOMPARE(monitor.samples().sampleCount(), 30);
    QVERIFY(monitor.resources().containers().count(QStringLiteral("alpha")) == 1);
    QCOMPARE(monitor.samples().origin(), 100 * Second);

    workspace.show(1);
    QCOMPARE(monitor.samples().sampleCount(), 7);
    QVERIFY(monitor.resources().containers().count(QStringLiteral("beta")) == 1);
    QVERIFY(!workspace.shown()->isDirectory);
    // Back and forth again: nothing is lost or duplicated by the exchanges.
    workspace.show(0);
    workspace.show(1);
    workspace.show(0);
    QCOMPARE(monitor.samples().sampleCount(), 30);
    QCOMPARE(monitor.resources().containers().size(), std::size_t(1));
    workspace.show(0); // already shown: nothing happens
    workspace.show(5);
    QCOMPARE(workspace.current(), 0);
}

void TestWorkspace::removingShowsANeighbour()
{
    cp::RunMonitor monitor;
    cp::Workspace workspace(&monitor);
    for (int i = 0; i < 3; ++i) {
        workspace.add(QString::number(i), QStringLiteral("/results/%1").arg(i), true);
        fill(monitor, 10 + i, QStringLiteral("c"));
    }
    workspace.show(1);
    workspace.remove(1); // the shown one: the next takes its place
    QCOMPARE(workspace.count(), 2);
    QCOMPARE(workspace.shown()->label, QStringLiteral("2"));
    QCOMPARE(monitor.samples().sampleCount(), 12);
    workspace.remove(0); // one before the shown one
    QCOMPARE(workspace.current(), 0);
    QCOMPARE(workspace.shown()->label, QStringLiteral("2"));
    QCOMPARE(monitor.samples().sampleCount(), 12);
    QSignalSpy shown(&workspace, &cp::Workspace::shownChanged);
    workspace.remove(0); // the last: nothing is shown
    QCOMPARE(workspace.count(), 0);
    QCOMPARE(workspace.current(), -1);
    QCOMPARE(shown.last().at(0).toInt(), -1);
    QCOMPARE(monitor.samples().sampleCount(), 0);
    workspace.remove(0);
    QCOMPARE(workspace.count(), 0);
}

void TestWorkspace::theOldestLeavesBeyondTheLimit()
{
    cp::RunMonitor monitor;
    cp::Workspace workspace(&monitor);
    QSignalSpy dropped(&workspace, &cp::Workspace::dropped);
    for (int i = 0; i <= cp::Workspace::MaxExperiments; ++i) {
        workspace.add(QString::number(i), QStringLiteral("/results/%1").arg(i), true);
        fill(monitor, i + 1, QStringLiteral("c"));
    }
    QCOMPARE(workspace.count(), cp::Workspace::MaxExperiments);
    QCOMPARE(dropped.size(), 1);
    QCOMPARE(dropped.at(0).at(0).toString(), QStringLiteral("0"));
    QCOMPARE(dropped.at(0).at(1).toString(), QStringLiteral("/results/0"));
    QCOMPARE(workspace.current(), cp::Workspace::MaxExperiments - 1);
    QCOMPARE(workspace.experiment(0).label, QStringLiteral("1"));
    workspace.show(0);
    QCOMPARE(monitor.samples().sampleCount(), 2);
}

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
