// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecturepins.h"

#include "chartpanel.h"
#include "lecture.h"
#include "pageid.h"
#include "pages/common/chartpage.h"
#include "parameterspec.h"
#include "scenariomodel.h"

#include <QMainWindow>
#include <QStatusBar>

#include <algorithm>
#include <utility>

namespace commviz::ui {

LecturePins::LecturePins(LectureHost host) : m_host(std::move(host))
{}

QString LecturePins::nextPinLabel() const
{
    const Scenario &s = m_host.model->scenario();
    std::vector<Param> shown;
    if (!m_pinScenarios.empty()) {
        for (const ParamInfo &info : parameters()) {
            if (paramValue(s, info.param) != paramValue(m_pinScenarios.front(), info.param))
                shown.push_back(info.param);
        }
    }
    if (shown.empty()) {
        const ChartPage *page = m_host.currentPage();
        shown = pageParams(page ? page->id() : PageId::P2p, s.production_view);
    }
    // A legend entry, not a table: two values say which state it is, and how many more differ is counted.
    constexpr std::size_t kMaxShown = 2;
    const std::size_t more = shown.size() > kMaxShown ? shown.size() - kMaxShown : 0;
    shown.resize(std::min(shown.size(), kMaxShown));
    const QString label = tr("pin %1: %2").arg(m_pinScenarios.size() + 1).arg(describeParams(s, shown));
    return more == 0 ? label : tr("%1 (+%2 more)").arg(label).arg(more);
}

int LecturePins::pinCurves()
{
    ChartPage *page = m_host.currentPage();
    if (!page)
        return 0;
    m_host.refresh(); // pin what the scenario says now, not a frame behind
    const QString label = nextPinLabel();
    int pinned = 0;
    for (ChartPanel *chart : page->charts())
        pinned += chart->pin(label) > 0 ? 1 : 0;
    if (pinned > 0) {
        m_pinScenarios.push_back(m_host.model->scenario());
        m_host.window->statusBar()->showMessage(
            tr("Pinned: %1. Change a parameter to compare; Ctrl+Shift+P clears.").arg(label), 5000);
    } else {
        m_host.window->statusBar()->showMessage(tr("This page has no curves to pin."), 5000);
    }
    return pinned;
}

void LecturePins::clearPins()
{
    for (ChartPage *page : m_host.pages()) {
        bool pinned = false;
        for (ChartPanel *chart : page->charts())
            pinned = chart->clearPins() > 0 || pinned;
        if (pinned) // the ranges held the pins: the curves get their own back
            page->refresh(m_host.model->scenario(), true);
    }
    m_pinScenarios.clear();
}

} // namespace commviz::ui
