#pragma once

#include "answer_view.h"

#include "model/cold_start_overhead.h"

#include <QList>

class QTableWidget;

namespace cp {

// The cold-start view (docs/experiment-format.md#cold-start-overhead): for one
// endpoint at a time (chosen above it), T_cold / T_warm per sweep point with
// its 95 % interval, drawn as the report draws it, and a table with the
// medians, the counts and the restart-to-first-answer times.
class ColdStartView : public AnswerListView<ColdStartOverhead>
{
    Q_OBJECT
public:
    explicit ColdStartView(QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

private:
    // One choice per endpoint, in the order they first appear.
    QStringList choicesFor(const QList<ColdStartOverhead> &overheads) const override;
    void showChoice(int endpoint) override;

    QTableWidget *m_table;
};

} // namespace cp
