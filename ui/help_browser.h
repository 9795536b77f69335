#pragma once

#include <QDialog>

class QTextBrowser;

namespace cp {

// The user guide and the documents it links to, from the copies built into the
// program: help works offline and always matches the version that shows it.
class HelpBrowser : public QDialog
{
    Q_OBJECT
public:
    explicit HelpBrowser(QWidget *parent = nullptr);

    // Shows docs/user-guide.md at its top, as the User Guide button does.
    void showUserGuide();
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace cp
