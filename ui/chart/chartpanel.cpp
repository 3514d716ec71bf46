// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpanel.h"

#include "chartitems.h"
#include "chartview.h"
#include "colorscaleitem.h"
#include "lookkeeper.h"
#include "pointreadout.h"
#include "renderscope.h"

#include "qtcharts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QLineSeries>
#include <QMetaMethod>
#include <QPainter>
#include <QResizeEvent>
#include <QScatterSeries>

#include <tuple>

namespace commviz::ui {

ChartPanel::ChartPanel(const QString &name, const QString &title, AxisSpec x, AxisSpec y, QWidget *parent)
    : QWidget(parent), m_view(new ChartView(this)), m_name(name), m_title(title), m_axes(std::move(x), std::move(y)),
      m_tips(this, [this](const QXYSeries *s, const QPointF &p) { return m_readout->pointText(s, p); })
{
    // The view is the chart's surface and takes its focus; what it does not answer itself comes here (chartview.h).
    // The view covers the panel: nothing of the page behind needs painting first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_view);
    QChart *c = chart();
    m_axisX = qtcharts::addRangeAxis(c, Qt::AlignBottom);
    m_axisY = qtcharts::addRangeAxis(c, Qt::AlignLeft);
    setAxisTitles();
    m_items = std::make_unique<ChartItems>(this, c, m_axisX, m_axisY);
    m_anchor = qtcharts::addAnchor(c, m_axisX, m_axisY);
    m_series = std::make_unique<ChartSeries>(this, c, m_axisX, m_axisY);
    connect(m_series.get(), &ChartSeries::legendChanged, this, &ChartPanel::rebuildLegend);
    m_readout = std::make_unique<PointReadout>(m_view, m_axes, *m_series,
                                               [this](const QString &source) { return translated(source); });
    connect(m_series.get(), &ChartSeries::markerMoved, this, [this] {
        if (m_readout->isShown())
            showCurrentPoint(); // an undo while the chart has focus: the new values
    });
    m_looks = std::make_unique<LookKeeper>(
        LookKeeper::Parts{c, &m_items->frame(), m_items->legend(), m_axisX, m_axisY, this});
    connect(m_series.get(), &ChartSeries::removing, this, [this](QXYSeries *s) { m_looks->forget(s); });
    const auto axisLook = [this] {
        m_items->takeAxisLook();
        placeTitleAndMargins();
    };
    axisLook();
    qtcharts::onLookChanged(m_axisX, this, axisLook);
    qtcharts::onLookChanged(m_axisY, this, axisLook);

    connect(c, &QChart::plotAreaChanged, this, &ChartPanel::relayoutLayers);
    connect(c, &QChart::plotAreaChanged, this, [this](const QRectF &plot) {
        if (m_minimum.setChrome(chart()->size(), plot))
            applyMinimum();
    });
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
    if (m_items->frame().title() == m_shownTitle) { // not a title of the page's own
        m_shownTitle = translated(m_title);
        setChartTitle(m_shownTitle);
    }
    setAxisTitles();
    m_series->translateNames();
    rebuildLegend();
    if (ColorScaleItem *scale = m_items->colorScale())
        scale->setTitle(translated(scale->map().title));
    placeTitleAndMargins(); // the axis titles are drawn in the room kept for them
    relayoutLayers();
}

void ChartPanel::setAxisTitles()
{
    // AxisLabels draws them (Qt Charts' are hidden); set for what reads them back.
    m_axisX->setTitleText(xTitle());
    m_axisY->setTitleText(yTitle());
}

QString ChartPanel::chartTitle() const
{
    return m_items->frame().title();
}

void ChartPanel::setChartTitle(const QString &title)
{
    if (title == m_items->frame().title())
        return;
    m_items->frame().setTitle(title);
    placeTitleAndMargins();
}

QPointF ChartPanel::toScene(double x, double y) const
{
    return m_axes.map(plotArea())(QPointF(m_axes.toAxisX(x), m_axes.toAxisY(y)));
}

void ChartPanel::setDraft(bool draft)
{
    if (draft == m_axes.draft())
        return;
    m_axes.setDraft(draft);
    m_plotDrafted = false;
    if (draft)
        return;                   // draftPlot(), on the drag's first change in the plot
    m_items->yLabels()->settle(); // a draft's room for the y labels only grows
    placeTitleAndMargins();
    if (m_minimum.updatePlotHeight(m_axes)) // and so does a timeline's height
        applyMinimum();
    m_series->settleCurves();
    for (RectLayer *layer : m_items->layers())
        layer->settle();
}

void ChartPanel::draftPlot()
{
    if (!m_axes.draft() || m_plotDrafted)
        return;
    m_plotDrafted = true;
    m_series->relayoutCurves();
    for (RectLayer *layer : m_items->layers())
        layer->draft();
}

void ChartPanel::setXRange(double lo, double hi)
{
    std::tie(lo, hi) = m_series->pins().holdX(lo, hi, m_axes.x().log); // pins are data: they stay in view
    if (!m_axes.setXRange(lo, hi))
        return;
    qtcharts::setRange(m_axisX, m_axes.axisXRange());
    relayoutLayers();
}

void ChartPanel::setYRange(double lo, double hi)
{
    std::tie(lo, hi) = m_series->pins().holdY(lo, hi, m_axes.y().log);
    if (!m_axes.setYRange(lo, hi))
        return;
    qtcharts::setRange(m_axisY, m_axes.axisYRange());
    placeTitleAndMargins(); // a wider label needs more room
    relayoutLayers();
}

void ChartPanel::setYCategories(const QStringList &labels, RowNames names)
{
    const bool everyName = names == RowNames::Every;
    const bool newNames = everyName != m_nameEveryRow;
    if (newNames) {
        m_nameEveryRow = everyName;
        if (m_minimum.setNamedRowsHeight(0))
            applyMinimum();
    }
    if (!m_axes.setYCategories(labels)) {
        if (newNames)
            placeTitleAndMargins(); // the height every row's name takes
        return;
    }
    qtcharts::setRange(m_axisY, m_axes.axisYRange());
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::fitYToData(double floor)
{
    if (const auto range = m_axes.yRangeFor(m_series->valuesToFit(), floor))
        setYRange(range->first, range->second);
}

void ChartPanel::hoverAt(const QPointF &scenePos)
{
    m_tips.hover(scenePos, m_series->curves(), m_items->layers());
}

Series ChartPanel::addLine(const QString &name, const QColor &color, Qt::PenStyle style, qreal width, bool inLegend)
{
    // Flat caps and miter joins: round ones send every thick stroke through Bézier flattening, which doubled the
    // cost of a frame.
    return Series(m_series->addLine(name, QPen(color, width, style, Qt::FlatCap, Qt::MiterJoin), inLegend),
                  m_series.get());
}

Series ChartPanel::addMarker(const QString &name, const QColor &color, qreal size, bool inLegend)
{
    QScatterSeries *s = m_series->addMarker(name, color, size, inLegend);
    connect(s, &QXYSeries::hovered, this,
            [this, s](const QPointF &point, bool state) { m_tips.markerHovered(s, point, state); });
    return Series(s, m_series.get());
}

RectLayer *ChartPanel::addRectLayer(RectLayer::Place place)
{
    return m_items->addRectLayer(place);
}

QString ChartPanel::csv() const
{
    return (m_table ? m_table() : m_series->store().table(xTitle(), yTitle(), m_axes.x().quantity, m_axes.y().quantity))
        .text();
}

void ChartPanel::showCurrentPoint()
{
    m_readout->showCurrent(m_axes.map(plotArea()), plotArea(), font()); // projector mode's size too
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

void ChartPanel::setTimelineRows(double rowUnits)
{
    if (m_minimum.setTimelineRows(rowUnits, m_axes))
        applyMinimum();
}

QSize ChartPanel::minimumSizeHint() const
{
    return m_minimum.size(font(), chart()->titleFont(), 2 * m_view->frameWidth());
}

QSize ChartPanel::sizeHint() const
{
    return minimumSizeHint().expandedTo(QSize(480, 360));
}

void ChartPanel::applyMinimum()
{
    // An explicit minimum, not only the hint: a layout takes an explicit minimum over the hint. The view inside takes
    // whatever the panel has (the QChart has no minimum of its own: qtcharts::styleChart).
    const QSize minimum = minimumSizeHint();
    if (minimum != minimumSize())
        setMinimumSize(minimum);
}

void ChartPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_minimum.hasDrawing())
        applyMinimum();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_view->setGeometry(rect());
}

void ChartPanel::addOverlay(QGraphicsItem *item)
{
    item->setParentItem(chart());
}

void ChartPanel::connectNotify(const QMetaMethod &signal)
{
    if (signal == QMetaMethod::fromSignal(&ChartPanel::clicked))
        m_view->viewport()->setCursor(Qt::PointingHandCursor);
}

void ChartPanel::hidePlot(std::function<int(const QFont &)> drawingHeight)
{
    m_minimum.hidePlot(std::move(drawingHeight));
    applyMinimum();
    // Every item so far (the title, grid, labels, legend, Qt Charts' own); the owner's item comes later.
    qtcharts::hideEverything(chart());
}

void ChartPanel::placeTitleAndMargins()
{
    m_items->place();
    const auto rows = static_cast<int>(m_axes.y().categories.size());
    if (m_nameEveryRow && rows > 0 && m_minimum.setNamedRowsHeight(m_items->namedRowsHeight(rows)))
        applyMinimum();
}

void ChartPanel::relayoutLayers()
{
    m_plotDrafted = m_plotDrafted || m_axes.draft(); // every item laid out again, as a draft during a drag
    m_items->relayout();
    m_series->relayout();
}

void ChartPanel::rebuildLegend()
{
    if (m_items->setLegend(m_series->legendEntries()))
        placeTitleAndMargins(); // another row: the plot area gives it room
}

QRectF ChartPanel::plotArea() const
{
    return chart()->plotArea();
}

void ChartPanel::setColorScale(ColorMap map)
{
    const QString title = translated(map.title);
    m_items->setColorScale(std::move(map), title);
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::setColorScaleCurrent(std::optional<double> value)
{
    m_items->setColorScaleCurrent(value);
}

QFont ChartPanel::legendFont() const
{
    return m_items->legend()->font();
}

void ChartPanel::setAnswerHidden(bool hidden, bool veil)
{
    m_series->setAnswerHidden(hidden);
    m_items->setAnswerHidden(hidden, veil);
}

void ChartPanel::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        showCurrentPoint();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace commviz::ui
