// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel's series: adding lines, markers and rectangle layers, the legend entries they make, and the pins'
// ghost curves. The rest of the panel (axes, data, drafts, layout) is in chartpanel.cpp.
#include "chartpanel.h"

#include "qtcharts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>

namespace commviz::ui {

void ChartPanel::registerSeries(QXYSeries *s, const QString &name, bool inLegend)
{
    s->setName(translated(name));
    m_sourceNames[s] = {name, translated(name)};
    chart()->addSeries(s);
    s->attachAxis(m_axisX);
    s->attachAxis(m_axisY);
    if (!inLegend)
        m_notInLegend.insert(s);
    connect(s, &QAbstractSeries::visibleChanged, this, &ChartPanel::rebuildLegend);
    connect(s, &QAbstractSeries::nameChanged, this, &ChartPanel::rebuildLegend); // Series::setShownName
    rebuildLegend();
    m_store.add(s, translated(name));
}

Series ChartPanel::addLine(const QString &name, const QColor &color, Qt::PenStyle style, qreal width, bool inLegend)
{
    auto *s = new QLineSeries;
    // Flat caps and miter joins: round ones send every thick stroke through Bézier flattening, which
    // doubled the cost of a frame.
    QPen pen(color, width, style, Qt::FlatCap, Qt::MiterJoin);
    s->setPen(pen);
    registerSeries(s, name, inLegend);
    addCurve(s);
    return Series(s, this);
}

CurveItem *ChartPanel::addCurve(QLineSeries *series)
{
    auto *curve = new CurveItem(this, series, chart());
    m_curves[series] = curve;
    m_curveItems.push_back(curve);
    // Projector mode and pins change pens; a wider pen reaches further.
    connect(series, &QXYSeries::penChanged, this, [this, curve] {
        curve->relayout();
        rebuildLegend();
    });
    return curve;
}

Series ChartPanel::addMarker(const QString &name, const QColor &color, qreal size, bool inLegend)
{
    auto *s = new QScatterSeries;
    s->setColor(color);
    s->setBorderColor(Qt::white);
    s->setMarkerSize(size);
    registerSeries(s, name, inLegend);
    connect(s, &QXYSeries::hovered, this,
            [this, s](const QPointF &point, bool state) { m_tips.markerHovered(s, point, state); });
    connect(s, &QScatterSeries::markerShapeChanged, this, &ChartPanel::rebuildLegend); // Series::setSquare
    return Series(s, this);
}

void ChartPanel::showInLegend(Series handle, bool visible)
{
    QAbstractSeries *series = handle.m_series;
    if (visible == (m_notInLegend.count(series) == 0))
        return;
    if (visible)
        m_notInLegend.erase(series);
    else
        m_notInLegend.insert(series);
    rebuildLegend();
}

void ChartPanel::rebuildLegend()
{
    std::vector<LegendItem::Entry> entries;
    for (QAbstractSeries *series : chart()->series()) {
        if (series == m_anchor || m_notInLegend.count(series) != 0 || !series->isVisible() || series->name().isEmpty())
            continue;
        LegendItem::Entry e;
        e.text = series->name();
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            e.marker = true;
            e.brush = scatter->color();
            e.square = scatter->markerShape() == QScatterSeries::MarkerShapeRectangle;
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            e.pen = line->pen();
        }
        entries.push_back(e);
    }
    const double before = m_legend->height();
    m_legend->setEntries(std::move(entries));
    if (m_legend->layout(std::max(40.0, chart()->size().width() - 12)) != before)
        placeTitleAndMargins(); // another row: the plot area gives it room
}

void ChartPanel::setLegendFont(const QFont &font)
{
    m_legend->setFont(font);
    placeTitleAndMargins();
}

void ChartPanel::setLegendBrush(const QBrush &brush)
{
    m_legend->setTextBrush(brush);
}

QFont ChartPanel::legendFont() const
{
    return m_legend->font();
}

RectLayer *ChartPanel::addRectLayer(RectLayer::Place place)
{
    auto *layer = new RectLayer(this, chart());
    if (place == RectLayer::Place::OverGrid)
        layer->setZValue(RectLayer::kOverGridZ);
    m_layers.push_back(layer);
    return layer;
}

int ChartPanel::pin(const QString &label)
{
    std::vector<Pins::Curve> curves;
    for (SeriesStore::Key key : m_store.order()) {
        auto *line = qobject_cast<QLineSeries *>(static_cast<QXYSeries *>(const_cast<void *>(key)));
        if (line && line->isVisible())
            curves.push_back({line, line->pen(), m_store.at(key), m_notInLegend.count(line) == 0});
    }
    return m_pins.pin(label, curves);
}

int ChartPanel::clearPins()
{
    const int count = m_pins.count();
    m_pins.clear();
    return count;
}

QLineSeries *ChartPanel::addGhost(QLineSeries *of, const QPen &pen, const QString &name, bool inLegend)
{
    auto *ghost = new QLineSeries;
    ghost->setName(name);
    ghost->setPen(pen);
    chart()->addSeries(ghost);
    ghost->attachAxis(m_axisX);
    ghost->attachAxis(m_axisY);
    addCurve(ghost)->setPoints(m_curves.at(of)->points());
    if (!inLegend)
        m_notInLegend.insert(ghost);
    rebuildLegend();
    return ghost;
}

void ChartPanel::removeGhost(QLineSeries *ghost)
{
    CurveItem *curve = m_curves.at(ghost);
    m_curveItems.erase(std::find(m_curveItems.begin(), m_curveItems.end(), curve));
    m_curves.erase(ghost);
    delete curve;
    chart()->removeSeries(ghost);
    forgetSeries(ghost);
    delete ghost;
    m_notInLegend.erase(ghost);
    rebuildLegend();
}

} // namespace commviz::ui
