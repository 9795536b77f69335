#pragma once

#include <QList>
#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;
class QVBoxLayout;

namespace cp {

// What the Perf-cost curve and Cold starts tabs share (docs/user-guide.md#the-window):
// while an experiment has no such answer, a sentence saying how to get one; once it has,
// a chooser of which answer is shown above its chart, and what the view adds below.
class AnswerView : public QWidget
{
    Q_OBJECT
protected:
    // The sentence is named "<prefix>Empty" and the chooser `choiceName`, for tests.
    AnswerView(const QString &prefix, const QString &emptyText, const QString &choiceLabel, const QString &choiceName,
               QWidget *parent);

    // Adds `widget` below the chart, shown only while there are answers.
    void addBelow(QWidget *widget, int stretch);
    // Lists `choices` in the chooser (the sentence when there are none), then shows the first.
    void setChoices(const QStringList &choices);
    // Draws answer `index` of the chooser; -1: none.
    virtual void showChoice(int index) = 0;

    QComboBox *choice() const { return m_choice; }
    QChartView *view() const { return m_view; }

private:
    QLabel *m_empty;
    QComboBox *m_choice;
    QChartView *m_view;
    QVBoxLayout *m_layout;
    QList<QWidget *> m_answerParts; // what shows only while there are answers
};

} // namespace cp
