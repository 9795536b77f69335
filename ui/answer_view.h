#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

#include <memory>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QTableWidget;
class QVBoxLayout;

namespace cp {

// What the Perf-cost curve, Cold starts and Capacity tabs share (docs/user-guide.md#the-window):
// while an experiment has no such answer, a sentence saying how to get one; once it has,
// a chooser of which answer is shown above its chart, and what the view adds below.
class AnswerView : public QWidget
{
    Q_OBJECT
public:
    QChartView *chartView() const { return m_view; }
    QChart *chart() const;

protected:
    // The sentence is named "<prefix>Empty" and the chooser `choiceName`, for tests.
    AnswerView(const QString &prefix, const QString &choiceLabel, const QString &choiceName, QWidget *parent);

    // The sentence shown while there is no answer: how to get one.
    void setEmptyText(const QString &text);
    // Adds `widget` below the chart, shown only while there are answers.
    void addBelow(QWidget *widget, int stretch);
    // Adds below the chart a read-only table, its columns as wide as their contents.
    QTableWidget *addTable();
    // Shows `chart` with the live charts' narrow margins (the room is the plot's) and
    // deletes the one shown before.
    void showChart(std::unique_ptr<QChart> chart);
    // Fills `table` with `rows` of `headers`' cells, right-aligned in `rightAligned` columns.
    static void fillTable(QTableWidget *table, const QStringList &headers, const QList<QStringList> &rows,
                          const QList<int> &rightAligned);
    // Lists `choices` in the chooser (the sentence when there are none), then shows the first.
    void setChoices(const QStringList &choices);
    // Draws answer `index` of the chooser; -1: none.
    virtual void showChoice(int index) = 0;

    QComboBox *choice() const { return m_choice; }

private:
    QLabel *m_empty;
    QComboBox *m_choice;
    QChartView *m_view;
    QVBoxLayout *m_layout;
    QList<QWidget *> m_answerParts; // what shows only while there are answers
};

// An AnswerView of one kind of answer (perf-cost curves, cold-start overheads): keeps the
// answers it is given and lists in the chooser the choices they offer.
template<typename Answer>
class AnswerListView : public AnswerView
{
public:
    const QList<Answer> &answers() const { return m_answers; }
    void setAnswers(const QList<Answer> &answers)
    {
        m_answers = answers;
        setChoices(choicesFor(m_answers));
    }

protected:
    using AnswerView::AnswerView;

    // The chooser's entries for `answers`: one per answer, or one per group of them.
    virtual QStringList choicesFor(const QList<Answer> &answers) const = 0;

private:
    QList<Answer> m_answers;
};

} // namespace cp
