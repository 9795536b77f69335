#pragma once

#include <QObject>

class QMainWindow;

namespace cp {

class HelpBrowser;

// The Help menu of a main window: the built-in user guide, the keyboard shortcuts as
// the window's menus have them, and About.
class HelpMenu : public QObject
{
    Q_OBJECT
public:
    // Adds the menu to the end of `window`'s menu bar: create it after the other menus.
    explicit HelpMenu(QMainWindow *window);

    void showUserGuide();
    // The shortcuts table Help ▸ Keyboard Shortcuts shows (rich text).
    QString shortcutsText() const;

private:
    void showShortcuts();
    void about();

    QMainWindow *m_window;
    HelpBrowser *m_browser = nullptr;
};

} // namespace cp
