// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 2, collectives: each collective's cost against M and against N with its latency and bandwidth
// terms, the terms side by side at the current point, and the source's summary table with the numbers.
#pragma once

#include "chartpage.h"

#include "commviz/scenario.h"

#include <vector>

class QLineSeries;
class QTableWidget;

namespace commviz::ui {

class RectLayer;

class CollectivesPage : public ChartPage {
    Q_OBJECT
public:
    explicit CollectivesPage(QWidget *parent = nullptr);

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;
    void changeEvent(QEvent *event) override;   // a new font (projector mode) sizes the table again
    void showEvent(QShowEvent *event) override; // and so does being shown: the style is known by then

private:
    void sizeColumns();
    struct Lines {
        Algorithm algorithm;
        QLineSeries *total;
        QLineSeries *latency;
        QLineSeries *bandwidth;
    };
    std::vector<Lines> addCollectiveLines(ChartPanel *chart);

    ChartPanel *m_vsSize = nullptr;
    std::vector<Lines> m_sizeLines;
    QLineSeries *m_sizeNow = nullptr;
    ChartPanel *m_vsGpus = nullptr;
    std::vector<Lines> m_gpuLines;
    QLineSeries *m_gpusNow = nullptr;
    ChartPanel *m_parts = nullptr;
    RectLayer *m_bars = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace commviz::ui
