// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Algorithms page's texts: the algorithms' and phases' names, the caption above the diagram and the
// napkin math for a step, every number from core's trace and model.
#include "pages/algorithms/algorithmspage.h"

#include "coretext.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QComboBox>

namespace commviz::ui {
namespace {

using napkin::q;

QString modelFormula(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceTree:
        return QStringLiteral("2·lg N·α + 2·lg N·M/β");
    case Algorithm::AllReduceRhd:
        return QStringLiteral("2·log2 N·α + 2(N−1)/N·M/β");
    default:
        return QStringLiteral("2(N−1)·α + 2(N−1)/N·M/β");
    }
}

} // namespace

QString AlgorithmsPage::algorithmLabel(Algorithm a)
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

// A phase's name as the counter shows it ("reduce-scatter").
QString AlgorithmsPage::phaseName(const std::string &phase)
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

// What a phase does, in words, for the caption above the drawing.
QString AlgorithmsPage::phaseText(const std::string &phase)
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

QString AlgorithmsPage::caption(int step, bool withTotal) const
{
    const AlgorithmTrace &t = *m_trace;
    const QString what = step == 0 ? tr("every rank holds only its own data, split into %1 chunks of %2")
                                         .arg(t.gpus)
                                         .arg(q(formatSize(t.chunk_bytes)))
                                   : phaseText(t.steps[static_cast<std::size_t>(step - 1)].phase);
    QString text = tr("%1 AllReduce, N = %2 · %3: %4")
                       .arg(algorithmLabel(t.algorithm), QString::number(t.gpus),
                            tr("step %1 of %2").arg(step).arg(stepCount()), what);
    if (withTotal) {
        const Cost elapsed = step == 0 ? Cost{} : t.steps[static_cast<std::size_t>(step - 1)].elapsed;
        text += "\n" + tr("Running total after step %1: %2 of the model's %3")
                           .arg(step)
                           .arg(q(formatTime(elapsed.total_s())), q(formatTime(t.total.total_s())));
    }
    return text;
}

QString AlgorithmsPage::napkinFor(int step) const
{
    if (!m_trace) {
        return napkin::block(tr("%1 AllReduce, %2").arg(algorithmLabel(currentAlgorithm()), gpusText()), {},
                             tr("not applicable"), coreText(m_reason).toHtmlEscaped());
    }
    const AlgorithmTrace &t = *m_trace;
    const Link &link = t.link;
    QString html;
    if (step == 0) {
        html += napkin::block(tr("Step 0 of %1").arg(stepCount()), {tr("nothing sent yet")}, q(formatTime(0)),
                              tr("Each step costs α + bytes/β: one start-up, and the bytes every busy "
                                 "link carries at once."));
    } else {
        const AlgorithmStep &s = t.steps[static_cast<std::size_t>(step - 1)];
        const QString share = QString::fromStdString(s.share);
        const QString bytesTerm = share.contains('/') ? "(" + share + ")/β" : share + "/β";
        html += napkin::block(tr("Step %1 of %2: %3").arg(step).arg(stepCount()).arg(phaseName(s.phase)),
                              {tr("step %1: α + %2").arg(step).arg(bytesTerm),
                               "= " + q(formatTime(link.alpha_s)) + " + " + q(formatSize(s.link_bytes)) + " / " +
                                   q(formatBandwidth(link.beta_Bps))},
                              q(formatTime(s.cost.total_s())));
    }
    const Cost elapsed = step == 0 ? Cost{} : t.steps[static_cast<std::size_t>(step - 1)].elapsed;
    html += napkin::block(tr("Running total after step %1").arg(step),
                          {QStringLiteral("%1·α + Σ bytes/β").arg(step),
                           "= " + q(formatTime(elapsed.latency_s)) + " + " + q(formatTime(elapsed.bandwidth_s))},
                          q(formatTime(elapsed.total_s())));

    const Result<Cost> model = collectiveCost(t.algorithm, m_scenario, t.gpus, t.size_bytes);
    if (model.ok()) {
        const QString note = step == stepCount() ? tr("The running total has reached the model's total.")
                                                 : tr("%1 more steps to reach it.").arg(stepCount() - step);
        html += napkin::block(tr("The model: %1 AllReduce, N = %2, M = %3")
                                  .arg(algorithmLabel(t.algorithm))
                                  .arg(t.gpus)
                                  .arg(q(formatSize(t.size_bytes))),
                              {modelFormula(t.algorithm), "= " + q(formatTime(model.value().latency_s)) + " + " +
                                                              q(formatTime(model.value().bandwidth_s))},
                              q(formatTime(model.value().total_s())), note);
    }
    return html;
}

} // namespace commviz::ui
