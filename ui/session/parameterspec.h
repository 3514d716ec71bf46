// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parameters a person can move: for each, its symbol, what it means, its unit, the slider's span and
// scale, and how it reads and writes a Scenario. The panel, undo, lecture steps and the projector view
// all go through this one table, so a parameter is described once.
#pragma once

#include "commviz/scenario.h"
#include "commviz/units.h"

#include <QString>

#include <vector>

namespace commviz::ui {

enum class Param {
    Alpha,
    Beta,
    IntraAlpha,
    IntraBeta,
    Gpus,
    GpusPerNode,
    Size,
    Stages,
    Microbatches,
    Virtual,
    Ratio,
    Codec,
};

struct ParamSpec {
    Param param;
    QString key;    // as scenario files and eval's JSON name it: "alpha_s"
    QString symbol; // "α"
    QString label;  // "inter-node latency": English; paramLabel() gives it in the current language
    Quantity quantity;
    double sliderMin; // the slider spans [sliderMin, sliderMax]; typed values may go beyond
    double sliderMax;
    bool logScale;
    bool integer;
};

const std::vector<ParamSpec> &paramSpecs();
const ParamSpec &paramSpec(Param p);
// The label in the current language (spec.label stays English for files and reports in English).
QString paramLabel(Param p);

double paramValue(const Scenario &s, Param p);
// Precondition: value is valid for p (the caller has checked it with checkParam).
void setParamValue(Scenario &s, Param p, double value);

// Parses what a person typed for p ("400 Gbps", "1 GiB", "7us") and checks it against p's valid range.
Result<double> parseParam(Param p, const QString &text);
// The value as the value box shows it: "5 µs", "50 GB/s", "256".
QString formatParam(Param p, double value);

} // namespace commviz::ui
