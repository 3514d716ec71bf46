// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormap.h"

#include "palette.h"

#include "commviz/units.h"

#include <algorithm>
#include <cmath>

namespace commviz::ui {

double ColorMap::position(double value) const
{
    if (std::isnan(value))
        return std::nan("");
    if (log) {
        if (!(value > 0) || !(lo > 0) || !(hi > lo))
            return std::nan("");
        if (std::isinf(value))
            return 1;
        return std::clamp((std::log10(value) - std::log10(lo)) / (std::log10(hi) - std::log10(lo)), 0.0, 1.0);
    }
    if (!(hi > lo))
        return 0;
    return std::clamp((value - lo) / (hi - lo), 0.0, 1.0);
}

QColor ColorMap::colorAt(double t) const
{
    if (stops.empty() || std::isnan(t))
        return colormaps::missing();
    t = std::clamp(t, 0.0, 1.0);
    if (t <= stops.front().first)
        return stops.front().second;
    for (std::size_t i = 1; i < stops.size(); ++i) {
        if (t > stops[i].first)
            continue;
        const auto &[t0, a] = stops[i - 1];
        const auto &[t1, b] = stops[i];
        const double f = t1 > t0 ? (t - t0) / (t1 - t0) : 1.0;
        return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
                                static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
                                static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
    }
    return stops.back().second;
}

QColor ColorMap::color(double value) const
{
    return colorAt(position(value));
}

QString ColorMap::tickText(double value) const
{
    QString text = label ? label(value) : QString::number(value);
    if (openBottom && value <= lo)
        return QStringLiteral("≤ ") + text;
    if (openTop && value >= hi)
        return QStringLiteral("≥ ") + text;
    return text;
}

namespace colormaps {

QColor missing()
{
    return QColor("#D9D9D9");
}

ColorMap bubble()
{
    ColorMap map;
    map.title = QStringLiteral("bubble");
    map.lo = 0;
    map.hi = 1;
    for (int k = 0; k <= 8; ++k)
        map.stops.emplace_back(k / 8.0, palette::sequential(k / 8.0));
    map.ticks = {0, 0.25, 0.5, 0.75, 1};
    map.label = [](double v) { return QString::fromStdString(formatPercent(v)); };
    return map;
}

ColorMap speedup()
{
    ColorMap map;
    map.title = QStringLiteral("speed-up");
    map.lo = 0.1;
    map.hi = 10;
    map.log = true;
    map.openBottom = true;
    map.openTop = true;
    // Orange–white–blue (ColorBrewer PuOr/RdBu ends), readable for the common colour-vision deficiencies; three
    // steps per side, white exactly at 1×.
    map.stops = {{0.0, QColor("#B35806")}, {1.0 / 6, QColor("#E08214")}, {2.0 / 6, QColor("#FDB863")},
                 {0.5, QColor("#F7F7F7")}, {4.0 / 6, QColor("#92C5DE")}, {5.0 / 6, QColor("#4393C3")},
                 {1.0, QColor("#2166AC")}};
    map.ticks = {0.1, 0.2, 0.5, 1, 2, 5, 10};
    map.label = [](double v) {
        return v >= 1 ? QString::fromStdString(formatTrimmed(v, 0)) + "×"
                      : QString::fromStdString(formatTrimmed(v, 1)) + "×";
    };
    return map;
}

} // namespace colormaps
} // namespace commviz::ui
