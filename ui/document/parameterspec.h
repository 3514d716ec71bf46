// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's face of core's parameter registry (commviz/parameters.h), where every parameter is described
// once: its texts in the current language, and the plain numbers sliders, undo and glides work with.
#pragma once

#include "commviz/parameters.h"
#include "commviz/scenario.h"

#include <QString>

#include <optional>

namespace commviz::ui {

using commviz::Param;

QString paramSymbol(Param p); // "α"
QString paramLabel(Param p);  // "inter-node latency", in the current language
QString paramKey(Param p);    // "alpha_s"
// Real and whole-number parameters have a slider; switches and choices a check box or a list.
bool hasSlider(Param p);

// The value as a number: NaN for an unset optional parameter (the chunk size left to the model).
double paramNumber(const Scenario &s, Param p);

// What a person typed, parsed and checked; errors name the parameter by its symbol ("β = 0 B/s is …").
Result<std::optional<double>> parseParamText(Param p, const QString &text);
// The value as a value box shows it: "5 µs", "50 GB/s", "256", "optimal" (translated).
QString paramText(Param p, std::optional<double> value);

// The value a fraction t ∈ [0, 1] of the way from `from` to `to`: geometric on log sliders, whole numbers
// rounded; switches, choices and unset values change at the end, except the view (group View), which changes as
// soon as t > 0.
std::optional<double> paramBetween(Param p, std::optional<double> from, std::optional<double> to, double t);

} // namespace commviz::ui
