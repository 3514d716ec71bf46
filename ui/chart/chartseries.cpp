// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartseries.h"

#include "axisrange.h"
#include "chartpanel.h"
#include "curveitem.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

// Puts `series` in `set` or takes it out; whether that changed the set.
bool setMember(std::set<const QXYSeries *> &set, const QXYSeries *series, bool member)
{
    if (member == (set.count(series) != 0))
        return false;
    if (member)
        set.insert(series);
    else
        set.erase(series);
    return true;
}

} // namespace

ChartSeries::ChartSeries(ChartPanel *panel, QChart *chart, QCategoryAxis *x, QCategoryAxis *y)
    : m_panel(panel), m_chart(chart), m_x(x), m_y(y),
      m_pins({[this](QLineSeries *of, const QPen &pen, const QString &ghostName, bool inLegend) {
                  return addGhost(of, pen, ghostName, inLegend);
              },
              [this](QLineSeries *ghost) { removeGhost(ghost); }})
{}

void ChartSeries::add(QXYSeries *series, bool inLegend)
{
    m_chart->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    m_order.push_back(series);
    if (!inLegend)
        m_notInLegend.insert(series);
    connect(series, &QAbstractSeries::visibleChanged, this, &ChartSeries::legendChanged);
    connect(series, &QAbstractSeries::nameChanged, this, &ChartSeries::legendChanged); // Series::setShownName
    Q_EMIT legendChanged();
}

void ChartSeries::keep(QXYSeries *series, const QString &name)
{
    const QString shown = m_panel->translated(name);
    series->setName(shown);
    m_sourceNames[series] = {name, shown};
    m_store.add(series, shown);
}

QLineSeries *ChartSeries::addLine(const QString &name, const QPen &pen, bool inLegend)
{
    auto *series = new QLineSeries;
    series->setPen(pen);
    keep(series, name);
    add(series, inLegend);
    addCurve(series);
    return series;
}

CurveItem *ChartSeries::addCurve(QLineSeries *series)
{
    auto *curve = new CurveItem(m_panel, series, m_chart);
    m_curves[series] = curve;
    m_curveItems.push_back(curve);
    // Projector mode and pins change pens; a wider pen reaches further.
    connect(series, &QXYSeries::penChanged, this, [this, curve] {
        curve->relayout();
        Q_EMIT legendChanged();
    });
    return curve;
}

QScatterSeries *ChartSeries::addMarker(const QString &name, const QColor &color, qreal size, bool inLegend)
{
    auto *series = new QScatterSeries;
    series->setColor(color);
    series->setBorderColor(Qt::white);
    series->setMarkerSize(size);
    m_markerPoints[series];
    keep(series, name);
    add(series, inLegend);
    connect(series, &QScatterSeries::markerShapeChanged, this, &ChartSeries::legendChanged); // Series::setSquare
    return series;
}

void ChartSeries::setData(QXYSeries *series, const std::vector<double> &xs, const std::vector<double> &ys)
{
    const PlotAxes &axes = m_panel->axes();
    QList<QPointF> points;
    std::vector<double> keptX;
    std::vector<double> keptY;
    const std::size_t n = std::min(xs.size(), ys.size());
    points.reserve(static_cast<qsizetype>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const double x = xs[i];
        const double y = ys[i];
        if (!axes.shows(x, y))
            continue;
        const QPointF axis(axes.toAxisX(x), axes.toAxisY(y));
        if (std::fabs(axis.x()) > kMaxLinear || std::fabs(axis.y()) > kMaxLinear)
            continue; // beyond any range an axis holds (axisrange.h), and far enough to overflow a clip
        points.append(axis);
        keptX.push_back(x);
        keptY.push_back(y);
    }
    m_store.set(series, std::move(keptX), std::move(keptY));
    // An unchanged series costs no relayout and no repaint: most sliders move only some curves.
    if (const auto curve = m_curves.find(series); curve != m_curves.end()) {
        curve->second->setPoints(std::move(points));
    } else {
        m_markerPoints[series] = std::move(points);
        showMarkers(series);
        Q_EMIT markerMoved();
    }
}

void ChartSeries::showMarkers(QXYSeries *series)
{
    // Those outside the axis range widened by its own size on each side are left out until a range holds them.
    const QRectF box = m_panel->axes().map(m_panel->plotArea()).box();
    QList<QPointF> inside;
    for (const QPointF &p : m_markerPoints[series]) {
        if (box.contains(p))
            inside.append(p);
    }
    if (inside != series->points()) {
        m_panel->draftPlot();
        series->replace(inside);
    }
    updateOffChart(series);
}

void ChartSeries::updateOffChart(const QXYSeries *series)
{
    const PlotAxes &axes = m_panel->axes();
    bool off = false;
    if (isMarker(series)) {
        // Strictly inside the ranges: showMarkers keeps those a marker's size beyond them, which the plot clips.
        const std::pair<double, double> x = axes.axisXRange();
        const std::pair<double, double> y = axes.axisYRange();
        const QList<QPointF> &points = m_markerPoints.at(series);
        off = !points.isEmpty() && std::none_of(points.begin(), points.end(), [&x, &y](const QPointF &p) {
            return p.x() >= x.first && p.x() <= x.second && p.y() >= y.first && p.y() <= y.second;
        });
    } else if (m_spanning.count(series) != 0) {
        const std::vector<double> &xs = m_store.at(series).xs;
        off = !xs.empty() && (xs.front() < axes.xMin() || xs.front() > axes.xMax());
    }
    if (setMember(m_offChart, series, off))
        Q_EMIT legendChanged();
}

void ChartSeries::setVLine(QXYSeries *series, std::optional<double> x)
{
    const PlotAxes &axes = m_panel->axes();
    if (!x || (axes.x().log && *x <= 0)) {
        setData(series, {}, {});
        updateOffChart(series);
        return;
    }
    m_spanning.insert(series);
    setData(series, {*x, *x}, {axes.yMin(), axes.yMax()});
    updateOffChart(series);
}

void ChartSeries::setHLine(QXYSeries *series, std::optional<double> y)
{
    const PlotAxes &axes = m_panel->axes();
    if (!y || (axes.y().log && *y <= 0)) {
        setData(series, {}, {});
        return;
    }
    setData(series, {axes.xMin(), axes.xMax()}, {*y, *y});
}

void ChartSeries::setInLegend(QXYSeries *series, bool visible)
{
    if (setMember(m_notInLegend, series, !visible))
        Q_EMIT legendChanged();
}

void ChartSeries::rename(QXYSeries *series, const QString &name)
{
    m_sourceNames.erase(series);
    series->setName(name);
    m_store.rename(series, name);
}

void ChartSeries::translateNames()
{
    for (auto &[series, name] : m_sourceNames) {
        const QString now = m_panel->translated(name.source);
        m_store.rename(series, now);
        if (series->name() == name.shown) // not a name the page shows instead (Series::setShownName)
            series->setName(now);
        name.shown = now;
    }
}

void ChartSeries::relayout()
{
    for (QXYSeries *series : m_order) {
        if (isMarker(series))
            showMarkers(series);
        else if (m_spanning.count(series) != 0)
            updateOffChart(series);
    }
    relayoutCurves();
}

void ChartSeries::relayoutCurves()
{
    for (CurveItem *curve : m_curveItems)
        curve->relayout();
}

void ChartSeries::settleCurves()
{
    for (CurveItem *curve : m_curveItems) {
        if (!curve->smooth())
            curve->relayout();
    }
}

void ChartSeries::setAnswerHidden(bool hidden)
{
    m_answerHidden = hidden;
    for (QXYSeries *series : m_order) {
        if (isMarker(series))
            series->setVisible(!hidden);
    }
    for (const QXYSeries *line : m_spanning) {
        if (const auto curve = m_curves.find(line); curve != m_curves.end())
            curve->second->setVisible(!hidden);
    }
}

int ChartSeries::pin(const QString &label)
{
    std::vector<Pins::Curve> curves;
    for (SeriesStore::Key key : m_store.order()) {
        auto *line = qobject_cast<QLineSeries *>(static_cast<QXYSeries *>(const_cast<void *>(key)));
        if (line && line->isVisible())
            curves.push_back({line, line->pen(), m_store.at(key), m_notInLegend.count(line) == 0});
    }
    return m_pins.pin(label, curves);
}

int ChartSeries::clearPins()
{
    const int count = m_pins.count();
    m_pins.clear();
    return count;
}

QLineSeries *ChartSeries::addGhost(QLineSeries *of, const QPen &pen, const QString &name, bool inLegend)
{
    auto *ghost = new QLineSeries;
    ghost->setName(name);
    ghost->setPen(pen);
    add(ghost, inLegend); // not kept: pins hold their data
    addCurve(ghost)->setPoints(m_curves.at(of)->points());
    return ghost;
}

void ChartSeries::removeGhost(QLineSeries *ghost)
{
    Q_EMIT removing(ghost);
    CurveItem *curve = m_curves.at(ghost);
    m_curveItems.erase(std::find(m_curveItems.begin(), m_curveItems.end(), curve));
    m_curves.erase(ghost);
    delete curve;
    m_order.erase(std::find(m_order.begin(), m_order.end(), ghost));
    m_chart->removeSeries(ghost);
    m_notInLegend.erase(ghost);
    delete ghost;
    Q_EMIT legendChanged();
}

std::vector<double> ChartSeries::valuesToFit() const
{
    std::vector<double> values;
    for (SeriesStore::Key key : m_store.order()) {
        if (m_spanning.count(static_cast<const QXYSeries *>(key)) != 0)
            continue; // it spans the range it would otherwise keep
        const std::vector<double> &ys = m_store.at(key).ys;
        values.insert(values.end(), ys.begin(), ys.end());
    }
    return values;
}

DrawnData ChartSeries::drawn() const
{
    DrawnData out;
    for (const CurveItem *curve : m_curveItems) {
        if (curve->isVisible() && curve->series()->isVisible() && curve->series()->pen().style() != Qt::NoPen)
            out.lines.insert(out.lines.end(), curve->pieces().begin(), curve->pieces().end());
    }
    const QRectF area = m_panel->plotArea();
    const AxisMap map = m_panel->axes().map(area);
    for (const auto &[series, points] : m_markerPoints) {
        const auto *scatter = qobject_cast<const QScatterSeries *>(series);
        if (!scatter || !scatter->isVisible() || m_answerHidden)
            continue;
        const double side = scatter->markerSize();
        for (const QPointF &p : scatter->points()) {
            const QPointF at = map(p);
            if (area.adjusted(-side, -side, side, side).contains(at))
                out.markers.emplace_back(at.x() - side / 2, at.y() - side / 2, side, side);
        }
    }
    return out;
}

std::vector<LegendItem::Entry> ChartSeries::legendEntries() const
{
    std::vector<LegendItem::Entry> entries;
    for (QXYSeries *series : m_order) {
        if (m_notInLegend.count(series) != 0 || !series->isVisible() || series->name().isEmpty())
            continue;
        LegendItem::Entry e;
        e.text = m_offChart.count(series) == 0 ? series->name() : tr("%1 (off the chart)").arg(series->name());
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            e.marker = true;
            e.brush = scatter->color();
            e.square = scatter->markerShape() == QScatterSeries::MarkerShapeRectangle;
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            e.pen = line->pen();
        }
        entries.push_back(e);
    }
    return entries;
}

} // namespace commviz::ui
