// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The buckets page's timeline: a compute row (the backward pass from 0 to T_b, one shade per bucket's gradients,
// so each bucket's ready time is an edge) and a network row (each bucket's AllReduce as a block), the exposed
// communication after T_b shaded, drawn with a ChartPanel's rectangle layers.
//
// The blocks are core's bucketTimeline(). When a row has blocks narrower than kMinBlockPx at the chart's width, it
// is drawn at lower detail in its legend colour: the backward pass as one bar, the network's busy spans from core's
// bucketNetworkSpans() (which also covers plans too large for bucketTimeline to list), and the title says so. The
// chart redraws its rectangles when its plot area changes size, since the detail depends on it.
#pragma once

#include "commviz/buckets.h"
#include "commviz/sweep.h"
#include "csvtable.h"

#include <QObject>

#include <optional>
#include <vector>

namespace commviz::ui {

class ChartPanel;
class RectLayer;

class BucketTimelineChart : public QObject {
    Q_OBJECT
public:
    static constexpr double kMinBlockPx = 2; // narrower blocks are drawn merged

    explicit BucketTimelineChart(QObject *parent = nullptr);

    // The ChartPanel, for ChartPage::addChart (which sets the translation context: the buckets page's).
    [[nodiscard]] ChartPanel *panel() const { return m_panel; }
    [[nodiscard]] RectLayer *blocks() const { return m_blocks; }
    [[nodiscard]] RectLayer *rows() const { return m_rows; }

    void draw(const Scenario &s);

    // The plan drawn, with core's blocks when bucketTimeline() lists them.
    [[nodiscard]] const std::optional<BucketTimeline> &timeline() const { return m_timeline; }
    // Whether each row is drawn at lower detail (merged) at the current width.
    [[nodiscard]] bool computeMerged() const { return m_computeMerged; }
    [[nodiscard]] bool networkMerged() const { return m_networkMerged; }
    // The network row's blocks (or merged spans) as drawn, in time order: bucket first … last each.
    [[nodiscard]] const std::vector<BucketSpan> &networkDrawn() const { return m_networkDrawn; }

private:
    enum class Kind { Compute, Network, Exposed };
    struct Info {
        Kind kind;
        long long first; // 1-based buckets
        long long last;
        double start_s;
        double end_s;
    };

    void rebuild();
    void clear(const QString &why);
    [[nodiscard]] double pixelsPerSecond(double span_s) const;
    [[nodiscard]] QString tooltip(const Info &info) const;
    [[nodiscard]] CsvTable table() const;

    ChartPanel *m_panel = nullptr;
    RectLayer *m_blocks = nullptr;
    RectLayer *m_rows = nullptr;
    std::vector<Info> m_info; // parallel to m_blocks->rects()

    Scenario m_scenario;
    std::optional<BucketPlan> m_plan;
    std::optional<BucketTimeline> m_timeline;
    std::vector<BucketSpan> m_networkDrawn;
    bool m_computeMerged = false;
    bool m_networkMerged = false;
    double m_builtFor = -1; // the plot width the rectangles were built for
};

} // namespace commviz::ui
