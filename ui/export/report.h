// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report: the whole explorer as one PDF (A4 landscape) — a title page (title, date, parameter table,
// contents), then one page per chart page with its question, its charts with content as vectors (through
// paintChart, exporter.h), the table the page shows besides its charts (the Collectives summary), and its
// napkin math. The Algorithms page's diagram is drawn at a step where something has moved
// (AlgorithmsPage::exportStep) with the napkin math of that step. The window's Export report and
// `commviz report` both come through here.
#pragma once

#include "commviz/scenario.h"

#include <QString>

#include <optional>
#include <vector>

class QByteArray;
class QIODevice;

namespace commviz::ui {

class ChartPage;

// Each page is refreshed with `scenario` first, since the window redraws only the visible one. `fontScale` is a
// factor on the charts' fonts (kMinFontScale … kMaxFontScale, fontscale.h); whatever it is, no text is printed
// below 7 pt: a chart drawn small gets larger fonts, and long napkin math shrinks no further.
int reportPageCount(const std::vector<ChartPage *> &pages);
std::optional<QString> writeReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QIODevice *device,
                                   double fontScale = 1);
std::optional<QString> renderReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QByteArray *bytes,
                                    double fontScale = 1);
std::optional<QString> exportReport(const std::vector<ChartPage *> &pages, const Scenario &scenario,
                                    const QString &path, double fontScale = 1);

} // namespace commviz::ui
