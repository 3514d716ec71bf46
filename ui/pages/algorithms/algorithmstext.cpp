// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/algorithms/algorithmstext.h"

#include "pages/common/napkintext.h"

#include "commviz/formulas.h"
#include "commviz/models.h"
#include "commviz/units.h"

namespace commviz::ui {
namespace {

using napkin::q;

int stepCount(const AlgorithmTrace &t)
{
    return static_cast<int>(t.steps.size());
}

} // namespace

QString AlgorithmsText::algorithmLabel(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceTree:
        return tr("tree");
    case Algorithm::AllReduceRhd:
        return tr("halving-doubling");
    default:
        return tr("ring");
    }
}

QString AlgorithmsText::phaseName(const std::string &phase)
{
    if (phase == "reduce-scatter")
        return tr("reduce-scatter");
    if (phase == "all-gather")
        return tr("all-gather");
    if (phase == "reduce")
        return tr("reduce");
    if (phase == "broadcast")
        return tr("broadcast");
    if (phase == "halving")
        return tr("halving");
    if (phase == "doubling")
        return tr("doubling");
    return QString::fromStdString(phase);
}

QString AlgorithmsText::phaseText(const std::string &phase)
{
    if (phase == "reduce-scatter")
        return tr("each rank sends one chunk to its right neighbour, which adds it to its own");
    if (phase == "all-gather")
        return tr("each rank passes a finished chunk on to its right neighbour");
    if (phase == "reduce")
        return tr("children send their whole buffer up the tree; parents add it in");
    if (phase == "broadcast")
        return tr("the finished buffer flows back down the tree");
    if (phase == "halving")
        return tr("partners swap halves of their range and add what they receive");
    if (phase == "doubling")
        return tr("partners swap their finished ranges, doubling them");
    return QString::fromStdString(phase);
}

QString AlgorithmsText::caption(const AlgorithmTrace &t, int step, bool withTotal)
{
    const QString what = step == 0 ? tr("every rank holds only its own data, split into %1 chunks of %2")
                                         .arg(t.gpus)
                                         .arg(q(formatSize(t.chunk_bytes)))
                                   : phaseText(t.steps[static_cast<std::size_t>(step - 1)].phase);
    QString text = tr("%1 AllReduce, N = %2 · %3: %4")
                       .arg(algorithmLabel(t.algorithm), QString::number(t.gpus),
                            tr("step %1 of %2").arg(step).arg(stepCount(t)), what);
    if (withTotal) {
        const Cost elapsed = step == 0 ? Cost{} : t.steps[static_cast<std::size_t>(step - 1)].elapsed;
        text += "\n" + tr("Running total after step %1: %2 of the model's %3")
                           .arg(step)
                           .arg(q(formatTime(elapsed.total_s())), q(formatTime(t.total.total_s())));
    }
    return text;
}

QString AlgorithmsText::napkinMath(const AlgorithmTrace &t, const Scenario &scenario, int step)
{
    const Link &link = t.link;
    QString html;
    if (step == 0) {
        html += napkin::block(tr("Step 0 of %1").arg(stepCount(t)), {tr("nothing sent yet")}, q(formatTime(0)),
                              tr("Each step costs α + bytes/β: one start-up, and the bytes every busy "
                                 "link carries at once."));
    } else {
        const AlgorithmStep &s = t.steps[static_cast<std::size_t>(step - 1)];
        const QString share = QString::fromStdString(s.share);
        const QString bytesTerm = share.contains('/') ? "(" + share + ")/β" : share + "/β";
        html += napkin::block(tr("Step %1 of %2: %3").arg(step).arg(stepCount(t)).arg(phaseName(s.phase)),
                              {tr("step %1: α + %2").arg(step).arg(bytesTerm),
                               "= " + q(formatTime(link.alpha_s)) + " + " + q(formatSize(s.link_bytes)) + " / " +
                                   q(formatBandwidth(link.beta_Bps))},
                              q(formatTime(s.cost.total_s())));
    }
    const Cost elapsed = step == 0 ? Cost{} : t.steps[static_cast<std::size_t>(step - 1)].elapsed;
    html += napkin::block(tr("Running total after step %1").arg(step),
                          {QStringLiteral("Σ bytes/β + %1·α").arg(step),
                           "= " + q(formatTime(elapsed.bandwidth_s)) + " + " + q(formatTime(elapsed.latency_s))},
                          q(formatTime(elapsed.total_s())));

    const Result<Cost> model = collectiveCost(t.algorithm, scenario, t.gpus, t.size_bytes);
    if (model.ok()) {
        const QString note = step == stepCount(t) ? tr("The running total has reached the model's total.")
                                                  : tr("%1 more steps to reach it.").arg(stepCount(t) - step);
        html +=
            napkin::block(tr("The model: %1 AllReduce, N = %2, M = %3")
                              .arg(algorithmLabel(t.algorithm))
                              .arg(t.gpus)
                              .arg(q(formatSize(t.size_bytes))),
                          {q(formula::costFormula(t.algorithm)), "= " + q(formatTime(model.value().bandwidth_s)) +
                                                                     " + " + q(formatTime(model.value().latency_s))},
                          q(formatTime(model.value().total_s())), note);
    }
    return html;
}

} // namespace commviz::ui
