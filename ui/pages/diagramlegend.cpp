// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramlegend.h"

#include "chartframe.h"

#include <QFontMetricsF>

#include <algorithm>

namespace commviz::ui {
namespace {

constexpr double kSwatch = 18;   // a swatch's side
constexpr double kArrow = 38;    // an arrow's sample, its head included
constexpr double kMarkGap = 6;   // between a sample and its text
constexpr double kEntryGap = 22; // between two entries on a row
constexpr double kRowGap = 6;

} // namespace

std::vector<DiagramLegendPlaced> layoutDiagramLegend(const std::vector<DiagramLegendEntry> &entries, const QFont &font,
                                                     double width, double *height)
{
    const QFontMetricsF metrics(font);
    std::vector<DiagramLegendPlaced> placed;
    double x = 0;
    double top = 0;
    double rowHeight = 0;
    for (const DiagramLegendEntry &e : entries) {
        const double mark = e.arrow ? kArrow : kSwatch;
        QStringList lines{e.text};
        double textWidth = metrics.horizontalAdvance(e.text);
        if (mark + kMarkGap + textWidth > width) {
            lines = ChartFrame::wrap(e.text, font, std::max(20.0, width - mark - kMarkGap));
            textWidth = 0;
            for (const QString &l : lines)
                textWidth = std::max(textWidth, metrics.horizontalAdvance(l));
        }
        const double entryWidth = mark + kMarkGap + textWidth;
        if (x > 0 && x + entryWidth > width) {
            top += rowHeight + kRowGap;
            x = 0;
            rowHeight = 0;
        }
        const double textHeight = metrics.height() * static_cast<double>(lines.size());
        const double h = std::max(kSwatch, textHeight);
        DiagramLegendPlaced p;
        p.mark = QRectF(x, top + (metrics.height() - kSwatch) / 2, mark, kSwatch);
        p.text = QRectF(x + mark + kMarkGap, top, textWidth, textHeight);
        p.lines = lines;
        placed.push_back(p);
        rowHeight = std::max(rowHeight, h);
        x += entryWidth + kEntryGap;
    }
    *height = entries.empty() ? 0 : top + rowHeight;
    return placed;
}

} // namespace commviz::ui
