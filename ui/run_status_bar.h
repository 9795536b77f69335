#pragma once

#include "model/run_progress.h"

#include <QStatusBar>

class QLabel;

namespace cp {

// The main window's status bar: on the left, whether Docker answers (hidden while a
// temporary message shows); always on the right, the samples, the request rate and, for
// open loop, the late sends of the run going on.
class RunStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit RunStatusBar(QWidget *parent = nullptr);

    void showDockerState(bool reachable, const QString &text);
    // `samples`: received over the whole experiment so far.
    void showProgress(qint64 samples, const RunProgress &progress);

private:
    QLabel *m_docker;
    QLabel *m_samples;
    QLabel *m_rate;
    QLabel *m_late;
};

} // namespace cp
