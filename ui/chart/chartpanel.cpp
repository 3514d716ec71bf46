// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpanel.h"

#include "axisrange.h"
#include "chartview.h"

#include "qtcharts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace commviz::ui {

ChartPanel::ChartPanel(const QString &name, const QString &title, AxisSpec x, AxisSpec y, QWidget *parent)
    : QWidget(parent), m_view(new ChartView(this)), m_name(name), m_title(title), m_axes(std::move(x), std::move(y)),
      m_pins({[this](QLineSeries *of, const QPen &pen, const QString &ghostName, bool inLegend) {
                  return addGhost(of, pen, ghostName, inLegend);
              },
              [this](QLineSeries *ghost) { removeGhost(ghost); }}),
      m_tips(this, [this](const QXYSeries *s, const QPointF &p) { return pointText(s, p); })
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
    m_legend = new LegendItem(c);
    m_legend->setFont(c->legend()->font());
    c->legend()->hide(); // it elides its entries; LegendItem wraps them

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
    for (auto &[series, name] : m_sourceNames) {
        const QString now = translated(name.source);
        m_store.rename(series, now);
        if (series->name() == name.shown) // not a name the page shows instead (Series::setShownName)
            series->setName(now);
        name.shown = now;
    }
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
    QXYSeries *series = handle.m_series;
    m_sourceNames.erase(series); // the page's name now
    series->setName(name);
    m_store.rename(series, name);
    rebuildLegend();
}

void ChartPanel::setChartTitle(const QString &title)
{
    if (title == m_frame->title())
        return;
    m_frame->setTitle(title);
    placeTitleAndMargins();
}

void ChartPanel::setTitleFont(const QFont &font)
{
    m_frame->setTitleFont(font);
    placeTitleAndMargins();
}

void ChartPanel::setTitleBrush(const QBrush &brush)
{
    m_frame->setTitleBrush(brush);
}

void ChartPanel::hidePlot(std::function<int(const QFont &)> drawingHeight)
{
    m_plotHidden = true;
    m_drawingHeight = std::move(drawingHeight);
    applyMinimum();
    // Every item so far (the title, grid, labels, legend, Qt Charts' own); the owner's item comes later.
    for (QGraphicsItem *item : chart()->childItems())
        item->hide();
    for (QAbstractAxis *axis : chart()->axes())
        axis->setVisible(false);
}

void ChartPanel::placeTitleAndMargins()
{
    const auto yRoom = [this](double plotHeight) {
        m_yLabels->setTitleLength(plotHeight);
        return m_yLabels->room();
    };
    m_frame->place(yRoom, m_xLabels->room(), m_axisX->labelsFont(), m_legend, m_colorScale ? m_colorScale->room() : 0);
    if (m_nameEveryRow && !m_axes.y().categories.isEmpty()) {
        // The rows' pitch holds the tallest name with a little air; the rest is the frame's margins and the
        // layout's (2 px each side), and a few pixels for rounding.
        const double rows = static_cast<double>(m_axes.y().categories.size());
        const QMargins m = chart()->margins();
        const int needed =
            static_cast<int>(std::ceil(m.top() + m.bottom() + 8 + rows * m_yLabels->tallestLabel() * 1.1));
        if (needed != m_namedRowsHeight) {
            m_namedRowsHeight = needed;
            applyMinimum();
        }
    }
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
    QXYSeries *series = handle.m_series;
    QList<QPointF> points;
    std::vector<double> keptX;
    std::vector<double> keptY;
    const std::size_t n = std::min(xs.size(), ys.size());
    points.reserve(static_cast<qsizetype>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const double x = xs[i];
        const double y = ys[i];
        if (!m_axes.shows(x, y))
            continue;
        const QPointF axis(m_axes.toAxisX(x), m_axes.toAxisY(y));
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
        if (m_readout && m_readout->isVisible()) // an undo while the chart has focus: the new values
            showCurrentPoint();
    }
}

void ChartPanel::showMarkers(QXYSeries *series)
{
    // Qt Charts maps markers itself: one far off the axes would land at infinity (and Qt would warn about it).
    // Those outside the axis range widened by its own size on each side are left out until a range holds them.
    const QRectF box = axisMap().box();
    QList<QPointF> inside;
    for (const QPointF &p : m_markerPoints[series]) {
        if (box.contains(p))
            inside.append(p);
    }
    if (inside != series->points())
        series->replace(inside);
}

void ChartPanel::setVLine(Series series, std::optional<double> x)
{
    if (!x || (m_axes.x().log && *x <= 0)) {
        setData(series, {}, {});
        return;
    }
    m_vLines.insert(series.m_series);
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
    m_view->setRenderHint(QPainter::Antialiasing, !draft);
    for (CurveItem *curve : m_curveItems)
        curve->relayout(); // a draft's curves keep fewer points
    if (!draft) {
        m_yLabels->relayout(); // a draft's room for the y labels only grows
        placeTitleAndMargins();
    }
    // What a draft draws differently is inside the plot area (curves, markers, cell labels); text is
    // smooth either way. Repainting only that keeps the release frame short.
    const QRect plot = m_view->mapFromScene(chart()->mapRectToScene(chart()->plotArea())).boundingRect();
    m_view->viewport()->update(plot.adjusted(-4, -4, 4, 4));
}

void ChartPanel::applyRange(QCategoryAxis *axis, std::pair<double, double> axisRange)
{
    // Qt Charts keeps only the range: its axes show no labels (AxisLabels draws them), so a new label does
    // not lay the chart out again.
    axis->setRange(axisRange.first, axisRange.second);
}

void ChartPanel::setXRange(double lo, double hi)
{
    std::tie(lo, hi) = m_pins.holdX(lo, hi, m_axes.x().log); // pins are data: they stay in view
    if (!m_axes.setXRange(lo, hi))
        return;
    applyRange(m_axisX, m_axes.axisXRange());
    relayoutLayers();
}

void ChartPanel::setYRange(double lo, double hi)
{
    std::tie(lo, hi) = m_pins.holdY(lo, hi, m_axes.y().log);
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
    std::vector<double> values;
    for (SeriesStore::Key key : m_store.order()) {
        if (m_vLines.count(static_cast<QXYSeries *>(const_cast<void *>(key))) != 0)
            continue; // it spans the range it would otherwise keep
        const std::vector<double> &ys = m_store.at(key).ys;
        values.insert(values.end(), ys.begin(), ys.end());
    }
    if (const auto range = m_axes.yRangeFor(values, floor))
        setYRange(range->first, range->second);
}

void ChartPanel::relayoutLayers()
{
    for (const auto &markers : m_markerPoints)
        showMarkers(markers.first);
    for (RectLayer *layer : m_layers)
        layer->relayout();
    for (CurveItem *curve : m_curveItems)
        curve->relayout();
    m_grid->relayout();
    m_xLabels->relayout();
    m_yLabels->relayout();
    if (m_colorScale)
        m_colorScale->relayout(chart()->plotArea());
    ChartFrame::placeLegend(m_legend, chart()->plotArea(), m_xLabels->room(), chart()->size().width());
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
    m_tips.hover(scenePos, m_curveItems, m_layers);
}

QString ChartPanel::csv() const
{
    return (m_table ? m_table() : m_store.table(xTitle(), yTitle(), m_axes.x().quantity, m_axes.y().quantity)).text();
}

} // namespace commviz::ui
