// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `commviz fit` says about each table, and its two ways of saying it (fitcommand.cpp reads the options
// and the file). One FitOutcome per table: the single fit or its refusal, the regimes (SPEC.md section 8),
// the cluster it ran on, the health verdict, the bus bandwidth against the stated link, and every warning, already in
// the current language. The JSON is an array of one object per table whose single-fit keys are fixed (README); the text
// is an aligned table with the regimes, the bus bandwidth and the warnings indented under each row.
#pragma once

#include "commviz/measure.h"
#include "commviz/measure_health.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

class QTextStream;

namespace commviz::cli {

struct FitOutcome {
    const MeasuredTable *table = nullptr;
    Result<MeasuredFit> fit = Error{};
    std::optional<RegimeFit> regimes;             // when fitted
    std::optional<BusBandwidthFraction> busbw;    // when fitted and the collective has a link to compare with
    std::optional<LogCluster> cluster;            // N, nodes, G: the log's rank list or the options (SPEC.md 8.1)
    Result<HealthCheck> health = NotApplicable{}; // the verdict, or why there is none
    QStringList warnings;                         // the parser's, the fit's, the regime fit's
    QString model;                                // empty when no model could be chosen
    int points = 0;                               // used by the fit, or rows of the chosen placement when refused
};

// Fits `t` (and its regimes) with `config`, and compares its bus bandwidth with `links`.
FitOutcome fitOutcome(const MeasuredTable &t, const FitConfig &config, const Scenario &links);

// Which option set each link the bus bandwidth is compared with ("--preset roce", "--beta", "the default"), as
// the text output names it.
struct LinkSources {
    QString inter = "--beta";
    QString intra = "--intra-beta";
};

QJsonObject outcomeToJson(const FitOutcome &o);
void printOutcomes(const std::vector<FitOutcome> &outcomes, const LinkSources &sources, QTextStream &out);

} // namespace commviz::cli
