// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the parameter panel beside the chart pages, one ScenarioModel, and the one update
// path — every change of the model schedules a single refresh, which syncs the panel and redraws the
// visible page. Changes that arrive while a refresh is pending are folded into it, so a fast drag skips
// intermediate values instead of queueing them.
#pragma once

#include <QMainWindow>

#include <map>
#include <memory>
#include <vector>

class QAction;
class QMenu;
class QScrollArea;

#include "pageid.h"
class QStackedWidget;
class QTabBar;

namespace commviz::ui {

class ChartPage;
class Document;
class LectureController;
class Measurements;
class ParameterPanel;
class ScenarioModel;
class Settings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `settingsPath`: an INI file instead of the user's settings (tests).
    explicit MainWindow(QWidget *parent = nullptr, const QString &settingsPath = QString());
    ~MainWindow() override;

    [[nodiscard]] ScenarioModel *model() const { return m_model; }
    [[nodiscard]] ParameterPanel *panel() const { return m_panel; }
    [[nodiscard]] Document *document() const { return m_document; }
    // The session's imported benchmark tables, which the Measured page draws.
    [[nodiscard]] Measurements *measurements() const { return m_measurements; }
    [[nodiscard]] LectureController *lecture() const { return m_lecture; }
    [[nodiscard]] Settings *settings() const { return m_settings.get(); }
    [[nodiscard]] const std::vector<ChartPage *> &pages() const { return m_pages; }
    [[nodiscard]] ChartPage *currentPage() const;
    void showPage(PageId id);

    // Redraws now (the scheduled refresh calls this; tests and the benchmark may too).
    void refresh();

    // Geometry and last page from the settings, before the window is shown (main() calls this; tests need
    // not), and, once it is on screen, the last scenario, which is only opened when it is a regular file.
    void restoreSession();
    void reopenLastScenario();

    // Switches the interface language now and remembers it ("en" or "zh_CN"; View ▸ Language).
    void setLanguage(const QString &language);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

Q_SIGNALS:
    // After each redraw: tests count these to check that a burst of edits costs one redraw.
    void refreshed();

private:
    void createActions();
    void updateTitle();
    void scheduleRefresh();
    void showShortcuts();
    // The Textbook / Production view (Scenario::production_view) from a page's switch or the View menu, as one
    // undo step; nothing when it is already so.
    void setProductionView(bool production);
    void retranslateUi();
    static QString readyMessage();

    std::unique_ptr<Settings> m_settings;
    ScenarioModel *m_model = nullptr;
    Measurements *m_measurements = nullptr;
    Document *m_document = nullptr;
    ParameterPanel *m_panel = nullptr;
    QScrollArea *m_panelScroll = nullptr;
    QTabBar *m_tabBar = nullptr;       // the pages' tabs, the window's whole width
    QStackedWidget *m_stack = nullptr; // the pages
    std::vector<ChartPage *> m_pages;
    bool m_refreshPending = false;
    bool m_dragging = false; // a slider is held: draw drafts (see ChartPage::setDraft)
    LectureController *m_lecture = nullptr;
    std::vector<QAction *> m_pageActions;
    QAction *m_productionView = nullptr; // View ▸ Production view (Ctrl+T), checked in refresh()
    QMenu *m_helpMenu = nullptr;
    std::map<QString, QAction *> m_languageActions; // View ▸ Language, by code ("en", "zh_CN")
};

} // namespace commviz::ui
