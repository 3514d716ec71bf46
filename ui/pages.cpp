#include "pages.h"

#include "p2ppage.h"

namespace commviz::ui {

std::vector<ChartPage *> createPages(QWidget *parent)
{
    return {new P2pPage(parent)};
}

} // namespace commviz::ui
