// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the pipeline page's suites share: a pipeline scenario, a drawn series by the start of its name, and the
// passes the Gantt chart draws on each row.
#pragma once

#include "chartinspector.h"
#include "chartpanel.h"
#include "testutil.h"

#include <QString>

#include <cmath>
#include <map>
#include <optional>

namespace pipelinetest {

using commviz::Scenario;
using commviz::ui::ChartInspector;
using commviz::ui::ChartPanel;
using commviz::ui::RectLayer;

inline Scenario pipeline(int p, int m, int v)
{
    return testutil::pipelineScenario(p, m, v);
}

// The drawn series whose name starts with `prefix`; none when it is absent or empty.
inline std::optional<ChartPanel::SeriesData> series(const ChartPanel *chart, const QString &prefix)
{
    for (const ChartPanel::SeriesData &d : ChartInspector(chart).seriesData()) {
        if (d.name.startsWith(prefix))
            return d;
    }
    return std::nullopt;
}

// Passes per row of the Gantt chart, keyed by the row's centre.
inline std::map<double, int> passesPerRow(const RectLayer *layer)
{
    std::map<double, int> rows;
    for (const RectLayer::Rect &r : layer->rects())
        ++rows[std::round((r.y0 + r.y1) * 500) / 1000];
    return rows;
}

} // namespace pipelinetest
