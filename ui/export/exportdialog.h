// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of export: a small dialog for "Export chart…" (which chart of the current page, which
// format, the pixel density for PNG, the text size, the size, the file) and the file question for "Export report…".
// Both hand the work to exporter.h, so the window writes exactly what `commviz export` writes. An export
// that fails says why in the dialog, which stays open so the path can be corrected.
#pragma once

#include "commviz/scenario.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace commviz::ui {

class ChartPage;
class ChartPanel;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `charts` are offered in order; `preselect` (one of them, or null for the first) is chosen.
    ExportDialog(std::vector<ChartPanel *> charts, ChartPanel *preselect, QWidget *parent = nullptr);

    [[nodiscard]] ChartPanel *chart() const;
    [[nodiscard]] QString path() const;
    void setPath(const QString &path);
    [[nodiscard]] QString errorText() const;

    // Exports with the dialog's choices; on success closes the dialog, else shows the error and stays.
    bool exportNow();

private:
    void browse();
    void updateControls();
    void suggestPath();

    std::vector<ChartPanel *> m_charts;
    QComboBox *m_chart = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_scale = nullptr;
    QDoubleSpinBox *m_fontScale = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QLineEdit *m_path = nullptr;
    QLabel *m_error = nullptr;
    bool m_pathEdited = false; // once the person types or browses a path, a chart change keeps it
};

// The chart an "Export chart…" action should preselect: the one with keyboard focus, else the one under
// the mouse, else the page's first. Null for a page without charts.
ChartPanel *activeChart(const ChartPage *page);

// Where an export is suggested before the first one of the session: the documents folder when it exists,
// else the home folder. Nothing is created.
QString defaultExportFolder();

// For the window's actions: "Export chart…" (Ctrl+E) and "Export report…".
void showExportChartDialog(ChartPage *page, QWidget *parent);
void showExportReportDialog(const std::vector<ChartPage *> &pages, const Scenario &scenario, QWidget *parent);

} // namespace commviz::ui
