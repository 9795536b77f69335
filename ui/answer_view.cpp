#include "answer_view.h"

#include "live_charts.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cp {

AnswerView::AnswerView(const QString &prefix, const QString &choiceLabel, const QString &choiceName, QWidget *parent)
    : QWidget(parent)
    , m_empty(new QLabel)
    , m_choice(new QComboBox)
    , m_view(new QChartView)
    , m_layout(new QVBoxLayout(this))
{
    m_empty->setObjectName(prefix + QStringLiteral("Empty"));
    m_choice->setObjectName(choiceName);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_view->setRenderHint(QPainter::Antialiasing);
    // A plot area of at least 150 px under the title, the axis labels and the legend from
    // 1024 × 700 up; what is added below gives way.
    m_view->setMinimumHeight(LiveCharts::ReadableChartHeight);
    auto *choiceRow = new QWidget;
    auto *choiceLayout = new QHBoxLayout(choiceRow);
    choiceLayout->setContentsMargins(0, 0, 0, 0);
    choiceLayout->addWidget(new QLabel(choiceLabel));
    choiceLayout->addWidget(m_choice, 1);
    m_layout->addWidget(m_empty, 1);
    m_layout->addWidget(choiceRow);
    m_layout->addWidget(m_view, 3);
    m_answerParts = {choiceRow, m_view};
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this](int index) { showChoice(index); });
}

QChart *AnswerView::chart() const
{
    return m_view->chart();
}

void AnswerView::setEmptyText(const QString &text)
{
    m_empty->setText(text);
}

void AnswerView::addBelow(QWidget *widget, int stretch)
{
    m_layout->addWidget(widget, stretch);
    m_answerParts.append(widget);
}

QTableWidget *AnswerView::addTable()
{
    auto *table = new QTableWidget;
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    addBelow(table, 1);
    return table;
}

void AnswerView::showChart(std::unique_ptr<QChart> chart)
{
    chart->setMargins(QMargins(4, 2, 4, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    // setChart() releases the chart shown before, which is this view's to delete.
    const std::unique_ptr<QChart> previous(m_view->chart());
    m_view->setChart(chart.release());
}

void AnswerView::fillTable(QTableWidget *table, const QStringList &headers, const QList<QStringList> &rows,
                           const QList<int> &rightAligned)
{
    table->clear();
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < rows.at(row).size(); ++column) {
            auto *item = new QTableWidgetItem(rows.at(row).at(column));
            item->setTextAlignment(rightAligned.contains(column) ? Qt::AlignRight | Qt::AlignVCenter
                                                                 : Qt::AlignLeft | Qt::AlignVCenter);
            table->setItem(row, column, item);
        }
    }
}

void AnswerView::setChoices(const QStringList &choices)
{
    const bool any = !choices.isEmpty();
    m_empty->setVisible(!any);
    for (QWidget *part : std::as_const(m_answerParts))
        part->setVisible(any);
    {
        const QSignalBlocker blocker(m_choice);
        m_choice->clear();
        m_choice->addItems(choices);
    }
    showChoice(any ? 0 : -1);
}

} // namespace cp
