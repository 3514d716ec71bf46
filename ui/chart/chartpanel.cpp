// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpanel.h"

#include "language.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace commviz::ui {
namespace {

QString baseUnit(Quantity q)
{
    switch (q) {
    case Quantity::Time:
        return "s";
    case Quantity::Size:
        return "B";
    case Quantity::Bandwidth:
        return "B/s";
    case Quantity::Count:
    case Quantity::Ratio:
    case Quantity::Fraction:
        break;
    }
    return {};
}

QString withUnit(const QString &name, Quantity q)
{
    const QString unit = baseUnit(q);
    return unit.isEmpty() ? name : name + " (" + unit + ")";
}

QString csvField(QString s)
{
    if (s.contains(',') || s.contains('"')) {
        s.replace("\"", "\"\"");
        return "\"" + s + "\"";
    }
    return s;
}

// 1, 2 or 5 times a power of ten, so that [lo, hi] holds about `target` steps.
double niceStep(double span, int target)
{
    const double raw = span / std::max(target, 1);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10 * power;
}

} // namespace

// --- ChartPanel ----------------------------------------------------------------------------------

ChartPanel::ChartPanel(const QString &name, const QString &title, AxisSpec x, AxisSpec y, QWidget *parent)
    // Given its chart at construction: QChartView(QWidget *) makes a default QChart of its own that
    // setChart() would replace without deleting.
    : QChartView(new QChart, parent), m_name(name), m_title(title), m_x(std::move(x)), m_y(std::move(y))
{
    QChart *c = chart();
    // The chart's fonts come from its theme, not from the application: give them Chinese glyphs too.
    QFont titleFont = c->titleFont();
    titleFont.setFamilies(cjkFamilies(titleFont.family()));
    titleFont.setPointSizeF(11);
    titleFont.setBold(true);
    c->setTitleFont(titleFont);
    c->legend()->setAlignment(Qt::AlignBottom);
    QFont legendFont = c->legend()->font();
    legendFont.setFamilies(cjkFamilies(legendFont.family()));
    legendFont.setPointSizeF(8.5);
    c->legend()->setFont(legendFont);
    c->layout()->setContentsMargins(2, 2, 2, 2);
    c->setBackgroundRoundness(0);
    m_titleItem = new QGraphicsSimpleTextItem(c);
    m_titleItem->setFont(c->titleFont());
    m_titleItem->setBrush(c->titleBrush());
    // Nearly every item moves on a refresh; a spatial index would be rebuilt each time for nothing.
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    setRenderHint(QPainter::Antialiasing);
    // Repaint what changed: with no relayout on a new title or a steady axis, most frames move a few
    // curves or a marker, not the whole chart (SmartViewportUpdate measured a third faster than full
    // repaints; aDragLeavesNoStalePixels checks what it leaves on the screen). Nothing here needs the
    // painter state saved between items.
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontSavePainterState, true);
    // One fill per frame, of the scene's background (which exports draw too): not the chart's, the
    // viewport's and the page's behind it as well. Solid white: the theme's is a gradient from white to
    // white, which Qt fills span by span.
    scene()->setBackgroundBrush(QColor(Qt::white));
    c->setBackgroundVisible(false);
    viewport()->setAutoFillBackground(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(320, 240);
    setMouseTracking(true);

    const auto makeAxis = [&](Qt::Alignment where) {
        auto *axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        QFont f = axis->titleFont();
        f.setFamilies(cjkFamilies(f.family()));
        f.setPointSizeF(9.5);
        f.setBold(false);
        axis->setTitleFont(f);
        QFont labels = axis->labelsFont();
        labels.setFamilies(cjkFamilies(labels.family()));
        axis->setLabelsFont(labels);
        // GridItem draws the grid and AxisLabels the labels and the title, in the looks set here (which
        // projector mode changes); Qt Charts keeps the range and the axis line.
        axis->setGridLineVisible(false);
        axis->setLabelsVisible(false);
        axis->setTitleVisible(false);
        c->addAxis(axis, where);
        return axis;
    };
    m_axisX = makeAxis(Qt::AlignBottom);
    m_axisY = makeAxis(Qt::AlignLeft);
    setAxisTitles();
    // Room for the y labels and title (AxisLabels) between the plot area and the chart's left edge: the
    // blank title of an axis that holds no series and draws nothing, in a font as tall as the room. Room
    // in the chart's margins would narrow the legend, which lies inside them.
    m_yRoom = new QValueAxis;
    m_yRoom->setLineVisible(false);
    m_yRoom->setGridLineVisible(false);
    m_yRoom->setLabelsVisible(false);
    m_yRoom->setTitleText(QStringLiteral(" "));
    m_yRoom->setProperty(kRoomOnlyAxis, true); // projector mode leaves it alone
    c->addAxis(m_yRoom, Qt::AlignLeft);

    m_anchor = new QLineSeries;
    c->addSeries(m_anchor);
    m_anchor->attachAxis(m_axisX);
    m_anchor->attachAxis(m_axisY);
    for (QLegendMarker *marker : c->legend()->markers(m_anchor))
        marker->setVisible(false);

    m_grid = new GridItem(this, c);
    m_xLabels = new AxisLabels(this, Qt::Horizontal, c);
    m_yLabels = new AxisLabels(this, Qt::Vertical, c);
    const auto axisLook = [this] {
        const auto look = [](const QAbstractAxis *a) {
            return AxisLabels::Look{a->labelsFont(), a->labelsBrush(), a->titleFont(), a->titleBrush()};
        };
        m_xLabels->setLook(look(m_axisX));
        m_yLabels->setLook(look(m_axisY));
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
    connect(c, &QGraphicsWidget::geometryChanged, this, &ChartPanel::placeTitleAndMargins);
    setChartTitle(title);
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
    setChartTitle(translated(m_title));
    setAxisTitles();
    for (const auto &[series, source] : m_sourceNames)
        renameSeries(series, translated(source));
    placeTitleAndMargins(); // the axis titles are drawn in the room kept for them
    relayoutLayers();
}

void ChartPanel::setAxisTitles()
{
    // AxisLabels draws them (Qt Charts' are hidden); set for what reads them back.
    m_axisX->setTitleText(xTitle());
    m_axisY->setTitleText(yTitle());
}

void ChartPanel::renameSeries(QXYSeries *series, const QString &name)
{
    series->setName(name);
    const auto it = m_data.find(series);
    if (it != m_data.end())
        it->second.name = name;
}

void ChartPanel::setChartTitle(const QString &title)
{
    if (title == m_chartTitle)
        return;
    m_chartTitle = title;
    placeTitleAndMargins();
}

void ChartPanel::setTitleFont(const QFont &font)
{
    chart()->setTitleFont(font);
    m_titleItem->setFont(font);
    placeTitleAndMargins();
}

void ChartPanel::setTitleBrush(const QBrush &brush)
{
    chart()->setTitleBrush(brush);
    m_titleItem->setBrush(brush);
}

void ChartPanel::placeTitleAndMargins()
{
    constexpr int kTop = 4;
    const QFontMetricsF metrics(m_titleItem->font());
    // Room above for the title; on the left, through m_yRoom, for the y
    // axis's labels and title; below for the x axis's (AxisLabels); on the right for half of the last x
    // label, which runs past the plot area. Only a new font, a wider y label or longer row names lay the
    // chart out again.
    const QFontMetricsF labels(m_axisX->labelsFont());
    QFont roomFont = m_yRoom->titleFont();
    roomFont.setPixelSize(100);
    const double linePerPixel = QFontMetricsF(roomFont).height() / 100;
    roomFont.setPixelSize(std::max(1, static_cast<int>(std::ceil(m_yLabels->room() / linePerPixel))));
    if (roomFont != m_yRoom->titleFont())
        m_yRoom->setTitleFont(roomFont);
    const QMargins margins(6, kTop + static_cast<int>(std::ceil(metrics.height())) + 4,
                           6 + static_cast<int>(std::ceil(labels.horizontalAdvance(QStringLiteral("1000×")) / 2)), 4);
    if (chart()->margins() != margins)
        chart()->setMargins(margins);
    // The x axis's labels and title lie between the plot area and the legend, which lies inside the
    // chart's margins: the legend's own top margin keeps their room.
    QLegend *legend = chart()->legend();
    qreal left = 0;
    qreal top = 0;
    qreal right = 0;
    qreal bottom = 0;
    legend->getContentsMargins(&left, &top, &right, &bottom);
    const double room = std::ceil(m_xLabels->room());
    if (top != room)
        legend->setContentsMargins(left, room, right, bottom);
    const double width = chart()->size().width();
    const QString shown = metrics.elidedText(m_chartTitle, Qt::ElideRight, std::max(0.0, width - 16));
    if (m_titleItem->text() != shown)
        m_titleItem->setText(shown);
    m_titleItem->setPos(std::round((width - metrics.horizontalAdvance(shown)) / 2), kTop);
}

void ChartPanel::registerSeries(QXYSeries *s, const QString &name, bool inLegend)
{
    s->setName(translated(name));
    m_sourceNames[s] = name;
    chart()->addSeries(s);
    s->attachAxis(m_axisX);
    s->attachAxis(m_axisY);
    if (!inLegend) {
        for (QLegendMarker *marker : chart()->legend()->markers(s))
            marker->setVisible(false);
    }
    m_data[s] = {translated(name), {}, {}};
    m_order.push_back(s);
}

QLineSeries *ChartPanel::addLine(const QString &name, const QColor &color, Qt::PenStyle style, qreal width,
                                 bool inLegend)
{
    auto *s = new QLineSeries;
    // Flat caps and miter joins: round ones send every thick stroke through Bézier flattening, which
    // doubled the cost of a frame.
    QPen pen(color, width, style, Qt::FlatCap, Qt::MiterJoin);
    s->setPen(pen);
    registerSeries(s, name, inLegend);
    addCurve(s);
    return s;
}

CurveItem *ChartPanel::addCurve(QLineSeries *series)
{
    auto *curve = new CurveItem(this, series, chart());
    m_curves[series] = curve;
    m_curveItems.push_back(curve);
    // Projector mode and pins change pens; a wider pen reaches further.
    connect(series, &QXYSeries::penChanged, this, [curve] { curve->relayout(); });
    return curve;
}

QScatterSeries *ChartPanel::addMarker(const QString &name, const QColor &color, qreal size, bool inLegend)
{
    auto *s = new QScatterSeries;
    s->setColor(color);
    s->setBorderColor(Qt::white);
    s->setMarkerSize(size);
    registerSeries(s, name, inLegend);
    connect(s, &QXYSeries::hovered, this,
            [this, s](const QPointF &point, bool state) { showPointTooltip(s, point, state); });
    return s;
}

void ChartPanel::showInLegend(QAbstractSeries *series, bool visible)
{
    QLegend *legend = chart()->legend();
    bool changed = false;
    for (QLegendMarker *marker : legend->markers(series)) {
        // The wanted state is kept on the marker: isVisible() is false while the legend has not laid its
        // markers out yet (a chart never shown), so comparing with it would leave a marker to show up later.
        const QVariant shown = marker->property("commvizInLegend");
        if (!shown.isValid() || shown.toBool() != visible) { // a change lays the chart out again
            marker->setVisible(visible);
            marker->setProperty("commvizInLegend", visible);
            changed = true;
        }
    }
    // Qt Charts keeps a hidden marker's room until the legend is laid out again.
    if (changed && legend->layout())
        legend->layout()->invalidate();
}

RectLayer *ChartPanel::addRectLayer()
{
    auto *layer = new RectLayer(this, chart());
    m_layers.push_back(layer);
    return layer;
}

double ChartPanel::toAxisX(double x) const
{
    return m_x.log ? std::log10(x) : x;
}
double ChartPanel::toAxisY(double y) const
{
    return m_y.log ? std::log10(y) : y;
}
double ChartPanel::fromAxisX(double x) const
{
    return m_x.log ? std::pow(10.0, x) : x;
}
double ChartPanel::fromAxisY(double y) const
{
    return m_y.log ? std::pow(10.0, y) : y;
}

QPointF ChartPanel::toScene(double x, double y) const
{
    const auto safe = [](bool log, double v) { return log ? std::max(v, 1e-300) : v; };
    return axisToScene(QPointF(toAxisX(safe(m_x.log, x)), toAxisY(safe(m_y.log, y))));
}

QPointF ChartPanel::axisToScene(const QPointF &axis) const
{
    return axisMap()(axis);
}

AxisMap ChartPanel::axisMap() const
{
    // The axes are linear in axis coordinates: this is QChart::mapToPosition's mapping without its lookups.
    // toSceneAgreesWithQtCharts checks it.
    const QRectF area = chart()->plotArea();
    const auto scale = [](double lo, double hi, double length) { return hi > lo ? length / (hi - lo) : 0.0; };
    const double x0 = toAxisX(m_xRange[0]);
    const double y0 = toAxisY(m_yRange[0]);
    const double sx = scale(x0, toAxisX(m_xRange[1]), area.width());
    const double sy = -scale(y0, toAxisY(m_yRange[1]), area.height());
    return {sx, area.left() - sx * x0, sy, area.bottom() - sy * y0};
}

void ChartPanel::setData(QXYSeries *series, const std::vector<double> &xs, const std::vector<double> &ys)
{
    QList<QPointF> points;
    SeriesData &stored = m_data[series];
    stored.xs.clear();
    stored.ys.clear();
    const std::size_t n = std::min(xs.size(), ys.size());
    points.reserve(static_cast<qsizetype>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const double x = xs[i];
        const double y = ys[i];
        if (!std::isfinite(x) || !std::isfinite(y) || (m_x.log && x <= 0) || (m_y.log && y <= 0))
            continue;
        points.append(QPointF(toAxisX(x), toAxisY(y)));
        stored.xs.push_back(x);
        stored.ys.push_back(y);
    }
    // An unchanged series costs no relayout and no repaint: most sliders move only some curves.
    if (const auto curve = m_curves.find(series); curve != m_curves.end())
        curve->second->setPoints(std::move(points));
    else if (points != series->points())
        series->replace(points);
}

void ChartPanel::setVLine(QXYSeries *series, std::optional<double> x)
{
    if (!x || (m_x.log && *x <= 0)) {
        setData(series, {}, {});
        return;
    }
    m_vLines.insert(series);
    setData(series, {*x, *x}, {m_yRange[0], m_yRange[1]});
}

void ChartPanel::setHLine(QXYSeries *series, std::optional<double> y)
{
    if (!y || (m_y.log && *y <= 0)) {
        setData(series, {}, {});
        return;
    }
    setData(series, {m_xRange[0], m_xRange[1]}, {*y, *y});
}

void ChartPanel::setDraft(bool draft)
{
    if (draft == m_draft)
        return;
    m_draft = draft;
    m_heldRange = false;
    setRenderHint(QPainter::Antialiasing, !draft);
    for (CurveItem *curve : m_curveItems)
        curve->relayout(); // a draft's curves keep fewer points
    if (!draft) {
        m_yLabels->relayout(); // a draft's room for the y labels only grows
        placeTitleAndMargins();
    }
    // What a draft draws differently is inside the plot area (curves, markers, cell labels); text is
    // smooth either way. Repainting only that keeps the release frame short.
    const QRect plot = mapFromScene(chart()->mapRectToScene(chart()->plotArea())).boundingRect();
    viewport()->update(plot.adjusted(-4, -4, 4, 4));
}

bool ChartPanel::moveRange(double (&shown)[2], double lo, double hi, bool log)
{
    if (lo == shown[0] && hi == shown[1])
        return false;
    // Log ranges are whole decades and seldom move; a steady one would only move on the release instead.
    if (m_draft && !log) {
        m_heldRange = true;
        const bool holds = lo >= shown[0] && hi <= shown[1];
        if (holds && 2 * (hi - lo) >= shown[1] - shown[0])
            return false;
        if (hi > shown[1])
            hi += (hi - lo) / 4;
    }
    shown[0] = lo;
    shown[1] = hi;
    return true;
}

void ChartPanel::setXRange(double lo, double hi)
{
    if (!moveRange(m_xRange, lo, hi, m_x.log))
        return;
    rebuildTicks(m_axisX, m_x, m_xRange[0], m_xRange[1]);
    relayoutLayers();
}

void ChartPanel::setYRange(double lo, double hi)
{
    if (!moveRange(m_yRange, lo, hi, m_y.log))
        return;
    rebuildTicks(m_axisY, m_y, m_yRange[0], m_yRange[1]);
    placeTitleAndMargins(); // a wider label needs more room
    relayoutLayers();
}

void ChartPanel::setYCategories(const QStringList &labels)
{
    if (labels == m_y.categories && m_yRange[1] == static_cast<double>(labels.size()) - 0.5)
        return;
    m_y.categories = labels;
    m_yRange[0] = -0.5;
    m_yRange[1] = static_cast<double>(labels.size()) - 0.5;
    rebuildTicks(m_axisY, m_y, m_yRange[0], m_yRange[1]);
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::fitYToData(double floor)
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (const auto &[series, stored] : m_data) {
        if (m_vLines.count(series) != 0)
            continue; // it spans the range it would otherwise keep
        for (double y : stored.ys) {
            if (m_y.log && y < floor)
                continue;
            lo = std::min(lo, y);
            hi = std::max(hi, y);
        }
    }
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return;
    if (m_y.log) {
        lo = std::pow(10.0, std::floor(std::log10(lo) + 1e-9));
        hi = std::pow(10.0, std::ceil(std::log10(hi) - 1e-9));
        if (hi <= lo)
            hi = lo * 10;
    } else {
        lo = std::min(lo, 0.0);
        if (hi <= lo)
            hi = lo + 1;
        const double step = niceStep(hi - lo, 5);
        hi = std::ceil(hi * 1.04 / step) * step;
    }
    setYRange(lo, hi);
}

void ChartPanel::rebuildTicks(QCategoryAxis *axis, const AxisSpec &spec, double lo, double hi)
{
    const double a = spec.log ? std::log10(lo) : lo;
    const double b = spec.log ? std::log10(hi) : hi;
    std::vector<Tick> &ticks = axis == m_axisX ? m_xTicks : m_yTicks;
    ticks.clear();
    const auto add = [&](double at, double value) {
        ticks.push_back({at, QString::fromStdString(formatTick(spec.quantity, value))});
    };
    if (!spec.categories.isEmpty()) {
        for (qsizetype i = 0; i < spec.categories.size(); ++i) // row i at y = i
            ticks.push_back({static_cast<double>(i), spec.categories[i]});
    } else if (spec.log) {
        const int first = static_cast<int>(std::ceil(a - 1e-9));
        const int last = static_cast<int>(std::floor(b + 1e-9));
        const int step = std::max(1, static_cast<int>(std::ceil((last - first + 1) / 7.0)));
        for (int k = first; k <= last; k += step)
            add(k, std::pow(10.0, k));
    } else {
        const double step = niceStep(b - a, 6);
        for (double v = std::ceil(a / step - 1e-9) * step; v <= b + step * 1e-9; v += step) {
            const double tick = std::fabs(v) < step * 1e-9 ? 0.0 : v;
            add(tick, tick);
        }
    }
    // Qt Charts keeps only the range: its axes show no labels (AxisLabels draws them), so a new label
    // does not lay the chart out again.
    axis->setRange(a, b);
}

void ChartPanel::relayoutLayers()
{
    for (RectLayer *layer : m_layers)
        layer->relayout();
    for (CurveItem *curve : m_curveItems)
        curve->relayout();
    m_grid->relayout();
    m_xLabels->relayout();
    m_yLabels->relayout();
}

QString ChartPanel::formatX(double x) const
{
    return QString::fromStdString(formatQuantity(m_x.quantity, x));
}
QString ChartPanel::formatY(double y) const
{
    return QString::fromStdString(formatQuantity(m_y.quantity, y));
}

void ChartPanel::drawBackground(QPainter *painter, const QRectF &rect)
{
    // Qt's own fill keeps the view's antialiasing, which sends a rectangle through the antialiasing
    // rasterizer and Qt's threaded span fills: a third of a frame for a fill that covers whole pixels.
    const bool smooth = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(rect, scene()->backgroundBrush());
    painter->setRenderHint(QPainter::Antialiasing, smooth);
}

void ChartPanel::showPointTooltip(QXYSeries *series, const QPointF &axisPoint, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const QString text = "<b>" + series->name() + "</b><br>" + xTitle() + " = " + formatX(fromAxisX(axisPoint.x())) +
                         "<br>" + yTitle() + " = " + formatY(fromAxisY(axisPoint.y()));
    QToolTip::showText(QCursor::pos(), text, this);
}

std::optional<std::pair<QXYSeries *, QPointF>> ChartPanel::curvePointNear(const QPointF &scenePos) const
{
    constexpr double kRadius = 5; // pixels from the line
    // The topmost curve first: the last added.
    for (auto it = m_curveItems.rbegin(); it != m_curveItems.rend(); ++it) {
        if (const std::optional<QPointF> p = (*it)->pointNear(scenePos, kRadius))
            return std::pair<QXYSeries *, QPointF>((*it)->series(), *p);
    }
    return std::nullopt;
}

void ChartPanel::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QPointF scenePos = mapToScene(event->position().toPoint());
    if (const auto hit = curvePointNear(scenePos)) {
        showPointTooltip(hit->first, hit->second, true);
        m_curveTooltip = true;
        return;
    }
    if (m_curveTooltip) {
        showPointTooltip(nullptr, {}, false);
        m_curveTooltip = false;
    }
    if (!m_rectTooltip)
        return;
    for (const RectLayer *layer : m_layers) {
        if (const RectLayer::Rect *r = layer->rectAt(scenePos)) {
            QToolTip::showText(event->globalPosition().toPoint(), m_rectTooltip(*r), this);
            return;
        }
    }
}

int ChartPanel::pin(const QString &label)
{
    // Each pin its own dash pattern, so two pins of the same curve tell apart even where colours match.
    static const Qt::PenStyle kStyles[] = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    const Qt::PenStyle style = kStyles[m_pins.size() % std::size(kStyles)];
    const auto pinnable = [this](QXYSeries *s, bool solidOnly) {
        const auto *line = qobject_cast<QLineSeries *>(s);
        const SeriesData &d = m_data.at(s);
        return line && line->isVisible() && !d.name.isEmpty() && !d.xs.empty() &&
               (!solidOnly || line->pen().style() == Qt::SolidLine);
    };
    // The solid curves are the totals; their dashed terms and reference lines would only clutter a
    // comparison. A chart without solid curves pins all of them.
    const bool solidOnly = std::any_of(m_order.begin(), m_order.end(), [&](QXYSeries *s) { return pinnable(s, true); });
    Pin p;
    for (QXYSeries *live : m_order) {
        if (!pinnable(live, solidOnly))
            continue;
        auto *line = static_cast<QLineSeries *>(live);
        const SeriesData &d = m_data.at(live);
        auto *ghost = new QLineSeries;
        ghost->setName(p.ghosts.empty() ? label : label + " — " + d.name);
        QPen pen = line->pen();
        pen.setColor(palette::faded(pen.color(), 110));
        pen.setStyle(style);
        ghost->setPen(pen);
        chart()->addSeries(ghost);
        ghost->attachAxis(m_axisX);
        ghost->attachAxis(m_axisY);
        addCurve(ghost)->setPoints(m_curves.at(line)->points());
        if (!p.ghosts.empty()) {
            for (QLegendMarker *marker : chart()->legend()->markers(ghost))
                marker->setVisible(false);
        }
        p.data.push_back({label + " — " + d.name, d.xs, d.ys});
        p.ghosts.push_back(ghost);
    }
    const int pinned = static_cast<int>(p.ghosts.size());
    if (pinned > 0)
        m_pins.push_back(std::move(p));
    return pinned;
}

void ChartPanel::clearPins()
{
    for (Pin &p : m_pins) {
        for (QLineSeries *ghost : p.ghosts) {
            CurveItem *curve = m_curves.at(ghost);
            m_curveItems.erase(std::find(m_curveItems.begin(), m_curveItems.end(), curve));
            m_curves.erase(ghost);
            delete curve;
            chart()->removeSeries(ghost);
            delete ghost;
        }
    }
    m_pins.clear();
}

std::vector<ChartPanel::SeriesData> ChartPanel::pinData() const
{
    std::vector<SeriesData> out;
    for (const Pin &p : m_pins)
        out.insert(out.end(), p.data.begin(), p.data.end());
    return out;
}

std::vector<ChartPanel::SeriesData> ChartPanel::seriesData() const
{
    std::vector<SeriesData> out;
    for (QXYSeries *s : m_order) {
        const SeriesData &d = m_data.at(s);
        if (!d.name.isEmpty() && !d.xs.empty())
            out.push_back(d);
    }
    return out;
}

std::optional<ChartPanel::SeriesData> ChartPanel::series(const QString &name) const
{
    for (const SeriesData &d : seriesData()) {
        if (d.name == name)
            return d;
    }
    return std::nullopt;
}

QString ChartPanel::csv() const
{
    if (m_csvSource)
        return m_csvSource();
    const std::vector<SeriesData> all = seriesData();
    if (all.empty())
        return {};
    const auto num = [](double v) { return QString::number(v, 'g', 12); };
    // The curves sampled like the longest one share an x column; markers and reference lines (sampled
    // elsewhere) follow as (x, y) column pairs, padded with empty cells.
    const auto longest = std::max_element(
        all.begin(), all.end(), [](const SeriesData &a, const SeriesData &b) { return a.xs.size() < b.xs.size(); });
    std::vector<const SeriesData *> shared;
    std::vector<const SeriesData *> own;
    for (const SeriesData &d : all)
        (d.xs == longest->xs ? shared : own).push_back(&d);
    QStringList header{csvField(withUnit(xTitle(), m_x.quantity))};
    for (const SeriesData *d : shared)
        header << csvField(withUnit(d->name, m_y.quantity));
    std::size_t rows = longest->xs.size();
    for (const SeriesData *d : own) {
        header << csvField(withUnit(d->name + ": " + xTitle(), m_x.quantity))
               << csvField(withUnit(d->name + ": " + yTitle(), m_y.quantity));
        rows = std::max(rows, d->xs.size());
    }
    QString out = header.join(',') + "\n";
    for (std::size_t i = 0; i < rows; ++i) {
        QStringList row{i < longest->xs.size() ? num(longest->xs[i]) : QString()};
        for (const SeriesData *d : shared)
            row << (i < d->ys.size() ? num(d->ys[i]) : QString());
        for (const SeriesData *d : own)
            row << (i < d->xs.size() ? num(d->xs[i]) : QString()) << (i < d->ys.size() ? num(d->ys[i]) : QString());
        out += row.join(',') + "\n";
    }
    return out;
}

} // namespace commviz::ui
