// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The chart pages, in the order the window shows them.
#pragma once

#include <vector>

class QWidget;

namespace commviz::ui {

class ChartPage;
class Measurements;

// `measurements`: the session's store the Measured page draws from (not owned; it outlives the pages).
std::vector<ChartPage *> createPages(QWidget *parent, Measurements *measurements);

} // namespace commviz::ui
