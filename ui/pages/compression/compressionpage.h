// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 5, compression: total time with and without gradient compression against the ratio r (eq. 12),
// the codec budget T(M) − T(M/r) that the codec must fit in (eq. 13), and a heatmap of the speed-up over
// (r, T_codec) with its break-even contour.
//
// Every curve, cell and napkin number comes from core's compression(), breakEvenRatio(),
// compressionVsRatio() and speedupGrid(); the page only maps them to colours and text.
#pragma once

#include "pages/common/chartpage.h"
#include "series.h"

#include "commviz/sweep.h"

#include <QColor>

#include <optional>
#include <vector>

namespace commviz::ui {

class RectLayer;

class CompressionPage : public ChartPage {
    Q_OBJECT
public:
    explicit CompressionPage(QWidget *parent = nullptr);

    // The heatmap's colour for a speed-up: a diverging scale on log10(speed-up), white at 1, orange below
    // (compression is slower), blue above (faster), saturating at 10× either way; grey where the speed-up
    // does not exist (nothing is sent).
    [[nodiscard]] static QColor speedupColor(double speedup);
    // The speed-up grid the heatmap shows; its cells are in the same order as the layer's rectangles.
    [[nodiscard]] const Grid<double> &speedups() const { return m_speedups; }

protected:
    void draw(const Scenario &s) override;

private:
    void drawTime(const Scenario &s, const CompressionCurves &curves, const std::vector<double> &transfer);
    void drawBudget(const Scenario &s, const CompressionCurves &curves);
    void drawHeatmap(const Scenario &s, const CompressionCurves &curves);
    void drawCells(const Scenario &s); // the speed-up map's cells
    void drawNapkin(const Scenario &s);

    ChartPanel *m_time = nullptr;
    Series m_uncompressed;
    Series m_compressed;
    Series m_transfer;
    Series m_timeBreakEven;
    Series m_timeCurrent;

    ChartPanel *m_budget = nullptr;
    RectLayer *m_budgetRegions = nullptr;
    Series m_budgetCurve;
    Series m_asymptote;
    Series m_codec;
    Series m_budgetBreakEven;

    ChartPanel *m_heat = nullptr;
    RectLayer *m_cells = nullptr;
    Series m_contour;
    Series m_heatCurrent;
    Grid<double> m_speedups;          // what m_cells shows, in the same order, for the tooltips
    std::optional<Scenario> m_heatOf; // the scenario m_speedups is of, with r and T_codec left out
};

} // namespace commviz::ui
