// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ColorMap: how a heatmap turns a value into a colour, and the values its colour scale labels. Every heatmap's
// map is made here, so its cells and its scale (ColorScaleItem, ChartPanel::setColorScale) cannot disagree.
#pragma once

#include <QColor>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace commviz::ui {

struct ColorMap {
    QString title;    // English source text, translated by the chart ("bubble", "speed-up")
    double lo = 0;    // the value at the scale's bottom; smaller values get its colour (the label says ≤)
    double hi = 1;    // the value at its top; larger values get its colour (≥ when `openTop`)
    bool log = false; // positions on log10(value) (lo, hi > 0)
    bool openBottom = false;
    bool openTop = false;
    std::vector<std::pair<double, QColor>> stops; // position in [0, 1] → colour, ascending
    std::vector<double> ticks;                    // values labelled, lo and hi among them
    std::function<QString(double)> label;         // a tick's text ("25%", "2×")

    // Where `value` sits on the scale, 0 at lo and 1 at hi, clamped; NaN for a value the map has no colour for.
    [[nodiscard]] double position(double value) const;
    // The cell colour of `value`; grey for NaN or a value a log map cannot place (≤ 0).
    [[nodiscard]] QColor color(double value) const;
    // The colour at a position in [0, 1].
    [[nodiscard]] QColor colorAt(double t) const;
    // A tick's text as the scale shows it: "≤ 0.1×" at an open bottom, "≥ 10×" at an open top.
    [[nodiscard]] QString tickText(double value) const;
};

namespace colormaps {

// Bubble fraction 0 … 100%, light (little idle) to dark (mostly idle).
ColorMap bubble();
// Speed-up T(M) / T_compressed on a log scale from 0.1× to 10×, diverging at 1× (white): orange slower, blue
// faster; beyond the ends the colour saturates.
ColorMap speedup();
// A value a map cannot place (no data, nothing sent).
QColor missing();

} // namespace colormaps
} // namespace commviz::ui
