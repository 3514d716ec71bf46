// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Algorithm selection page's production view (SPEC.md 6.5): the map of the production AllReduce, algorithm and
// protocol, over N = 2^k and M, with a legend key for every colour on it, and the production choice's napkin math.
// The page makes the map's chart, places it and shows it in the production view; this fills it and draws it from
// core's productionGrid(). Its texts are the page's (translated in its context).
#pragma once

#include "rectlayer.h"
#include "series.h"

#include "commviz/scenario.h"
#include "commviz/sweep.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace commviz::ui {

class ChartPanel;

class SelectionProduction {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::SelectionPage)
public:
    // Fills `map` (made by the page) with its cells and legend keys and hides it: the page shows it.
    explicit SelectionProduction(ChartPanel *map);

    // The map at `s` over N = `gpus` and M = `sizes`.
    void draw(const Scenario &s, const std::vector<int> &gpus, const std::vector<double> &sizes);
    // The production choice's napkin math at `s`, closed by a rule (the textbook's follows it on the page).
    [[nodiscard]] static QString napkinMath(const Scenario &s);
    // The N both maps have a column at: every 2^k up to the page's span, and the current N between them (so that
    // the current point sits in a cell of its own N: at N = 1000 halving-doubling does not apply, though it may win
    // at 1024); and how a title names them ("N = 2^k", "N = 2^k (and 1000)").
    [[nodiscard]] static std::vector<int> mapColumns(const Scenario &s);
    [[nodiscard]] static QString mapColumnsText(const Scenario &s);

private:
    using Cells = Grid<std::optional<ProductionCell>>;
    // What the map paints, and what hovering each painted rectangle says.
    struct Picture {
        std::vector<RectLayer::Rect> painted;
        std::vector<QString> tips; // one per painted rectangle
    };

    // Runs of equal cells in a row as one rectangle each; returns the algorithms on the map.
    static std::set<Algorithm> paintRuns(const Cells &grid, const std::vector<double> &xEdges,
                                         const std::vector<double> &yEdges, Picture &picture);
    // Each region of equal cells writes its protocol once, in the largest rectangle of cells it holds (drawn in its
    // own colour over it, so only the text shows; a label that does not fit is left out).
    static void labelRegions(const Cells &grid, const std::vector<double> &xEdges, const std::vector<double> &yEdges,
                             Picture &picture);
    static QString describe(const std::optional<ProductionCell> &c);

    ChartPanel *m_production;
    RectLayer *m_productionCells = nullptr;
    std::vector<std::pair<Algorithm, Series>> m_productionKeys; // legend keys, shown while on the map
    Series m_productionPoint;
};

} // namespace commviz::ui
