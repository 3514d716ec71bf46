// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Pipeline page's heatmap: the bubble fraction (eq. 11 at the current V) over p × m from core's bubbleGrid,
// the 20% boundaries from minMicrobatches, the current (p, m), and its colour scale (colormaps::bubble) with the
// current bubble marked. Its CSV holds every cell.
#pragma once

#include "colormap.h"
#include "commviz/scenario.h"
#include "csvtable.h"
#include "series.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace commviz::ui {

class ChartPanel;
class RectLayer;

class PipelineHeatmap {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::PipelinePage)
public:
    // Fills `panel` (made by the page) with its layers and series.
    explicit PipelineHeatmap(ChartPanel *panel);
    // The cells, the boundaries and the names built from several texts (in the current language: the page
    // redraws on a language change).
    void draw(const Scenario &s);
    [[nodiscard]] RectLayer *cells() const { return m_cells; }
    // The CSV: one row per cell, p, m, V and the bubble fraction.
    [[nodiscard]] CsvTable table() const;

private:
    struct Cell {
        int stages;
        int microbatches;
        double bubble;
    };
    [[nodiscard]] QString cellTooltip(const Cell &c) const;
    void nameSeries();

    ChartPanel *m_panel;
    RectLayer *m_cells = nullptr;
    Series m_rule;    // m = 4(p−1), V = 1
    Series m_ruleAtV; // m·V = 4(p−1), only when V > 1
    Series m_current;
    ColorMap m_colors;            // the cells' colours, as the chart's colour scale shows them
    std::vector<Cell> m_cellInfo; // parallel to m_cells->rects()
    int m_virtual = 0;            // what the cells were drawn for
    int m_stages = 0;
};

} // namespace commviz::ui
