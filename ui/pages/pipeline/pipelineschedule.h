// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Pipeline page's schedule timeline (Gantt chart): one row per stage, stage 1 at the top, from core's
// schedule simulator. Every pass is a bar while passes are at least a few pixels wide; below that the timeline is
// drawn at lower detail from scheduleLanes: per row, each pixel column in the colour of the phase that fills most
// of it (forward, backward or idle: the legend's colours, never a blend), and the title says so. The work of a
// lower-detail frame is bounded by the pixels (rows × columns), the simulation's by the passes; the lanes are kept
// until p, m, V, the schedule or the width changes, and simulated on a worker thread (LanesWorker) when that takes
// longer than a frame. Bars lie over the grid, so grid lines never cut their digits.
#pragma once

#include "commviz/scenario.h"
#include "commviz/schedule.h"
#include "csvtable.h"

#include <QCoreApplication>
#include <QString>

#include "pages/pipeline/lanesworker.h"

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace commviz::ui {

class ChartPanel;
class RectLayer;

class PipelineSchedule {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::PipelinePage)
public:
    // Fills `panel` (made by the page) with its layers and legend entries. `redraw` is called when lanes the
    // worker simulated are ready: the page draws again (draw() then shows them).
    PipelineSchedule(ChartPanel *panel, std::function<void()> redraw);
    ~PipelineSchedule();

    struct Status {
        QString text; // "1F1B: measured idle 30.4%, eq. 10 gives 30.4%", or why nothing is drawn
        bool error = false;
    };
    // Draws the schedule of `s`; lanes that take longer than a frame are simulated on a worker thread, and
    // until they are ready the last picture stays (its title names its parameters) and the status says so.
    Status draw(const Scenario &s, Schedule chosen);
    // As draw(), but simulating in this thread whatever it needs: what exports and the report draw.
    Status drawSettled(const Scenario &s, Schedule chosen);
    // Lanes are being simulated on the worker thread.
    [[nodiscard]] bool simulating() const;
    // Drawn at lower detail (spans of pixel columns, not passes).
    [[nodiscard]] bool lowDetail() const { return m_lowDetail; }
    // The plot area's width is no longer the one the lanes were laid out for: draw again.
    [[nodiscard]] bool widthChanged() const;
    [[nodiscard]] RectLayer *bars() const { return m_passes; }
    // The CSV: one row per bar (stage, micro-batch, chunk, pass, start, end) or, at lower detail, per span.
    [[nodiscard]] CsvTable table() const;

private:
    struct PassInfo {
        int stage; // 0-based
        Pass pass;
    };
    struct SpanInfo {
        int stage; // 0-based
        PhaseSpan span;
    };
    // What a picture of one schedule, p, m, V at the current width is made of.
    struct Shape {
        LanesRequest request;  // the input, the rows drawn, the columns at lower detail
        int v = 1;             // V, 1 unless interleaved
        int stride = 1;        // one stage in `stride` is drawn
        bool low = false;      // at lower detail
        bool labelled = false; // bars carry their micro-batch numbers
    };

    [[nodiscard]] Shape shapeOf(Schedule chosen, int p, int m, int virtualStages) const;
    Status drawShape(const Shape &shape);
    void clearBars();
    [[nodiscard]] QString passTooltip(const PassInfo &p) const;
    [[nodiscard]] QString spanTooltip(const SpanInfo &s) const;
    [[nodiscard]] int columns() const;

    ChartPanel *m_panel;
    RectLayer *m_passes = nullptr;
    RectLayer *m_rows = nullptr;      // one faint band per stage: what shows through is idle time
    std::vector<PassInfo> m_passInfo; // parallel to m_passes->rects() when drawn in full
    std::vector<SpanInfo> m_spanInfo; // the same at lower detail
    bool m_lowDetail = false;
    Schedule m_schedule = Schedule::OneFOneB;
    int m_virtual = 1;
    // The last lanes simulated, with what they were asked for; drawn while later ones are simulated.
    std::optional<std::pair<LanesRequest, Result<ScheduleLanes>>> m_lanes;
    std::unique_ptr<LanesWorker> m_worker;
    bool m_synchronous = false; // drawSettled(): no worker
    bool m_drawn = false;       // a picture is on show
};

} // namespace commviz::ui
