// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Buckets page's napkin math (SPEC.md section 7): B, c, F and the exposed time at the current bucket size, the
// time without overlap, and the best bucket count, each with the current numbers substituted, every value from core.
// Its texts are the page's (translated in its context).
#pragma once

#include "commviz/buckets.h"
#include "commviz/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace commviz::ui {

class BucketsNapkin {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::BucketsPage)
public:
    // The napkin math at `s`, as HTML for the page's napkin panel.
    [[nodiscard]] static QString html(const Scenario &s);

private:
    // The current bucket size's plan `p`: B, c, F, the exposed time, and the time without overlap.
    static QString currentPlan(const Scenario &s, const BucketPlan &p);
    // The best bucket count, against `p`.
    static QString bestPlan(const Scenario &s, const BucketPlan &p);
};

} // namespace commviz::ui
