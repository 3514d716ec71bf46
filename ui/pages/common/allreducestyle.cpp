// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/allreducestyle.h"

#include "coretext.h"
#include "palette.h"

#include <QCoreApplication>

#include <cmath>

namespace commviz::ui {

QColor allReduceColor(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return palette::series(0);
    case Algorithm::AllReduceTree:
    case Algorithm::AllReducePipelinedTree: // the tree, pipelined: its colour, drawn solid beside the dashed one
        return palette::series(1);
    case Algorithm::AllReduceRhd:
        return palette::series(2);
    case Algorithm::AllReduceHierTree:
        return palette::series(3);
    case Algorithm::AllReduceHierRail:
        return palette::series(4);
    case Algorithm::AllReduceTwoLevelRing:
        return palette::series(7);
    case Algorithm::AllReduceInNetwork:
        return palette::series(6);
    case Algorithm::AllReduceHierPipelined:
        return palette::series(5);
    default:
        break;
    }
    return Qt::gray;
}

const char *allReduceShortSource(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "ring");
    case Algorithm::AllReduceTree:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "tree");
    case Algorithm::AllReduceRhd:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "halving-doubling");
    case Algorithm::AllReduceHierTree:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "hier. (3 phases)");
    case Algorithm::AllReduceHierRail:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "hier. (rails)");
    case Algorithm::AllReducePipelinedTree:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "pipelined tree");
    case Algorithm::AllReduceTwoLevelRing:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "two-level ring");
    case Algorithm::AllReduceInNetwork:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "in-network");
    case Algorithm::AllReduceHierPipelined:
        return QT_TRANSLATE_NOOP("commviz::ui::SelectionPage", "hier. pipelined");
    default:
        break;
    }
    return nullptr;
}

QString allReduceShortName(Algorithm a)
{
    const char *source = allReduceShortSource(a);
    return source != nullptr ? QCoreApplication::translate("commviz::ui::SelectionPage", source) : algorithmText(a);
}

QString allReduceAssumption(Algorithm a, int gpusPerNode)
{
    // Written out in two forms: no English catalogue resolves "%n GPU(s)".
    const QString perNode =
        gpusPerNode == 1
            ? QCoreApplication::translate("commviz::ui::SelectionPage", "1 GPU per node")
            : QCoreApplication::translate("commviz::ui::SelectionPage", "%1 GPUs per node").arg(gpusPerNode);
    switch (a) {
    case Algorithm::AllReduceHierRail:
    case Algorithm::AllReduceHierPipelined:
    case Algorithm::AllReduceTwoLevelRing:
        return QCoreApplication::translate("commviz::ui::SelectionPage", "assumes one NIC per GPU, %1").arg(perNode);
    case Algorithm::AllReduceHierTree:
        return QCoreApplication::translate("commviz::ui::SelectionPage", "assumes %1").arg(perNode);
    default:
        return {};
    }
}

QString allReduceNameWithAssumption(Algorithm a, int gpusPerNode)
{
    const QString assumption = allReduceAssumption(a, gpusPerNode);
    return assumption.isEmpty() ? allReduceShortName(a) : allReduceShortName(a) + " (" + assumption + ")";
}

QColor protocolColor(Protocol p)
{
    switch (p) {
    case Protocol::LL:
        return palette::series(2);
    case Protocol::LL128:
        return palette::series(3);
    case Protocol::Simple:
        break;
    }
    return palette::series(0); // Simple: the textbook ring's colour, since the source's α and β are Simple's
}

QColor productionCellColor(Algorithm a, Protocol p)
{
    const double strength = p == Protocol::LL ? 0.3 : p == Protocol::LL128 ? 0.58 : 0.9;
    const QColor c = allReduceColor(a);
    const auto mix = [strength](float v) { return static_cast<float>(v * strength + (1 - strength)); };
    return QColor::fromRgbF(mix(c.redF()), mix(c.greenF()), mix(c.blueF()));
}

std::vector<double> logEdges(const std::vector<double> &centres)
{
    std::vector<double> edges;
    if (centres.empty())
        return edges;
    const auto ratio = [&](std::size_t i) { return std::sqrt(centres[i + 1] / centres[i]); };
    edges.push_back(centres.size() > 1 ? centres.front() / ratio(0) : centres.front() / 2);
    for (std::size_t i = 0; i + 1 < centres.size(); ++i)
        edges.push_back(centres[i] * ratio(i));
    edges.push_back(centres.size() > 1 ? centres.back() * ratio(centres.size() - 2) : centres.back() * 2);
    return edges;
}

} // namespace commviz::ui
