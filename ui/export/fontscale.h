// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Exports' font scale and its check (ChartPanel::render draws a chart with its fonts at the factor).
#pragma once

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

} // namespace commviz::ui
