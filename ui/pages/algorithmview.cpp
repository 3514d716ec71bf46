// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithmview.h"

#include "algorithmspage.h"
#include "chartpage.h"

#include "commviz/units.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

namespace commviz::ui {
namespace {

using napkin::q;

// Sized for a projector: read from the back of a hall, not from a desk.
constexpr double kCaptionPt = 15;
constexpr double kRankPt = 12.5;
constexpr double kArrowLabelPt = 11.5;
constexpr double kLegendPt = 11;
constexpr double kArrowWidth = 5;
constexpr double kHeadLength = 17;

const QColor kOwnOnly("#e4ebf2");
const QColor kPartialLight("#a9c6e3");
const QColor kPartialDark("#1d4a80");
const QColor kFullyReduced("#009E73");
const QColor kReduceArrow("#D55E00");
const QColor kCopyArrow("#0072B2");
const QColor kCardBorder("#9a9a9a");

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QPointF unit(QPointF v)
{
    const double len = std::hypot(v.x(), v.y());
    return len > 1e-9 ? v / len : QPointF(0, -1);
}

QPointF leftNormal(QPointF dir)
{
    return {dir.y(), -dir.x()};
}

// Where the ray from the card's centre towards `target` leaves the card, a few pixels out.
QPointF edgePoint(const QRectF &card, QPointF target)
{
    const QPointF c = card.center();
    const QPointF d = unit(target - c);
    const double tx = std::abs(d.x()) > 1e-9 ? (card.width() / 2) / std::abs(d.x()) : 1e9;
    const double ty = std::abs(d.y()) > 1e-9 ? (card.height() / 2) / std::abs(d.y()) : 1e9;
    return c + d * (std::min(tx, ty) + 5);
}

QString chunkText(const Transfer &t, int gpus)
{
    if (t.chunk_count == gpus)
        return AlgorithmsPage::tr("all chunks");
    if (t.chunk_count == 1)
        return QStringLiteral("c%1").arg(t.first_chunk);
    return QStringLiteral("c%1–%2").arg(t.first_chunk).arg(t.first_chunk + t.chunk_count - 1);
}

// The hypercube's grid: bits 0 and 1 pick the column, bits 2 and 3 the row, each pair in Gray order
// (00, 01, 11, 10). Then every exchange is between neighbours except one per row or column, between its
// two ends, which a bracket around the outside draws without crossing anything.
int grayPosition(int twoBits)
{
    return twoBits ^ (twoBits >> 1);
}
int hyperColumn(int r)
{
    return grayPosition(r & 3);
}
int hyperRow(int r)
{
    return grayPosition((r >> 2) & 3);
}

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

void drawHead(QPainter &p, QPointF tip, QPointF dir, const QColor &color)
{
    const QPointF n = leftNormal(dir);
    const QPointF base = tip - dir * kHeadLength;
    QPolygonF head;
    head << tip << base + n * (kHeadLength * 0.5) << base - n * (kHeadLength * 0.5);
    p.setPen(QPen(Qt::white, 2));
    p.setBrush(color);
    p.drawPolygon(head);
}

} // namespace

// --- AlgorithmView ----------------------------------------------------------------------------------

AlgorithmView::AlgorithmView(QWidget *parent) : QWidget(parent)
{
    setObjectName("algorithmView");
    setFocusPolicy(Qt::StrongFocus); // clicking the drawing gives the page the keys
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize AlgorithmView::minimumSizeHint() const
{
    return {360, 300};
}

void AlgorithmView::setTrace(const AlgorithmTrace &trace, int step, const QString &caption)
{
    m_trace = trace;
    m_step = std::clamp(step, 0, static_cast<int>(trace.steps.size()));
    m_caption = caption;
    m_message.clear();
    update();
}

void AlgorithmView::setMessage(const QString &message)
{
    m_trace.reset();
    m_step = 0;
    m_caption.clear();
    m_message = message;
    update();
}

std::vector<Transfer> AlgorithmView::drawnTransfers() const
{
    if (!m_trace || m_step == 0)
        return {};
    return m_trace->steps[static_cast<std::size_t>(m_step - 1)].transfers;
}

const BufferState *AlgorithmView::drawnBuffers() const
{
    if (!m_trace)
        return nullptr;
    return m_step == 0 ? &m_trace->initial : &m_trace->steps[static_cast<std::size_t>(m_step - 1)].after;
}

QString AlgorithmView::describeCell(int rank, int chunk) const
{
    const BufferState *b = drawnBuffers();
    if (!b || rank < 0 || rank >= m_trace->gpus || chunk < 0 || chunk >= m_trace->gpus)
        return {};
    const RankMask mask = (*b)[static_cast<std::size_t>(rank)][static_cast<std::size_t>(chunk)];
    const QString head =
        AlgorithmsPage::tr("rank %1, chunk %2 (%3): ").arg(rank).arg(chunk).arg(q(formatSize(m_trace->chunk_bytes)));
    if (mask == allRanks(m_trace->gpus))
        return head + AlgorithmsPage::tr("reduced over all %1 ranks").arg(m_trace->gpus);
    if (contributors(mask) == 1)
        return head + AlgorithmsPage::tr("its own data only");
    QStringList ranks;
    for (int r = 0; r < m_trace->gpus; ++r) {
        if (mask & (RankMask{1} << r))
            ranks << QString::number(r);
    }
    return head + AlgorithmsPage::tr("reduced over ranks ") + ranks.join(", ");
}

QColor AlgorithmView::cellColor(RankMask mask) const
{
    const int n = m_trace->gpus;
    const int k = contributors(mask);
    if (k >= n)
        return kFullyReduced;
    if (k <= 1)
        return kOwnOnly;
    return mix(kPartialLight, kPartialDark, n > 3 ? double(k - 2) / double(n - 3) : 0.0);
}

std::vector<QPointF> AlgorithmView::centres(const QRectF &area, const QSizeF &card) const
{
    const int n = m_trace->gpus;
    std::vector<QPointF> out(static_cast<std::size_t>(n));
    const double w = std::max(0.0, area.width() - card.width());
    const double h = std::max(0.0, area.height() - card.height());
    const QPointF origin = area.topLeft() + QPointF(card.width() / 2, card.height() / 2);
    switch (m_trace->algorithm) {
    case Algorithm::AllReduceTree: {
        // A binomial tree: a rank's depth is its number of set bits, rank 0 on top; each level in rank order.
        const int levels = ceilLog2(n) + 1;
        for (int level = 0; level < levels; ++level) {
            std::vector<int> members;
            for (int r = 0; r < n; ++r) {
                if (std::popcount(static_cast<unsigned>(r)) == level)
                    members.push_back(r);
            }
            for (std::size_t j = 0; j < members.size(); ++j) {
                const double x = area.left() + area.width() * (double(j) + 0.5) / double(members.size());
                out[static_cast<std::size_t>(members[j])] = {x, origin.y() + h * level / std::max(1, levels - 1)};
            }
        }
        break;
    }
    case Algorithm::AllReduceRhd: {
        const int columns = n >= 4 ? 4 : 2;
        const int rows = n >= 16 ? 4 : (n >= 8 ? 2 : 1);
        auto place = [](int i, int count) { return count == 1 ? 0.5 : double(i) / double(count - 1); };
        // Rows no further apart than the arrows between them need: two rows at the very top and bottom
        // read as two unrelated groups.
        const double usedH = std::min(h, (rows - 1) * card.height() * 3.2);
        const double top = origin.y() + (h - usedH) / 2;
        for (int r = 0; r < n; ++r)
            out[static_cast<std::size_t>(r)] = {origin.x() + w * place(hyperColumn(r), columns),
                                                top + usedH * place(hyperRow(r), rows)};
        break;
    }
    default: {
        // The ring on an ellipse that uses the wide screen, rank 0 on top, clockwise. An ellipse much wider
        // than tall stops reading as a ring, hence the cap.
        const double ry = h / 2;
        const double rx = std::min(w / 2, std::max(ry * (n > 8 ? 2.2 : 1.6), 1.0));
        const QPointF c = area.center();
        for (int r = 0; r < n; ++r) {
            const double a = -M_PI / 2 + 2 * M_PI * r / n;
            out[static_cast<std::size_t>(r)] = {c.x() + rx * std::cos(a), c.y() + ry * std::sin(a)};
        }
        break;
    }
    }
    return out;
}

AlgorithmView::Layout AlgorithmView::layoutFor(const QRectF &area) const
{
    const int n = m_trace->gpus;
    Layout l;
    l.columns = n <= 8 ? n : (n + 1) / 2;
    const int rows = (n + l.columns - 1) / l.columns;
    QFont rankFont = font();
    rankFont.setPointSizeF(kRankPt);
    rankFont.setBold(true);
    const double labelH = QFontMetricsF(rankFont).height() + 4;
    const bool rhd = m_trace->algorithm == Algorithm::AllReduceRhd;
    // Room for the curved arrows between partners two cards apart (above the top row, left of the first
    // column) and for the arrows and labels between cards.
    l.area = area;
    if (rhd && n >= 4)
        l.area.setTop(area.top() + 60);
    if (rhd && n >= 16)
        l.area.setLeft(area.left() + 60);
    // The ring's labels sit inside the ring, so its cards may come closer.
    const bool ring = m_trace->algorithm == Algorithm::AllReduceRing;
    const double gapX = rhd ? 90 : (ring ? 36 : 56);
    const double gapY = rhd ? 64 : (ring ? 30 : 50);
    const double nameW = QFontMetricsF(rankFont).horizontalAdvance(AlgorithmsPage::tr("rank %1").arg(n - 1)) + 16;
    // The largest cells for which no two cards come closer than the arrows need.
    for (double s = 40; s >= 6; s -= 1) {
        const QSizeF card(std::max(l.columns * s + 12, nameW), labelH + rows * s + 8);
        const std::vector<QPointF> cs = centres(l.area, card);
        bool fits = card.width() <= l.area.width() && card.height() <= l.area.height();
        for (std::size_t i = 0; fits && i < cs.size(); ++i) {
            for (std::size_t j = i + 1; fits && j < cs.size(); ++j) {
                const double dx = std::abs(cs[i].x() - cs[j].x());
                const double dy = std::abs(cs[i].y() - cs[j].y());
                fits = dx >= card.width() + gapX || dy >= card.height() + gapY;
            }
        }
        if (fits || s <= 6) {
            l.cell = s;
            l.cards.clear();
            for (const QPointF &c : cs)
                l.cards.emplace_back(c - QPointF(card.width() / 2, card.height() / 2), card);
            break;
        }
    }
    return l;
}

QRectF AlgorithmView::cellRect(const Layout &l, int rank, int chunk) const
{
    const QRectF &card = l.cards[static_cast<std::size_t>(rank)];
    const int row = chunk / l.columns;
    const int column = chunk % l.columns;
    const double top = card.bottom() - 4 - l.cell * ((m_trace->gpus + l.columns - 1) / l.columns - row);
    return {card.center().x() - l.columns * l.cell / 2 + column * l.cell, top, l.cell, l.cell};
}

void AlgorithmView::paintEvent(QPaintEvent * /*event*/)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(rect(), Qt::white);
    const QRectF full = QRectF(rect()).adjusted(14, 10, -14, -10);

    QFont captionFont = font();
    captionFont.setPointSizeF(kCaptionPt);
    if (!m_trace) {
        p.setFont(captionFont);
        p.setPen(QColor("#444444"));
        p.drawText(full, Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const int n = m_trace->gpus;
    const AlgorithmStep *step = m_step > 0 ? &m_trace->steps[static_cast<std::size_t>(m_step - 1)] : nullptr;

    // Caption: what this step does.
    p.setFont(captionFont);
    p.setPen(Qt::black);
    const QRectF captionBox = p.boundingRect(full, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_caption);
    p.drawText(full, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_caption);

    // Legend along the bottom.
    QFont legendFont = font();
    legendFont.setPointSizeF(kLegendPt);
    const QFontMetricsF lfm(legendFont);
    const double legendH = lfm.height() + 10;
    {
        p.setFont(legendFont);
        double x = full.left();
        const double y = full.bottom() - legendH / 2;
        auto swatch = [&](const QColor &c, const QString &text) {
            p.setPen(QPen(kCardBorder, 1));
            p.setBrush(c);
            p.drawRect(QRectF(x, y - 9, 18, 18));
            x += 24;
            p.setPen(Qt::black);
            p.drawText(QPointF(x, y + lfm.ascent() / 2 - 1), text);
            x += lfm.horizontalAdvance(text) + 22;
        };
        auto arrow = [&](const QColor &c, const QString &text) {
            p.setPen(QPen(c, kArrowWidth, Qt::SolidLine, Qt::FlatCap));
            p.drawLine(QPointF(x, y), QPointF(x + 26, y));
            drawHead(p, QPointF(x + 38, y), QPointF(1, 0), c);
            x += 46;
            p.setPen(Qt::black);
            p.drawText(QPointF(x, y + lfm.ascent() / 2 - 1), text);
            x += lfm.horizontalAdvance(text) + 22;
        };
        swatch(kOwnOnly, AlgorithmsPage::tr("own data only"));
        swatch(mix(kPartialLight, kPartialDark, 0.5), AlgorithmsPage::tr("reduced over some ranks (how many)"));
        swatch(kFullyReduced, AlgorithmsPage::tr("reduced over all %1").arg(n));
        arrow(kReduceArrow, AlgorithmsPage::tr("reduce: receiver adds"));
        arrow(kCopyArrow, AlgorithmsPage::tr("copy: receiver overwrites"));
    }

    const QRectF area(full.left(), captionBox.bottom() + 14, full.width(),
                      full.bottom() - legendH - 14 - (captionBox.bottom() + 14));
    m_layout = layoutFor(area);
    const Layout &l = m_layout;
    auto card = [&](int r) -> const QRectF & { return l.cards[static_cast<std::size_t>(r)]; };

    // Faint structure under everything: the ring's links, the tree's edges.
    p.setPen(QPen(QColor("#d4d4d4"), 2));
    p.setBrush(Qt::NoBrush);
    if (m_trace->algorithm == Algorithm::AllReduceRing) {
        for (int r = 0; r < n; ++r)
            p.drawLine(card(r).center(), card((r + 1) % n).center());
    } else if (m_trace->algorithm == Algorithm::AllReduceTree) {
        for (int r = 1; r < n; ++r)
            p.drawLine(card(r).center(), card(r & (r - 1)).center());
    }

    // Cards: the rank's name and its chunks, with this step's received chunks outlined.
    QFont rankFont = font();
    rankFont.setPointSizeF(kRankPt);
    rankFont.setBold(true);
    QFont countFont = font();
    countFont.setPointSizeF(std::clamp(l.cell * 0.4, 7.0, 12.0));
    countFont.setBold(true);
    const BufferState &buffers = *drawnBuffers();
    for (int r = 0; r < n; ++r) {
        const QRectF &c = card(r);
        p.setPen(QPen(kCardBorder, 1.5));
        p.setBrush(Qt::white);
        p.drawRoundedRect(c, 6, 6);
        p.setFont(rankFont);
        p.setPen(Qt::black);
        p.drawText(QRectF(c.left(), c.top() + 2, c.width(), QFontMetricsF(rankFont).height()), Qt::AlignCenter,
                   AlgorithmsPage::tr("rank %1").arg(r));
        p.setFont(countFont);
        for (int k = 0; k < n; ++k) {
            const RankMask mask = buffers[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)];
            const QRectF cell = cellRect(l, r, k).adjusted(1, 1, -1, -1);
            const QColor fill = cellColor(mask);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawRect(cell);
            if (l.cell >= 16) {
                p.setPen(fill.lightnessF() < 0.55 ? Qt::white : QColor("#333333"));
                p.drawText(cell, Qt::AlignCenter, QString::number(contributors(mask)));
            }
        }
    }
    if (step) {
        for (const Transfer &t : step->transfers) {
            const QColor color = t.kind == TransferKind::Reduce ? kReduceArrow : kCopyArrow;
            p.setPen(QPen(color, 3));
            p.setBrush(Qt::NoBrush);
            const QRectF first = cellRect(l, t.to, t.first_chunk);
            const QRectF last = cellRect(l, t.to, t.first_chunk + t.chunk_count - 1);
            if (first.top() == last.top()) {
                p.drawRect(first.united(last).adjusted(-1, -1, 1, 1));
            } else {
                for (int k = t.first_chunk; k < t.first_chunk + t.chunk_count; ++k)
                    p.drawRect(cellRect(l, t.to, k));
            }
        }
    }

    // Arrows for this step's transfers.
    std::vector<Arrow> arrows;
    if (step) {
        const QPointF middle = l.area.center();
        for (const Transfer &t : step->transfers) {
            Arrow a;
            a.color = t.kind == TransferKind::Reduce ? kReduceArrow : kCopyArrow;
            const QRectF &from = card(t.from);
            const QRectF &to = card(t.to);
            if (m_trace->algorithm == Algorithm::AllReduceRhd) {
                auto position = [](int r) { return std::pair(hyperRow(r), hyperColumn(r)); };
                if (position(t.from) > position(t.to))
                    continue; // one double-headed arrow per exchanging pair, from the left or upper card
                const Transfer *back = nullptr;
                for (const Transfer &u : step->transfers) {
                    if (u.from == t.to && u.to == t.from)
                        back = &u;
                }
                a.exchange = true;
                const bool vertical = hyperColumn(t.from) == hyperColumn(t.to);
                const bool skip = std::abs(hyperColumn(t.from) - hyperColumn(t.to)) == 3 ||
                                  std::abs(hyperRow(t.from) - hyperRow(t.to)) == 3;
                a.label = chunkText(t, n) + (vertical ? " ↓↑ " : " →← ") + (back ? chunkText(*back, n) : "") + "\n" +
                          q(formatSize(t.bytes));
                if (skip) {
                    // Partners two cards apart: a bracket around the card between them, out of the way.
                    const QPointF out = vertical ? QPointF(-1, 0) : QPointF(0, -1);
                    const double k = 46;
                    const QPointF p0 =
                        (vertical ? QPointF(from.left(), from.center().y()) : QPointF(from.center().x(), from.top())) +
                        out * 4;
                    const QPointF p1 =
                        (vertical ? QPointF(to.left(), to.center().y()) : QPointF(to.center().x(), to.top())) + out * 4;
                    a.tail = p0;
                    a.tailDir = -out;
                    a.tip = p1;
                    a.tipDir = -out;
                    a.path.moveTo(p0 + out * kHeadLength);
                    a.path.cubicTo(p0 + out * k, p1 + out * k, p1 + out * kHeadLength);
                    a.labelAt = (p0 + p1) / 2 + out * (k * 0.75);
                    a.labelDirs = {vertical ? QPointF(0, 1) : QPointF(1, 0),
                                   vertical ? QPointF(0, -1) : QPointF(-1, 0)};
                } else {
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
            } else {
                const QPointF p0 = edgePoint(from, to.center());
                const QPointF p1 = edgePoint(to, from.center());
                const QPointF dir = unit(p1 - p0);
                const QPointF mid = (p0 + p1) / 2;
                a.tip = p1;
                a.label = chunkText(t, n) + " · " + q(formatSize(t.bytes));
                if (m_trace->algorithm == Algorithm::AllReduceRing) {
                    // Bow the arrow outwards along the ring; its label goes inside, where there is room.
                    QPointF outward = mid - middle;
                    if (std::hypot(outward.x(), outward.y()) < 1)
                        outward = leftNormal(dir);
                    outward = unit(outward);
                    const double len = std::hypot(p1.x() - p0.x(), p1.y() - p0.y());
                    const QPointF ctrl = mid + outward * std::min(0.25 * len, 40.0);
                    a.tipDir = unit(p1 - ctrl);
                    a.path.moveTo(p0);
                    a.path.quadTo(ctrl, p1 - a.tipDir * kHeadLength);
                    a.labelAt = mid;
                    a.labelDirs = {-outward};
                } else {
                    a.tipDir = dir;
                    a.path.moveTo(p0);
                    a.path.lineTo(p1 - dir * kHeadLength);
                    // On the arrow: the tree's levels leave room between them, and beside a short
                    // arrow the label would drift towards another.
                    a.labelAt = mid;
                    a.labelDirs = {leftNormal(dir), -leftNormal(dir)};
                }
            }
            arrows.push_back(std::move(a));
        }
    }
    for (const Arrow &a : arrows) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, kArrowWidth + 4, Qt::SolidLine, Qt::FlatCap));
        p.drawPath(a.path);
        p.setPen(QPen(a.color, kArrowWidth, Qt::SolidLine, Qt::FlatCap));
        p.drawPath(a.path);
        drawHead(p, a.tip, a.tipDir, a.color);
        if (a.exchange)
            drawHead(p, a.tail, a.tailDir, a.color);
    }

    // Labels last, on white, so no arrow or card hides them.
    QFont labelFont = font();
    labelFont.setPointSizeF(kArrowLabelPt);
    labelFont.setBold(true);
    p.setFont(labelFont);
    const QFontMetricsF fm(labelFont);
    std::vector<QRectF> placed;
    for (const Arrow &a : arrows) {
        const QRectF size = fm.boundingRect(QRectF(0, 0, 1000, 1000), Qt::AlignCenter, a.label).adjusted(-6, -3, 6, 3);
        // The nearest spot along the allowed directions that covers no card and no other label, so a label
        // never hides a chunk; failing that, where it wanted to be.
        auto at = [&](QPointF centre) {
            QRectF box = size;
            box.moveCenter(centre);
            box.moveLeft(std::clamp(box.left(), full.left(), full.right() - box.width()));
            box.moveTop(std::clamp(box.top(), area.top() - 6, full.bottom() - legendH - box.height()));
            return box;
        };
        auto clear = [&](const QRectF &box) {
            for (const QRectF &c : l.cards) {
                if (box.intersects(c.adjusted(-3, -3, 3, 3)))
                    return false;
            }
            for (const QRectF &other : placed) {
                if (box.intersects(other.adjusted(-2, -2, 2, 2)))
                    return false;
            }
            return true;
        };
        QRectF box = at(a.labelAt);
        bool found = !a.beside && clear(box);
        for (double d = 3; !found && d <= 150; d += 3) {
            for (const QPointF &dir : a.labelDirs) {
                // Beside an arrow: start where the label's edge leaves the arrow's line.
                const double start =
                    a.beside ? std::abs(dir.x()) * size.width() / 2 + std::abs(dir.y()) * size.height() / 2 + 6 : 0;
                const QRectF candidate = at(a.labelAt + dir * (start + d - 3));
                if (clear(candidate)) {
                    box = candidate;
                    found = true;
                    break;
                }
            }
        }
        placed.push_back(box);
        p.setPen(QPen(a.color, 1.5));
        p.setBrush(QColor(255, 255, 255, 235));
        p.drawRoundedRect(box, 4, 4);
        p.setPen(a.color.darker(130));
        p.drawText(box, Qt::AlignCenter, a.label);
    }
}

bool AlgorithmView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_trace && !m_layout.cards.empty()) {
        const auto *help = static_cast<QHelpEvent *>(event);
        for (int r = 0; r < m_trace->gpus; ++r) {
            for (int k = 0; k < m_trace->gpus; ++k) {
                if (cellRect(m_layout, r, k).contains(help->pos())) {
                    QToolTip::showText(help->globalPos(), describeCell(r, k), this);
                    return true;
                }
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace commviz::ui
