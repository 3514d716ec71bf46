// The chart pages, in the order the window shows them.
#pragma once

#include <vector>

class QWidget;

namespace commviz::ui {

class ChartPage;

std::vector<ChartPage *> createPages(QWidget *parent);

} // namespace commviz::ui
