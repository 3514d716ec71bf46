// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpanel.h"

#include "chartview.h"
#include "lookkeeper.h"
#include "renderscope.h"

#include "qtcharts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>

#include <tuple>

namespace commviz::ui {

ChartPanel::ChartPanel(const QString &name, const QString &title, AxisSpec x, AxisSpec y, QWidget *parent)
    : QWidget(parent), m_view(new ChartView(this)), m_name(name), m_title(title), m_axes(std::move(x), std::move(y)),
      m_readout(m_view), m_tips(this, [this](const QXYSeries *s, const QPointF &p) { return pointText(s, p); })
{
    // The view is the chart's surface and takes its focus; what it does not answer itself comes here (chartview.h).
    // The view covers the panel: nothing of the page behind needs painting first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::StrongFocus);
    m_view->setFocusPolicy(Qt::NoFocus); // reached through the panel: one stop in the tab order
    setFocusProxy(m_view);
    QChart *c = chart();
    qtcharts::styleChart(c);
    qtcharts::styleView(m_view);
    m_axisX = qtcharts::addRangeAxis(c, Qt::AlignBottom);
    m_axisY = qtcharts::addRangeAxis(c, Qt::AlignLeft);
    setAxisTitles();
    m_frame = std::make_unique<ChartFrame>(c, qtcharts::addRoomAxis(c));
    m_anchor = qtcharts::addAnchor(c, m_axisX, m_axisY);
    m_series = std::make_unique<ChartSeries>(this, c, m_axisX, m_axisY);
    connect(m_series.get(), &ChartSeries::legendChanged, this, &ChartPanel::rebuildLegend);
    m_legend = new LegendItem(c);
    m_legend->setFont(c->legend()->font());
    c->legend()->hide(); // it elides its entries; LegendItem wraps them
    m_looks = std::make_unique<LookKeeper>(LookKeeper::Parts{c, m_frame.get(), m_legend, m_axisX, m_axisY, this});
    connect(m_series.get(), &ChartSeries::removing, this, [this](QXYSeries *s) { m_looks->forget(s); });

    m_grid = new GridItem(this, c);
    m_xLabels = new AxisLabels(this, Qt::Horizontal, c);
    m_yLabels = new AxisLabels(this, Qt::Vertical, c);
    const auto axisLook = [this] {
        const auto look = [](const QAbstractAxis *a) {
            return AxisLabels::Look{a->labelsFont(), a->labelsBrush(), a->titleFont(), a->titleBrush()};
        };
        m_xLabels->setLook(look(m_axisX));
        m_yLabels->setLook(look(m_axisY));
        if (m_colorScale) {
            m_colorScale->setFont(m_yLabels->look().labels);
            m_colorScale->setTextBrush(m_yLabels->look().labelsBrush);
        }
        placeTitleAndMargins();
    };
    axisLook();
    for (QCategoryAxis *axis : {m_axisX, m_axisY}) {
        connect(axis, &QAbstractAxis::labelsFontChanged, this, axisLook);
        connect(axis, &QAbstractAxis::labelsBrushChanged, this, axisLook);
        connect(axis, &QAbstractAxis::titleFontChanged, this, axisLook);
        connect(axis, &QAbstractAxis::titleBrushChanged, this, axisLook);
    }

    connect(c, &QChart::plotAreaChanged, this, &ChartPanel::relayoutLayers);
    connect(c, &QChart::plotAreaChanged, this, &ChartPanel::updateChrome);
    connect(c, &QChart::plotAreaChanged, this, &ChartPanel::plotAreaChanged);
    connect(c, &QGraphicsWidget::geometryChanged, this, &ChartPanel::placeTitleAndMargins);
    connect(c, &QGraphicsWidget::geometryChanged, this, &ChartPanel::resized);
    m_shownTitle = title;
    setChartTitle(title);
    applyMinimum();
}

ChartPanel::~ChartPanel()
{
    m_view->forgetPanel();
}

QChart *ChartPanel::chart() const
{
    return m_view->chart();
}

QGraphicsScene *ChartPanel::scene() const
{
    return m_view->scene();
}

void ChartPanel::setTranslationContext(const QByteArray &context)
{
    m_context = context;
    retranslate();
}

QString ChartPanel::translated(const QString &source) const
{
    if (source.isEmpty())
        return source;
    return QCoreApplication::translate(m_context.constData(), source.toUtf8().constData());
}

void ChartPanel::retranslate()
{
    if (m_frame->title() == m_shownTitle) { // not a title of the page's own
        m_shownTitle = translated(m_title);
        setChartTitle(m_shownTitle);
    }
    setAxisTitles();
    m_series->translateNames();
    rebuildLegend();
    if (m_colorScale)
        m_colorScale->setTitle(translated(m_colorScale->map().title));
    placeTitleAndMargins(); // the axis titles are drawn in the room kept for them
    relayoutLayers();
}

void ChartPanel::setAxisTitles()
{
    // AxisLabels draws them (Qt Charts' are hidden); set for what reads them back.
    m_axisX->setTitleText(xTitle());
    m_axisY->setTitleText(yTitle());
}

void ChartPanel::renameSeries(Series handle, const QString &name)
{
    m_series->rename(handle.m_series, name); // the page's name now
    rebuildLegend();
}

void ChartPanel::setChartTitle(const QString &title)
{
    if (title == m_frame->title())
        return;
    m_frame->setTitle(title);
    placeTitleAndMargins();
}

QPointF ChartPanel::toScene(double x, double y) const
{
    return axisToScene(QPointF(m_axes.toAxisX(x), m_axes.toAxisY(y)));
}

QPointF ChartPanel::axisToScene(const QPointF &axis) const
{
    return axisMap()(axis);
}

AxisMap ChartPanel::axisMap() const
{
    return m_axes.map(chart()->plotArea());
}

void ChartPanel::setData(Series handle, const std::vector<double> &xs, const std::vector<double> &ys)
{
    m_series->setData(handle.m_series, xs, ys);
    if (m_readout.isShown() && m_series->isMarker(handle.m_series))
        showCurrentPoint(); // an undo while the chart has focus: the new values
}

void ChartPanel::setVLine(Series series, std::optional<double> x)
{
    if (!x || (m_axes.x().log && *x <= 0)) {
        setData(series, {}, {});
        return;
    }
    m_series->markSpanning(series.m_series);
    setData(series, {*x, *x}, {m_axes.yMin(), m_axes.yMax()});
}

void ChartPanel::setHLine(Series series, std::optional<double> y)
{
    if (!y || (m_axes.y().log && *y <= 0)) {
        setData(series, {}, {});
        return;
    }
    setData(series, {m_axes.xMin(), m_axes.xMax()}, {*y, *y});
}

void ChartPanel::setDraft(bool draft)
{
    if (draft == m_axes.draft())
        return;
    m_axes.setDraft(draft);
    m_series->relayoutCurves(); // a draft's curves keep fewer points
    if (!draft) {
        m_yLabels->relayout(); // a draft's room for the y labels only grows
        placeTitleAndMargins();
        applyPlotHeight(); // and so does a timeline's height
    }
    // What a draft draws differently is inside the plot area: curves without antialiasing (CurveItem, repainted by
    // their relayout above) and no cell labels (RectLayer), each asking the axes. Their repaint goes through the scene
    // with the refresh's own changes: one paint of the chart a frame. (QGraphicsView::setRenderHint repaints the
    // whole view at once, which Qt painted ahead of the scene's changes, and then the plot a second time.)
    for (RectLayer *layer : m_layers)
        layer->update();
}

void ChartPanel::applyRange(QCategoryAxis *axis, std::pair<double, double> axisRange)
{
    // Qt Charts keeps only the range: its axes show no labels (AxisLabels draws them), so a new label does
    // not lay the chart out again.
    axis->setRange(axisRange.first, axisRange.second);
}

void ChartPanel::setXRange(double lo, double hi)
{
    std::tie(lo, hi) = m_series->pins().holdX(lo, hi, m_axes.x().log); // pins are data: they stay in view
    if (!m_axes.setXRange(lo, hi))
        return;
    applyRange(m_axisX, m_axes.axisXRange());
    relayoutLayers();
}

void ChartPanel::setYRange(double lo, double hi)
{
    std::tie(lo, hi) = m_series->pins().holdY(lo, hi, m_axes.y().log);
    if (!m_axes.setYRange(lo, hi))
        return;
    applyRange(m_axisY, m_axes.axisYRange());
    placeTitleAndMargins(); // a wider label needs more room
    relayoutLayers();
}

void ChartPanel::setYCategories(const QStringList &labels, RowNames names)
{
    const bool everyName = names == RowNames::Every;
    const bool newNames = everyName != m_nameEveryRow;
    if (newNames) {
        m_nameEveryRow = everyName;
        m_namedRowsHeight = 0;
        applyMinimum();
    }
    if (!m_axes.setYCategories(labels)) {
        if (newNames)
            placeTitleAndMargins(); // the height every row's name takes
        return;
    }
    applyRange(m_axisY, m_axes.axisYRange());
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::fitYToData(double floor)
{
    if (const auto range = m_axes.yRangeFor(m_series->valuesToFit(), floor))
        setYRange(range->first, range->second);
}

QString ChartPanel::formatX(double x) const
{
    return QString::fromStdString(formatQuantity(m_axes.x().quantity, x));
}
QString ChartPanel::formatY(double y) const
{
    return QString::fromStdString(formatQuantity(m_axes.y().quantity, y));
}

QString ChartPanel::pointText(const QXYSeries *series, const QPointF &axisPoint) const
{
    return "<b>" + series->name() + "</b><br>" + xTitle() + " = " + formatX(m_axes.fromAxisX(axisPoint.x())) + "<br>" +
           yTitle() + " = " + formatY(m_axes.fromAxisY(axisPoint.y()));
}

void ChartPanel::hoverAt(const QPointF &scenePos)
{
    m_tips.hover(scenePos, m_series->curves(), m_layers);
}

Series ChartPanel::addLine(const QString &name, const QColor &color, Qt::PenStyle style, qreal width, bool inLegend)
{
    // Flat caps and miter joins: round ones send every thick stroke through Bézier flattening, which doubled the
    // cost of a frame.
    return Series(m_series->addLine(name, QPen(color, width, style, Qt::FlatCap, Qt::MiterJoin), inLegend), this);
}

Series ChartPanel::addMarker(const QString &name, const QColor &color, qreal size, bool inLegend)
{
    QScatterSeries *s = m_series->addMarker(name, color, size, inLegend);
    connect(s, &QXYSeries::hovered, this,
            [this, s](const QPointF &point, bool state) { m_tips.markerHovered(s, point, state); });
    return Series(s, this);
}

void ChartPanel::showInLegend(Series handle, bool visible)
{
    m_series->setInLegend(handle.m_series, visible);
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
    return m_series->pin(label);
}

int ChartPanel::clearPins()
{
    const int count = m_series->pins().count();
    m_series->pins().clear();
    return count;
}

QString ChartPanel::csv() const
{
    return (m_table ? m_table() : m_series->store().table(xTitle(), yTitle(), m_axes.x().quantity, m_axes.y().quantity))
        .text();
}

ChartPanel::DrawnData ChartPanel::drawnData() const
{
    return m_series->drawn();
}

QString ChartPanel::currentPointText() const
{
    QStringList parts;
    for (const auto &[series, points] : m_series->markerPoints()) {
        if (!series->isVisible() || m_series->answerHidden() || series->name().isEmpty())
            continue;
        for (const QPointF &p : points)
            parts << pointText(series, p);
    }
    return parts.join(QStringLiteral("<br><br>"));
}

void ChartPanel::showCurrentPoint()
{
    // Beside the first marker in the plot, else at the plot's top left.
    QPointF at = plotArea().topLeft();
    for (const auto &[series, points] : m_series->markerPoints()) {
        if (series->isVisible() && !points.isEmpty() && plotArea().contains(axisToScene(points.front()))) {
            at = axisToScene(points.front());
            break;
        }
    }
    m_readout.show(currentPointText(), at, font()); // projector mode's size too
}

void ChartPanel::render(QPainter &painter, const QRectF &target, const RenderOptions &options)
{
    const ChartLook own = m_looks->look();
    ChartLook scaled = own;
    scaled.textScale *= options.fontScale;
    setLook(scaled); // before the chart is sized: the layout follows the fonts
    {
        const RenderScope scope(chart(), options.size);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        painter.fillRect(target, Qt::white);
        scene()->render(&painter, target, scope.sceneRect(), Qt::KeepAspectRatio);
    }
    setLook(own);
}

void ChartPanel::setLook(const ChartLook &look)
{
    if (!m_looks->set(look))
        return;
    placeTitleAndMargins();
    relayoutLayers();
}

double ChartPanel::smallestFontPoints() const
{
    return m_looks->smallestFontPoints();
}

} // namespace commviz::ui
