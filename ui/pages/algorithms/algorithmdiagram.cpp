// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/algorithms/algorithmdiagram.h"

#include "pages/algorithms/algorithmarrows.h"
#include "pages/algorithms/algorithmdrawing.h"
#include "pages/common/chartpage.h"

#include "commviz/units.h"

#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <bit>
#include <cmath>

namespace commviz::ui {

using namespace diagram;
using napkin::q;

void AlgorithmDiagram::setTrace(const AlgorithmTrace &trace, int step, const QString &caption)
{
    m_trace = trace;
    m_step = std::clamp(step, 0, static_cast<int>(trace.steps.size()));
    m_caption = caption;
    m_message.clear();
}

void AlgorithmDiagram::setMessage(const QString &message)
{
    m_trace.reset();
    m_step = 0;
    m_caption.clear();
    m_message = message;
    m_layout = {};
}

const AlgorithmStep *AlgorithmDiagram::drawnStep() const
{
    return m_trace && m_step > 0 ? &m_trace->steps[static_cast<std::size_t>(m_step - 1)] : nullptr;
}

std::vector<Transfer> AlgorithmDiagram::drawnTransfers() const
{
    const AlgorithmStep *s = drawnStep();
    return s ? s->transfers : std::vector<Transfer>{};
}

const BufferState *AlgorithmDiagram::drawnBuffers() const
{
    if (!m_trace)
        return nullptr;
    const AlgorithmStep *s = drawnStep();
    return s ? &s->after : &m_trace->initial;
}

QString AlgorithmDiagram::describeCell(int rank, int chunk) const
{
    const BufferState *b = drawnBuffers();
    if (!b || rank < 0 || rank >= m_trace->gpus || chunk < 0 || chunk >= m_trace->gpus)
        return {};
    const RankMask mask = (*b)[static_cast<std::size_t>(rank)][static_cast<std::size_t>(chunk)];
    const QString head = tr("rank %1, chunk %2 (%3): ").arg(rank).arg(chunk).arg(q(formatSize(m_trace->chunk_bytes)));
    if (mask == allRanks(m_trace->gpus))
        return head + tr("reduced over all %1 ranks").arg(m_trace->gpus);
    if (contributors(mask) == 1)
        return head + tr("its own data only");
    QStringList ranks;
    for (int r = 0; r < m_trace->gpus; ++r) {
        if (mask & (RankMask{1} << r))
            ranks << QString::number(r);
    }
    return head + tr("reduced over ranks ") + ranks.join(", ");
}

std::optional<std::pair<int, int>> AlgorithmDiagram::cellAt(const QPointF &point) const
{
    if (!m_trace || m_layout.cards.size() != static_cast<std::size_t>(m_trace->gpus))
        return std::nullopt;
    for (int r = 0; r < m_trace->gpus; ++r) {
        for (int k = 0; k < m_trace->gpus; ++k) {
            if (cellRect(r, k).contains(point))
                return std::pair(r, k);
        }
    }
    return std::nullopt;
}

CsvTable AlgorithmDiagram::table() const
{
    CsvTable out({tr("step"), tr("phase"), tr("from rank"), tr("to rank"), tr("kind"), tr("first chunk"), tr("chunks"),
                  CsvTable::column(tr("bytes"), Quantity::Size)});
    const AlgorithmStep *s = drawnStep();
    if (!s)
        return out;
    for (const Transfer &t : s->transfers)
        out.addRow({m_step, QString::fromStdString(s->phase), t.from, t.to,
                    t.kind == TransferKind::Reduce ? "reduce" : "copy", t.first_chunk, t.chunk_count, t.bytes});
    return out;
}

QColor AlgorithmDiagram::cellColor(RankMask mask) const
{
    const int n = m_trace->gpus;
    const int k = contributors(mask);
    if (k >= n)
        return fullyReduced();
    if (k <= 1)
        return ownOnly();
    return mix(partialLight(), partialDark(), n > 3 ? double(k - 2) / double(n - 3) : 0.0);
}

std::vector<QPointF> AlgorithmDiagram::centres(const QRectF &area, const QSizeF &card) const
{
    const int n = m_trace->gpus;
    std::vector<QPointF> out(static_cast<std::size_t>(n));
    const double w = std::max(0.0, area.width() - card.width());
    const double h = std::max(0.0, area.height() - card.height());
    const QPointF origin = area.topLeft() + QPointF(card.width() / 2, card.height() / 2);
    if (m_trace->algorithm == Algorithm::AllReduceTree) {
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
    } else if (m_trace->algorithm == Algorithm::AllReduceRhd) {
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
    } else {
        // The ring on an ellipse that uses the wide screen, rank 0 on top, clockwise. An ellipse much wider
        // than tall stops reading as a ring, hence the cap.
        const double ry = h / 2;
        const double rx = std::min(w / 2, std::max(ry * (n > 8 ? 2.2 : 1.6), 1.0));
        const QPointF c = area.center();
        for (int r = 0; r < n; ++r) {
            const double a = -M_PI / 2 + 2 * M_PI * r / n;
            out[static_cast<std::size_t>(r)] = {c.x() + rx * std::cos(a), c.y() + ry * std::sin(a)};
        }
    }
    return out;
}

AlgorithmDiagram::Layout AlgorithmDiagram::layoutFor(const QRectF &area, const QFont &base) const
{
    const int n = m_trace->gpus;
    const QFontMetricsF rankMetrics(sized(base, kRankPt, true));
    const double labelH = rankMetrics.height() + 4;
    const bool rhd = m_trace->algorithm == Algorithm::AllReduceRhd;
    // Room for the curved arrows between partners two cards apart (above the top row, left of the first
    // column) and for the arrows and labels between cards.
    Layout best;
    best.space = area;
    best.area = area;
    if (rhd && n >= 4)
        best.area.setTop(area.top() + 60);
    if (rhd && n >= 16)
        best.area.setLeft(area.left() + 60);
    // The ring's labels sit inside the ring, so its cards may come closer.
    const bool ring = m_trace->algorithm == Algorithm::AllReduceRing;
    const double gapX = rhd ? 90 : (ring ? 36 : 56);
    const double gapY = rhd ? 64 : (ring ? 30 : 50);
    const double nameW = rankMetrics.horizontalAdvance(tr("rank %1").arg(n - 1)) + 16;
    // A card's N chunk cells in one row, two rows or a square: whichever gives the largest cells for which no
    // two cards come closer than the arrows need.
    const int square = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
    for (const int columns : {n, (n + 1) / 2, square}) {
        Layout l = best;
        l.columns = std::max(columns, 1);
        l.cards.clear();
        const int rows = (n + l.columns - 1) / l.columns;
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
                for (const QPointF &c : cs)
                    l.cards.emplace_back(c - QPointF(card.width() / 2, card.height() / 2), card);
                break;
            }
        }
        if (best.cards.empty() || l.cell > best.cell)
            best = l;
    }
    return best;
}

QRectF AlgorithmDiagram::cellRect(int rank, int chunk) const
{
    const Layout &l = m_layout;
    const QRectF &card = l.cards[static_cast<std::size_t>(rank)];
    const int row = chunk / l.columns;
    const int column = chunk % l.columns;
    const int rowsBelow = (m_trace->gpus + l.columns - 1) / l.columns - row; // whole rows of cells
    const double top = card.bottom() - 4 - l.cell * rowsBelow;
    return {card.center().x() - l.columns * l.cell / 2 + column * l.cell, top, l.cell, l.cell};
}

void AlgorithmDiagram::paint(QPainter &p, const QRectF &rect, const QFont &base)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(rect, Qt::white);
    m_painted = rect;
    m_legendTexts.clear();
    const QRectF full = rect.adjusted(14, 10, -14, -10);
    if (!m_trace) {
        p.setFont(sized(base, kCaptionPt));
        p.setPen(QColor("#444444"));
        p.drawText(full, Qt::AlignCenter | Qt::TextWordWrap, m_message);
        p.restore();
        return;
    }
    const QRectF captionBox = paintCaption(p, full, base);
    const double legendH = paintLegend(p, full, base, m_legendTexts);
    const double top = captionBox.bottom() + 14;
    m_layout =
        layoutFor(QRectF(full.left(), top, full.width(), std::max(1.0, full.bottom() - legendH - 14 - top)), base);
    paintStructure(p);
    paintCards(p, base);
    paintReceived(p);
    if (const AlgorithmStep *step = drawnStep())
        diagram::paintArrows(p, *m_trace, *step, m_layout, full, legendH, base);
    p.restore();
}

QRectF AlgorithmDiagram::paintCaption(QPainter &p, const QRectF &full, const QFont &base) const
{
    p.setFont(sized(base, kCaptionPt));
    p.setPen(Qt::black);
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const QRectF box = p.boundingRect(full, flags, m_caption);
    p.drawText(full, flags, m_caption);
    return box;
}

double AlgorithmDiagram::paintLegend(QPainter &p, const QRectF &full, const QFont &base,
                                     std::vector<PlacedText> &placed) const
{
    const QFont font = sized(base, kLegendPt);
    const QFontMetricsF fm(font);
    struct Entry {
        QColor color;
        QString text;
        bool arrow;
    };
    const std::vector<Entry> entries{
        {ownOnly(), tr("own data only"), false},
        {mix(partialLight(), partialDark(), 0.5), tr("reduced over some ranks (how many)"), false},
        {fullyReduced(), tr("reduced over all %1").arg(m_trace->gpus), false},
        {reduceArrow(), tr("reduce: receiver adds"), true},
        {copyArrow(), tr("copy: receiver overwrites"), true},
    };
    // Entries flow left to right and wrap onto another row rather than run off the edge.
    const double rowH = fm.height() + 10;
    const auto width = [&](const Entry &e) { return (e.arrow ? 46 : 24) + fm.horizontalAdvance(e.text); };
    std::vector<QPointF> at;
    double x = full.left();
    int row = 0;
    for (const Entry &e : entries) {
        if (x > full.left() && x + width(e) > full.right()) {
            x = full.left();
            ++row;
        }
        at.emplace_back(x, row);
        x += width(e) + 22;
    }
    const double height = rowH * (row + 1);
    p.setFont(font);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Entry &e = entries[i];
        double ex = at[i].x();
        const double y = full.bottom() - height + rowH * (at[i].y() + 0.5);
        if (e.arrow) {
            p.setPen(QPen(e.color, kArrowWidth, Qt::SolidLine, Qt::FlatCap));
            p.drawLine(QPointF(ex, y), QPointF(ex + 26, y));
            drawHead(p, QPointF(ex + 38, y), QPointF(1, 0), e.color);
            ex += 46;
        } else {
            p.setPen(QPen(cardBorder(), 1));
            p.setBrush(e.color);
            p.drawRect(QRectF(ex, y - 9, 18, 18));
            ex += 24;
        }
        p.setPen(Qt::black);
        const QPointF baseline(ex, y + fm.ascent() / 2 - 1);
        p.drawText(baseline, e.text);
        placed.push_back(
            {QRectF(baseline.x(), baseline.y() - fm.ascent(), fm.horizontalAdvance(e.text), fm.height()), e.text});
    }
    return height;
}

void AlgorithmDiagram::paintStructure(QPainter &p) const
{
    // Faint structure under everything: the ring's links, the tree's edges.
    const int n = m_trace->gpus;
    const auto centre = [&](int r) { return m_layout.cards[static_cast<std::size_t>(r)].center(); };
    p.setPen(QPen(QColor("#d4d4d4"), 2));
    p.setBrush(Qt::NoBrush);
    if (m_trace->algorithm == Algorithm::AllReduceRing) {
        for (int r = 0; r < n; ++r)
            p.drawLine(centre(r), centre((r + 1) % n));
    } else if (m_trace->algorithm == Algorithm::AllReduceTree) {
        for (int r = 1; r < n; ++r)
            p.drawLine(centre(r), centre(r & (r - 1)));
    }
}

QFont AlgorithmDiagram::countFont(const QFont &base) const
{
    QFont f = sized(base, std::clamp(m_layout.cell * 0.55, 7.0, 14.0), true);
    const QString widest = m_trace ? QString::number(m_trace->gpus) : QString();
    while (f.pointSizeF() > 7 && QFontMetricsF(f).horizontalAdvance(widest) > m_layout.cell - 6)
        f.setPointSizeF(f.pointSizeF() - 0.5);
    return f;
}

void AlgorithmDiagram::paintCards(QPainter &p, const QFont &base) const
{
    // Cards: the rank's name and its chunks, each coloured by how many ranks it is reduced over.
    const int n = m_trace->gpus;
    const QFont rankFont = sized(base, kRankPt, true);
    const QFont counts = countFont(base);
    const BufferState &buffers = *drawnBuffers();
    for (int r = 0; r < n; ++r) {
        const QRectF &c = m_layout.cards[static_cast<std::size_t>(r)];
        p.setPen(QPen(cardBorder(), 1.5));
        p.setBrush(Qt::white);
        p.drawRoundedRect(c, 6, 6);
        p.setFont(rankFont);
        p.setPen(Qt::black);
        p.drawText(QRectF(c.left(), c.top() + 2, c.width(), QFontMetricsF(rankFont).height()), Qt::AlignCenter,
                   tr("rank %1").arg(r));
        p.setFont(counts);
        for (int k = 0; k < n; ++k) {
            const RankMask mask = buffers[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)];
            const QRectF cell = cellRect(r, k).adjusted(1, 1, -1, -1);
            const QColor fill = cellColor(mask);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawRect(cell);
            if (m_layout.cell >= 16) {
                p.setPen(fill.lightnessF() < 0.55 ? Qt::white : QColor("#333333"));
                p.drawText(cell, Qt::AlignCenter, QString::number(contributors(mask)));
            }
        }
    }
}

void AlgorithmDiagram::paintReceived(QPainter &p) const
{
    // This step's received chunks, outlined in the arrow's colour.
    const AlgorithmStep *step = drawnStep();
    if (!step)
        return;
    p.setBrush(Qt::NoBrush);
    for (const Transfer &t : step->transfers) {
        p.setPen(QPen(t.kind == TransferKind::Reduce ? reduceArrow() : copyArrow(), 3));
        const QRectF first = cellRect(t.to, t.first_chunk);
        const QRectF last = cellRect(t.to, t.first_chunk + t.chunk_count - 1);
        if (first.top() == last.top()) {
            p.drawRect(first.united(last).adjusted(-1, -1, 1, 1));
        } else {
            for (int k = t.first_chunk; k < t.first_chunk + t.chunk_count; ++k)
                p.drawRect(cellRect(t.to, k));
        }
    }
}

} // namespace commviz::ui
