#include "help_browser.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cp {

HelpBrowser::HelpBrowser(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("helpBrowser"));
    setWindowTitle(tr("ContainerPerf Help"));
    // Links within the documents are followed here; links out of them go to the browser.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
            QDesktopServices::openUrl(url);
        else
            m_browser->setSource(m_browser->source().resolved(url));
    });

    auto *back = new QPushButton(tr("Back"));
    auto *contents = new QPushButton(tr("User Guide"));
    back->setEnabled(false);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(contents, &QPushButton::clicked, this, &HelpBrowser::showUserGuide);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(back);
    buttons->addWidget(contents);
    buttons->addStretch(1);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addLayout(buttons);
    resize(900, 700);
}

void HelpBrowser::showUserGuide()
{
    m_browser->setSource(QUrl(QStringLiteral("qrc:/docs/user-guide.md")), QTextDocument::MarkdownResource);
}

} // namespace cp
