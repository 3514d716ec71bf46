// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/algorithms/algorithmarrows.h"

#include "pages/algorithms/algorithmdrawing.h"
#include "pages/common/chartpage.h"

#include "commviz/units.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <utility>

namespace commviz::ui {
namespace {

using namespace diagram;
using napkin::q;

struct Arrow {
    QPainterPath path;
    QPointF tip, tipDir;   // the head at the receiver
    QPointF tail, tailDir; // a second head at the sender, for an exchange
    bool exchange = false;
    QColor color;
    QString label;
    QPointF labelAt;                // where the label would like its centre
    std::vector<QPointF> labelDirs; // the ways it may move to clear the cards and the other labels
    bool beside = false;            // start the label beside the arrow rather than on it
};

QString chunkText(const Transfer &t, int gpus)
{
    if (t.chunk_count == gpus)
        return AlgorithmDiagram::tr("all chunks");
    if (t.chunk_count == 1)
        return QStringLiteral("c%1").arg(t.first_chunk);
    return QStringLiteral("c%1–%2").arg(t.first_chunk).arg(t.first_chunk + t.chunk_count - 1);
}

// Partners two cards apart in the hypercube grid: a bracket around the card between them, out of the way.
void bracket(Arrow &a, const QRectF &from, const QRectF &to, bool vertical)
{
    const QPointF out = vertical ? QPointF(-1, 0) : QPointF(0, -1);
    const double k = 46;
    const auto anchor = [&](const QRectF &c) {
        return (vertical ? QPointF(c.left(), c.center().y()) : QPointF(c.center().x(), c.top())) + out * 4;
    };
    const QPointF p0 = anchor(from);
    const QPointF p1 = anchor(to);
    a.tail = p0;
    a.tailDir = -out;
    a.tip = p1;
    a.tipDir = -out;
    a.path.moveTo(p0 + out * kHeadLength);
    a.path.cubicTo(p0 + out * k, p1 + out * k, p1 + out * kHeadLength);
    a.labelAt = (p0 + p1) / 2 + out * (k * 0.75);
    a.labelDirs = {vertical ? QPointF(0, 1) : QPointF(1, 0), vertical ? QPointF(0, -1) : QPointF(-1, 0)};
}

// A straight double-headed arrow between neighbours; its label goes beside it.
void exchange(Arrow &a, const QRectF &from, const QRectF &to)
{
    const QPointF p0 = edgePoint(from, to.center());
    const QPointF p1 = edgePoint(to, from.center());
    const QPointF dir = unit(p1 - p0);
    a.tail = p0;
    a.tailDir = -dir;
    a.tip = p1;
    a.tipDir = dir;
    a.path.moveTo(p0 + dir * kHeadLength);
    a.path.lineTo(p1 - dir * kHeadLength);
    a.labelAt = (p0 + p1) / 2;
    a.labelDirs = {leftNormal(dir), -leftNormal(dir)};
    a.beside = true;
}

// A one-way arrow: bowed outwards along the ring (its label inside, where there is room), straight in the
// tree (its label on the arrow: the levels leave room between them).
void oneWay(Arrow &a, const QRectF &from, const QRectF &to, bool ring, const QPointF &middle)
{
    const QPointF p0 = edgePoint(from, to.center());
    const QPointF p1 = edgePoint(to, from.center());
    const QPointF dir = unit(p1 - p0);
    const QPointF mid = (p0 + p1) / 2;
    a.tip = p1;
    a.labelAt = mid;
    a.path.moveTo(p0);
    if (ring) {
        QPointF outward = mid - middle;
        if (std::hypot(outward.x(), outward.y()) < 1)
            outward = leftNormal(dir);
        outward = unit(outward);
        const double len = std::hypot(p1.x() - p0.x(), p1.y() - p0.y());
        const QPointF ctrl = mid + outward * std::min(0.25 * len, 40.0);
        a.tipDir = unit(p1 - ctrl);
        a.path.quadTo(ctrl, p1 - a.tipDir * kHeadLength);
        a.labelDirs = {-outward};
    } else {
        a.tipDir = dir;
        a.path.lineTo(p1 - dir * kHeadLength);
        a.labelDirs = {leftNormal(dir), -leftNormal(dir)};
    }
}

std::vector<Arrow> arrowsFor(const AlgorithmTrace &trace, const AlgorithmStep &step, const AlgorithmDiagram::Layout &l)
{
    const int n = trace.gpus;
    const auto card = [&](int r) -> const QRectF & { return l.cards[static_cast<std::size_t>(r)]; };
    std::vector<Arrow> arrows;
    for (const Transfer &t : step.transfers) {
        Arrow a;
        a.color = t.kind == TransferKind::Reduce ? reduceArrow() : copyArrow();
        if (trace.algorithm == Algorithm::AllReduceRhd) {
            const auto position = [](int r) { return std::pair(hyperRow(r), hyperColumn(r)); };
            if (position(t.from) > position(t.to))
                continue; // one double-headed arrow per exchanging pair, from the left or upper card
            const auto back = std::find_if(step.transfers.begin(), step.transfers.end(),
                                           [&](const Transfer &u) { return u.from == t.to && u.to == t.from; });
            a.exchange = true;
            const bool vertical = hyperColumn(t.from) == hyperColumn(t.to);
            const bool skip = std::abs(hyperColumn(t.from) - hyperColumn(t.to)) == 3 ||
                              std::abs(hyperRow(t.from) - hyperRow(t.to)) == 3;
            a.label = chunkText(t, n) + (vertical ? " ↓↑ " : " →← ") +
                      (back != step.transfers.end() ? chunkText(*back, n) : QString()) + "\n" + q(formatSize(t.bytes));
            if (skip)
                bracket(a, card(t.from), card(t.to), vertical);
            else
                exchange(a, card(t.from), card(t.to));
        } else {
            a.label = chunkText(t, n) + " · " + q(formatSize(t.bytes));
            oneWay(a, card(t.from), card(t.to), trace.algorithm == Algorithm::AllReduceRing, l.area.center());
        }
        arrows.push_back(std::move(a));
    }
    return arrows;
}

void drawArrow(QPainter &p, const Arrow &a)
{
    if (a.path.isEmpty())
        return;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, kArrowWidth + 4, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(a.path);
    p.setPen(QPen(a.color, kArrowWidth, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(a.path);
    drawHead(p, a.tip, a.tipDir, a.color);
    if (a.exchange)
        drawHead(p, a.tail, a.tailDir, a.color);
}

// Where a label of `size` goes: the nearest spot along the arrow's allowed directions that covers no card
// and no label already placed, so a label never hides a chunk; failing that, where it wanted to be. `bounds`
// keeps it between the caption and the legend.
QRectF placeLabel(const Arrow &a, const QRectF &size, const QRectF &bounds, const std::vector<QRectF> &cards,
                  const std::vector<QRectF> &placed)
{
    const auto at = [&](QPointF centre) {
        QRectF box = size;
        box.moveCenter(centre);
        box.moveLeft(std::clamp(box.left(), bounds.left(), bounds.right() - box.width()));
        box.moveTop(std::clamp(box.top(), bounds.top(), bounds.bottom() - box.height()));
        return box;
    };
    const auto clear = [&](const QRectF &box) {
        const auto hits = [&](const std::vector<QRectF> &boxes, double margin) {
            return std::any_of(boxes.begin(), boxes.end(), [&](const QRectF &b) {
                return box.intersects(b.adjusted(-margin, -margin, margin, margin));
            });
        };
        return !hits(cards, 3) && !hits(placed, 2);
    };
    const QRectF wanted = at(a.labelAt);
    if (!a.beside && clear(wanted))
        return wanted;
    for (double d = 3; d <= 150; d += 3) {
        for (const QPointF &dir : a.labelDirs) {
            // Beside an arrow: start where the label's edge leaves the arrow's line.
            const double start =
                a.beside ? std::abs(dir.x()) * size.width() / 2 + std::abs(dir.y()) * size.height() / 2 + 6 : 0;
            const QRectF candidate = at(a.labelAt + dir * (start + d - 3));
            if (clear(candidate))
                return candidate;
        }
    }
    return wanted;
}

} // namespace

void diagram::paintArrows(QPainter &p, const AlgorithmTrace &trace, const AlgorithmStep &step,
                          const AlgorithmDiagram::Layout &layout, const QRectF &full, double legendH, const QFont &base)
{
    const std::vector<Arrow> arrows = arrowsFor(trace, step, layout);
    for (const Arrow &a : arrows)
        drawArrow(p, a);

    // Labels last, on white, so no arrow or card hides them.
    const QFont labelFont = sized(base, kArrowLabelPt, true);
    p.setFont(labelFont);
    const QFontMetricsF fm(labelFont);
    const QRectF bounds(full.left(), layout.space.top() - 6, full.width(),
                        full.bottom() - legendH - (layout.space.top() - 6));
    std::vector<QRectF> placed;
    for (const Arrow &a : arrows) {
        const QRectF size = fm.boundingRect(QRectF(0, 0, 1000, 1000), Qt::AlignCenter, a.label).adjusted(-6, -3, 6, 3);
        const QRectF box = placeLabel(a, size, bounds, layout.cards, placed);
        placed.push_back(box);
        p.setPen(QPen(a.color, 1.5));
        p.setBrush(QColor(255, 255, 255, 235));
        p.drawRoundedRect(box, 4, 4);
        p.setPen(a.color.darker(130));
        p.drawText(box, Qt::AlignCenter, a.label);
    }
}

} // namespace commviz::ui
