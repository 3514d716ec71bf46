#include "pages.h"

#include "collectivespage.h"
#include "compressionpage.h"
#include "p2ppage.h"

namespace commviz::ui {

std::vector<ChartPage *> createPages(QWidget *parent)
{
    return {new P2pPage(parent), new CollectivesPage(parent), new CompressionPage(parent)};
}

} // namespace commviz::ui
