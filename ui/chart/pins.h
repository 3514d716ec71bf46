// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pins: a chart's curves frozen as faint dashed ghosts, so a later state can be compared on the same axes.
// Every named solid curve of the legend is pinned (every named legend curve when none is solid: the totals,
// not their terms; never the faint reference curves kept out of the legend, such as the presets' grey
// curves), each pin with its own dash pattern, shown in the legend once under its label. Ghosts are not the
// page's series: the page never moves them, and they stay out of the chart's data and its CSV. They are
// data, not pixels: the chart's ranges hold them (holdX, holdY), so a pin stays in view when the curves move.
#pragma once

#include "seriesstore.h"

#include <QPen>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

class QLineSeries;

namespace commviz::ui {

class Pins {
public:
    // A live curve as the pins see it: its legend entry, its pen and its data.
    struct Curve {
        QLineSeries *series;
        QPen pen;
        SeriesData data;
        bool inLegend = true; // a curve kept out of the legend is a reference, not the person's: never pinned
    };
    // What the chart does for them: add a ghost (a copy of `of`'s drawn points with `pen`, named `name`, in
    // the legend or not) and remove one.
    struct Host {
        std::function<QLineSeries *(QLineSeries *of, const QPen &pen, const QString &name, bool inLegend)> addGhost;
        std::function<void(QLineSeries *ghost)> removeGhost;
    };

    explicit Pins(Host host) : m_host(std::move(host)) {}

    // Pins `curves` (the chart's visible named line series, in order) under `label`; returns how many.
    int pin(const QString &label, const std::vector<Curve> &curves);
    void clear();
    [[nodiscard]] int count() const { return static_cast<int>(m_pins.size()); }
    // The ghosts' data in base units, named "<label> — <curve>".
    [[nodiscard]] std::vector<SeriesData> data() const;
    [[nodiscard]] bool isGhost(const QLineSeries *series) const;
    // [lo, hi] widened to hold every pinned point's x (y); on a log axis only positive values count. A
    // linear range a pin widens gets a twentieth of room beyond it, so the ghost does not run along the frame.
    [[nodiscard]] std::pair<double, double> holdX(double lo, double hi, bool log) const;
    [[nodiscard]] std::pair<double, double> holdY(double lo, double hi, bool log) const;

private:
    [[nodiscard]] std::pair<double, double> hold(double lo, double hi, bool log, bool y) const;

    struct Pin {
        std::vector<QLineSeries *> ghosts;
        std::vector<SeriesData> data;
    };
    Host m_host;
    std::vector<Pin> m_pins;
};

} // namespace commviz::ui
