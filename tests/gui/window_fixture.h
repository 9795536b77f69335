#pragma once

// What the window tests share: a shown window whose results go to a test
// directory, and an experiment against the built-in demo service.
#include "endpoint_list_model.h"
#include "main_window.h"
#include "run_controller.h"

#include <QTest>

#include <chrono>
#include <memory>

namespace cp::test {

inline std::unique_ptr<cp::MainWindow> shownWindow(const QString &resultsRoot)
{
    auto window = std::make_unique<cp::MainWindow>();
    window->controller()->setResultsRoot(resultsRoot);
    window->show();
    return window;
}

// `types` runs of `duration` each against the demo endpoint, two at a time, without pauses.
inline void configureDemo(cp::MainWindow &window, std::chrono::nanoseconds duration,
                          QList<cp::RunType> types = {cp::RunType::Continuous})
{
    const int row = window.selectDemoEndpoint();
    QVERIFY(row >= 0);
    cp::Experiment e = window.experiment();
    e.endpoints = {window.endpointModel()->endpoint(row)};
    e.runTypes = types;
    e.concurrency = 2;
    e.duration = duration;
    e.requests = 0;
    e.pauseBefore = std::chrono::seconds(0);
    e.pauseAfter = std::chrono::seconds(0);
    window.setExperiment(e);
    QCOMPARE(window.endpointModel()->demoRow(), 0);
}

} // namespace cp::test
