// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What lecture mode needs from the window, handed over by the window: lecture code never includes it.
#pragma once

#include "pageid.h"

#include <QString>

#include <functional>
#include <vector>

class QMainWindow;
class QSplitter;

namespace commviz::ui {

class ChartPage;
class Document;
class ParameterPanel;
class ScenarioModel;

struct LectureHost {
    QMainWindow *window = nullptr; // docks, the status bar, fonts, full screen
    ScenarioModel *model = nullptr;
    Document *document = nullptr; // where the lecturer's own steps are stored
    ParameterPanel *panel = nullptr;
    QSplitter *splitter = nullptr; // the panel's and the pages' (projector mode gives the panel its width)
    std::function<std::vector<ChartPage *>()> pages;
    std::function<ChartPage *()> currentPage;
    std::function<void(PageId)> showPage;
    std::function<void()> refresh; // redraw the visible page now
};

} // namespace commviz::ui
