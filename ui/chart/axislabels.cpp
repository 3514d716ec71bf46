// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "axislabels.h"

#include "chartframe.h"
#include "chartpanel.h"
#include "textwidth.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace commviz::ui {

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
    return m_orientation == Qt::Horizontal ? m_panel->axes().xTicks() : m_panel->axes().yTicks();
}

QString AxisLabels::title() const
{
    const PlotAxes &axes = m_panel->axes();
    return m_panel->translated(m_orientation == Qt::Horizontal ? axes.x().title : axes.y().title);
}

QStringList AxisLabels::labelLines(const QString &label) const
{
    // A row's name wider than a third of a narrow chart goes on more lines: on one it would leave the bars no
    // room, or start left of the chart ("lReduce, recursive halving-doubling").
    const bool rows = m_orientation == Qt::Vertical && !m_panel->axes().y().categories.isEmpty();
    const double most = parentItem()->boundingRect().width() / 3;
    if (!rows || most <= 0 || textWidth(m_look.labels, label) <= most)
        return {label};
    return ChartFrame::wrapAtWords(label, m_look.labels, most);
}

double AxisLabels::widestLabel() const
{
    double widest = 0;
    for (const Tick &t : ticks()) {
        for (const QString &line : labelLines(t.label))
            widest = std::max(widest, textWidth(m_look.labels, line));
    }
    return std::ceil(widest);
}

double AxisLabels::tallestLabel() const
{
    qsizetype lines = 1;
    for (const Tick &t : ticks())
        lines = std::max(lines, labelLines(t.label).size());
    return QFontMetricsF(m_look.labels).height() * static_cast<double>(lines);
}

double AxisLabels::verticalTitleCentre(const QRectF &area, double length)
{
    // Centred along the plot area; a title longer than the plot (one word longer than a short plot in projector
    // mode) starts at the plot's top and runs down past its bottom, beside the x labels, rather than up into the
    // chart's title.
    return length <= area.height() ? area.center().y() : area.top() + length / 2;
}

QStringList AxisLabels::titleLines() const
{
    const QString name = title();
    if (name.isEmpty())
        return {};
    if (m_titleLength <= 0 || textWidth(m_look.title, name) <= m_titleLength)
        return {name};
    return ChartFrame::wrap(name, m_look.title, m_titleLength);
}

double AxisLabels::room() const
{
    const QStringList lines = titleLines();
    const double titleLine =
        lines.isEmpty() ? 0 : QFontMetricsF(m_look.title).height() * static_cast<double>(lines.size()) + kGap;
    if (m_orientation == Qt::Horizontal)
        return kTickLength + kGap + QFontMetricsF(m_look.labels).height() + kGap + titleLine;
    const double labels = ticks().empty() ? 0 : std::max(widestLabel(), m_panel->axes().draft() ? m_heldWidth : 0.0);
    return kTickLength + kGap + labels + kGap + titleLine;
}

void AxisLabels::relayout()
{
    prepareGeometryChange();
    if (m_orientation == Qt::Vertical)
        m_heldWidth = m_panel->axes().draft() ? std::max(m_heldWidth, widestLabel()) : widestLabel();
    const QRectF area = m_panel->plotArea();
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

void AxisLabels::settle()
{
    if (m_orientation == Qt::Vertical && m_heldWidth != widestLabel())
        relayout();
}

void AxisLabels::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF area = m_panel->plotArea();
    const std::size_t keep = 4 * ticks().size() + 16;
    const std::vector<Placed> texts = placed();
    painter->setFont(m_look.labels);
    painter->setPen(QPen(m_look.labelsBrush, 1));
    const QFontMetricsF metrics(m_look.labels);
    for (const Placed &p : texts) {
        if (p.title)
            continue;
        // A row's name on more lines: each right-aligned against the plot area.
        const QStringList lines = p.text.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QStaticText &label = m_labels.get(lines[i], m_look.labels, keep);
            const double left = lines.size() == 1 ? p.rect.left() : p.rect.right() - label.size().width();
            painter->drawStaticText(QPointF(left, p.rect.top() + metrics.height() * double(i)), label);
        }
    }
    if (texts.empty() || !texts.back().title)
        return;
    painter->setFont(m_look.title);
    painter->setPen(QPen(m_look.titleBrush, 1));
    const QRectF box = texts.back().rect;
    const QStringList lines = texts.back().text.split('\n');
    const double line = QFontMetricsF(m_look.title).height();
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStaticText &text = m_title.get(lines[i], m_look.title, 8);
        const QSizeF size = text.size();
        if (m_orientation == Qt::Horizontal) {
            painter->drawStaticText(QPointF(area.center().x() - size.width() / 2, box.top() + line * double(i)), text);
            continue;
        }
        // Turned to read upwards, the first line's top against the room's outer edge.
        painter->save();
        painter->translate(box.left() + line * double(i) + size.height() / 2, box.center().y());
        painter->rotate(-90);
        painter->drawStaticText(QPointF(-size.width() / 2, -size.height() / 2), text);
        painter->restore();
    }
}

std::vector<AxisLabels::Placed> AxisLabels::placed() const
{
    // As paint() lays them out; the item lies at the chart's origin.
    std::vector<Placed> out;
    const QRectF area = m_panel->plotArea();
    const AxisMap map = m_panel->axes().map(m_panel->plotArea());
    const QFontMetricsF labels(m_look.labels);
    // Ticks closer than a label's height (a Gantt chart of many stages, decades on a short chart in
    // projector mode's larger font) label every k-th, so that none is drawn over another.
    std::size_t every = 1;
    if (m_orientation == Qt::Vertical && ticks().size() > 1) {
        double pitch = std::numeric_limits<double>::infinity();
        for (std::size_t i = 1; i < ticks().size(); ++i)
            pitch =
                std::min(pitch, std::abs(map(QPointF(0, ticks()[i].at)).y() - map(QPointF(0, ticks()[i - 1].at)).y()));
        qsizetype lines = 1;
        for (const Tick &t : ticks())
            lines = std::max(lines, labelLines(t.label).size());
        const double height = labels.height() * static_cast<double>(lines);
        if (pitch > 0 && pitch < height)
            every = static_cast<std::size_t>(std::ceil(height / pitch));
    }
    // Likewise x labels that would touch ("100 ms200 ms300 ms" on a narrow bar chart): a third of a line
    // between two neighbours at least.
    if (m_orientation == Qt::Horizontal) {
        for (std::size_t i = 1; i < ticks().size(); ++i) {
            const double pitch = std::abs(map(QPointF(ticks()[i].at, 0)).x() - map(QPointF(ticks()[i - 1].at, 0)).x());
            const double needed =
                (textWidth(m_look.labels, ticks()[i].label) + textWidth(m_look.labels, ticks()[i - 1].label)) / 2 +
                labels.height() / 3;
            if (pitch > 0 && pitch < needed)
                every = std::max(every, static_cast<std::size_t>(std::ceil(needed / pitch)));
        }
    }
    std::size_t index = 0;
    for (const Tick &t : ticks()) {
        if (index++ % every != 0)
            continue;
        const QStringList lines = labelLines(t.label);
        double wide = 0;
        for (const QString &line : lines)
            wide = std::max(wide, textWidth(m_look.labels, line));
        const QSizeF size(wide, labels.height() * static_cast<double>(lines.size()));
        const QString text = lines.join('\n');
        if (m_orientation == Qt::Horizontal) {
            const double x = map(QPointF(t.at, 0)).x();
            if (x < area.left() - 0.5 || x > area.right() + 0.5)
                continue;
            out.push_back({text, QRectF(QPointF(x - size.width() / 2, area.bottom() + kTickLength + kGap), size)});
        } else {
            const double y = map(QPointF(0, t.at)).y();
            if (y < area.top() - 0.5 || y > area.bottom() + 0.5)
                continue;
            // The lowest label stays above the x labels' line, which starts below the tick marks.
            const double top = std::min(y - size.height() / 2, area.bottom() + kTickLength + kGap - size.height());
            out.push_back({text, QRectF(QPointF(area.left() - kTickLength - kGap - size.width(), top), size)});
        }
    }
    // A label over the last one kept is left out (close ticks, the lowest y label lifted above the x labels). The y
    // labels from the top down: the lifted lowest one gives way, rather than the one above it (which left a gap,
    // "100 µs" then "1 µs", where every other label was shown).
    if (m_orientation == Qt::Vertical)
        std::stable_sort(out.begin(), out.end(),
                         [](const Placed &a, const Placed &b) { return a.rect.top() < b.rect.top(); });
    std::vector<Placed> kept;
    for (const Placed &p : out) {
        const QRectF both = kept.empty() ? QRectF() : p.rect.intersected(kept.back().rect);
        if (kept.empty() || both.width() <= 1 || both.height() <= 1)
            kept.push_back(p);
    }
    out = std::move(kept);
    const QStringList lines = titleLines();
    if (lines.isEmpty())
        return out;
    const QString name = lines.join('\n');
    const QFontMetricsF metrics(m_look.title);
    double widest = 0;
    for (const QString &l : lines)
        widest = std::max(widest, textWidth(m_look.title, l));
    const QSizeF size(widest, metrics.height() * static_cast<double>(lines.size()));
    if (m_orientation == Qt::Horizontal) {
        const double top = area.bottom() + kTickLength + kGap + labels.height() + kGap;
        out.push_back({name, QRectF(QPointF(area.center().x() - size.width() / 2, top), size), true});
    } else {
        const double left = area.left() - room();
        out.push_back(
            {name,
             QRectF(left, verticalTitleCentre(area, size.width()) - size.width() / 2, size.height(), size.width()),
             true});
    }
    return out;
}

} // namespace commviz::ui
