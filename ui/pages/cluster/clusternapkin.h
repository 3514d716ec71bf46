// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Cluster page's napkin math: SPEC.md 9.1's levels and 9.2's formulas with the current numbers, each term from
// core, and why the spine's σ leaves the flat ring alone. Its texts are the page's (translated in its context).
#pragma once

#include "commviz/cluster.h"
#include "commviz/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace commviz::ui {

class ClusterNapkin {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::ClusterPage)
public:
    // The napkin math at `s`, as HTML for the page's napkin panel.
    [[nodiscard]] static QString html(const Scenario &s);

private:
    // Level 0, 1 or 2: NVLink, leaf, spine.
    static QString levelName(int level);
    // html()'s blocks, in their order, on the cluster's levels `l`.
    static QString levelsBlock(const Scenario &s, const ClusterLevels &l);
    static QString flatRingBlock(const Scenario &s, const ClusterLevels &l);
    static QString hierarchicalBlocks(const Scenario &s, const ClusterLevels &l); // and pipelined across levels
    static QString allToAllBlock(const Scenario &s, const ClusterLevels &l);
    static QString spineBlock(const Scenario &s); // what a 2:1 spine costs each collective, when there is a spine
};

} // namespace commviz::ui
