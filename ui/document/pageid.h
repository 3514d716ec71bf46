// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's pages as data: an id each, the key files and settings store it by ("collectives"), and the
// parameters the page's charts and napkin math read. Projector mode shows only those, the benchmark drags
// them, the tests check them, and a lecture step's description names them: each asks this table.
#pragma once

#include "commviz/parameters.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace commviz::ui {

// In the window's order.
enum class PageId { P2p, Collectives, Selection, Pipeline, Compression, Buckets, Algorithms, Measured, Cluster, Step };

struct PageInfo {
    PageId id;
    const char *key;
    std::vector<Param> params; // what the page reads, in the panel's order
    // What the page reads beyond `params` in the production view (Scenario::production_view).
    std::vector<Param> productionParams = {};
};

const std::vector<PageInfo> &pageInfos();
const PageInfo &pageInfo(PageId id);
// What the page reads in the given view, in the panel's order.
std::vector<Param> pageParams(PageId id, bool production);
QString pageKey(PageId id);
std::optional<PageId> findPage(const QString &key);
// "p2p, collectives, …", for messages that list the keys a file may use.
QStringList pageKeys();

} // namespace commviz::ui
