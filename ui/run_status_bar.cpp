#include "run_status_bar.h"

#include <QLabel>
#include <QLocale>

namespace cp {

RunStatusBar::RunStatusBar(QWidget *parent)
    : QStatusBar(parent)
    , m_docker(new QLabel)
    , m_samples(new QLabel)
    , m_rate(new QLabel)
    , m_late(new QLabel)
{
    m_docker->setObjectName(QStringLiteral("dockerStatus"));
    m_late->setToolTip(
        tr("Open loop: requests sent more than 1 ms after their schedule — the load generator's health"));
    addWidget(m_docker, 1);
    for (QLabel *label : {m_samples, m_rate, m_late})
        addPermanentWidget(label);
    showProgress(0, RunProgress{});
}

void RunStatusBar::showDockerState(bool reachable, const QString &text)
{
    m_docker->setText(reachable ? text : tr("%1 — the built-in demo endpoint works without it").arg(text));
}

void RunStatusBar::showProgress(qint64 samples, const RunProgress &progress)
{
    const QLocale locale;
    m_samples->setText(tr("Samples: %1").arg(locale.toString(samples)));
    m_rate->setText(tr("%1 req/s").arg(locale.toString(progress.requestsPerSecond, 'f', 0)));
    m_late->setText(tr("Late sends: %1").arg(locale.toString(qint64(progress.lateSends))));
}

} // namespace cp
