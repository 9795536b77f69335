#include "stages_editor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cp {

StagesEditor::StagesEditor(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 2))
    , m_add(new QPushButton(tr("Add stage")))
    , m_remove(new QPushButton(tr("Remove")))
{
    m_table->setObjectName(QStringLiteral("stagesTable"));
    m_add->setObjectName(QStringLiteral("addStage"));
    m_remove->setObjectName(QStringLiteral("removeStage"));
    m_table->setHorizontalHeaderLabels({tr("Duration (s)"), tr("Target")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(false);
    m_table->setToolTip(tr("Each stage moves the target linearly from the last one (0 before the first) over its "
                           "duration; a stage of 0 s steps at once. Rate runs: requests/s; continuous runs: "
                           "requests in flight. No stages: a constant load."));
    m_table->setMaximumHeight(6 * m_table->verticalHeader()->defaultSectionSize()
                              + m_table->horizontalHeader()->sizeHint().height());
    m_remove->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, [this] {
        // A new stage holds the last target for 10 s: a soak to edit into a ramp or a step.
        const int rows = m_table->rowCount();
        const QTableWidgetItem *lastTarget = rows > 0 ? m_table->item(rows - 1, 1) : nullptr;
        const double last = lastTarget ? lastTarget->text().toDouble() : 0;
        appendRow(10, last);
        emit changed();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        m_table->removeRow(m_table->currentRow());
        emit changed();
    });
    connect(m_table, &QTableWidget::itemChanged, this, &StagesEditor::changed);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(m_table->currentRow() >= 0); });
}

QList<LoadStage> StagesEditor::stages(QStringList *problems) const
{
    const auto text = [this](int row, int column) {
        const QTableWidgetItem *item = m_table->item(row, column);
        return item ? item->text() : QString();
    };
    QList<LoadStage> stages;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        bool secondsOk = false;
        bool targetOk = false;
        const double seconds = text(row, 0).trimmed().toDouble(&secondsOk);
        const double target = text(row, 1).trimmed().toDouble(&targetOk);
        if (!secondsOk || !targetOk || !(seconds >= 0) || !(target >= 0) || !std::isfinite(seconds)
            || !std::isfinite(target)) {
            if (problems)
                *problems << tr("stage %1: '%2 s' and '%3' are not a duration and a target of 0 or more")
                                 .arg(row + 1)
                                 .arg(text(row, 0), text(row, 1));
            continue;
        }
        stages.append({std::chrono::nanoseconds(std::llround(seconds * 1e9)), target});
    }
    return stages;
}

void StagesEditor::setStages(const QList<LoadStage> &stages)
{
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(0);
    for (const LoadStage &stage : stages)
        appendRow(double(stage.duration.count()) / 1e9, stage.target);
    m_remove->setEnabled(false);
}

void StagesEditor::appendRow(double seconds, double target)
{
    // One change for the whole row, announced by the caller, never a half-made row.
    const QSignalBlocker blocker(m_table);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(QString::number(seconds)));
    m_table->setItem(row, 1, new QTableWidgetItem(QString::number(target)));
}

} // namespace cp
