// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The chart pages, in the order the window shows them.
#pragma once

#include <vector>

class QWidget;

namespace commviz::ui {

class ChartPage;

std::vector<ChartPage *> createPages(QWidget *parent);

} // namespace commviz::ui
