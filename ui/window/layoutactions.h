// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's layout actions: View ▸ Parameter panel (F9) shows or hides the parameter panel, View ▸ Napkin math
// (Ctrl+Shift+N) every page's napkin math beside its charts; both checkable and remembered in the settings. Their
// texts are the window's (translated in its context).
#pragma once

#include <vector>

class QMenu;
class QWidget;

namespace commviz::ui {

class ChartPage;
class Settings;

// Adds both actions to `view`, and shows `panel` (the panel's scroll area) and the pages' napkin math as `settings`
// say. The actions' connections last as long as `window`.
void addLayoutActions(QMenu *view, QWidget *window, Settings *settings, QWidget *panel,
                      const std::vector<ChartPage *> &pages);

} // namespace commviz::ui
