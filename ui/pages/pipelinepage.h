// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 4, pipeline: the bubble fraction (eqs. 10 and 11) as a heatmap over p × m with the 20% boundary, and
// the simulated schedule (GPipe, 1F1B or interleaved 1F1B) as a Gantt chart whose idle fraction is shown
// beside the formula's.
//
// The heatmap cells come from core's bubbleGrid, the boundary from minMicrobatches, the timeline and its
// idle fraction from simulateSchedule; the page only turns them into rectangles and text.
#pragma once

#include "chartpage.h"

#include "commviz/schedule.h"

#include <vector>

class QComboBox;
class QLabel;
class QLineSeries;
class QScatterSeries;

namespace commviz::ui {

class BubbleKey;
class RectLayer;

class PipelinePage : public ChartPage {
    Q_OBJECT
public:
    explicit PipelinePage(QWidget *parent = nullptr);

    // The schedule the timeline shows (page-local; 1F1B at start). Setting it redraws.
    [[nodiscard]] Schedule schedule() const;
    void setSchedule(Schedule s);

    [[nodiscard]] ChartPanel *heatmap() const { return m_heatmap; }
    [[nodiscard]] ChartPanel *gantt() const { return m_gantt; }
    [[nodiscard]] RectLayer *heatmapCells() const { return m_cells; }
    [[nodiscard]] RectLayer *ganttPasses() const { return m_passes; }
    // "1F1B: measured idle 30.4%, eq. 10 gives 30.4%", or why the schedule cannot run.
    [[nodiscard]] QString scheduleStatus() const;

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;

private:
    struct Cell {
        int stages;
        int microbatches;
        double bubble;
    };
    struct PassInfo {
        int stage; // 0-based
        Pass pass;
        int merged; // passes this bar stands for (1 unless merged at a large p·m·V)
    };

    void drawHeatmap(const Scenario &s);
    // The simulated timeline for the chosen schedule; fills the napkin's peak-in-flight line too.
    void drawSchedule(const Scenario &s);
    void drawNapkin(const Scenario &s);
    [[nodiscard]] QString cellTooltip(const Cell &c) const;
    [[nodiscard]] QString passTooltip(const PassInfo &p) const;

    Scenario m_scenario;

    ChartPanel *m_heatmap = nullptr;
    RectLayer *m_cells = nullptr;
    QLineSeries *m_rule = nullptr;    // m = 4(p−1), V = 1
    QLineSeries *m_ruleAtV = nullptr; // m·V = 4(p−1), only when V > 1
    QScatterSeries *m_current = nullptr;
    std::vector<Cell> m_cellInfo; // parallel to m_cells->rects()
    int m_heatmapVirtual = 0;     // what the cells were drawn for
    int m_heatmapStages = 0;
    BubbleKey *m_key = nullptr;

    ChartPanel *m_gantt = nullptr;
    RectLayer *m_passes = nullptr;
    RectLayer *m_rows = nullptr;         // one faint band per stage: what shows through is idle time
    QLineSeries *m_forwardKey = nullptr; // legend entries only
    QLineSeries *m_backwardKey = nullptr;
    QLineSeries *m_idleKey = nullptr;
    std::vector<PassInfo> m_passInfo; // parallel to m_passes->rects()
    QComboBox *m_scheduleBox = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_chooserLabel = nullptr;
};

} // namespace commviz::ui
