// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Use fitted α, β": what the Measured page offers to put on the sliders, and the question it asks first —
// which link the fit describes (a one-node NVLink log must not land on the inter-node sliders unasked), and
// whether α is taken too when the data do not pin it. α comes from the smallest-size regime, where latency
// decides, and β from the largest-size one, where bandwidth does.
#pragma once

#include "measurements.h"

#include "commviz/scenario.h"

#include <QString>

#include <optional>

class QWidget;

namespace commviz::ui {

struct UseFittedOffer {
    QString table; // "all_reduce_perf on 16 ranks (file.txt)"
    LinkKind suggested = LinkKind::Inter;
    double alpha_s = 0;
    QString alphaFrom; // the sizes it was fitted on: "8 B – 16.4 KB"
    double beta_Bps = 0;
    QString betaFrom;
    bool alphaPinned = true; // false: the fit warns that the data do not pin α
};

struct UseFittedChoice {
    LinkKind link = LinkKind::Inter;
    bool alpha = true; // put α on the link's α slider too, not only β
    bool operator==(const UseFittedChoice &) const = default;
};

// What "Use fitted α, β" offers for `e` (precondition: fitted, with α measured).
UseFittedOffer useFittedOffer(const MeasurementEntry &e, LinkKind suggested);
// The scenario with the choice applied to `s`, and the undo step's name.
Scenario applyUseFitted(const Scenario &s, const UseFittedOffer &offer, const UseFittedChoice &choice);
QString useFittedDescription(const UseFittedOffer &offer, const UseFittedChoice &choice);

// Asks with a modal dialog over `parent`; nothing when cancelled. The link starts at offer.suggested and α is
// ticked unless it is poorly pinned.
std::optional<UseFittedChoice> askUseFitted(QWidget *parent, const UseFittedOffer &offer);

} // namespace commviz::ui
