#pragma once

#include "model/cold_start_overhead.h"

#include <QList>
#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;
class QTableWidget;

namespace cp {

// The cold-start view (docs/experiment-format.md#cold-start-overhead): for one
// endpoint at a time (chosen above it), T_cold / T_warm per sweep point with
// its 95 % interval, drawn as the report draws it, and a table with the
// medians, the counts and the restart-to-first-answer times.
class ColdStartView : public QWidget
{
    Q_OBJECT
public:
    explicit ColdStartView(QWidget *parent = nullptr);

    void setOverheads(const QList<ColdStartOverhead> &overheads);
    const QList<ColdStartOverhead> &overheads() const { return m_overheads; }
    QChartView *chartView() const { return m_view; }
    QTableWidget *table() const { return m_table; }

private:
    void show(int endpoint);

    QList<ColdStartOverhead> m_overheads;
    QLabel *m_empty;
    QComboBox *m_choice;
    QChartView *m_view;
    QTableWidget *m_table;
};

} // namespace cp
