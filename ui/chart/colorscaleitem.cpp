// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "colorscaleitem.h"

#include "palette.h"

#include <QFontMetricsF>
#include <QPainter>

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
    setZValue(3); // with the axes' labels
}

void ColorScaleItem::setMap(ColorMap map)
{
    m_map = std::move(map);
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
    m_current = value;
    update();
}

double ColorScaleItem::room() const
{
    const QFontMetricsF metrics(m_font);
    double widest = 0;
    for (double v : m_map.ticks)
        widest = std::max(widest, metrics.horizontalAdvance(m_map.tickText(v)));
    const double labels = kBarWidth + kTick + 3 + widest;
    return std::ceil(gapFor(m_font) + std::max(labels, metrics.horizontalAdvance(m_title)) + 6);
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
        const QRectF box(m_bar.right() + kTick + 3, y - line / 2, metrics.horizontalAdvance(text), line);
        if (std::any_of(m_labels.begin(), m_labels.end(),
                        [&](const Label &l) { return l.box.adjusted(0, -1, 0, 1).intersects(box); }))
            continue;
        m_labels.push_back({v, text, box});
    }
    std::sort(m_labels.begin(), m_labels.end(), [](const Label &a, const Label &b) { return a.box.y() > b.box.y(); });
    update();
}

void ColorScaleItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->save();
    painter->setFont(m_font);
    painter->setPen(m_brush.color());
    painter->drawText(m_titleBox, Qt::AlignLeft | Qt::AlignVCenter, m_title);
    if (m_bar.isEmpty()) {
        painter->restore();
        return;
    }
    const bool smooth = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    const double step = m_bar.height() / kSteps;
    for (int k = 0; k < kSteps; ++k) {
        // Each step in the colour of its middle, bottom (t = 0) to top; they overlap by a hair so no seam shows.
        const double y = m_bar.bottom() - (k + 1) * step;
        painter->fillRect(QRectF(m_bar.left(), y, m_bar.width(), step + 0.5), m_map.colorAt((k + 0.5) / kSteps));
    }
    painter->setPen(QColor(0, 0, 0, 110));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(m_bar);
    painter->setRenderHint(QPainter::Antialiasing, smooth);
    painter->setPen(m_brush.color());
    for (const Label &l : m_labels) {
        const double y = l.box.center().y();
        painter->drawLine(QPointF(m_bar.right(), y), QPointF(m_bar.right() + kTick, y));
        painter->drawText(l.box, Qt::AlignLeft | Qt::AlignVCenter, l.text);
    }
    if (m_current) {
        const double t = m_map.position(*m_current);
        if (!std::isnan(t)) {
            const double y = m_bar.bottom() - t * m_bar.height();
            const QPointF tip(m_bar.left() - 1, y);
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(Qt::white);
            painter->setBrush(palette::marker());
            const double a = arrowSize(m_font);
            painter->drawPolygon(QPolygonF{tip, tip + QPointF(-1.5 * a, -a), tip + QPointF(-1.5 * a, a)});
        }
    }
    painter->restore();
}

} // namespace commviz::ui
