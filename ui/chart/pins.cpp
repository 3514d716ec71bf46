// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pins.h"

#include "palette.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace commviz::ui {

int Pins::pin(const QString &label, const std::vector<Curve> &curves)
{
    // Each pin its own dash pattern, so two pins of the same curve tell apart even where colours match.
    static const Qt::PenStyle kStyles[] = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    const Qt::PenStyle style = kStyles[m_pins.size() % std::size(kStyles)];
    const auto pinnable = [](const Curve &c, bool solidOnly) {
        return c.inLegend && !c.data.name.isEmpty() && !c.data.xs.empty() &&
               (!solidOnly || c.pen.style() == Qt::SolidLine);
    };
    // The solid curves are the totals; their dashed terms and reference lines would only clutter a
    // comparison. A chart without solid curves pins all of them.
    const bool solidOnly = std::any_of(curves.begin(), curves.end(), [&](const Curve &c) { return pinnable(c, true); });
    Pin p;
    for (const Curve &c : curves) {
        if (!pinnable(c, solidOnly))
            continue;
        QPen pen = c.pen;
        pen.setColor(palette::faded(pen.color(), 110));
        pen.setStyle(style);
        const QString name = p.ghosts.empty() ? label : label + " — " + c.data.name;
        p.ghosts.push_back(m_host.addGhost(c.series, pen, name, p.ghosts.empty()));
        p.data.push_back({label + " — " + c.data.name, c.data.xs, c.data.ys});
    }
    const int pinned = static_cast<int>(p.ghosts.size());
    if (pinned > 0)
        m_pins.push_back(std::move(p));
    return pinned;
}

void Pins::clear()
{
    for (const Pin &p : m_pins) {
        for (QLineSeries *ghost : p.ghosts)
            m_host.removeGhost(ghost);
    }
    m_pins.clear();
}

std::vector<SeriesData> Pins::data() const
{
    std::vector<SeriesData> out;
    for (const Pin &p : m_pins)
        out.insert(out.end(), p.data.begin(), p.data.end());
    return out;
}

std::pair<double, double> Pins::holdX(double lo, double hi, bool log) const
{
    return hold(lo, hi, log, false);
}

std::pair<double, double> Pins::holdY(double lo, double hi, bool log) const
{
    return hold(lo, hi, log, true);
}

std::pair<double, double> Pins::hold(double lo, double hi, bool log, bool y) const
{
    double pinLo = std::numeric_limits<double>::infinity();
    double pinHi = -pinLo;
    for (const Pin &p : m_pins) {
        for (const SeriesData &d : p.data) {
            for (double v : y ? d.ys : d.xs) {
                if (!std::isfinite(v) || (log && v <= 0))
                    continue;
                pinLo = std::min(pinLo, v);
                pinHi = std::max(pinHi, v);
            }
        }
    }
    if (pinLo > pinHi)
        return {lo, hi};
    const double newLo = std::min(lo, pinLo);
    const double newHi = std::max(hi, pinHi);
    if (log)
        return {newLo, newHi};
    const double room = (newHi - newLo) / 20;
    return {newLo < lo ? newLo - room : lo, newHi > hi ? newHi + room : hi};
}

bool Pins::isGhost(const QLineSeries *series) const
{
    return std::any_of(m_pins.begin(), m_pins.end(), [&](const Pin &p) {
        return std::find(p.ghosts.begin(), p.ghosts.end(), series) != p.ghosts.end();
    });
}

} // namespace commviz::ui
