#include "container_log_window.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QVBoxLayout>

namespace cp {

ContainerLogWindow::ContainerLogWindow(const QString &container, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_container(container)
    , m_text(new QPlainTextEdit)
    , m_state(new QLabel(tr("Following the logs of %1…").arg(container)))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setObjectName(QStringLiteral("containerLogWindow"));
    setWindowTitle(tr("Logs of %1 — ContainerPerf").arg(container));
    m_text->setReadOnly(true);
    m_text->setMaximumBlockCount(MaxLines);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_state->setObjectName(QStringLiteral("logState"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_state);
    resize(760, 480);
}

QString ContainerLogWindow::text() const
{
    return m_text->toPlainText();
}

void ContainerLogWindow::append(const QString &text)
{
    // Follows the end unless the user scrolled up to read.
    QScrollBar *bar = m_text->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    QTextCursor end(m_text->document());
    end.movePosition(QTextCursor::End);
    end.insertText(text);
    if (atEnd)
        bar->setValue(bar->maximum());
}

void ContainerLogWindow::setEnded(const QString &error)
{
    m_state->setText(
        error.isEmpty()
            ? tr("The log ended: %1 stopped. Start it and follow its logs again to see more.").arg(m_container)
            : tr("The log ended: %1").arg(error));
}

} // namespace cp
