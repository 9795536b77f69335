#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace cp {

// A non-modal bar above the charts for problems: what went wrong and what to
// do about it. It never blocks the window; the newest message replaces the
// last, and the user closes it.
class MessageBar : public QFrame
{
    Q_OBJECT
public:
    enum class Level { Information, Warning, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(Level level, const QString &cause, const QString &fix = {});
    QString text() const;
    Level level() const { return m_level; }

private:
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
    Level m_level = Level::Information;
};

} // namespace cp
