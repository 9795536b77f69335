#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <memory>

// `containerperf-cli report DIR... --out report.html`: one self-contained HTML
// report of results directories (docs/user-guide.md#the-report).
int runReportCommand(const QStringList &arguments);

// The application object for a command line: `report` draws its figures with
// widgets, offscreen, so it gets a QApplication on the offscreen platform
// (unless QT_QPA_PLATFORM names another); every other command needs Qt Core only.
std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv);
