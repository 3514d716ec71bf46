// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// textcheck::cutChartTexts: a chart text that leaves its chart (or the view that shows it) or overlaps another, and
// the Algorithms page diagram's legend entries that leave the drawing or overlap.
#include "textcheck.h"
#include "textcheck_p.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "pages/algorithms/algorithmdiagram.h"
#include "pages/algorithms/algorithmview.h"

#include <cmath>

namespace textcheck {
namespace {

using commviz::ui::AlgorithmDiagram;
using commviz::ui::AlgorithmView;
using commviz::ui::ChartInspector;
using commviz::ui::ChartPanel;
using detail::kSlack;
using detail::visible;

bool overlaps(const QRectF &a, const QRectF &b)
{
    const QRectF both = a.intersected(b);
    return both.width() > 1 && both.height() > 1;
}

QString rectText(const QRectF &r)
{
    return QStringLiteral("[%1,%2 %3×%4]")
        .arg(std::round(r.x()))
        .arg(std::round(r.y()))
        .arg(std::round(r.width()))
        .arg(std::round(r.height()));
}

void checkChart(const ChartPanel *chart, QStringList &out, QStringList *viewClipped)
{
    const QRectF bounds(QPointF(0, 0), ChartInspector(chart).chartSize());
    // What the view shows of the chart: a chart taller than its view (its minimum height on a short page)
    // is cut at the bottom.
    const QRectF shown = commviz::ui::ChartInspector(chart).shownRect();
    const std::vector<ChartInspector::PlacedText> texts = ChartInspector(chart).placedTexts();
    const QString where = QStringLiteral("chart %1").arg(chart->name());
    for (const ChartInspector::PlacedText &t : texts) {
        if (!bounds.adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(t.rect))
            out << QStringLiteral("%1: %2 %3 leaves the chart %4: \"%5\"")
                       .arg(where, t.kind, rectText(t.rect), rectText(bounds), t.text);
        else if (viewClipped && !shown.adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(t.rect))
            *viewClipped << QStringLiteral("%1: %2 %3 lies outside the view's %4: \"%5\"")
                                .arg(where, t.kind, rectText(t.rect), rectText(shown), t.text);
    }
    for (std::size_t i = 0; i < texts.size(); ++i) {
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            if (overlaps(texts[i].rect, texts[j].rect))
                out << QStringLiteral("%1: %2 \"%3\" %4 overlaps %5 \"%6\" %7")
                           .arg(where, texts[i].kind, texts[i].text, rectText(texts[i].rect), texts[j].kind,
                                texts[j].text, rectText(texts[j].rect));
        }
    }
}

} // namespace

QStringList cutChartTexts(const QWidget *root, QStringList *viewClipped)
{
    QStringList out;
    for (const ChartPanel *chart : visible<ChartPanel>(root))
        checkChart(chart, out, viewClipped);
    // The Algorithms page's diagram draws its own legend, which wraps onto more rows.
    for (const AlgorithmView *view : visible<AlgorithmView>(root)) {
        const AlgorithmDiagram &d = view->diagram();
        const QRectF bounds = d.paintedRect().adjusted(-kSlack, -kSlack, kSlack, kSlack);
        const auto &texts = d.legendTexts();
        if (d.paintedRect().isEmpty() || (d.drawnBuffers() && texts.empty())) {
            out << QStringLiteral("algorithm diagram: not painted yet, or painted without its legend");
            continue;
        }
        for (std::size_t i = 0; i < texts.size(); ++i) {
            if (!bounds.contains(texts[i].rect))
                out << QStringLiteral("algorithm diagram: legend entry %1 leaves the drawing %2: \"%3\"")
                           .arg(rectText(texts[i].rect), rectText(d.paintedRect()), texts[i].text);
            for (std::size_t j = i + 1; j < texts.size(); ++j) {
                if (overlaps(texts[i].rect, texts[j].rect))
                    out << QStringLiteral("algorithm diagram: legend entry \"%1\" overlaps \"%2\"")
                               .arg(texts[i].text, texts[j].text);
            }
        }
    }
    return out;
}

} // namespace textcheck
