// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: everything commviz remembers between runs, behind one typed class.
//
// The window asks for typed values (its geometry, the last page, the recent files, ...) and never sees a
// key: the keys live in settings.cpp alone. Every getter checks what QSettings hands back and returns the
// default when a value is missing, of the wrong type or unusable, so a hand-edited or corrupt settings
// file costs the user their remembered state, never a crash or an odd window. Writes go straight to
// QSettings, which saves them on destruction or sync().
#pragma once

#include "pageid.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace commviz::ui {

class Settings {
public:
    static constexpr int kMaxRecentFiles = 8;

    // The application's settings (QCoreApplication's organization and application names) when `iniPath`
    // is empty; otherwise that INI file, which is how tests keep away from the user's settings.
    explicit Settings(const QString &iniPath = QString());
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    // QMainWindow::saveGeometry() / saveState() blobs; empty when nothing usable is stored.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // The point-to-point page by default, and for a key this commviz does not know.
    PageId lastPage() const;
    void setLastPage(PageId page);

    // The scenario file open when the window closed; empty for none.
    QString lastScenarioPath() const;
    void setLastScenarioPath(const QString &path);

    // Most recent first, no duplicates, at most kMaxRecentFiles.
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &paths);
    void addRecentFile(const QString &path); // moves it to the front
    void removeRecentFile(const QString &path);

    // A locale name such as "zh_CN"; empty means the system's language.
    QString language() const;
    void setLanguage(const QString &language);

    // View ▸ Parameter panel and View ▸ Napkin math: shown unless hidden last time.
    bool panelShown() const;
    void setPanelShown(bool shown);
    bool napkinShown() const;
    void setNapkinShown(bool shown);

    // Writes pending changes now; false when the settings file cannot be written or read back.
    bool sync();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace commviz::ui
