// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 9, cluster: where a big cluster's collective time goes (SPEC.md section 9). A diagram of the three levels
// (scale-up domain, leaf group, spine) with their members, links and σ:1; AllReduce against M for the flat ring,
// the hierarchical and pipelined hierarchical AllReduce and the textbook ring; each collective's time split by
// level (latency and bandwidth on NVLink, the leaf and the spine) as stacked bars; AllReduce and AllToAll against
// σ from 1 to 8 and against N from G to 16,384, where the step to a spine level is marked. The napkin writes 9.2's
// formulas with the current numbers (ClusterNapkin).
//
// Every value comes from core's clustersweep.h and cluster.h; the page maps them to curves, bars and text.
#pragma once

#include "pages/common/chartpage.h"
#include "series.h"

#include "commviz/clustersweep.h"

#include <map>
#include <memory>

namespace commviz::ui {

class ClusterDiagram;
class StackedBars;

class ClusterPage : public ChartPage {
    Q_OBJECT
public:
    explicit ClusterPage(QWidget *parent = nullptr);
    ~ClusterPage() override;

    [[nodiscard]] const ClusterDiagram &diagram() const { return *m_diagram; }
    // A collective's name as the charts and bars show it.
    [[nodiscard]] static QString collectiveName(ClusterCollective c);
    // The σ from and to which the chart against σ runs.
    static constexpr double kMinSigma = 1;
    static constexpr double kMaxSigma = 8;

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;

private:
    void drawSplit(const Scenario &s, bool noLevels);

    std::unique_ptr<ClusterDiagram> m_diagramOwner;
    ClusterDiagram *m_diagram = nullptr;
    ChartPanel *m_vsSize = nullptr;
    std::map<ClusterCollective, Series> m_sizeLines;
    Series m_sizeNow;
    ChartPanel *m_split = nullptr;
    std::unique_ptr<StackedBars> m_bars;
    ChartPanel *m_vsSigma = nullptr;
    std::map<ClusterCollective, Series> m_sigmaLines;
    Series m_sigmaNow;
    ChartPanel *m_vsGpus = nullptr;
    std::map<ClusterCollective, Series> m_gpuLines;
    Series m_gpusNow;
    Series m_spineStep;
};

} // namespace commviz::ui
