// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rectlayer.h"

#include "axismap.h"

#include "chartpanel.h"
#include "qtcharts.h"
#include "textwidth.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

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

class RectLayer::Names : public QGraphicsItem {
public:
    Names(RectLayer *layer, QGraphicsItem *parent) : QGraphicsItem(parent), m_layer(layer)
    {
        setZValue(kOverGridZ);
        setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // paint() is told what is exposed
    }
    ~Names() override { m_layer->m_names = nullptr; } // the chart may delete its children in either order
    Names(const Names &) = delete;
    Names &operator=(const Names &) = delete;
    [[nodiscard]] QRectF boundingRect() const override { return m_layer->m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        m_layer->paintNames(painter, option->exposedRect);
    }
    using QGraphicsItem::prepareGeometryChange;

private:
    RectLayer *m_layer;
};

RectLayer::RectLayer(ChartPanel *panel, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_panel(panel), m_names(new Names(this, parent))
{
    setZValue(0.5); // above the plot area's background, under the grid and the series
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // paint() is told what is exposed
}

RectLayer::~RectLayer()
{
    delete m_names;
}

QVariant RectLayer::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemVisibleHasChanged && m_names)
        m_names->setVisible(value.toBool());
    // The texts stay over their own layer's rectangles, which a page may raise over the grid (a Gantt chart's bars).
    if (change == ItemZValueHasChanged && m_names)
        m_names->setZValue(std::max(kOverGridZ, value.toDouble() + 0.01));
    return QGraphicsItem::itemChange(change, value);
}

void RectLayer::setRects(std::vector<Rect> rects)
{
    // The same rectangles cost no relayout and no repaint: a heatmap over the very parameters a slider moves
    // (the speed-up over r and T_codec while r or T_codec is dragged) stays as it is.
    if (rects == m_rects)
        return;
    m_panel->draftPlot();
    m_rects = std::move(rects);
    relayout();
}

void RectLayer::setLabels(std::vector<Label> labels)
{
    if (labels == m_labelSpecs)
        return;
    m_panel->draftPlot();
    m_labelSpecs = std::move(labels);
    relayout();
}

void RectLayer::relayout()
{
    prepareGeometryChange();
    m_names->prepareGeometryChange();
    m_smooth = !m_panel->axes().draft();
    m_bounds = m_panel->plotArea();
    // Mapped once per change, not on every paint: a marker moving over a heatmap repaints it often.
    m_boxes.clear();
    m_boxes.reserve(m_rects.size());
    m_fills.clear();
    m_fills.reserve(m_rects.size());
    const QColor background = qtcharts::kBackground;
    const AxisMap map = m_panel->axes().map(m_panel->plotArea());
    for (const Rect &r : m_rects) {
        m_boxes.push_back(sceneRectFor(r, map).intersected(m_bounds)); // by hand too: SVG ignores clipping
        m_fills.push_back(over(r.color, background));
    }
    m_labelRects.clear();
    m_labelShort.clear();
    const QFontMetricsF metrics(m_panel->font());
    for (const Label &l : m_labelSpecs) {
        const QRectF region = sceneRectFor({l.x0, l.x1, l.y0, l.y1, {}, {}}, map).adjusted(4, 4, -4, -4);
        m_labelShort.push_back(!l.shorter.isEmpty() && textWidth(m_panel->font(), l.text) + 4 > region.width());
        const QSizeF size(textWidth(m_panel->font(), labelText(m_labelShort.size() - 1)) + 4, metrics.height());
        QRectF box(region.center() - QPointF(size.width() / 2, size.height() / 2), size);
        if (l.align & Qt::AlignLeft)
            box.moveLeft(region.left());
        if (l.align & Qt::AlignTop)
            box.moveTop(region.top());
        else if (l.align & Qt::AlignBottom)
            box.moveBottom(region.bottom());
        if (m_bounds.width() > 0) { // not before the first layout
            box.moveLeft(std::clamp(box.left(), m_bounds.left() + 2,
                                    std::max(m_bounds.left() + 2, m_bounds.right() - 2 - box.width())));
            box.moveTop(std::clamp(box.top(), m_bounds.top() + 2,
                                   std::max(m_bounds.top() + 2, m_bounds.bottom() - 2 - box.height())));
        }
        // Too narrow for its shorter name too: unnamed, as a rectangle's text that does not fit.
        const bool fits = l.shorter.isEmpty() || size.width() <= region.width();
        m_labelRects.push_back(m_bounds.width() > 0 && fits ? box : QRectF());
    }
    update();
    m_names->update();
}

void RectLayer::draft()
{
    if (!m_smooth)
        return;
    m_smooth = false;
    m_names->update();
}

void RectLayer::settle()
{
    if (m_smooth)
        return;
    m_smooth = true;
    m_names->update();
}

const QString &RectLayer::labelText(std::size_t i) const
{
    return i < m_labelShort.size() && m_labelShort[i] ? m_labelSpecs[i].shorter : m_labelSpecs[i].text;
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
        return map(QPointF(m_panel->axes().x().log ? std::log10(safe(x)) : x,
                           m_panel->axes().y().log ? std::log10(safe(y)) : y));
    };
    return QRectF(corner(r.x0, r.y0), corner(r.x1, r.y1)).normalized();
}

std::optional<std::size_t> RectLayer::indexAt(const QPointF &scenePos) const
{
    const QPointF local = mapFromScene(scenePos);
    for (std::size_t i = std::min(m_boxes.size(), m_rects.size()); i-- > 0;) {
        if (m_boxes[i].contains(local))
            return i;
    }
    return std::nullopt;
}

const RectLayer::Rect *RectLayer::rectAt(const QPointF &scenePos) const
{
    const std::optional<std::size_t> i = indexAt(scenePos);
    return i ? &m_rects[*i] : nullptr;
}

std::optional<QString> RectLayer::tooltipAt(const QPointF &scenePos) const
{
    const std::optional<std::size_t> i = indexAt(scenePos);
    if (!i)
        return std::nullopt;
    QString text = m_tooltip ? m_tooltip(m_rects[*i], *i) : m_rects[*i].text;
    if (text.isEmpty())
        return std::nullopt; // nothing to say: a layer under it may speak
    return text;
}

std::optional<QRectF> RectLayer::textBox(std::size_t i, const QSizeF &size) const
{
    const Rect &r = m_rects[i];
    const QRectF &box = m_boxes[i];
    if (!r.drawText || r.text.isEmpty() || box.isEmpty() || size.width() + 4 >= box.width() ||
        size.height() >= box.height())
        return std::nullopt;
    return QRectF(box.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

std::optional<std::pair<QString, QRectF>> RectLayer::shownText(std::size_t i,
                                                               const std::function<QSizeF(const QString &)> &size) const
{
    for (const QString &text : {m_rects[i].text, m_rects[i].shorter}) {
        if (text.isEmpty())
            continue;
        if (const std::optional<QRectF> at = textBox(i, size(text)))
            return std::pair(text, *at);
    }
    return std::nullopt;
}

std::vector<RectLayer::DrawnText> RectLayer::drawnTexts() const
{
    std::vector<DrawnText> out;
    if (!m_smooth)
        return out; // a draft draws none
    for (std::size_t i = 0; i < m_rects.size() && i < m_boxes.size(); ++i) {
        const auto size = [this](const QString &shown) {
            QStaticText text(shown);
            text.setTextFormat(Qt::PlainText);
            text.prepare(QTransform(), m_panel->font());
            return text.size();
        };
        if (const auto shown = shownText(i, size))
            out.push_back({shown->first, shown->second});
    }
    return out;
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
    for (std::size_t i = 0; i < m_rects.size(); ++i) {
        if (!m_boxes[i].isEmpty() && m_boxes[i].intersects(exposed) && m_rects[i].color.alpha() > 0)
            painter->fillRect(m_boxes[i], m_fills[i]);
    }
    painter->restore();
}

// The texts, over the grid: a gridline must strike neither a cell's or a bar's own text ("compute: 869.7 ms", "LL")
// nor a region's name.
void RectLayer::paintNames(QPainter *painter, const QRectF &exposedRect)
{
    const QRectF exposed = exposedRect.intersected(m_bounds);
    if (exposed.isEmpty())
        return;
    painter->save();
    painter->setClipRect(m_bounds);
    painter->setFont(m_panel->font()); // not whatever the item painted before left (the view keeps no state)
    // A draft frame leaves the cell texts out: hundreds of them cost more than the cells.
    if (m_smooth) {
        for (std::size_t i = 0; i < m_rects.size() && i < m_boxes.size(); ++i) {
            const Rect &r = m_rects[i];
            if (!r.drawText || r.text.isEmpty() || m_boxes[i].isEmpty() || !m_boxes[i].intersects(exposed))
                continue;
            const std::size_t keep = 3 * m_rects.size() + 64;
            const auto size = [&](const QString &text) { return m_labels.get(text, painter->font(), keep).size(); };
            if (const auto shown = shownText(i, size)) {
                const double luminance = 0.299 * r.color.redF() + 0.587 * r.color.greenF() + 0.114 * r.color.blueF();
                painter->setPen(luminance > 0.55 || r.color.alphaF() < 0.5 ? Qt::black : Qt::white);
                painter->drawStaticText(shown->second.topLeft(), m_labels.get(shown->first, painter->font(), keep));
            }
        }
    }
    QColor halo = qtcharts::kBackground;
    halo.setAlpha(190);
    for (std::size_t i = 0; i < m_labelSpecs.size() && i < m_labelRects.size(); ++i) {
        if (m_labelRects[i].isEmpty())
            continue;
        painter->fillRect(m_labelRects[i], halo);
        painter->setPen(Qt::black);
        const QStaticText &label = m_labels.get(labelText(i), painter->font(), 3 * m_rects.size() + 64);
        painter->drawStaticText(m_labelRects[i].center() - QPointF(label.size().width(), label.size().height()) / 2,
                                label);
    }
    painter->restore();
}

} // namespace commviz::ui
