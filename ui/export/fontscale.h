// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Exports' font scale: its check, and a chart's fonts at a factor for as long as an export draws it.
#pragma once

#include "chartpanel.h"

#include <QString>

#include <optional>

namespace commviz::ui {

// A factor on every font of a chart (its title, legend, axis labels, a page's labels on it): figures for a
// document set larger (or smaller) than the window's text. The report starts from it too.
inline constexpr double kMinFontScale = 0.5;
inline constexpr double kMaxFontScale = 3;

// One line for people when `factor` is not a font scale (outside kMinFontScale … kMaxFontScale, or not a
// number), else nothing.
std::optional<QString> checkFontScale(double factor);

// The chart's fonts at a factor for the lifetime of this object (before it is sized: the layout follows them).
class ChartFontsScaled {
public:
    ChartFontsScaled(ChartPanel *panel, double factor) : m_panel(panel), m_old(panel->fontScale())
    {
        if (factor != m_old)
            m_panel->setFontScale(factor);
    }
    ~ChartFontsScaled()
    {
        if (m_panel->fontScale() != m_old)
            m_panel->setFontScale(m_old);
    }
    ChartFontsScaled(const ChartFontsScaled &) = delete;
    ChartFontsScaled &operator=(const ChartFontsScaled &) = delete;

private:
    ChartPanel *m_panel;
    double m_old;
};

} // namespace commviz::ui
