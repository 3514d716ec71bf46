// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Algorithms page's texts: the algorithms' and phases' names, the caption above the diagram and the napkin math
// for a step of a trace, every number from core's trace and model. Its texts are the page's (translated in its
// context).
#pragma once

#include "commviz/algorithmsteps.h"
#include "commviz/scenario.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace commviz::ui {

class AlgorithmsText {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::AlgorithmsPage)
public:
    // "ring", "tree" or "halving-doubling".
    static QString algorithmLabel(Algorithm a);
    // A phase's name as the counter shows it ("reduce-scatter").
    static QString phaseName(const std::string &phase);
    // What a phase does, in words, for the caption above the drawing.
    static QString phaseText(const std::string &phase);
    // The caption above the diagram at `step` of `t` (0 before the first), with the running total when asked.
    static QString caption(const AlgorithmTrace &t, int step, bool withTotal);
    // The napkin math at `step` of `t`: the step's α + bytes/β, the running total, and the model's total in
    // `scenario`, which the running total reaches at the last step.
    static QString napkinMath(const AlgorithmTrace &t, const Scenario &scenario, int step);
};

} // namespace commviz::ui
