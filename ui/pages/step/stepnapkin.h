// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page's napkin math: SPEC.md 10.3 with the current numbers, every value from core. Its texts are
// the page's (translated in its context).
#pragma once

#include "commviz/scenario.h"
#include "commviz/step.h"

#include <QCoreApplication>
#include <QString>

namespace commviz::ui {

class StepNapkin {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::StepPage)
public:
    // The napkin math of `step`, core's training step at `s` (or why it cannot run), as HTML for the napkin panel.
    [[nodiscard]] static QString html(const Scenario &s, const Result<TrainingStep> &step);

private:
    // html()'s blocks, in their order.
    static QString microbatchBlocks(const Scenario &s, const TrainingStep &st); // compute, then TP, EP and PP
    static QString pipelineBlock(const Scenario &s, const TrainingStep &st);
    static QString dataParallelBlock(const Scenario &s, const TrainingStep &st);
    static QString stepBlock(const TrainingStep &st);
    static QString memoryBlock(const Scenario &s, const TrainingStep &st);
};

} // namespace commviz::ui
