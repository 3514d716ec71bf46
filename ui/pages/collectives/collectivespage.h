// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 2, collectives: each collective's cost against M and against N with its latency and bandwidth
// terms, the terms side by side at the current point, and the source's summary table with the numbers.
// The production view (Scenario::production_view) shows, in place of the charts against N and of the terms,
// the pipelined tree against the textbook tree and the ring (with in-network reduction when the fabric has it)
// and ring AllReduce under each protocol with their envelope and switch sizes (SPEC.md 6.1–6.4); its napkin
// math writes each refinement with the current numbers (CollectivesProduction). Both production charts are drawn in
// either view, so exports always have them.
#pragma once

#include "pages/common/chartpage.h"
#include "pages/common/stackedbars.h"
#include "series.h"

#include "commviz/scenario.h"

#include <memory>
#include <vector>

class QTableWidget;

namespace commviz::ui {

class CollectivesProduction;

class CollectivesPage : public ChartPage {
    Q_OBJECT
public:
    explicit CollectivesPage(QWidget *parent = nullptr);
    ~CollectivesPage() override;

    // The summary table as the page shows it (headers, every row's texts), for the report.
    [[nodiscard]] QString reportTableHtml() const override;

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;
    [[nodiscard]] QString napkinHeading(const QString &chart) const override;
    void changeEvent(QEvent *event) override;   // a new font (projector mode) sizes the table again
    void showEvent(QShowEvent *event) override; // and so does being shown: the style is known by then

private:
    void sizeColumns();
    struct Lines {
        Algorithm algorithm;
        Series total;
        Series latency;
        Series bandwidth;
    };
    std::vector<Lines> addCollectiveLines(ChartPanel *chart);

    ChartPanel *m_vsSize = nullptr;
    std::vector<Lines> m_sizeLines;
    Series m_sizeNow;
    ChartPanel *m_vsGpus = nullptr;
    std::vector<Lines> m_gpuLines;
    Series m_gpusNow;
    ChartPanel *m_parts = nullptr;
    std::unique_ptr<StackedBars> m_bars;
    QTableWidget *m_table = nullptr;

    // The production view's, in the places of the charts against N and of the terms.
    ChartPanel *m_pipelining = nullptr;
    ChartPanel *m_protocols = nullptr;
    std::unique_ptr<CollectivesProduction> m_production;
};

} // namespace commviz::ui
