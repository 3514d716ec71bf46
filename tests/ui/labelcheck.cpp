// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// textcheck::labelsOverData: a label on a plot that a curve strikes or a marker covers (issue 23 item 7).
#include "textcheck.h"

#include "chartinspector.h"
#include "chartpanel.h"

#include <QLineF>

namespace textcheck {
namespace {

// The segment a–b passes through the inside of `r`.
bool crosses(const QPointF &a, const QPointF &b, const QRectF &r)
{
    if (r.contains(a) || r.contains(b))
        return true;
    const QLineF segment(a, b);
    const QLineF edges[] = {{r.topLeft(), r.topRight()},
                            {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()},
                            {r.bottomLeft(), r.topLeft()}};
    for (const QLineF &edge : edges) {
        if (segment.intersects(edge, nullptr) == QLineF::BoundedIntersection)
            return true;
    }
    return false;
}

void checkChart(const commviz::ui::ChartPanel *chart, QStringList &out)
{
    using commviz::ui::ChartInspector;
    using commviz::ui::ChartPanel;
    const ChartPanel::DrawnData data = chart->drawnData();
    for (const ChartInspector::PlacedText &t : ChartInspector(chart).placedTexts()) {
        if (t.kind != QLatin1String("label") && t.kind != QLatin1String("region") && t.kind != QLatin1String("cell"))
            continue;
        // A pixel in from each side: a line along a label's edge does not strike its letters.
        const QRectF inner = t.rect.adjusted(1, 1, -1, -1);
        if (inner.isEmpty())
            continue;
        bool struck = false;
        for (const QPolygonF &line : data.lines) {
            for (qsizetype i = 1; i < line.size() && !struck; ++i)
                struck = crosses(line[i - 1], line[i], inner);
            if (struck)
                break;
        }
        if (struck)
            out << QStringLiteral("chart %1: a curve strikes the %2 \"%3\"").arg(chart->name(), t.kind, t.text);
        for (const QRectF &marker : data.markers) {
            if (marker.intersects(inner)) {
                out << QStringLiteral("chart %1: a marker covers the %2 \"%3\"").arg(chart->name(), t.kind, t.text);
                break;
            }
        }
    }
}

} // namespace

QStringList labelsOverData(const QWidget *root)
{
    QStringList out;
    const auto shown = [root](const commviz::ui::ChartPanel *c) { return c->isVisibleTo(root) && c->width() > 0; };
    if (const auto *self = qobject_cast<const commviz::ui::ChartPanel *>(root); self && shown(self))
        checkChart(self, out);
    for (const commviz::ui::ChartPanel *chart : root->findChildren<commviz::ui::ChartPanel *>()) {
        if (shown(chart))
            checkChart(chart, out);
    }
    return out;
}

} // namespace textcheck
