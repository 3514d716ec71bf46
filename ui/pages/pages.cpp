// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages.h"

#include "algorithmspage.h"
#include "bucketspage.h"
#include "clusterpage.h"
#include "collectivespage.h"
#include "compressionpage.h"
#include "measuredpage.h"
#include "p2ppage.h"
#include "pipelinepage.h"
#include "selectionpage.h"
#include "steppage.h"

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
