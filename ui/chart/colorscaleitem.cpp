// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "colorscaleitem.h"

#include "palette.h"
#include "textwidth.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr int kSteps = 64; // solid steps of the bar: finer than the eye tells apart on 300 px

// The current value's arrow grows with the labels' font (projector mode), and so does the gap that holds it.
double arrowSize(const QFont &font)
{
    return std::max(6.0, std::round(QFontMetricsF(font).height() * 0.4));
}

double gapFor(const QFont &font)
{
    return std::max(ColorScaleItem::kGap, 1.5 * arrowSize(font) + 3);
}

} // namespace

ColorScaleItem::ColorScaleItem(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setZValue(3);                                        // with the axes' labels
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // paint() is told what is exposed
}

void ColorScaleItem::setMap(ColorMap map)
{
    m_map = std::move(map);
    // The steps' colours, bottom to top, each the colour of its middle; and the same as an image one pixel wide,
    // top row first, which a screen's painter stretches over the bar in one call.
    m_steps.clear();
    m_stepImage = QImage(1, kSteps, QImage::Format_RGB32);
    for (int k = 0; k < kSteps; ++k) {
        m_steps.push_back(m_map.colorAt((k + 0.5) / kSteps));
        m_stepImage.setPixelColor(0, kSteps - 1 - k, m_steps.back());
    }
    relayout(m_area);
}

void ColorScaleItem::setTitle(const QString &translatedTitle)
{
    if (translatedTitle == m_title)
        return;
    m_title = translatedTitle;
    relayout(m_area);
}

void ColorScaleItem::setFont(const QFont &font)
{
    m_font = font;
    relayout(m_area);
}

void ColorScaleItem::setTextBrush(const QBrush &brush)
{
    m_brush = brush;
    update();
}

void ColorScaleItem::setCurrent(std::optional<double> value)
{
    if (value == m_current)
        return;
    // Only the arrow moves, and only its old and new places are repainted: the labels and the title are not
    // drawn again on every frame of a drag. Its tip ends a pixel short of the bar, and so does what is repainted
    // (the chart's view repaints the bounding rectangle of what changed, which would otherwise take the labels).
    for (const std::optional<QPolygonF> &arrow : {marker(m_current), marker(value)}) {
        if (arrow) {
            QRectF dirty = arrow->boundingRect().adjusted(-2, -2, 1, 2);
            dirty.setRight(std::min(dirty.right(), m_bar.left()));
            update(dirty);
        }
    }
    m_current = value;
}

std::optional<QPolygonF> ColorScaleItem::marker(std::optional<double> value) const
{
    const double t = value && !m_bar.isEmpty() ? m_map.position(*value) : std::nan("");
    if (std::isnan(t))
        return std::nullopt;
    const QPointF tip(m_bar.left() - 1, m_bar.bottom() - t * m_bar.height());
    const double a = arrowSize(m_font);
    return QPolygonF{tip, tip + QPointF(-1.5 * a, -a), tip + QPointF(-1.5 * a, a)};
}

double ColorScaleItem::room() const
{
    double widest = 0;
    for (double v : m_map.ticks)
        widest = std::max(widest, textWidth(m_font, m_map.tickText(v)));
    const double labels = kBarWidth + kTick + 3 + widest;
    return std::ceil(gapFor(m_font) + std::max(labels, textWidth(m_font, m_title)) + 6);
}

void ColorScaleItem::relayout(const QRectF &plotArea)
{
    prepareGeometryChange();
    m_area = plotArea;
    m_labels.clear();
    const QFontMetricsF metrics(m_font);
    const double line = metrics.height();
    const double left = plotArea.right() + gapFor(m_font);
    m_titleBox = QRectF(left, plotArea.top(), room() - gapFor(m_font), line);
    const double top = plotArea.top() + line + 4 + line / 2;
    const double bottom = plotArea.bottom() - line / 2;
    m_bar = QRectF(left, top, kBarWidth, std::max(0.0, bottom - top));
    m_bounds = QRectF(plotArea.right(), plotArea.top() - 1, room() + 1, plotArea.height() + 2);
    if (m_bar.height() < 2 * line) {
        m_bar = QRectF();
        update();
        return;
    }
    // The ends and the middle tick first, then the others that do not touch a label already placed.
    const auto yOf = [&](double value) { return m_bar.bottom() - m_map.position(value) * m_bar.height(); };
    std::vector<double> order;
    if (!m_map.ticks.empty()) {
        order.push_back(m_map.ticks.front());
        order.push_back(m_map.ticks.back());
        order.push_back(m_map.ticks[m_map.ticks.size() / 2]);
        for (double v : m_map.ticks)
            order.push_back(v);
    }
    for (double v : order) {
        if (std::any_of(m_labels.begin(), m_labels.end(), [&](const Label &l) { return l.value == v; }))
            continue;
        const QString text = m_map.tickText(v);
        const double y = yOf(v);
        const QRectF box(m_bar.right() + kTick + 3, y - line / 2, textWidth(m_font, text), line);
        if (std::any_of(m_labels.begin(), m_labels.end(),
                        [&](const Label &l) { return l.box.adjusted(0, -1, 0, 1).intersects(box); }))
            continue;
        m_labels.push_back({v, text, box});
    }
    std::sort(m_labels.begin(), m_labels.end(), [](const Label &a, const Label &b) { return a.box.y() > b.box.y(); });
    update();
}

void ColorScaleItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect; // the arrow's old and new places, during a drag
    painter->save();
    painter->setFont(m_font);
    painter->setPen(m_brush.color());
    // Left-aligned, centred on the box's middle.
    const auto drawText = [&](const QRectF &box, const QString &text) {
        const QStaticText &laidOut = m_texts.get(text, m_font, m_labels.size() + 8);
        painter->drawStaticText(QPointF(box.left(), box.center().y() - laidOut.size().height() / 2), laidOut);
    };
    if (m_titleBox.intersects(exposed))
        drawText(m_titleBox, m_title);
    if (m_bar.isEmpty()) {
        painter->restore();
        return;
    }
    const bool smooth = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster) {
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false); // solid steps, not a blend
        painter->drawImage(m_bar, m_stepImage);
    } else {
        // SVG and PDF keep solid rectangles, bottom (t = 0) to top; they overlap by a hair so no seam shows.
        const double step = m_bar.height() / kSteps;
        for (int k = 0; k < kSteps; ++k) {
            const QRectF box(m_bar.left(), m_bar.bottom() - (k + 1) * step, m_bar.width(), step + 0.5);
            if (box.intersects(exposed))
                painter->fillRect(box, m_steps[static_cast<std::size_t>(k)]);
        }
    }
    // The bar's outline, translucent, as thin fills no taller than 64 px, not a stroked rectangle: Qt's raster
    // engine hands a blend of more than 96 rows to its thread pool, and on every frame of a drag waiting for it
    // cost more than all the rest of the scale.
    const QColor edge(0, 0, 0, 110);
    const QRectF &b = m_bar;
    painter->fillRect(QRectF(b.left(), b.top(), b.width() + 1, 1), edge);
    painter->fillRect(QRectF(b.left(), b.bottom(), b.width() + 1, 1), edge);
    for (double y = b.top() + 1; y < b.bottom(); y += 64) {
        const double h = std::min(64.0, b.bottom() - y);
        painter->fillRect(QRectF(b.left(), y, 1, h), edge);
        painter->fillRect(QRectF(b.right(), y, 1, h), edge);
    }
    painter->setRenderHint(QPainter::Antialiasing, smooth);
    painter->setPen(m_brush.color());
    for (const Label &l : m_labels) {
        if (!QRectF(QPointF(m_bar.right(), l.box.top()), l.box.bottomRight()).intersects(exposed))
            continue;
        const double y = l.box.center().y();
        painter->drawLine(QPointF(m_bar.right(), y), QPointF(m_bar.right() + kTick, y));
        drawText(l.box, l.text);
    }
    if (const std::optional<QPolygonF> arrow = marker(m_current)) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::white);
        painter->setBrush(palette::marker());
        painter->drawPolygon(*arrow);
    }
    painter->restore();
}

} // namespace commviz::ui
