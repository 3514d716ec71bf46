// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lecture steps: the source's worked examples as {title, page, whole scenario, caption}, and the form a
// lecturer's own sequence takes in a scenario file's "lecture_steps" array. Plain data: the
// LectureController plays steps, the Document stores their JSON, nothing here touches a widget.
//
// A step's JSON object holds the scenario file's parameter keys ("alpha_s", "gpus", …) plus "page",
// "title", "caption" and optionally "question", and is read back through the scenario file's own parser, so a step can
// never carry a value that a scenario file would refuse.
#pragma once

#include "commviz/result.h"
#include "lecturequestion.h"
#include "pageid.h"

#include "commviz/scenario.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace commviz::ui {

struct LectureStep {
    QString title; // "Ring against tree, 1 GB on 256 GPUs"
    PageId page = PageId::P2p;
    Scenario scenario;                       // every parameter, not just the ones that differ from the previous step
    QString caption;                         // one or two sentences for the banner
    std::optional<LectureQuestion> question; // "predict, then reveal" (lecturequestion.h), the JSON's "question"
    // The chart the step talks about (ChartPanel::name(), "selection_hierarchical"): showing the step scrolls
    // it into view, and with `chartAlone` shows it alone at the page's full width until the next step. Empty:
    // the page as it is. In files "chart" and "chart_alone", both optional (older files have neither).
    QString chart = {};
    bool chartAlone = false;
    bool operator==(const LectureStep &) const = default;
};

// The worked examples of the source's appendix, in its order, then the production refinements' (SPEC.md section 6).
const std::vector<LectureStep> &builtinLectureSteps();

QJsonObject lectureStepToJson(const LectureStep &step);
// An Error names the offending key, as parseScenario's do.
Result<LectureStep> lectureStepFromJson(const QJsonObject &object);

QJsonArray lectureStepsToJson(const std::vector<LectureStep> &steps);
// The steps, or the first step's error (with its index in the message).
Result<std::vector<LectureStep>> lectureStepsFromJson(const QJsonArray &array);

} // namespace commviz::ui
