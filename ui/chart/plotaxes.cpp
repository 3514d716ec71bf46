// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plotaxes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace commviz::ui {
namespace {

// The decades a log axis may span: beyond them 10^k is no longer a finite double.
constexpr double kMinLogDecade = -300;
constexpr double kMaxLogDecade = 300;

// 1, 2 or 5 times a power of ten, so that [lo, hi] holds about `target` steps.
double niceStep(double span, int target)
{
    const double raw = span / std::max(target, 1);
    if (!(raw > 0) || !std::isfinite(raw))
        return 1;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10 * power;
}

} // namespace

PlotAxes::PlotAxes(AxisSpec x, AxisSpec y) : m_x(std::move(x)), m_y(std::move(y))
{
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
    return {sx, area.left() - sx * x0, sy, area.bottom() - sy * y0};
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
    if (!moveRange(m_xRange, lo, hi, m_x.log))
        return false;
    m_xTicks = ticksFor(m_x, m_xRange[0], m_xRange[1]);
    return true;
}

bool PlotAxes::setYRange(double lo, double hi)
{
    if (!moveRange(m_yRange, lo, hi, m_y.log))
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
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return std::nullopt;
    if (m_y.log) {
        const double first = std::clamp(std::floor(std::log10(lo) + 1e-9), kMinLogDecade, kMaxLogDecade - 1);
        const double last = std::clamp(std::ceil(std::log10(hi) - 1e-9), first + 1, kMaxLogDecade);
        return std::pair(std::pow(10.0, first), std::pow(10.0, last));
    }
    lo = std::min(lo, 0.0);
    if (hi <= lo)
        hi = lo + 1;
    const double step = niceStep(hi - lo, 5);
    const double top = std::ceil(hi * 1.04 / step) * step;
    return std::pair(lo, std::isfinite(top) ? top : hi);
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
    if (!std::isfinite(a) || !std::isfinite(b) || b < a)
        return ticks;
    if (spec.log) {
        // Whole decades only; the clamp keeps the casts defined whatever the range.
        const double first = std::clamp(std::ceil(a - 1e-9), kMinLogDecade, kMaxLogDecade);
        const double last = std::clamp(std::floor(b + 1e-9), kMinLogDecade, kMaxLogDecade);
        const int step = std::max(1, static_cast<int>(std::ceil((last - first + 1) / 7.0)));
        for (int k = static_cast<int>(first); k <= static_cast<int>(last); k += step)
            add(k, std::pow(10.0, k));
        return ticks;
    }
    const double step = niceStep(b - a, 6);
    for (double v = std::ceil(a / step - 1e-9) * step; v <= b + step * 1e-9 && ticks.size() < 100; v += step) {
        const double tick = std::fabs(v) < step * 1e-9 ? 0.0 : v;
        add(tick, tick);
    }
    return ticks;
}

} // namespace commviz::ui
