// The window against a one-node swarm of a private daemon in a network
// namespace this test creates (tests/swarm/swarm_rig.sh): the Containers dock
// lists the swarm's services with their tasks and node, and binding a service
// to the current endpoint puts it in the endpoint editor and the experiment;
// a run sent by a generator on the swarm shows in the results table with it.
#include "docker/docker_connection.h"
#include "docker_rig.h"
#include "endpoint_list_model.h"
#include "main_window.h"
#include "results_model.h"
#include "run_controller.h"
#include "service_list_model.h"
#include "swarm_rig.h"
#include "targets_panel.h"
#include "test_process.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

class TestSwarmWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(u"ContainerPerfTest"_s);
        QApplication::setApplicationName(u"tst_swarm_window"_s);
        QSettings().clear();
        CP_REQUIRE_SWARM_RIG(m_rig, 1);
        QString error;
        QVERIFY2(
            m_rig.createSlotService(u"cptest-gui"_s, 2, u"containerperf-test/http:latest"_s, u"1809"_s, {}, &error),
            qPrintable(error));
    }

    void servicesAreListedAndBound()
    {
        QTemporaryDir results;
        cp::MainWindow window;
        window.controller()->setResultsRoot(results.path());
        window.show();
        auto *services = window.findChild<QTableView *>(u"serviceTable"_s);
        QVERIFY(services);
        window.docker()->connectTo(m_rig.value(u"MANAGER_HOST"_s));
        // The service and its two tasks, once the manager says both run.
        const auto *model = qobject_cast<const cp::ServiceListModel *>(services->model());
        QTRY_VERIFY_WITH_TIMEOUT(
            model->rowCount() == 3 && model->index(0, cp::ServiceListModel::Replicas).data() == u"2 of 2"_s, 30'000);
        QVERIFY(services->isVisibleTo(&window));
        QCOMPARE(model->index(0, cp::ServiceListModel::Name).data().toString(), u"cptest-gui"_s);
        QCOMPARE(model->index(0, cp::ServiceListModel::Image).data().toString(), u"containerperf-test/http:latest"_s);
        QCOMPARE(model->index(1, cp::ServiceListModel::Name).data().toString(), u"↳ cptest-gui.1"_s);
        QCOMPARE(model->index(2, cp::ServiceListModel::Name).data().toString(), u"↳ cptest-gui.2"_s);
        const QString node = u"%1-n1 (%2)"_s.arg(m_rig.prefix(), m_rig.value(u"NODE1_IP"_s));
        QCOMPARE(model->index(1, cp::ServiceListModel::Node).data().toString(), node);
        QCOMPARE(model->index(1, cp::ServiceListModel::Replicas).data().toString(), u"running"_s);

        // A task's row binds its service to the endpoint chosen in the Targets dock.
        cp::Endpoint endpoint;
        endpoint.name = u"gui"_s;
        endpoint.request.url = QUrl(u"http://%1:18091/"_s.arg(m_rig.value(u"NODE1_IP"_s)));
        window.targets()->selectEndpoint(window.endpointModel()->add(endpoint));
        services->setCurrentIndex(model->index(2, 0));
        // A listing of the same services and tasks, as comes every few seconds, keeps the selection.
        QSignalSpy listed(window.docker(), &cp::DockerConnection::swarmListed);
        QVERIFY(listed.wait(10'000));
        QCOMPARE(services->currentIndex().row(), 2);
        window.findChild<QPushButton *>(u"bindServiceButton"_s)->click();
        QCOMPARE(window.findChild<QLineEdit *>(u"endpointServices"_s)->text(), u"cptest-gui"_s);
        QCOMPARE(window.experiment().endpoints.last().services, QStringList{u"cptest-gui"_s});

        // A daemon outside a swarm lists no services, and the table goes.
        window.docker()->connectTo({});
        QTRY_VERIFY_WITH_TIMEOUT(window.isDockerReachable() && model->rowCount() == 0, 15'000);
        QVERIFY(!services->isVisibleTo(&window));
    }

    void aRunSentByAGeneratorOnTheSwarm()
    {
        const QString image = u"%1-cli:%2"_s.arg(m_rig.prefix()).arg(QCoreApplication::applicationPid());
        const QString cli = QStringLiteral(CONTAINERPERF_CLI);
        const auto built =
            cp::test::runProcess(u"bash"_s,
                                 {QStringLiteral(CONTAINERPERF_FIXTURES "/../../scripts/build-cli-image.sh"),
                                  u"--build-dir"_s, cli.left(cli.lastIndexOf(u"/app/cli/"_s)), u"--tag"_s, image,
                                  u"--load-into"_s, m_rig.value(u"NODE1_HOST"_s)},
                                 300'000);
        QVERIFY2(built.exitCode == 0, qPrintable(built.errText()));
        m_images << image;

        QTemporaryDir results;
        cp::MainWindow window;
        window.controller()->setResultsRoot(results.path());
        window.resize(1600, 1000);
        window.show();
        cp::Endpoint endpoint;
        endpoint.name = u"cptest-gui"_s;
        endpoint.request.method = "GET";
        endpoint.request.url = QUrl(u"http://%1:18091/"_s.arg(m_rig.value(u"NODE1_IP"_s)));
        endpoint.services = {u"cptest-gui"_s};
        cp::Experiment e = window.experiment();
        e.endpoints = {endpoint};
        e.runTypes = {cp::RunType::Continuous};
        e.concurrency = 4;
        e.duration = std::chrono::seconds(3);
        e.requests = 0;
        e.dockerHost = m_rig.value(u"MANAGER_HOST"_s);
        e.generators = {1, image, u"host"_s};
        window.setExperiment(e);
        QVERIFY(window.findChild<QLineEdit *>(u"generatorImage"_s)->isVisibleTo(&window));

        QSignalSpy finished(window.controller(), &cp::RunController::finished);
        QVERIFY(window.startExperiment());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120'000);
        const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
        QCOMPARE(outcome.status, cp::ExperimentStatus::Finished);
        const cp::RunSummary &run = outcome.runs.at(0);
        QCOMPARE(run.generators.size(), 1);
        QVERIFY(run.counts.requests > 0);
        QCOMPARE(run.generators.first().requests, run.counts.requests);
        QCOMPARE(window.controller()->samplesReceived(), run.counts.requests);
        // The table's row is the merged run; its Endpoint tooltip says which generator sent it.
        const auto *table = window.findChild<QTableView *>(u"resultsTable"_s);
        QVERIFY(table);
        const QString tip = table->model()->index(0, cp::ResultsModel::Endpoint).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(u"generator 0 on %1-n1"_s.arg(m_rig.prefix())), qPrintable(tip));
        // What the Run dock and the table look like then (docs/scale-out.md), where a folder is given for it.
        window.findChild<QDockWidget *>(u"runDock"_s)->raise();
        if (const QString shots = qEnvironmentVariable("CONTAINERPERF_SWARM_SHOTS"); !shots.isEmpty()) {
            // The merged samples arrive at the run's end: the charts draw them at their next refresh.
            QTest::qWait(1000);
            QVERIFY(window.grab().save(QDir(shots).filePath(u"swarm-generators.png"_s)));
        }
    }

    void cleanupTestCase()
    {
        for (const QString &image : std::as_const(m_images))
            cp::test::runProcess(u"docker"_s, {u"rmi"_s, image}, 60'000);
        m_rig.down();
    }

private:
    cp::test::SwarmRig m_rig;
    QStringList m_images; // built by the tests, removed from this machine's daemon at the end
};

QTEST_MAIN(TestSwarmWindow)
#include "tst_swarm_window.moc"
