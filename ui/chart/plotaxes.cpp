// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plotaxes.h"

#include "axisrange.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace commviz::ui {

PlotAxes::PlotAxes(AxisSpec x, AxisSpec y) : m_x(std::move(x)), m_y(std::move(y))
{
    // Until a page sets them, ranges a log axis can show too (log10 of 0 is -∞).
    for (auto [range, log] : {std::pair{m_xRange, m_x.log}, std::pair{m_yRange, m_y.log}}) {
        range[0] = log ? 1 : 0;
        range[1] = log ? 10 : 1;
    }
    m_xTicks = ticksFor(m_x, m_xRange[0], m_xRange[1]);
    m_yTicks = ticksFor(m_y, m_yRange[0], m_yRange[1]);
}

double PlotAxes::toAxisX(double x) const
{
    return m_x.log ? std::log10(std::max(x, 1e-300)) : x;
}
double PlotAxes::toAxisY(double y) const
{
    return m_y.log ? std::log10(std::max(y, 1e-300)) : y;
}
double PlotAxes::fromAxisX(double x) const
{
    return m_x.log ? std::pow(10.0, x) : x;
}
double PlotAxes::fromAxisY(double y) const
{
    return m_y.log ? std::pow(10.0, y) : y;
}

bool PlotAxes::shows(double x, double y) const
{
    return std::isfinite(x) && std::isfinite(y) && (!m_x.log || x > 0) && (!m_y.log || y > 0);
}

AxisMap PlotAxes::map(const QRectF &area) const
{
    // The axes are linear in axis coordinates: QChart::mapToPosition's mapping without its lookups
    // (toSceneAgreesWithQtCharts checks it).
    const auto scale = [](double lo, double hi, double length) { return hi > lo ? length / (hi - lo) : 0.0; };
    const auto [x0, x1] = axisXRange();
    const auto [y0, y1] = axisYRange();
    const double sx = scale(x0, x1, area.width());
    const double sy = -scale(y0, y1, area.height());
    // The ranges are drawable (axisrange.h), so the box is finite, and so is every point mapped through it.
    return {sx, area.left() - sx * x0, sy, area.bottom() - sy * y0, 2 * x0 - x1, 2 * x1 - x0, 2 * y0 - y1, 2 * y1 - y0};
}

std::pair<double, double> PlotAxes::axisXRange() const
{
    return {toAxisX(m_xRange[0]), toAxisX(m_xRange[1])};
}

std::pair<double, double> PlotAxes::axisYRange() const
{
    return {toAxisY(m_yRange[0]), toAxisY(m_yRange[1])};
}

void PlotAxes::setDraft(bool draft)
{
    m_draft = draft;
    m_heldRange = false;
}

bool PlotAxes::moveRange(double (&shown)[2], double lo, double hi, bool log)
{
    if (!std::isfinite(lo) || !std::isfinite(hi) || (log && (lo <= 0 || hi <= 0)))
        return false; // a range no axis can show keeps the one on show
    if (lo == shown[0] && hi == shown[1])
        return false;
    // Log ranges are whole decades and seldom move; a steady one would only move on the release instead.
    if (m_draft && !log) {
        m_heldRange = true;
        const bool holds = lo >= shown[0] && hi <= shown[1];
        if (holds && 2 * (hi - lo) >= shown[1] - shown[0])
            return false;
        if (hi > shown[1])
            hi += (hi - lo) / 4;
    }
    shown[0] = lo;
    shown[1] = hi;
    return true;
}

bool PlotAxes::setXRange(double lo, double hi)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return false; // no range to show: the one on show stays
    const AxisRange r = drawableRange(lo, hi, m_x.log);
    if (!moveRange(m_xRange, r.lo, r.hi, m_x.log))
        return false;
    m_xTicks = ticksFor(m_x, m_xRange[0], m_xRange[1]);
    return true;
}

bool PlotAxes::setYRange(double lo, double hi)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return false; // no range to show: the one on show stays
    const AxisRange r = drawableRange(lo, hi, m_y.log);
    if (!moveRange(m_yRange, r.lo, r.hi, m_y.log))
        return false;
    m_yTicks = ticksFor(m_y, m_yRange[0], m_yRange[1]);
    return true;
}

bool PlotAxes::setYCategories(const QStringList &labels)
{
    if (labels == m_y.categories && m_yRange[1] == static_cast<double>(labels.size()) - 0.5)
        return false;
    m_y.categories = labels;
    m_yRange[0] = -0.5;
    m_yRange[1] = static_cast<double>(labels.size()) - 0.5;
    m_yTicks = ticksFor(m_y, m_yRange[0], m_yRange[1]);
    return true;
}

std::optional<std::pair<double, double>> PlotAxes::yRangeFor(const std::vector<double> &values, double floor) const
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (double y : values) {
        if (!std::isfinite(y) || (m_y.log && (y <= 0 || y < floor)))
            continue;
        lo = std::min(lo, y);
        hi = std::max(hi, y);
    }
    const std::optional<AxisRange> r = fittedRange(lo, hi, m_y.log);
    if (!r)
        return std::nullopt;
    return std::pair(r->lo, r->hi);
}

std::vector<Tick> PlotAxes::ticksFor(const AxisSpec &spec, double lo, double hi)
{
    std::vector<Tick> ticks;
    const auto add = [&](double at, double value) {
        ticks.push_back({at, QString::fromStdString(formatTick(spec.quantity, value))});
    };
    if (!spec.categories.isEmpty()) {
        for (qsizetype i = 0; i < spec.categories.size(); ++i) // row i at y = i
            ticks.push_back({static_cast<double>(i), spec.categories[i]});
        return ticks;
    }
    const double a = spec.log ? std::log10(lo) : lo;
    const double b = spec.log ? std::log10(hi) : hi;
    for (double at : tickPositions(a, b, spec.log))
        add(at, spec.log ? std::pow(10.0, at) : at);
    return ticks;
}

} // namespace commviz::ui
