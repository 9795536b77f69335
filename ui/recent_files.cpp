#include "recent_files.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace cp {

namespace {

const QString RecentKey = QStringLiteral("files/recent");

} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    updateMenu();
}

void RecentFiles::read(const QSettings &settings)
{
    m_files = settings.value(RecentKey).toStringList().mid(0, MaxFiles);
    updateMenu();
}

void RecentFiles::write(QSettings &settings) const
{
    settings.setValue(RecentKey, m_files);
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > MaxFiles)
        m_files.removeLast();
    updateMenu();
    QSettings settings;
    write(settings);
}

void RecentFiles::updateMenu()
{
    m_menu->clear();
    for (const QString &path : std::as_const(m_files))
        m_menu->addAction(QDir::toNativeSeparators(path), this, [this, path] { emit chosen(path); });
    m_menu->setEnabled(!m_files.isEmpty());
}

} // namespace cp
