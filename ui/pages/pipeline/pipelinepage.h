// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 4, pipeline: the bubble fraction (eqs. 10 and 11) as a heatmap over p × m with the 20% boundary, and
// the simulated schedule (GPipe, 1F1B or interleaved 1F1B) as a Gantt chart whose idle fraction is shown
// beside the formula's.
//
// The heatmap cells come from core's bubbleGrid, the boundary from minMicrobatches, the timeline and its
// idle fraction from simulateSchedule (scheduleLanes at lower detail); the page only turns them into rectangles
// and text. The heatmap is PipelineHeatmap (pipelineheatmap.h), the timeline PipelineSchedule
// (pipelineschedule.h); this class lays them out with the schedule chooser and writes the napkin math.
#pragma once

#include "pages/common/chartpage.h"

#include "commviz/schedule.h"

#include <memory>

class QComboBox;
class QLabel;

namespace commviz::ui {

class PipelineHeatmap;
class PipelineSchedule;
class RectLayer;

class PipelinePage : public ChartPage {
    Q_OBJECT
public:
    explicit PipelinePage(QWidget *parent = nullptr);
    ~PipelinePage() override;

    // The schedule the timeline shows (page-local; 1F1B at start). Setting it redraws.
    [[nodiscard]] Schedule schedule() const;
    void setSchedule(Schedule s);

    [[nodiscard]] ChartPanel *heatmap() const { return m_heatmap; }
    [[nodiscard]] ChartPanel *gantt() const { return m_gantt; }
    [[nodiscard]] RectLayer *heatmapCells() const;
    // The timeline's bars: one per pass, or at lower detail one per span of pixel columns of one phase.
    [[nodiscard]] RectLayer *ganttPasses() const;
    [[nodiscard]] bool scheduleAtLowerDetail() const;
    // "1F1B: measured idle 30.4%, eq. 10 gives 30.4%", or why the schedule cannot run.
    [[nodiscard]] QString scheduleStatus() const;
    void settleBackground() override;
    // A schedule too large for a frame is being simulated beside it (the timeline shows the last one until then).
    [[nodiscard]] bool scheduleSimulating() const;

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;

private:
    // `settled`: simulated in this thread, however long it takes (PipelineSchedule::drawSettled).
    void drawSchedule(const Scenario &s, bool settled = false);
    void drawNapkin(const Scenario &s);
    Scenario m_scenario;

    ChartPanel *m_heatmap = nullptr;
    std::unique_ptr<PipelineHeatmap> m_bubble;
    ChartPanel *m_gantt = nullptr;
    std::unique_ptr<PipelineSchedule> m_timeline;
    bool m_redrawing = false;
    QComboBox *m_scheduleBox = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_chooserLabel = nullptr;
};

} // namespace commviz::ui
