// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartlayers.h"

#include "chartpanel.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace commviz::ui {

namespace {

// Liang–Barsky: the part of segment ab inside the rectangle, if any.
bool clipSegment(QPointF &a, QPointF &b, const QRectF &r)
{
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    double t0 = 0;
    double t1 = 1;
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) {
            if (t > t1)
                return false;
            t0 = std::max(t0, t);
        } else {
            if (t < t0)
                return false;
            t1 = std::min(t1, t);
        }
    }
    // Ends that are not cut stay exactly as they were, so that the next segment still starts where this one ends.
    const QPointF start = a;
    if (t0 > 0)
        a = start + QPointF(dx, dy) * t0;
    if (t1 < 1)
        b = start + QPointF(dx, dy) * t1;
    return true;
}

// Ramer–Douglas–Peucker: the points of [first, last] that keep the line within `tolerance` of every
// point between them.
void keepCorners(const QPolygonF &line, qsizetype first, qsizetype last, double tolerance, std::vector<bool> &keep)
{
    if (last - first < 2)
        return;
    double farthest = -1;
    qsizetype index = first;
    for (qsizetype i = first + 1; i < last; ++i) {
        const double distance = distanceToSegment(line[i], line[first], line[last]);
        if (distance > farthest) {
            farthest = distance;
            index = i;
        }
    }
    if (farthest <= tolerance)
        return;
    keep[static_cast<std::size_t>(index)] = true;
    keepCorners(line, first, index, tolerance, keep);
    keepCorners(line, index, last, tolerance, keep);
}

// `color` drawn over an opaque `background`, as one opaque colour.
QColor over(const QColor &color, const QColor &background)
{
    if (color.alpha() == 255)
        return color; // most are: heatmap cells, Gantt bars
    const double a = color.alphaF();
    const auto mix = [a](double top, double bottom) { return static_cast<float>(top * a + bottom * (1 - a)); };
    return QColor::fromRgbF(mix(color.redF(), background.redF()), mix(color.greenF(), background.greenF()),
                            mix(color.blueF(), background.blueF()));
}

} // namespace

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF d = b - a;
    const double length2 = QPointF::dotProduct(d, d);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / length2, 0.0, 1.0) : 0.0;
    const QPointF off = p - (a + d * t);
    return std::hypot(off.x(), off.y());
}

std::vector<QLineF> dashSegments(const QPolygonF &line, const QList<qreal> &pattern, double width)
{
    std::vector<QLineF> dashes;
    double total = 0;
    for (qreal length : pattern)
        total += length;
    if (line.size() < 2 || pattern.isEmpty() || total <= 0 || width <= 0)
        return dashes;
    qsizetype entry = 0;
    double left = pattern[0] * width; // of the current dash or gap
    for (qsizetype i = 1; i < line.size(); ++i) {
        QPointF at = line[i - 1];
        const QPointF end = line[i];
        double remaining = std::hypot(end.x() - at.x(), end.y() - at.y());
        while (remaining > 0) {
            const double step = std::min(left, remaining);
            const QPointF next = at + (end - at) * (step / remaining);
            if (entry % 2 == 0 && step > 0)
                dashes.emplace_back(at, next);
            at = next;
            remaining -= step;
            left -= step;
            if (left <= 1e-9) {
                entry = (entry + 1) % pattern.size();
                left = pattern[entry] * width;
            }
        }
    }
    return dashes;
}

QPolygonF simplifyPolyline(const QPolygonF &line, double tolerance)
{
    if (line.size() < 3)
        return line;
    std::vector<bool> keep(static_cast<std::size_t>(line.size()), false);
    keep.front() = true;
    keep.back() = true;
    keepCorners(line, 0, line.size() - 1, tolerance, keep);
    QPolygonF kept;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (keep[static_cast<std::size_t>(i)])
            kept.append(line[i]);
    }
    return kept;
}

std::vector<QPolygonF> clipPolyline(const QPolygonF &points, const QRectF &area)
{
    std::vector<QPolygonF> pieces;
    if (points.size() == 1) {
        if (area.contains(points.front()))
            pieces.push_back(points);
        return pieces;
    }
    QPolygonF current;
    for (qsizetype i = 1; i < points.size(); ++i) {
        QPointF a = points[i - 1];
        QPointF b = points[i];
        if (!clipSegment(a, b, area))
            continue;
        if (current.isEmpty() || current.constLast() != a) {
            if (!current.isEmpty())
                pieces.push_back(std::move(current));
            current = QPolygonF{a};
        }
        current.append(b);
    }
    if (!current.isEmpty())
        pieces.push_back(std::move(current));
    return pieces;
}

// --- CurveItem -----------------------------------------------------------------------------------

CurveItem::CurveItem(ChartPanel *panel, QLineSeries *series, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_panel(panel), m_series(series)
{
    setZValue(3.9); // over the grid and the axes (3), under Qt Charts' markers (4)
}

bool CurveItem::setPoints(QList<QPointF> axisPoints)
{
    if (axisPoints == m_points)
        return false;
    m_points = std::move(axisPoints);
    relayout();
    return true;
}

void CurveItem::relayout()
{
    prepareGeometryChange();
    const QRectF area = m_panel->chart()->plotArea();
    const AxisMap map = m_panel->axisMap();
    // Cut to the map's box first, in axis coordinates, where every number is finite: mapped as it is, a point
    // far off the axes would land at infinity.
    m_pieces.clear();
    for (const QPolygonF &near : clipPolyline(QPolygonF(m_points), map.box())) {
        QPolygonF scene;
        scene.reserve(near.size());
        for (const QPointF &p : near)
            scene.append(map(p));
        // Half a pixel of slack keeps a line along the frame (a level at the range's end) whole.
        for (QPolygonF &piece : clipPolyline(scene, area.adjusted(-0.5, -0.5, 0.5, 0.5)))
            m_pieces.push_back(std::move(piece));
    }
    // Every segment is stroked on its own (see paint), and on log axes most of a curve is straight: a
    // tenth of a pixel is below what antialiasing shows, and half a pixel below what a draft (drawn
    // without antialiasing, on whole pixels) shows.
    const double tolerance = m_panel->draft() ? 0.5 : 0.1;
    QRectF bounds;
    const QPen &pen = m_series->pen();
    m_dashes.clear();
    for (QPolygonF &piece : m_pieces) {
        piece = simplifyPolyline(piece, tolerance);
        bounds |= piece.boundingRect();
        if (pen.style() != Qt::SolidLine && pen.style() != Qt::NoPen) {
            const std::vector<QLineF> dashes = dashSegments(piece, pen.dashPattern(), std::max(1.0, pen.widthF()));
            m_dashes.insert(m_dashes.end(), dashes.begin(), dashes.end());
        }
    }
    // The pen's half width, and its miter joins' reach at the limit of two widths; but no further than
    // the plot area (paint clips to it), so a moving curve never repaints the axis labels around it.
    const double reach = std::max(1.0, m_series->pen().widthF()) * 1.5 + 1;
    m_bounds = m_pieces.empty() ? QRectF() : bounds.adjusted(-reach, -reach, reach, reach).intersected(area);
    update();
}

std::optional<QPointF> CurveItem::pointNear(const QPointF &scenePoint, double radius) const
{
    const QPointF scenePos = mapFromScene(scenePoint); // the chart's coordinates, which the pieces use
    if (!m_series->isVisible() || m_points.isEmpty() ||
        !m_bounds.adjusted(-radius, -radius, radius, radius).contains(scenePos))
        return std::nullopt;
    const auto distance = [&](const QPointF &p) { return std::hypot(p.x() - scenePos.x(), p.y() - scenePos.y()); };
    // A sample within reach: core's own numbers, not an interpolation.
    double best = radius;
    std::optional<QPointF> found;
    for (const QPointF &p : m_points) {
        if (const double d = distance(m_panel->axisToScene(p)); d <= best) {
            best = d;
            found = p;
        }
    }
    if (found)
        return found;
    // Between samples far apart (a level line's two ends): the point of the segment under the cursor.
    for (qsizetype i = 1; i < m_points.size(); ++i) {
        const QPointF a = m_panel->axisToScene(m_points[i - 1]);
        const QPointF b = m_panel->axisToScene(m_points[i]);
        const QPointF d = b - a;
        const double length2 = QPointF::dotProduct(d, d);
        const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(scenePos - a, d) / length2, 0.0, 1.0) : 0.0;
        if (const double off = distance(a + d * t); off <= best) {
            best = off;
            found = m_points[i - 1] + (m_points[i] - m_points[i - 1]) * t;
        }
    }
    return found;
}

void CurveItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_series->isVisible())
        return;
    const QPen &pen = m_series->pen();
    painter->save();
    painter->setClipRect(m_bounds);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    // On the screen a curve goes segment by segment, as Qt Charts draws a solid one, and a dashed one
    // dash by dash: one stroke of a tall curve fills so many spans that Qt's raster engine hands them to
    // its thread pool, and waiting for it cost more than the drawing; Qt's dasher costs as much again.
    // SVG and PDF get one polyline per curve, dashed by the viewer.
    const bool raster = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
    if (!raster) {
        for (const QPolygonF &piece : m_pieces)
            painter->drawPolyline(piece);
    } else if (pen.style() == Qt::SolidLine) {
        for (const QPolygonF &piece : m_pieces) {
            for (qsizetype i = 1; i < piece.size(); ++i)
                painter->drawLine(piece[i - 1], piece[i]);
        }
    } else {
        QPen solid = pen;
        solid.setStyle(Qt::SolidLine);
        painter->setPen(solid);
        for (const QLineF &dash : m_dashes)
            painter->drawLine(dash);
    }
    painter->restore();
}

// --- RectLayer -----------------------------------------------------------------------------------

RectLayer::RectLayer(ChartPanel *panel, QGraphicsItem *parent) : QGraphicsItem(parent), m_panel(panel)
{
    setZValue(0.5); // above the plot area's background, under the grid and the series
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // paint() is told what is exposed
}

void RectLayer::setRects(std::vector<Rect> rects)
{
    m_rects = std::move(rects);
    relayout();
}

void RectLayer::relayout()
{
    prepareGeometryChange();
    m_bounds = m_panel->chart()->plotArea();
    // Mapped once per change, not on every paint: a marker moving over a heatmap repaints it often.
    m_boxes.clear();
    m_boxes.reserve(m_rects.size());
    m_fills.clear();
    m_fills.reserve(m_rects.size());
    const QColor background = m_panel->scene()->backgroundBrush().color();
    const AxisMap map = m_panel->axisMap();
    for (const Rect &r : m_rects) {
        m_boxes.push_back(sceneRectFor(r, map).intersected(m_bounds)); // by hand too: SVG ignores clipping
        m_fills.push_back(over(r.color, background));
    }
    update();
}

QRectF RectLayer::boundingRect() const
{
    return m_bounds;
}

QRectF RectLayer::sceneRectFor(const Rect &r, const AxisMap &map) const
{
    const auto corner = [&](double x, double y) {
        // Log axes cannot show a value ≤ 0: it maps far off the plot area, which cuts it.
        const auto safe = [](double v) { return std::max(v, 1e-300); };
        return map(
            QPointF(m_panel->xSpec().log ? std::log10(safe(x)) : x, m_panel->ySpec().log ? std::log10(safe(y)) : y));
    };
    return QRectF(corner(r.x0, r.y0), corner(r.x1, r.y1)).normalized();
}

const RectLayer::Rect *RectLayer::rectAt(const QPointF &scenePos) const
{
    const QPointF local = mapFromScene(scenePos);
    for (std::size_t i = m_boxes.size(); i-- > 0;) {
        if (m_boxes[i].contains(local))
            return &m_rects[i];
    }
    return nullptr;
}

void RectLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect.intersected(m_bounds);
    if (exposed.isEmpty())
        return;
    painter->save();
    painter->setClipRect(m_bounds);
    painter->setPen(Qt::NoPen);
    // Antialiased edges leave hairline seams between neighbouring cells.
    painter->setRenderHint(QPainter::Antialiasing, false);
    // A draft frame leaves the cell labels out: hundreds of them cost more than the cells.
    const bool labels = !m_panel->draft();
    painter->setFont(m_panel->font()); // not whatever the item painted before left (the view keeps no state)
    for (std::size_t i = 0; i < m_rects.size(); ++i) {
        const Rect &r = m_rects[i];
        const QRectF &box = m_boxes[i];
        if (box.isEmpty() || !box.intersects(exposed))
            continue;
        painter->fillRect(box, m_fills[i]);
        if (!labels || r.text.isEmpty())
            continue;
        const QStaticText &label = m_labels.get(r.text, painter->font(), 2 * m_rects.size() + 64);
        const QSizeF size = label.size();
        if (size.width() + 4 < box.width() && size.height() < box.height()) {
            const double luminance = 0.299 * r.color.redF() + 0.587 * r.color.greenF() + 0.114 * r.color.blueF();
            painter->setPen(luminance > 0.55 || r.color.alphaF() < 0.5 ? Qt::black : Qt::white);
            painter->drawStaticText(box.center() - QPointF(size.width() / 2, size.height() / 2), label);
            painter->setPen(Qt::NoPen);
        }
    }
    painter->restore();
}

const QStaticText &StaticTexts::get(const QString &text, const QFont &font, std::size_t keep)
{
    if (font != m_font || static_cast<std::size_t>(m_texts.size()) > keep) {
        m_texts.clear();
        m_font = font;
    }
    auto it = m_texts.find(text);
    if (it == m_texts.end()) {
        QStaticText laidOut(text);
        laidOut.setTextFormat(Qt::PlainText);
        laidOut.setPerformanceHint(QStaticText::AggressiveCaching);
        laidOut.prepare(QTransform(), font);
        it = m_texts.insert(text, laidOut);
    }
    return *it;
}

// --- GridItem ------------------------------------------------------------------------------------

GridItem::GridItem(ChartPanel *panel, QGraphicsItem *parent) : QGraphicsItem(parent), m_panel(panel)
{
    setZValue(2); // Qt Charts' grid: over the rectangle layers, under the axes and the series
}

void GridItem::relayout()
{
    prepareGeometryChange();
    const QRectF area = m_panel->chart()->plotArea();
    m_lines.clear();
    // On whole pixels, as the axis labels are; the chart's origin is on a whole pixel of the view.
    const AxisMap map = m_panel->axisMap();
    const double tick = AxisLabels::kTickLength;
    for (const Tick &x : m_panel->xTicks()) {
        const double at = std::floor(map(QPointF(x.at, 0)).x());
        if (at >= std::floor(area.left()) && at <= area.right())
            m_lines.emplace_back(at, area.top(), 1, area.height() + tick);
    }
    // A category axis's ticks are its rows, which the bars and bands mark already.
    const bool rows = !m_panel->ySpec().categories.isEmpty();
    for (const Tick &y : rows ? std::vector<Tick>{} : m_panel->yTicks()) {
        const double at = std::floor(map(QPointF(0, y.at)).y());
        if (at >= std::floor(area.top()) && at <= area.bottom())
            m_lines.emplace_back(area.left() - tick, at, area.width() + tick, 1);
    }
    m_bounds = area.adjusted(-tick - 1, -1, 1, tick + 1);
    update();
}

void GridItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    static const QColor kGrid(0xe4, 0xe4, 0xe4);
    const bool smooth = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const QRectF &line : m_lines)
        painter->fillRect(line, kGrid);
    painter->setRenderHint(QPainter::Antialiasing, smooth);
}

// --- AxisLabels ----------------------------------------------------------------------------------

AxisLabels::AxisLabels(ChartPanel *panel, Qt::Orientation orientation, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_panel(panel), m_orientation(orientation)
{
    setZValue(3); // Qt Charts' axes
}

void AxisLabels::setLook(const Look &look)
{
    m_look = look;
    relayout();
}

const std::vector<Tick> &AxisLabels::ticks() const
{
    return m_orientation == Qt::Horizontal ? m_panel->xTicks() : m_panel->yTicks();
}

QString AxisLabels::title() const
{
    return m_orientation == Qt::Horizontal ? m_panel->xTitle() : m_panel->yTitle();
}

double AxisLabels::widestLabel() const
{
    const QFontMetricsF metrics(m_look.labels);
    double widest = 0;
    for (const Tick &t : ticks())
        widest = std::max(widest, metrics.horizontalAdvance(t.label));
    return std::ceil(widest);
}

double AxisLabels::room() const
{
    const double titleLine = title().isEmpty() ? 0 : QFontMetricsF(m_look.title).height() + kGap;
    if (m_orientation == Qt::Horizontal)
        return kTickLength + kGap + QFontMetricsF(m_look.labels).height() + kGap + titleLine;
    const double labels = ticks().empty() ? 0 : std::max(widestLabel(), m_panel->draft() ? m_heldWidth : 0.0);
    return kTickLength + kGap + labels + kGap + titleLine;
}

void AxisLabels::relayout()
{
    prepareGeometryChange();
    if (m_orientation == Qt::Vertical)
        m_heldWidth = m_panel->draft() ? std::max(m_heldWidth, widestLabel()) : widestLabel();
    const QRectF area = m_panel->chart()->plotArea();
    const double line = QFontMetricsF(m_look.labels).height();
    if (m_orientation == Qt::Horizontal) {
        // The first and last labels are centred on the plot area's corners and run past them.
        const double overhang = 60;
        m_bounds = QRectF(area.left() - overhang, area.bottom(), area.width() + 2 * overhang, room() + 2);
    } else {
        const double width = room();
        m_bounds = QRectF(area.left() - width - 2, area.top() - line, width + 2, area.height() + 2 * line);
    }
    update();
}

void AxisLabels::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF area = m_panel->chart()->plotArea();
    const AxisMap map = m_panel->axisMap();
    const std::size_t keep = 4 * ticks().size() + 16;
    painter->setFont(m_look.labels);
    painter->setPen(QPen(m_look.labelsBrush, 1));
    for (const Tick &t : ticks()) {
        const QStaticText &label = m_labels.get(t.label, m_look.labels, keep);
        const QSizeF size = label.size();
        if (m_orientation == Qt::Horizontal) {
            const double x = map(QPointF(t.at, 0)).x();
            if (x < area.left() - 0.5 || x > area.right() + 0.5)
                continue;
            painter->drawStaticText(QPointF(x - size.width() / 2, area.bottom() + kTickLength + kGap), label);
        } else {
            const double y = map(QPointF(0, t.at)).y();
            if (y < area.top() - 0.5 || y > area.bottom() + 0.5)
                continue;
            painter->drawStaticText(QPointF(area.left() - kTickLength - kGap - size.width(), y - size.height() / 2),
                                    label);
        }
    }
    const QString name = title();
    if (name.isEmpty())
        return;
    painter->setFont(m_look.title);
    painter->setPen(QPen(m_look.titleBrush, 1));
    const QStaticText &text = m_title.get(name, m_look.title, 4);
    const QSizeF size = text.size();
    if (m_orientation == Qt::Horizontal) {
        const double top = area.bottom() + kTickLength + kGap + QFontMetricsF(m_look.labels).height() + kGap;
        painter->drawStaticText(QPointF(area.center().x() - size.width() / 2, top), text);
        return;
    }
    // Turned to read upwards, its top against the room's outer edge.
    const double left = area.left() - room();
    painter->save();
    painter->translate(left + size.height() / 2, area.center().y());
    painter->rotate(-90);
    painter->drawStaticText(QPointF(-size.width() / 2, -size.height() / 2), text);
    painter->restore();
}

} // namespace commviz::ui
