// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PlotAxes: a chart's two axes as numbers — what each shows (quantity, log or linear, row names), the range
// on show, its ticks and their labels in units ("1 KB", "10 µs"), a draft's steady ranges, and the map
// from data to the plot area. No Qt Charts and no widget: ChartPanel hands the ranges to Qt Charts and the
// ticks to its own axis items, and tests check the arithmetic alone.
//
// Log axes are log10 of the data ("axis coordinates"); QLogValueAxis cannot label in units and drops a whole
// series at one zero value (QT-NOTES.md).
#pragma once

#include "axismap.h"

#include "commviz/units.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace commviz::ui {

// A tick of an axis: where (axis coordinates, log10 on a log axis) and its label ("1 KB", "10 µs", or a
// row's name on a category axis).
struct Tick {
    double at;
    QString label;
};

struct AxisSpec {
    QString title; // "message size n": the English source, translated in the chart's context
    Quantity quantity = Quantity::Count;
    bool log = false;
    // Fixed labels instead of numeric ticks: label i sits at axis value i (set the range to
    // [-0.5, size - 0.5]). For bar and Gantt rows.
    QStringList categories = {};
};

class PlotAxes {
public:
    PlotAxes(AxisSpec x, AxisSpec y);

    [[nodiscard]] const AxisSpec &x() const { return m_x; }
    [[nodiscard]] const AxisSpec &y() const { return m_y; }

    // Data ↔ axis coordinates (log10 on log axes). A value a log axis cannot show (≤ 0) maps to its floor.
    [[nodiscard]] double toAxisX(double x) const;
    [[nodiscard]] double toAxisY(double y) const;
    [[nodiscard]] double fromAxisX(double x) const;
    [[nodiscard]] double fromAxisY(double y) const;
    // Whether the point can be drawn: finite, and positive on a log axis.
    [[nodiscard]] bool shows(double x, double y) const;
    // Axis coordinates → the chart's coordinates, for a plot area.
    [[nodiscard]] AxisMap map(const QRectF &plotArea) const;

    // The ranges on show, in data units. Each setter returns whether the range changed.
    [[nodiscard]] double xMin() const { return m_xRange[0]; }
    [[nodiscard]] double xMax() const { return m_xRange[1]; }
    [[nodiscard]] double yMin() const { return m_yRange[0]; }
    [[nodiscard]] double yMax() const { return m_yRange[1]; }
    bool setXRange(double lo, double hi);
    bool setYRange(double lo, double hi);
    bool setYCategories(const QStringList &labels);
    // The y range that holds `values` (a log axis: from `floor` up, widened to whole decades; a linear one:
    // from 0, with room at the top to a round step). Nothing when no value can be shown. Non-finite values
    // are skipped and a log axis stays within 1e-300 … 1e300, so the range is always finite.
    [[nodiscard]] std::optional<std::pair<double, double>> yRangeFor(const std::vector<double> &values,
                                                                     double floor) const;

    // While a draft is drawn (a slider held) a linear range that still holds [lo, hi] and is at most twice as
    // wide is kept, and a growing one gets a quarter more room; log ranges (whole decades) follow at once.
    void setDraft(bool draft);
    [[nodiscard]] bool draft() const { return m_draft; }
    // This draft kept or padded a range: the release must set the data's exact ranges again.
    [[nodiscard]] bool heldRange() const { return m_heldRange; }

    [[nodiscard]] const std::vector<Tick> &xTicks() const { return m_xTicks; }
    [[nodiscard]] const std::vector<Tick> &yTicks() const { return m_yTicks; }
    // The range in axis coordinates, for the axis objects that keep it.
    [[nodiscard]] std::pair<double, double> axisXRange() const;
    [[nodiscard]] std::pair<double, double> axisYRange() const;

private:
    bool moveRange(double (&shown)[2], double lo, double hi, bool log);
    static std::vector<Tick> ticksFor(const AxisSpec &spec, double lo, double hi);

    AxisSpec m_x;
    AxisSpec m_y;
    double m_xRange[2] = {0, 1};
    double m_yRange[2] = {0, 1};
    bool m_draft = false;
    bool m_heldRange = false;
    std::vector<Tick> m_xTicks;
    std::vector<Tick> m_yTicks;
};

} // namespace commviz::ui
