// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the registry's tables share (parameters.cpp holds the rows of sections 1 to 9, parameters_step.cpp those
// of the training step, section 10): reading and writing one Scenario field as a number.
#pragma once

#include "commviz/parameters.h"

#include <optional>
#include <vector>

namespace commviz::rows {

inline std::optional<double> some(double v)
{
    return v;
}

// The training step's rows (SPEC.md 10.1), in Param's order from Param::ModelParams on.
const std::vector<ParamInfo> &stepRows();

} // namespace commviz::rows

// Whole numbers and switches are stored as int and bool.
#define COMMVIZ_REAL(field)                                                                                            \
    [](const Scenario &s) { return rows::some(s.field); }, [](Scenario &s, std::optional<double> v) { s.field = *v; }
#define COMMVIZ_WHOLE(field)                                                                                           \
    [](const Scenario &s) { return rows::some(double(s.field)); },                                                     \
        [](Scenario &s, std::optional<double> v) { s.field = static_cast<int>(std::lround(*v)); }
