// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AlgorithmChart: the Algorithms page's diagram as a chart, "algorithms_diagram", for `commviz export`, the
// export dialog and the report. The page shows the same diagram interactively (AlgorithmView); this panel is
// never shown (ChartPage::addOffscreenChart): its chart holds one item that paints an AlgorithmDiagram over
// the chart's whole rectangle, so every export path draws it as it draws any chart. Its CSV lists the drawn
// step's transfers.
#pragma once

#include "pages/algorithms/algorithmdiagram.h"

namespace commviz::ui {

class ChartPanel;
class DiagramItem;

class AlgorithmChart {
public:
    // The panel's title and name; `title` is an English source text in the page's context.
    AlgorithmChart(const char *title, QWidget *parent);

    [[nodiscard]] ChartPanel *panel() const { return m_panel; }
    [[nodiscard]] const AlgorithmDiagram &diagram() const { return m_diagram; }
    void setTrace(const AlgorithmTrace &trace, int step, const QString &caption);
    void setMessage(const QString &message);

private:
    AlgorithmDiagram m_diagram;
    ChartPanel *m_panel = nullptr;
    DiagramItem *m_item = nullptr;
};

} // namespace commviz::ui
