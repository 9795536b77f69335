// What the window says to the person using it: input kept as typed and named when it
// cannot be used, failures in words, only the settings that apply, help at hand.
#include "endpoint_editor.h"
#include "help_browser.h"
#include "help_menu.h"
#include "main_window.h"
#include "message_bar.h"
#include "results_model.h"
#include "run_controller.h"
#include "run_settings_widget.h"
#include "targets_panel.h"
#include "window_fixture.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace std::chrono_literals;

class TestWindowFeedback : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void inputIsNeverRewritten();
    void refusedPortIsExplained();
    void settingsShownAreTheOnesThatApply();
    void helpIsInTheWindow();

private:
    std::unique_ptr<cp::MainWindow> makeWindow() { return cp::test::shownWindow(m_results.path()); }
    QTemporaryDir m_results;
};

void TestWindowFeedback::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
    QApplication::setApplicationName(QStringLiteral("tst_window_feedback"));
    // Windows restore what an earlier test's window kept: each run starts as a first start.
    QSettings().clear();
    QVERIFY(m_results.isValid());
}

void TestWindowFeedback::inputIsNeverRewritten()
{
    auto window = makeWindow();
    QVERIFY(window->selectDemoEndpoint() >= 0);
    cp::EndpointEditor *editor = window->targets()->editor();
    auto *url = editor->findChild<QLineEdit *>(QStringLiteral("endpointUrl"));
    auto *problems = editor->findChild<QLabel *>(QStringLiteral("endpointProblems"));
    QVERIFY(url && problems);

    // Not a URL: kept as typed, said at once, refused at start.
    url->selectAll();
    QTest::keyClicks(url, QStringLiteral("htp//not a url"));
    QVERIFY(problems->isVisibleTo(window.get()));
    QVERIFY2(problems->text().startsWith(QStringLiteral("“htp//not a url” is not an http:// or https:// URL")),
             qPrintable(problems->text()));
    QVERIFY2(!problems->text().contains(QLatin1String("did you mean")), qPrintable(problems->text()));
    QVERIFY(!window->experiment().endpoints.at(0).request.url.toString().startsWith(QLatin1String("http://")));
    QVERIFY(!window->startExperiment());
    QVERIFY2(window->messageBar()->text().contains(QLatin1String("htp//not a url")),
             qPrintable(window->messageBar()->text()));

    // A URL without its scheme: the likely one is offered, not applied.
    url->selectAll();
    QTest::keyClicks(url, QStringLiteral("127.0.0.1:8080/x"));
    QVERIFY2(problems->text().contains(QLatin1String("did you mean http://127.0.0.1:8080/x?")),
             qPrintable(problems->text()));
    QVERIFY(window->experiment().endpoints.at(0).request.url.scheme() != QLatin1String("http"));
    url->selectAll();
    QTest::keyClicks(url, QStringLiteral("http://127.0.0.1:8080/x"));
    QVERIFY(!problems->isVisibleTo(window.get()));

    // A header line that is not one: named, and a reason not to start.
    auto *headers = editor->findChild<QPlainTextEdit *>(QStringLiteral("endpointHeaders"));
    QVERIFY(headers);
    headers->setPlainText(QStringLiteral("X-Good: 1\nX-Broken 2"));
    QVERIFY2(problems->text().contains(QStringLiteral("header line 2 (“X-Broken 2”)")), qPrintable(problems->text()));
    QVERIFY(!window->startExperiment());
    QVERIFY(window->messageBar()->text().contains(QLatin1String("X-Broken 2")));
    headers->setPlainText(QStringLiteral("X-Good: 1"));

    // A minus sign typed is kept, and the value refused as typed.
    auto *concurrency = window->findChild<QSpinBox *>(QStringLiteral("concurrency"));
    QVERIFY(concurrency);
    concurrency->selectAll();
    QTest::keyClicks(concurrency, QStringLiteral("-5"));
    QCOMPARE(concurrency->value(), -5);
    QVERIFY(!window->startExperiment());
    const QString said = window->messageBar()->text();
    QVERIFY2(said.contains(QLatin1String("concurrency must be at least 1, not -5")), qPrintable(said));
    // The window speaks of its own fields, not of the command line's flags.
    QVERIFY2(!said.contains(QLatin1String("--")), qPrintable(said));
}

void TestWindowFeedback::refusedPortIsExplained()
{
    // A port nothing listens on: one the system just gave out and took back.
    quint16 port = 0;
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        port = server.serverPort();
    }
    auto window = makeWindow();
    cp::Experiment e = window->experiment();
    cp::Endpoint endpoint;
    endpoint.name = QStringLiteral("nobody");
    endpoint.request.method = "GET";
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
    e.endpoints = {endpoint};
    e.runTypes = {cp::RunType::Continuous};
    e.concurrency = 2;
    e.duration = 500ms;
    e.requests = 0;
    e.memorySizesMb.clear();
    e.cpuLimits.clear();
    e.messageLengths.clear();
    window->setExperiment(e);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);

    // Failed, in words, with what to do: not "Finished" with an error count.
    const QString ended = window->findChild<QLabel *>(QStringLiteral("runEta"))->text();
    QVERIFY2(ended.startsWith(QLatin1String("Failed after")), qPrintable(ended));
    QCOMPARE(window->messageBar()->level(), cp::MessageBar::Level::Error);
    const QString said = window->messageBar()->text();
    QVERIFY2(said.contains(QLatin1String("Every request failed"))
                 && said.contains(QStringLiteral("nothing listens at 127.0.0.1:%1").arg(port))
                 && said.contains(QLatin1String("port published")),
             qPrintable(said));
    // The run's row says it too.
    cp::ResultsModel *results = window->resultsModel();
    QCOMPARE(results->rowCount(), 1);
    const QString tip = results->index(0, cp::ResultsModel::Errors).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("refused")) && tip.contains(QLatin1String("nothing listens")), qPrintable(tip));
}

void TestWindowFeedback::settingsShownAreTheOnesThatApply()
{
    auto window = makeWindow();
    cp::Experiment e = window->experiment();
    e.runTypes = {cp::RunType::Continuous};
    window->setExperiment(e);
    const auto shown = [&window](const char *name) {
        auto *widget = window->runSettings()->findChild<QWidget *>(QLatin1String(name));
        return widget && widget->isVisibleTo(window.get());
    };
    QVERIFY(shown("duration") && shown("requests") && shown("warmup") && shown("concurrency"));
    for (const char *name : {"rateStart", "rateEnd", "repetitions", "pauseBefore", "coldStart", "stopTimeout"})
        QVERIFY2(!shown(name), name);
    auto *types = window->runSettings()->findChild<QListWidget *>();
    QVERIFY(types);
    // Ticking cold shows the batch and cold-start rows, and nothing of the rate.
    for (int i = 0; i < types->count(); ++i) {
        if (cp::RunType(types->item(i)->data(Qt::UserRole).toInt()) == cp::RunType::Cold)
            types->item(i)->setCheckState(Qt::Checked);
    }
    for (const char *name : {"repetitions", "pauseBefore", "pauseAfter", "coldStart", "stopTimeout", "duration"})
        QVERIFY2(shown(name), name);
    QVERIFY(!shown("rateStart"));
    e.runTypes = {cp::RunType::Rate};
    window->setExperiment(e);
    QVERIFY(shown("rateStart") && shown("rateEnd") && shown("duration"));
    QVERIFY(!shown("repetitions") && !shown("coldStart"));
}

void TestWindowFeedback::helpIsInTheWindow()
{
    auto window = makeWindow();
    QMenu *help = nullptr;
    const auto menus = window->menuBar()->actions();
    for (QAction *menu : menus) {
        if (menu->text().remove(QLatin1Char('&')) == QLatin1String("Help"))
            help = menu->menu();
    }
    QVERIFY(help);
    QStringList items;
    const auto actions = help->actions();
    for (QAction *action : actions)
        items << action->text().remove(QLatin1Char('&'));
    QVERIFY2(items.contains(QLatin1String("User Guide")) && items.contains(QLatin1String("Keyboard Shortcuts")),
             qPrintable(items.join(QLatin1Char(','))));

    // The guide is built in, and its links to the other documents are followed in place.
    window->helpMenu()->showUserGuide();
    auto *guide = window->findChild<cp::HelpBrowser *>(QStringLiteral("helpBrowser"));
    QVERIFY(guide && guide->isVisible());
    QTextBrowser *browser = guide->browser();
    QVERIFY2(browser->toPlainText().contains(QLatin1String("ContainerPerf user guide")),
             qPrintable(browser->toPlainText().left(200)));
    QVERIFY(browser->toPlainText().contains(QLatin1String("Keyboard")));
    emit browser->anchorClicked(QUrl(QStringLiteral("experiment-format.md#pricing")));
    QVERIFY2(browser->toPlainText().contains(QLatin1String("gcp-cloud-run-request")),
             qPrintable(browser->source().toString()));

    // Every menu shortcut is listed, from the menus themselves.
    const QString shortcuts = window->helpMenu()->shortcutsText();
    for (const char *entry : {"F5", "Run ▸ Start", "Shift+F5", "Run ▸ Stop", "F1", "Help ▸ User Guide"})
        QVERIFY2(shortcuts.contains(QString::fromUtf8(entry)), entry);
}

QTEST_MAIN(TestWindowFeedback)
#include "tst_window_feedback.moc"
