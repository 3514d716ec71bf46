// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legenditem.h"

#include "chartframe.h"
#include "textwidth.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr double kSwatch = 18;   // a line's sample, or a marker's box
constexpr double kSwatchGap = 4; // between the sample and its text
constexpr double kEntryGap = 14; // between two entries on a row
constexpr double kRowGap = 2;

} // namespace

LegendItem::LegendItem(QGraphicsItem *parent) : QGraphicsItem(parent)
{}

void LegendItem::setEntries(std::vector<Entry> entries)
{
    const bool same = entries.size() == m_entries.size() &&
                      std::equal(entries.begin(), entries.end(), m_entries.begin(), [](const Entry &a, const Entry &b) {
                          return a.text == b.text && a.marker == b.marker && a.pen == b.pen && a.brush == b.brush &&
                                 a.square == b.square;
                      });
    if (same)
        return;
    m_entries = std::move(entries);
    m_width = -1;
    update();
}

void LegendItem::setFont(const QFont &font)
{
    m_font = font;
    m_width = -1;
    update();
}

void LegendItem::setTextBrush(const QBrush &brush)
{
    m_textBrush = brush;
    update();
}

double LegendItem::layout(double width)
{
    if (width == m_width)
        return m_height;
    prepareGeometryChange();
    m_width = width;
    m_placed.clear();
    const QFontMetricsF metrics(m_font);
    const double lineHeight = metrics.height();
    double x = 0;
    double y = 0;
    double rowHeight = 0;
    for (const Entry &e : m_entries) {
        const double textRoom = std::max(20.0, width - kSwatch - kSwatchGap);
        QStringList lines =
            textWidth(m_font, e.text) <= textRoom ? QStringList{e.text} : ChartFrame::wrap(e.text, m_font, textRoom);
        double widest = 0;
        for (const QString &l : lines)
            widest = std::max(widest, textWidth(m_font, l));
        const double entryWidth = kSwatch + kSwatchGap + std::ceil(widest);
        const double entryHeight = lineHeight * double(lines.size());
        if (x > 0 && x + entryWidth > width) { // the next row
            x = 0;
            y += rowHeight + kRowGap;
            rowHeight = 0;
        }
        Placed p;
        p.swatch = QRectF(x, y + (lineHeight - 10) / 2, kSwatch, 10);
        p.text = QRectF(x + kSwatch + kSwatchGap, y, std::ceil(widest), entryHeight);
        p.lines = lines;
        m_placed.push_back(p);
        x += entryWidth + kEntryGap;
        rowHeight = std::max(rowHeight, entryHeight);
    }
    m_height = m_placed.empty() ? 0 : y + rowHeight;
    // Rows are centred under the plot: shift each row by half its free width.
    for (std::size_t i = 0; i < m_placed.size();) {
        std::size_t j = i;
        double right = 0;
        while (j < m_placed.size() && m_placed[j].text.top() == m_placed[i].text.top()) {
            right = m_placed[j].text.right();
            ++j;
        }
        const double shift = std::floor(std::max(0.0, width - right) / 2);
        for (std::size_t k = i; k < j; ++k) {
            m_placed[k].swatch.translate(shift, 0);
            m_placed[k].text.translate(shift, 0);
        }
        i = j;
    }
    m_bounds = QRectF(0, 0, width, m_height).adjusted(-2, -2, 2, 2);
    update();
    return m_height;
}

void LegendItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setFont(m_font);
    const QFontMetricsF metrics(m_font);
    for (std::size_t i = 0; i < m_placed.size() && i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        const Placed &p = m_placed[i];
        if (e.marker) {
            // Outlined in the text's colour, so that a marker as light as the legend's background (the regime
            // map's white "current" point) still shows.
            painter->setPen(QPen(m_textBrush, 1));
            painter->setBrush(e.brush);
            const QRectF box(p.swatch.center() - QPointF(5, 5), QSizeF(10, 10));
            if (e.square)
                painter->drawRect(box);
            else
                painter->drawEllipse(box);
        } else {
            QPen pen = e.pen;
            pen.setWidthF(std::min(pen.widthF(), 8.0)); // a thick bar's colour, not a block
            pen.setCapStyle(Qt::FlatCap);
            painter->setPen(pen);
            const double cy = p.swatch.center().y();
            painter->drawLine(QPointF(p.swatch.left(), cy), QPointF(p.swatch.right(), cy));
        }
        painter->setPen(QPen(m_textBrush, 1));
        for (qsizetype l = 0; l < p.lines.size(); ++l) {
            const QStaticText &line = m_texts.get(p.lines[l], m_font, 2 * m_entries.size() + 8);
            painter->drawStaticText(QPointF(p.text.left(), p.text.top() + metrics.height() * double(l)), line);
        }
    }
}

} // namespace commviz::ui
