// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Predict, then reveal: the question a lecture step may put to the hall before its chart shows the answer.
// Either multiple choice (2 to 4 answers, one of them correct) or a number to guess, whose true value core
// computes at the step's parameters (a named quantity of `commviz eval`: "allreduce_tree_s", "bubble", …).
// Plain data and its JSON, the "question" object of a step in a scenario file's "lecture_steps":
//   {"text": "…", "choices": ["×1.5", "×3", "×7.5", "×15"], "answer": 2, "reason": "…", "veil": ["chart"]}
//   {"text": "…", "quantity": "crossover_bytes", "reason": "…"}
// "veil" names the page's charts whose plot areas stay covered until the reveal; the page's current-point markers
// and its napkin numbers are hidden whatever it says.
#pragma once

#include "commviz/result.h"
#include "commviz/scenario.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace commviz::ui {

inline constexpr int kMinChoices = 2;
inline constexpr int kMaxChoices = 4;

struct LectureQuestion {
    QString text;        // "At 1 GB on 256 GPUs, how much slower is the textbook tree than the ring?"
    QStringList choices; // multiple choice: 2 to 4 answers; empty for a number to guess
    int answer = 0;      // the correct choice's index
    QString quantity;    // a number to guess: its key in numberQuantities()
    QString reason;      // one line, shown with the answer
    QStringList veil;    // chart names (ChartPanel::name()) covered until the reveal
    [[nodiscard]] bool isChoice() const { return !choices.isEmpty(); }
    bool operator==(const LectureQuestion &) const = default;
};

// The keys a number question may name, in the order the steps editor lists them.
QStringList numberQuantities();
// The quantity's value at `s` as core computes it, formatted in its unit ("320.1 ms", "250 KB", "30.4%"); an
// Error when core cannot compute it there.
Result<double> quantityValue(const QString &key, const Scenario &s);
Result<QString> quantityText(const QString &key, const Scenario &s);
// What the quantity is, in the current language ("textbook tree AllReduce time").
QString quantityName(const QString &key);

QJsonObject lectureQuestionToJson(const LectureQuestion &q);
// An Error names what is wrong ("question.answer: 4 is not one of the 3 choices").
Result<LectureQuestion> lectureQuestionFromJson(const QJsonValue &value);

// The correct answer as the banner reveals it: the choice's text, or the quantity's value at `s`.
QString questionAnswerText(const LectureQuestion &q, const Scenario &s);

} // namespace commviz::ui
