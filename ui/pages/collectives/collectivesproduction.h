// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Collectives page's production view (SPEC.md 6.1–6.4): the pipelined tree against the textbook tree and the
// ring, in-network reduction when the fabric has it, ring AllReduce under LL, LL128 and Simple with their envelope
// and switch sizes, and each refinement's napkin math with the current numbers. The page makes the two charts,
// places them and shows them in the production view; this fills them and draws them from core's sweeps. Its texts
// are the page's (translated in its context).
#pragma once

#include "rectlayer.h"
#include "series.h"

#include "commviz/production.h"
#include "commviz/scenario.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <vector>

namespace commviz::ui {

class ChartPanel;

class CollectivesProduction {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::CollectivesPage)
public:
    // Fills `pipelining` and `protocols` (made by the page) with their series and hides them: the page shows them.
    CollectivesProduction(ChartPanel *pipelining, ChartPanel *protocols);

    // Both charts at `s`, sampled at the payloads `sizes`.
    void draw(const Scenario &s, const std::vector<double> &sizes);
    // Each refinement's napkin math at `s`, closed by a rule (the textbook's follows it on the page).
    [[nodiscard]] static QString napkinMath(const Scenario &s);
    // The heading of napkinMath()'s section about `chart` (one of the two this class fills), empty for another.
    [[nodiscard]] QString napkinHeading(const QString &chart) const;

private:
    // The decade above the curves holds the protocols' names and the switch sizes: y from `bottom` to `top`.
    struct LabelRows {
        double bottom; // the curves' top: the switch lines end here
        double middle; // switch sizes below, protocol names above
        double top;
    };

    void drawPipelining(const Scenario &s, const std::vector<double> &sizes);
    void drawProtocols(const Scenario &s, const std::vector<double> &sizes);
    // Each protocol's band, where it is the cheapest, and the switch sizes written on their lines; `tips` says what
    // hovering each band says, in the bands' order.
    void markSwitches(const ProtocolSwitches &sw, const LabelRows &rows, std::vector<RectLayer::Rect> &bands,
                      std::vector<QString> &tips);

    // napkinMath(), one refinement each: SPEC.md 6.1 to 6.4, then the production choice in one line (the
    // Algorithm selection page lists every candidate).
    static QString pipelinedTreeNapkin(const Scenario &s);
    static QString inNetworkNapkin(const Scenario &s);
    static QString twoLevelRingNapkin(const Scenario &s);
    static QString protocolsNapkin(const Scenario &s);
    static QString productionChoiceNapkin(const Scenario &s);
    static QString pipelinedTreeHeading();
    static QString protocolsHeading();

    ChartPanel *m_pipelining;
    Series m_pipeRing;
    Series m_pipeTree;
    Series m_pipelined;
    Series m_inNetwork;
    Series m_hierPipelined;
    Series m_pipeNow;
    ChartPanel *m_protocols;
    RectLayer *m_protocolBands = nullptr;
    std::array<Series, 3> m_protocolLines{}; // LL, LL128, Simple
    Series m_envelope;
    std::array<Series, 2> m_switchLines{}; // LL → LL128, LL128 → Simple
    Series m_protocolNow;
};

} // namespace commviz::ui
