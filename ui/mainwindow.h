// The main window: the parameter panel beside the chart pages, one ScenarioModel, and the one update
// path — every change of the model schedules a single refresh, which syncs the panel and redraws the
// visible page. Changes that arrive while a refresh is pending are folded into it, so a fast drag skips
// intermediate values instead of queueing them.
#pragma once

#include <QMainWindow>

#include <vector>

class QTabWidget;

namespace commviz::ui {

class ChartPage;
class ParameterPanel;
class ScenarioModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    [[nodiscard]] ScenarioModel *model() const { return m_model; }
    [[nodiscard]] ParameterPanel *panel() const { return m_panel; }
    [[nodiscard]] const std::vector<ChartPage *> &pages() const { return m_pages; }
    [[nodiscard]] ChartPage *currentPage() const;
    void showPage(const QString &id);

    // Redraws now (the scheduled refresh calls this; tests and the benchmark may too).
    void refresh();

Q_SIGNALS:
    // After each redraw: tests count these to check that a burst of edits costs one redraw.
    void refreshed();

private:
    void createActions();
    void scheduleRefresh();
    void showShortcuts();

    ScenarioModel *m_model = nullptr;
    ParameterPanel *m_panel = nullptr;
    QTabWidget *m_tabs = nullptr;
    std::vector<ChartPage *> m_pages;
    bool m_refreshPending = false;
};

} // namespace commviz::ui
