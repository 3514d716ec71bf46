// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/pages.h"

#include "pages/algorithms/algorithmspage.h"
#include "pages/buckets/bucketspage.h"
#include "pages/cluster/clusterpage.h"
#include "pages/collectives/collectivespage.h"
#include "pages/compression/compressionpage.h"
#include "pages/measured/measuredpage.h"
#include "pages/p2p/p2ppage.h"
#include "pages/pipeline/pipelinepage.h"
#include "pages/selection/selectionpage.h"
#include "pages/step/steppage.h"

namespace commviz::ui {

std::vector<ChartPage *> createPages(QWidget *parent, Measurements *measurements)
{
    return {new P2pPage(parent),         new CollectivesPage(parent),
            new SelectionPage(parent),   new PipelinePage(parent),
            new CompressionPage(parent), new BucketsPage(parent),
            new AlgorithmsPage(parent),  new MeasuredPage(measurements, parent),
            new ClusterPage(parent),     new StepPage(parent)};
}

} // namespace commviz::ui
