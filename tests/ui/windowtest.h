// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the suites that drive the whole window share: a window shown large enough for every chart to be laid out,
// a page by its id, and a chart's series by name (empty when the series draws nothing).
#pragma once

#include "chartinspector.h"
#include "chartpanel.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"

#include <QSize>
#include <QString>

#include <memory>

namespace windowtest {

using commviz::ui::ChartInspector;
using commviz::ui::ChartPage;
using commviz::ui::ChartPanel;
using commviz::ui::MainWindow;
using commviz::ui::PageId;

// A window with its settings in `settingsPath`, shown at `size`; a test waits for it to be exposed.
inline std::unique_ptr<MainWindow> openWindow(const QString &settingsPath, QSize size = {1600, 1000})
{
    auto w = std::make_unique<MainWindow>(nullptr, settingsPath);
    w->resize(size);
    w->show();
    return w;
}

inline ChartPage *page(MainWindow &w, PageId id)
{
    for (ChartPage *p : w.pages()) {
        if (p->id() == id)
            return p;
    }
    return nullptr;
}

inline ChartPanel::SeriesData series(MainWindow &w, PageId id, const QString &chart, const QString &name)
{
    return ChartInspector(page(w, id)->chart(chart)).series(name).value_or(ChartPanel::SeriesData{});
}

} // namespace windowtest
