#include "message_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace cp {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel)
    , m_text(new QLabel)
    , m_close(new QToolButton)
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setTextFormat(Qt::PlainText);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close this message"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 4, 4);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBar::showMessage(Level level, const QString &cause, const QString &fix)
{
    m_level = level;
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxInformation;
    QString color = QStringLiteral("#e8f0fb");
    if (level == Level::Warning) {
        pixmap = QStyle::SP_MessageBoxWarning;
        color = QStringLiteral("#fdf3d8");
    } else if (level == Level::Error) {
        pixmap = QStyle::SP_MessageBoxCritical;
        color = QStringLiteral("#fbe3e1");
    }
    setStyleSheet(QStringLiteral("#messageBar { background: %1; }").arg(color));
    m_icon->setPixmap(style()->standardIcon(pixmap).pixmap(22, 22));
    m_text->setText(fix.isEmpty() ? cause : tr("%1\nWhat to do: %2").arg(cause, fix));
    show();
}

QString MessageBar::text() const
{
    return m_text->text();
}

} // namespace cp
