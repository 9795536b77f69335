#include "help_menu.h"

#include "help_browser.h"

#include <QAction>
#include <QIcon>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace cp {

HelpMenu::HelpMenu(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    QMenu *help = window->menuBar()->addMenu(tr("&Help"));
    help->addAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("&User Guide"), QKeySequence::HelpContents,
                    this, &HelpMenu::showUserGuide);
    help->addAction(tr("&Keyboard Shortcuts"), this, &HelpMenu::showShortcuts);
    help->addSeparator();
    QAction *aboutAction = help->addAction(tr("&About ContainerPerf"), this, &HelpMenu::about);
    aboutAction->setMenuRole(QAction::AboutRole);
}

void HelpMenu::showUserGuide()
{
    if (!m_browser)
        m_browser = new HelpBrowser(m_window);
    m_browser->showUserGuide();
    m_browser->show();
    m_browser->raise();
}

QString HelpMenu::shortcutsText() const
{
    // Read from the menus themselves, so the list is never out of date.
    QString rows;
    const auto row = [&rows](const QString &keys, const QString &what) {
        rows +=
            QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    const auto menus = m_window->menuBar()->actions();
    for (QAction *menu : menus) {
        if (!menu->menu())
            continue;
        const auto actions = menu->menu()->actions();
        for (QAction *action : actions) {
            if (!action->shortcut().isEmpty())
                row(action->shortcut().toString(QKeySequence::NativeText),
                    tr("%1 ▸ %2").arg(menu->text(), action->text()).remove(QLatin1Char('&')));
        }
    }
    row(tr("← →"), tr("In a chart: pan"));
    row(tr("Wheel"), tr("In a chart: zoom around the pointer"));
    row(tr("Left drag"), tr("In a chart: zoom into a time range"));
    row(tr("Middle drag"), tr("In a chart: pan"));
    return QStringLiteral("<table cellspacing=\"6\">%1</table>").arg(rows);
}

void HelpMenu::showShortcuts()
{
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard Shortcuts"), shortcutsText(), QMessageBox::Close, m_window);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

void HelpMenu::about()
{
    QMessageBox::about(
        m_window, tr("About ContainerPerf"),
        tr("<h3>ContainerPerf %1</h3><p>Latency and resource cost of HTTP services in Docker containers: "
           "warm, cold, in bursts, one by one, and across memory limits.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(QStringLiteral(CONTAINERPERF_VERSION), QString::fromLatin1(qVersion())));
}

} // namespace cp
