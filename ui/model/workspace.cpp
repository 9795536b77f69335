#include "workspace.h"

namespace cp {

Workspace::Workspace(RunMonitor *monitor, QObject *parent)
    : QObject(parent)
    , m_monitor(monitor)
{ }

void Workspace::add(const QString &label, const QString &source, bool isDirectory)
{
    auto experiment = std::make_unique<Experiment>();
    experiment->label = label;
    experiment->source = source;
    experiment->isDirectory = isDirectory;
    // The shown experiment's data leaves the monitor for its own entry; the caller clears the
    // monitor for the new one with the time origin it needs.
    if (m_current >= 0)
        m_monitor->swapContents(m_experiments[std::size_t(m_current)]->contents);
    m_experiments.push_back(std::move(experiment));
    m_current = count() - 1;
    if (count() > MaxExperiments) {
        const std::unique_ptr<Experiment> oldest = std::move(m_experiments.front());
        m_experiments.erase(m_experiments.begin());
        --m_current;
        emit dropped(oldest->label, oldest->source);
    }
    emit listChanged();
    emit shownChanged(m_current);
}

void Workspace::setRuns(const QList<RunSummary> &runs)
{
    if (m_current >= 0)
        m_experiments[std::size_t(m_current)]->runs = runs;
}

void Workspace::setAnswers(const QList<PerfCostCurve> &curves, const QList<ColdStartOverhead> &coldStarts)
{
    if (m_current < 0)
        return;
    m_experiments[std::size_t(m_current)]->curves = curves;
    m_experiments[std::size_t(m_current)]->coldStarts = coldStarts;
}

void Workspace::show(int index)
{
    if (index == m_current || index < 0 || index >= count())
        return;
    // The shown entry holds empty leftovers: it takes the data to show, then exchanges it with the monitor's.
    RunMonitor::Contents &shown = m_experiments[std::size_t(m_current)]->contents;
    std::swap(shown, m_experiments[std::size_t(index)]->contents);
    m_monitor->swapContents(shown);
    m_current = index;
    emit shownChanged(m_current);
}

void Workspace::remove(int index)
{
    if (index < 0 || index >= count())
        return;
    if (index == m_current) {
        if (count() == 1) {
            m_monitor->clear();
            m_experiments.clear();
            m_current = -1;
            emit listChanged();
            emit shownChanged(m_current);
            return;
        }
        show(index + 1 < count() ? index + 1 : index - 1);
    }
    m_experiments.erase(m_experiments.begin() + index);
    if (m_current > index)
        --m_current;
    emit listChanged();
    emit shownChanged(m_current);
}

} // namespace cp
