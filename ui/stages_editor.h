#pragma once

#include "model/load_profile.h"

#include <QWidget>

class QPushButton;
class QTableWidget;

namespace cp {

// The Run dock's Stages table (docs/load-testing.md#stages): one row per stage,
// its duration in seconds and its target (requests/s for a rate run, requests in
// flight for a continuous run), with rows to add and remove. No rows: a constant load.
class StagesEditor : public QWidget
{
    Q_OBJECT
public:
    explicit StagesEditor(QWidget *parent = nullptr);

    // Every row as typed; `problems` names the cells that are not numbers of 0 or more.
    QList<LoadStage> stages(QStringList *problems = nullptr) const;
    void setStages(const QList<LoadStage> &stages);

signals:
    void changed();

private:
    void appendRow(double seconds, double target);

    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
};

} // namespace cp
