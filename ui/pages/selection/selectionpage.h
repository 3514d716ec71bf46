// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 3, algorithm selection: ring, tree and recursive halving-doubling against M with the eq. 9
// crossover, the crossover against N, a regime map of the cheapest AllReduce over (N, M), and flat against
// hierarchical AllReduce. The production view (Scenario::production_view) shows, instead of the last, the map
// of the production AllReduce (SPEC.md 6.5: algorithm and protocol) beside the textbook's, and its napkin math
// adds the production choice (SelectionProduction); the production map is drawn in both views, so exports always
// have it.
#pragma once

#include "pages/common/chartpage.h"
#include "series.h"

#include "commviz/production.h"

#include <memory>
#include <vector>

namespace commviz::ui {

class RectLayer;
class SelectionProduction;

class SelectionPage : public ChartPage {
    Q_OBJECT
public:
    explicit SelectionPage(QWidget *parent = nullptr);
    ~SelectionPage() override;

protected:
    void draw(const Scenario &s) override;
    [[nodiscard]] QString napkinHeading(const QString &chart) const override;

private:
    ChartPanel *m_vsSize = nullptr;
    std::vector<Series> m_flat; // ring, tree, rhd
    Series m_crossoverNow;
    Series m_sizeNow;

    ChartPanel *m_crossover = nullptr;
    Series m_crossoverCurve;
    Series m_sizeLevel;
    Series m_crossoverPoint;

    ChartPanel *m_regime = nullptr;
    RectLayer *m_regimeCells = nullptr;
    Series m_regimePoint;

    ChartPanel *m_hier = nullptr;
    QString m_hierHeading;           // its napkin section's heading, as last drawn (napkinHeading)
    std::vector<Series> m_hierLines; // ring, hier_tree, hier_rail
    Series m_hierNow;

    ChartPanel *m_productionMap = nullptr; // in the hierarchical chart's place, shown in the production view
    std::unique_ptr<SelectionProduction> m_production;
};

} // namespace commviz::ui
