#pragma once

#include "answer_view.h"

#include "model/run_info.h"

#include <QList>

class QTableWidget;

namespace cp {

// The capacity view (docs/load-testing.md#capacity-search): for one endpoint at a
// time (chosen above it), the highest rate each sweep point's search found, drawn
// as bars, and a table with why each search stopped and its evidence.
class CapacityView : public AnswerListView<RunSummary>
{
    Q_OBJECT
public:
    explicit CapacityView(QWidget *parent = nullptr);

    // The runs of `runs` that searched for a capacity.
    static QList<RunSummary> searches(const QList<RunSummary> &runs);
    QTableWidget *table() const { return m_table; }

private:
    // One choice per endpoint, in the order they first appear.
    QStringList choicesFor(const QList<RunSummary> &runs) const override;
    void showChoice(int endpoint) override;

    QTableWidget *m_table;
};

} // namespace cp
