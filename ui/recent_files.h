#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class QSettings;

namespace cp {

// File ▸ Recent: the experiment files and results opened, saved or imported
// last, newest first, at most MaxFiles, kept in QSettings.
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxFiles = 10;

    // Fills `menu` (owned by the caller) with the files, one action each.
    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    void read(const QSettings &settings);
    void write(QSettings &settings) const;
    // Puts `path` first and saves the list at once.
    void add(const QString &path);

signals:
    void chosen(const QString &path);

private:
    void updateMenu();

    QMenu *m_menu;
    QStringList m_files;
};

} // namespace cp
