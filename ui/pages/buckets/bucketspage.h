// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 6, buckets: how big gradient buckets should be (SPEC.md section 7). The step time F and the exposed
// communication F − T_b against the bucket size b on a log axis, with the current size, the best size and PyTorch
// DDP's 25 MiB marked and labelled and the no-overlap time T_b + T_AR(M) as a reference line; a timeline of the
// backward pass and each bucket's AllReduce at the current size (bucketstimeline.h); the napkin math of B, c, F
// and the best B (bucketsnapkin.h).
//
// Every curve, marker, block and napkin number comes from core's bucketsVsSize(), bucketPlan(), bestBuckets(),
// bucketTimeline() and bucketNetworkSpans(); the page only chooses where to sample and how to label.
#pragma once

#include "csvtable.h"
#include "pages/common/chartpage.h"
#include "series.h"

#include "commviz/sweep.h"

#include <QString>

#include <vector>

namespace commviz::ui {

class BucketTimelineChart;
class RectLayer;

class BucketsPage : public ChartPage {
    Q_OBJECT
public:
    explicit BucketsPage(QWidget *parent = nullptr);

    static constexpr double kDdpBucketBytes = 25 * 1048576.0; // PyTorch DDP's bucket_cap_mb = 25
    static constexpr double kMinBucketBytes = 64e3;           // the left end of the size axis (or b, if smaller)

    [[nodiscard]] ChartPanel *sizeChart() const { return m_sizes; }
    [[nodiscard]] BucketTimelineChart *timeline() const { return m_timeline; }
    // What the size chart shows, sampled as drawn (the marked sizes among the samples).
    [[nodiscard]] const BucketCurves &curves() const { return m_curves; }
    // The labels beside the marked sizes, top to bottom.
    [[nodiscard]] QStringList markLabels() const;

protected:
    void draw(const Scenario &s) override;

private:
    struct Mark {
        double bucket_bytes;
        double finish_s;
        QString label;
        QString shortLabel; // where the plot has no room for the label
        QString detail;     // the tooltip
    };

    void drawSizes(const Scenario &s);
    void placeLabels();
    [[nodiscard]] CsvTable table() const;

    ChartPanel *m_sizes = nullptr;
    Series m_finish;
    Series m_exposed;
    Series m_noOverlap;
    Series m_currentLine;
    Series m_bestLine;
    Series m_ddpLine;
    Series m_current;
    Series m_best;
    Series m_ddp;
    RectLayer *m_labels = nullptr;
    std::vector<Mark> m_marks; // the labels' rows, top to bottom; parallel to m_labels->rects()
    BucketCurves m_curves;
    std::vector<QString> m_marked; // per sample of m_curves: which marks it is ("" for none)

    BucketTimelineChart *m_timeline = nullptr;
};

// A bucket size as the page writes it: whole MiB as MiB ("25 MiB", DDP's default), anything else as formatSize.
QString bucketSizeText(double bytes);

} // namespace commviz::ui
