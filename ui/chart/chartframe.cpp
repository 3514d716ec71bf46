// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartframe.h"

#include "legenditem.h"
#include "textwidth.h"
#include "unittext.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr int kTop = 4;       // above the title
constexpr double kSides = 16; // the title's margin, both sides together

// Whether the space at i stands beside "=", "×" or "·": "p = 8" and "t × p" are read as one.
bool joinsOperands(const QString &text, qsizetype i)
{
    static const QString kOperators = QStringLiteral("=\u00d7\u00b7");
    return (i > 0 && kOperators.contains(text[i - 1])) || (i + 1 < text.size() && kOperators.contains(text[i + 1]));
}

// Where a line may break after character i: at a space (not one that joins a number to its unit or stands beside
// "=", "×" or "·"), or between two characters of which one is CJK, but never before closing punctuation (；，。）…) nor
// after an opening one (（「…), which Chinese typography keeps off the start and the end of a line.
bool breaksAfter(const QString &text, qsizetype i)
{
    const auto wide = [](QChar c) { return c.unicode() >= 0x2E80 && c.unicode() <= 0xFFEF; };
    if (i + 1 >= text.size())
        return true;
    static const QString kNoLineStart =
        QStringLiteral("\uff0c\u3002\u3001\uff1b\uff1a\uff1f\uff01\uff09\u300d\u300f\u3011\u300b");
    static const QString kNoLineEnd = QStringLiteral("\uff08\u300c\u300e\u3010\u300a");
    if (kNoLineStart.contains(text[i + 1]) || kNoLineEnd.contains(text[i]))
        return false;
    if (text[i] == ' ')
        return !joinsNumberAndUnit(text, i) && !joinsOperands(text, i);
    return wide(text[i]) || wide(text[i + 1]);
}

// Where a name may break after character i: at a space, or after Chinese punctuation (，、：；).
bool nameBreaksAfter(const QString &text, qsizetype i)
{
    if (i + 1 >= text.size())
        return true;
    static const QString kPunctuation = QStringLiteral("\u3001\uff0c\uff1a\uff1b\u3002");
    return text[i] == ' ' || kPunctuation.contains(text[i]);
}

QStringList wrapWhere(const QString &text, const QFont &font, double width, bool (*breaks)(const QString &, qsizetype))
{
    // Most texts fit on one line: one measure instead of one a break (a title that changes on every frame of a
    // drag measures every prefix anew). A prefix is never wider than the whole, so the loop would keep it whole.
    if (const QString whole = text.trimmed(); textWidth(font, whole) <= width)
        return whole.isEmpty() ? QStringList() : QStringList{whole};
    QStringList lines;
    QString line;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!breaks(text, i))
            continue;
        const QString piece = text.mid(start, i + 1 - start);
        start = i + 1;
        const QString candidate = line + piece;
        if (!line.isEmpty() && textWidth(font, candidate.trimmed()) > width) {
            lines << line.trimmed();
            line = piece.trimmed().isEmpty() ? QString() : piece;
        } else {
            line = candidate;
        }
    }
    if (!line.trimmed().isEmpty())
        lines << line.trimmed();
    return lines;
}

} // namespace

ChartFrame::ChartFrame(QChart *chart) : m_chart(chart), m_item(new QGraphicsSimpleTextItem(chart))
{
    m_item->setFont(chart->titleFont());
    m_item->setBrush(chart->titleBrush());
}

QStringList ChartFrame::wrap(const QString &text, const QFont &font, double width)
{
    return wrapWhere(text, font, width, &breaksAfter);
}

QStringList ChartFrame::wrapAtWords(const QString &text, const QFont &font, double width)
{
    return wrapWhere(text, font, width, &nameBreaksAfter);
}

bool ChartFrame::isTitleItem(const QGraphicsItem *item) const
{
    return item == m_item;
}

QStringList ChartFrame::titleLines() const
{
    return m_item->text().split('\n', Qt::SkipEmptyParts);
}

QRectF ChartFrame::titleRect() const
{
    if (m_item->text().isEmpty())
        return {};
    return m_item->mapRectToParent(m_item->boundingRect());
}

void ChartFrame::setTitle(const QString &title)
{
    m_title = title;
}

void ChartFrame::setTitleFont(const QFont &font)
{
    m_chart->setTitleFont(font);
    m_item->setFont(font);
}

void ChartFrame::setTitleBrush(const QBrush &brush)
{
    m_chart->setTitleBrush(brush);
    m_item->setBrush(brush);
}

void ChartFrame::placeLegend(LegendItem *legend, const QRectF &plotArea, double xRoom, double chartWidth)
{
    legend->layout(std::max(40.0, chartWidth - 12));
    legend->setPos(6, std::ceil(plotArea.bottom() + xRoom + 2));
}

void ChartFrame::place(const std::function<double(double)> &yRoom, double xRoom, const QFont &xLabels,
                       LegendItem *legend, double rightRoom, bool draft)
{
    const QFontMetricsF metrics(m_item->font());
    const double width = m_chart->size().width();
    const QStringList lines = wrap(m_title, m_item->font(), std::max(40.0, width - kSides));
    const QString shown = lines.join('\n');
    if (m_item->text() != shown)
        m_item->setText(shown);
    double widest = 0;
    for (const QString &l : lines)
        widest = std::max(widest, textWidth(m_item->font(), l));
    m_item->setPos(std::round((width - widest) / 2), kTop);

    m_heldLines = draft ? std::max(m_heldLines, lines.size()) : lines.size();
    const int titleHeight = static_cast<int>(std::ceil(metrics.lineSpacing() * std::max<qsizetype>(1, m_heldLines)));
    const QFontMetricsF labels(xLabels);
    const double legendRows = legend->layout(std::max(40.0, width - 12));
    m_heldLegend = draft ? std::max(m_heldLegend, legendRows) : legendRows;
    const double legendHeight = m_heldLegend;
    const int bottom = 4 + static_cast<int>(std::ceil(xRoom + (legendHeight > 0 ? legendHeight + 4 : 0)));
    // Half a label's line above the plot area: the top y label is centred on the area's top edge.
    const int halfLabel = static_cast<int>(std::ceil(labels.height() / 2));
    const int top = kTop + titleHeight + 4 + halfLabel;
    // The y axis's room for the plot area's height these margins leave (its title wraps to that height).
    const double room = yRoom(std::max(0.0, m_chart->size().height() - top - bottom));

    // The y axis's room is in the left margin, which Qt Charts never squeezes. (It was the blank title of an axis in
    // a font as tall as the room: Qt squeezed it when it wanted much of the chart's width, and each new room loaded a
    // font engine, a tenth of a slider's release.)
    const double lastLabel = std::ceil(textWidth(xLabels, QStringLiteral("1000×")) / 2);
    const QMargins margins(6 + static_cast<int>(std::ceil(room)), top,
                           6 + static_cast<int>(std::max(lastLabel, rightRoom)), bottom);
    if (m_chart->margins() != margins)
        m_chart->setMargins(margins);
    placeLegend(legend, m_chart->plotArea(), xRoom, width);
}

} // namespace commviz::ui
