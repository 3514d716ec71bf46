// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the Measured page's tests share: the fixtures, core's own reading of them, a chart's series by name,
// the points a log-size axis can show, and a label's text without its markup.
#pragma once

#include "chartinspector.h"
#include "chartpanel.h"
#include "pages/measured/measuredpage.h"
#include "testutil.h"

#include "commviz/measure.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextDocumentFragment>

#include <optional>
#include <string_view>
#include <vector>

namespace measuredtest {

using namespace commviz;
using commviz::ui::ChartInspector;
using commviz::ui::ChartPanel;
using View = commviz::ui::MeasuredPage::View;

inline constexpr double kRel = 1e-12;

inline const QStringList &allFixtures()
{
    static const QStringList kFixtures{"nccl_allreduce_a3mega_h100_16rank_2node.txt",
                                       "nccl_allgather_autodl_2080ti_2gpu_pcie.txt",
                                       "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt",
                                       "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt",
                                       "nccl_reduce_autodl_2080ti_1gpu_anomalous.txt",
                                       "osu_latency_azure_hbv3_2node_ib.txt",
                                       "osu_bw_azure_hbv3_2node_ib.txt"};
    return kFixtures;
}

inline QString fixture(const QString &name)
{
    return QDir(COMMVIZ_FIXTURES_DIR).filePath(name);
}

inline ParseResult parseFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    return parseMeasurements(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

// A series' data; empty when the series draws nothing (seriesData() leaves empty series out).
inline std::optional<ChartPanel::SeriesData> seriesNamed(const ChartPanel *chart, const QString &name)
{
    return ChartInspector(chart).series(name).value_or(ChartPanel::SeriesData{name, {}, {}});
}

inline const QString kOutOfPlace = "measured, out-of-place";
inline const QString kInPlace = "measured, in-place";
inline const QString kFitted = "fitted α, β";
inline const QString kModel = "model at the sliders' α, β";
inline const QString kProduction = "production model";
inline const QString kRegimes = "regimes";

// What a log-size axis can show of a placement: every row of size > 0, in order, y as the view defines.
struct Expected {
    std::vector<double> xs;
    std::vector<double> ys;
};
inline Expected expectedPoints(const std::vector<MeasuredPoint> &points, bool bandwidthTable, View view, double factor)
{
    Expected e;
    for (const MeasuredPoint &p : points) {
        if (!(p.size_bytes > 0))
            continue;
        double y = 0;
        if (bandwidthTable)
            y = p.bandwidth_Bps * factor;
        else if (view == View::Time)
            y = p.time_s;
        else
            y = p.size_bytes / p.time_s * factor;
        if (!(y > 0))
            continue;
        e.xs.push_back(p.size_bytes);
        e.ys.push_back(y);
    }
    return e;
}

inline bool sameValues(const std::vector<double> &actual, const std::vector<double> &expected, double rel = kRel)
{
    if (actual.size() != expected.size())
        return false;
    for (std::size_t i = 0; i < actual.size(); ++i) {
        if (!testutil::closeRel(actual[i], expected[i], rel))
            return false;
    }
    return true;
}

inline QString writeTemp(QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

inline const QByteArray kOsuAllreduceWithoutRanks =
    "# OSU MPI Allreduce Latency Test v7.4\n# Size       Avg Latency(us)\n"
    "4 5.0\n16 5.1\n64 5.3\n256 6.0\n1024 8.0\n4096 15.0\n16384 40.0\n";

// A label's text as a person reads it: its rich text without the markup.
inline QString plain(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
}

} // namespace measuredtest
