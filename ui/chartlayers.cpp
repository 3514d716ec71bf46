#include "chartlayers.h"

#include "chartpanel.h"

#include <QChart>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace commviz::ui {

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
    for (const Rect &r : m_rects)
        m_boxes.push_back(sceneRectFor(r).intersected(m_bounds)); // by hand too: SVG ignores clipping
    update();
}

QRectF RectLayer::boundingRect() const
{
    return m_bounds;
}

QRectF RectLayer::sceneRectFor(const Rect &r) const
{
    return QRectF(m_panel->toScene(r.x0, r.y0), m_panel->toScene(r.x1, r.y1)).normalized();
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
        painter->fillRect(box, r.color);
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

// --- RowLabels -----------------------------------------------------------------------------------

RowLabels::RowLabels(ChartPanel *panel, QGraphicsItem *parent) : QGraphicsItem(parent), m_panel(panel)
{
    setZValue(3);
}

void RowLabels::setLabels(const QStringList &labels)
{
    m_labels = labels;
    relayout();
}

void RowLabels::setLook(const QFont &font, const QBrush &brush)
{
    m_font = font;
    m_brush = brush;
    update();
}

double RowLabels::width() const
{
    const QFontMetricsF metrics(m_font);
    double widest = 0;
    for (const QString &label : m_labels)
        widest = std::max(widest, metrics.horizontalAdvance(label));
    return widest;
}

void RowLabels::relayout()
{
    prepareGeometryChange();
    const QRectF area = m_panel->chart()->plotArea();
    const double line = QFontMetricsF(m_font).height();
    m_bounds = m_labels.isEmpty() ? QRectF() : QRectF(0, area.top() - line, area.left(), area.height() + 2 * line);
    update();
}

void RowLabels::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setFont(m_font);
    painter->setPen(QPen(m_brush, 1));
    const double right = m_panel->chart()->plotArea().left() - 6;
    const double lo = std::min(m_panel->yMin(), m_panel->yMax());
    const double hi = std::max(m_panel->yMin(), m_panel->yMax());
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        const auto row = static_cast<double>(i);
        if (row < lo || row > hi)
            continue;
        const QStaticText &label = m_texts.get(m_labels[i], m_font, 2 * static_cast<std::size_t>(m_labels.size()));
        const QSizeF size = label.size();
        const double y = m_panel->toScene(m_panel->xMin(), row).y();
        painter->drawStaticText(QPointF(right - size.width(), y - size.height() / 2), label);
    }
}

} // namespace commviz::ui
