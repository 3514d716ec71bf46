// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartinspector.h"

#include "answerveil.h"
#include "chartitems.h"
#include "chartseries.h"
#include "chartview.h"
#include "curveitem.h"
#include "pointreadout.h"
#include "qtcharts.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>

namespace commviz::ui {

std::vector<ChartInspector::PlacedText> ChartInspector::placedTexts() const
{
    std::vector<PlacedText> out;
    const QStringList title = m_panel->m_items->frame().titleLines();
    if (!title.isEmpty())
        out.push_back({QStringLiteral("title"), title.join(' '), m_panel->m_items->frame().titleRect()});
    for (const AxisLabels *axis : {m_panel->m_items->xLabels(), m_panel->m_items->yLabels()}) {
        if (!axis->isVisible())
            continue;
        const QString letter = axis == m_panel->m_items->xLabels() ? QStringLiteral("x") : QStringLiteral("y");
        for (const AxisLabels::Placed &p : axis->placed())
            out.push_back({letter + (p.title ? QStringLiteral(" title") : QStringLiteral(" label")), p.text, p.rect});
    }
    if (m_panel->m_items->legend()->isVisible()) {
        for (const LegendItem::Placed &p : m_panel->m_items->legend()->placed())
            out.push_back(
                {QStringLiteral("legend"), p.lines.join(' '), m_panel->m_items->legend()->mapRectToParent(p.text)});
    }
    // The rectangle layers' texts: a cell's or a bar's own, and the regions' names.
    for (const RectLayer *layer : m_panel->m_items->layers()) {
        if (!layer->isVisible())
            continue;
        for (const RectLayer::DrawnText &t : layer->drawnTexts())
            out.push_back({QStringLiteral("cell"), t.text, t.rect});
        for (std::size_t i = 0; i < layer->labels().size() && i < layer->labelRects().size(); ++i) {
            if (!layer->labelRects()[i].isEmpty())
                out.push_back({QStringLiteral("region"), layer->labelText(i), layer->labelRects()[i]});
        }
    }
    // A page's own texts on the chart (the measured chart's regime labels, a heatmap's scale).
    const QStringList titleText{m_panel->m_items->frame().titleLines().join('\n')};
    for (QGraphicsItem *item : m_panel->scene()->items()) {
        if (!item->isVisible())
            continue;
        QString text;
        if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            text = simple->text();
        else if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item))
            text = rich->toPlainText();
        else
            continue;
        if (text.isEmpty() || titleText.contains(text))
            continue;
        out.push_back({QStringLiteral("label"), text, m_panel->chart()->mapRectFromScene(item->sceneBoundingRect())});
    }
    return out;
}

QStringList ChartInspector::titleLines() const
{
    return m_panel->m_items->frame().titleLines();
}

const LegendItem *ChartInspector::legend() const
{
    return m_panel->m_items->legend();
}

const std::vector<RectLayer *> &ChartInspector::rectLayers() const
{
    return m_panel->m_items->layers();
}

bool ChartInspector::isVeiled() const
{
    const AnswerVeil *veil = m_panel->m_items->veil();
    return veil != nullptr && veil->covers();
}

std::optional<double> ChartInspector::rowPixels() const
{
    const double span = m_panel->m_axes.yMax() - m_panel->m_axes.yMin();
    if (m_panel->m_minimum.rowUnits() <= 0 || !(span > 0))
        return std::nullopt;
    return m_panel->chart()->plotArea().height() * m_panel->m_minimum.rowUnits() / span;
}

QString ChartInspector::currentPointText() const
{
    return m_panel->m_readout->currentText();
}

const QLabel *ChartInspector::readout() const
{
    return m_panel->m_readout->label();
}

std::vector<SeriesData> ChartInspector::seriesData() const
{
    return m_panel->m_series->store().named();
}

std::optional<SeriesData> ChartInspector::series(const QString &name) const
{
    return m_panel->m_series->store().find(name);
}

std::vector<SeriesData> ChartInspector::pinData() const
{
    return m_panel->m_series->pins().data();
}

int ChartInspector::pinCount() const
{
    return m_panel->m_series->pins().count();
}

const ColorScaleItem *ChartInspector::colorScale() const
{
    return m_panel->m_items->colorScale();
}

QWidget *ChartInspector::surface() const
{
    return m_panel->m_view->viewport();
}

QPoint ChartInspector::toSurface(const QPointF &chartPoint) const
{
    return m_panel->m_view->mapFromScene(m_panel->chart()->mapToScene(chartPoint));
}

QRect ChartInspector::toSurface(const QRectF &chartRect) const
{
    return m_panel->m_view->mapFromScene(m_panel->chart()->mapRectToScene(chartRect)).boundingRect();
}

QRectF ChartInspector::shownRect() const
{
    const ChartView *view = m_panel->m_view;
    return QRectF(QPointF(0, 0), m_panel->chart()->size())
        .intersected(m_panel->chart()->mapRectFromScene(view->mapToScene(view->viewport()->rect()).boundingRect()));
}

int ChartInspector::seriesCount() const
{
    return static_cast<int>(m_panel->chart()->series().size());
}

std::vector<QList<QPointF>> ChartInspector::seriesPoints() const
{
    std::vector<QList<QPointF>> out;
    for (QAbstractSeries *s : m_panel->chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            out.push_back(xy->points());
    }
    return out;
}

int ChartInspector::markerSeriesCount() const
{
    int n = 0;
    for (QAbstractSeries *s : m_panel->chart()->series())
        n += qobject_cast<QScatterSeries *>(s) != nullptr ? 1 : 0;
    return n;
}

bool ChartInspector::anyMarkerSeriesShown() const
{
    for (QAbstractSeries *s : m_panel->chart()->series()) {
        if (qobject_cast<QScatterSeries *>(s) != nullptr && s->isVisible())
            return true;
    }
    return false;
}

QString ChartInspector::qtTitle() const
{
    return m_panel->chart()->title();
}

QFont ChartInspector::titleFont() const
{
    return m_panel->chart()->titleFont();
}

bool ChartInspector::qtDrawsAxisTexts() const
{
    for (const QAbstractAxis *axis : m_panel->chart()->axes()) {
        if (axis->labelsVisible() || axis->isTitleVisible())
            return true;
    }
    return false;
}

QPointF ChartInspector::qtMapToPosition(const QPointF &axisPoint) const
{
    return m_panel->chart()->mapToPosition(axisPoint, m_panel->m_anchor);
}

bool ChartInspector::antialiased() const
{
    const auto &curves = m_panel->m_series->curves();
    return m_panel->m_view->renderHints().testFlag(QPainter::Antialiasing) &&
           std::all_of(curves.begin(), curves.end(), [](const CurveItem *c) { return c->smooth(); });
}

void ChartInspector::layOut() const
{
    if (QGraphicsLayout *layout = m_panel->chart()->layout())
        layout->activate();
}

void ChartInspector::setChartSize(const QSizeF &size) const
{
    m_panel->chart()->resize(size);
    layOut();
}

QRectF ChartInspector::plotAreaAt(const QSizeF &size) const
{
    const QSizeF own = m_panel->chart()->size();
    setChartSize(size);
    const QRectF plot = m_panel->plotArea();
    setChartSize(own);
    return plot;
}

QSizeF ChartInspector::chartSize() const
{
    return m_panel->chart()->size();
}

} // namespace commviz::ui
