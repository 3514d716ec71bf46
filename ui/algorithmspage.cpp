#include "algorithmspage.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr int kPlayIntervalMs = 700;
constexpr int kDefaultGpus = 8;
constexpr Algorithm kAlgorithms[] = {Algorithm::AllReduceRing, Algorithm::AllReduceTree, Algorithm::AllReduceRhd};

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

QString algorithmLabel(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceTree:
        return AlgorithmsPage::tr("tree");
    case Algorithm::AllReduceRhd:
        return AlgorithmsPage::tr("halving-doubling");
    default:
        return AlgorithmsPage::tr("ring");
    }
}

// A phase's name as the counter shows it ("reduce-scatter").
QString phaseName(const std::string &phase)
{
    if (phase == "reduce-scatter")
        return AlgorithmsPage::tr("reduce-scatter");
    if (phase == "all-gather")
        return AlgorithmsPage::tr("all-gather");
    if (phase == "reduce")
        return AlgorithmsPage::tr("reduce");
    if (phase == "broadcast")
        return AlgorithmsPage::tr("broadcast");
    if (phase == "halving")
        return AlgorithmsPage::tr("halving");
    if (phase == "doubling")
        return AlgorithmsPage::tr("doubling");
    return QString::fromStdString(phase);
}

// What a phase does, in words, for the caption above the drawing.
QString phaseText(const std::string &phase)
{
    if (phase == "reduce-scatter")
        return AlgorithmsPage::tr("each rank sends one chunk to its right neighbour, which adds it to its own");
    if (phase == "all-gather")
        return AlgorithmsPage::tr("each rank passes a finished chunk on to its right neighbour");
    if (phase == "reduce")
        return AlgorithmsPage::tr("children send their whole buffer up the tree; parents add it in");
    if (phase == "broadcast")
        return AlgorithmsPage::tr("the finished buffer flows back down the tree");
    if (phase == "halving")
        return AlgorithmsPage::tr("partners swap halves of their range and add what they receive");
    if (phase == "doubling")
        return AlgorithmsPage::tr("partners swap their finished ranges, doubling them");
    return QString::fromStdString(phase);
}

QString modelFormula(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceTree:
        return QStringLiteral("2·lg N·α + 2·lg N·M/β");
    case Algorithm::AllReduceRhd:
        return QStringLiteral("2·log2 N·α + 2(N−1)/N·M/β");
    default:
        return QStringLiteral("2(N−1)·α + 2(N−1)/N·M/β");
    }
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
    return {640, 420};
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

// --- AlgorithmsPage ---------------------------------------------------------------------------------

AlgorithmsPage::AlgorithmsPage(QWidget *parent)
    : ChartPage("algorithms", QT_TR_NOOP("Algorithms"), QT_TR_NOOP("How does an AllReduce actually move the data?"),
                parent)
{
    auto *controls = new QWidget(this);
    QFont big = controls->font();
    big.setPointSizeF(12.5);
    controls->setFont(big);
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(8);

    m_algorithm = new QComboBox(controls);
    m_algorithm->setObjectName("algorithmCombo");
    for (Algorithm a : kAlgorithms)
        m_algorithm->addItem(algorithmLabel(a));
    m_gpus = new QSpinBox(controls);
    m_gpus->setObjectName("animationGpus");
    m_gpus->setRange(kTraceMinGpus, kTraceMaxGpus);
    m_gpus->setValue(kDefaultGpus);
    m_gpus->setPrefix("N = ");

    m_back = new QPushButton(controls);
    m_back->setObjectName("stepBack");
    m_play = new QPushButton(tr("▶ play"), controls);
    m_play->setObjectName("playPause");
    m_forward = new QPushButton(controls);
    m_forward->setObjectName("stepForward");
    m_reset = new QPushButton(controls);
    m_reset->setObjectName("reset");
    // Clicking a button leaves the keyboard focus where it was, so Space keeps meaning play/pause instead
    // of pressing the focused button.
    for (QPushButton *b : {m_back, m_play, m_forward, m_reset})
        b->setFocusPolicy(Qt::NoFocus);
    m_bigFont = big;

    m_counter = new QLabel(controls);
    m_counter->setObjectName("stepCounter");
    QFont counterFont = big;
    counterFont.setBold(true);
    counterFont.setPointSizeF(14);
    m_counter->setFont(counterFont);

    m_algorithmLabel = new QLabel(controls);
    row->addWidget(m_algorithmLabel);
    row->addWidget(m_algorithm);
    row->addWidget(m_gpus);
    row->addSpacing(12);
    row->addWidget(m_back);
    row->addWidget(m_play);
    row->addWidget(m_forward);
    row->addWidget(m_reset);
    row->addSpacing(16);
    row->addWidget(m_counter, 1);

    m_view = new AlgorithmView(this);
    addWidget(controls, 0, 0);
    addWidget(m_view, 1, 0);
    grid()->setRowStretch(1, 1);

    m_timer = new QTimer(this);
    m_timer->setInterval(kPlayIntervalMs);

    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &AlgorithmsPage::inputsChanged);
    connect(m_gpus, &QSpinBox::valueChanged, this, &AlgorithmsPage::inputsChanged);
    connect(m_back, &QPushButton::clicked, this, &AlgorithmsPage::stepBack);
    connect(m_forward, &QPushButton::clicked, this, &AlgorithmsPage::stepForward);
    connect(m_reset, &QPushButton::clicked, this, &AlgorithmsPage::reset);
    connect(m_play, &QPushButton::clicked, this, &AlgorithmsPage::togglePlay);
    connect(m_timer, &QTimer::timeout, this, &AlgorithmsPage::stepForward);

    retranslate();
    inputsChanged();
}

namespace {

bool isPageKey(const QKeyEvent *key)
{
    return key->modifiers() == Qt::NoModifier &&
           (key->key() == Qt::Key_Space || key->key() == Qt::Key_Left || key->key() == Qt::Key_Right);
}

} // namespace

bool AlgorithmsPage::event(QEvent *event)
{
    // Space, ← and → are also the window's lecture shortcuts. While the focus is on this page the page
    // claims them: the shortcut override travels up from the focused child (unless the child wants the key
    // itself, as a spin box wants its arrows), and a claimed key arrives as a key press instead of firing
    // the window's action.
    if (event->type() == QEvent::ShortcutOverride && isPageKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return ChartPage::event(event);
}

void AlgorithmsPage::keyPressEvent(QKeyEvent *event)
{
    if (!isPageKey(event)) {
        ChartPage::keyPressEvent(event);
        return;
    }
    if (event->key() == Qt::Key_Space)
        togglePlay();
    else if (event->key() == Qt::Key_Right)
        stepForward();
    else
        stepBack();
    event->accept();
}

int AlgorithmsPage::stepCount() const
{
    return m_trace ? static_cast<int>(m_trace->steps.size()) : 0;
}

bool AlgorithmsPage::isPlaying() const
{
    return m_timer->isActive();
}

QString AlgorithmsPage::counterText() const
{
    return m_counter->text();
}

void AlgorithmsPage::setAlgorithm(Algorithm a)
{
    const auto *it = std::find(std::begin(kAlgorithms), std::end(kAlgorithms), a);
    if (it != std::end(kAlgorithms))
        m_algorithm->setCurrentIndex(static_cast<int>(it - std::begin(kAlgorithms)));
}

void AlgorithmsPage::setAnimationGpus(int gpus)
{
    m_gpus->setValue(gpus);
}

void AlgorithmsPage::draw(const Scenario &s)
{
    m_scenario = s;
    if (!m_seeded) {
        m_seeded = true;
        // Start from the scenario's N when it is small enough to draw; 8 otherwise. Later scenario changes
        // leave the animation's N alone.
        const QSignalBlocker block(m_gpus);
        m_gpus->setValue(std::clamp(std::min(s.gpus, kDefaultGpus), kTraceMinGpus, kTraceMaxGpus));
    }
    // α, β and M change the times, not the steps: keep the place in the animation.
    const Result<AlgorithmTrace> t =
        traceAllReduce(kAlgorithms[m_algorithm->currentIndex()], m_gpus->value(), s.size_bytes, s.inter);
    m_trace = t.ok() ? std::optional(t.value()) : std::nullopt;
    m_reason = q(t.explanation());
    if (!m_trace)
        setPlaying(false);
    m_step = std::clamp(m_step, 0, stepCount());
    updateUi();
}

void AlgorithmsPage::inputsChanged()
{
    const Result<AlgorithmTrace> t = traceAllReduce(kAlgorithms[m_algorithm->currentIndex()], m_gpus->value(),
                                                    m_scenario.size_bytes, m_scenario.inter);
    m_trace = t.ok() ? std::optional(t.value()) : std::nullopt;
    m_reason = q(t.explanation());
    setPlaying(false);
    m_step = 0;
    updateUi();
    Q_EMIT stepChanged(m_step);
}

void AlgorithmsPage::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == m_step)
        return;
    m_step = step;
    updateUi();
    Q_EMIT stepChanged(m_step);
}

void AlgorithmsPage::stepForward()
{
    setStep(m_step + 1);
    if (m_step >= stepCount())
        setPlaying(false); // the animation stops on the finished state
}

void AlgorithmsPage::stepBack()
{
    setStep(m_step - 1);
}

void AlgorithmsPage::reset()
{
    setPlaying(false);
    setStep(0);
}

void AlgorithmsPage::togglePlay()
{
    if (!m_trace)
        return;
    if (!isPlaying() && m_step >= stepCount())
        setStep(0); // play from the finished state starts over
    setPlaying(!isPlaying());
}

void AlgorithmsPage::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
    m_play->setText(playing ? tr("❚❚ pause") : tr("▶ play"));
    Q_EMIT playingChanged(playing);
}

void AlgorithmsPage::retranslate()
{
    m_gpus->setToolTip(tr("Ranks in the animation (its own N: the scenario's is usually too many to draw)"));
    m_back->setText(tr("◀ step"));
    m_forward->setText(tr("step ▶"));
    m_reset->setText(tr("reset"));
    m_play->setText(isPlaying() ? tr("❚❚ pause") : tr("▶ play"));
    m_back->setToolTip(tr("Previous step (←)"));
    m_play->setToolTip(tr("Play one step every 0.7 s, or pause (Space)"));
    m_forward->setToolTip(tr("Next step (→)"));
    m_reset->setToolTip(tr("Back to the start"));
    m_play->setMinimumWidth(std::max(QFontMetrics(m_bigFont).horizontalAdvance(tr("❚❚ pause")),
                                     QFontMetrics(m_bigFont).horizontalAdvance(tr("▶ play"))) +
                            24);
    m_algorithmLabel->setText(tr("AllReduce:"));
    for (int i = 0; i < m_algorithm->count(); ++i)
        m_algorithm->setItemText(i, algorithmLabel(kAlgorithms[static_cast<std::size_t>(i)]));
    updateUi();
}

void AlgorithmsPage::updateUi()
{
    const bool ok = m_trace.has_value();
    m_back->setEnabled(ok && m_step > 0);
    m_forward->setEnabled(ok && m_step < stepCount());
    m_play->setEnabled(ok);
    m_reset->setEnabled(ok);
    if (!ok) {
        m_counter->setText(tr("not applicable"));
        m_view->setMessage(m_reason);
    } else {
        const QString phase = m_step == 0 ? AlgorithmsPage::tr("start")
                                          : phaseName(m_trace->steps[static_cast<std::size_t>(m_step - 1)].phase);
        const QString stepOf = tr("step %1 of %2").arg(m_step).arg(stepCount());
        m_counter->setText(stepOf + " — " + phase);
        const QString what = m_step == 0
                                 ? AlgorithmsPage::tr("every rank holds only its own data, split into %1 chunks of %2")
                                       .arg(m_trace->gpus)
                                       .arg(q(formatSize(m_trace->chunk_bytes)))
                                 : phaseText(m_trace->steps[static_cast<std::size_t>(m_step - 1)].phase);
        m_view->setTrace(*m_trace, m_step,
                         AlgorithmsPage::tr("%1 AllReduce, N = %2 · %3: %4")
                             .arg(algorithmLabel(m_trace->algorithm))
                             .arg(m_trace->gpus)
                             .arg(stepOf)
                             .arg(what));
    }
    updateNapkin();
}

void AlgorithmsPage::updateNapkin()
{
    if (!m_trace) {
        setNapkin(napkin::block(AlgorithmsPage::tr("%1 AllReduce, N = %2")
                                    .arg(algorithmLabel(kAlgorithms[m_algorithm->currentIndex()]))
                                    .arg(m_gpus->value()),
                                {}, tr("not applicable"), m_reason.toHtmlEscaped()));
        return;
    }
    const AlgorithmTrace &t = *m_trace;
    const Link &link = t.link;
    QString html;
    if (m_step == 0) {
        html += napkin::block(tr("Step 0 of %1").arg(stepCount()), {tr("nothing sent yet")}, q(formatTime(0)),
                              AlgorithmsPage::tr("Each step costs α + bytes/β: one start-up, and the bytes every busy "
                                                 "link carries at once."));
    } else {
        const AlgorithmStep &s = t.steps[static_cast<std::size_t>(m_step - 1)];
        const QString share = QString::fromStdString(s.share);
        const QString bytesTerm = share.contains('/') ? "(" + share + ")/β" : share + "/β";
        html +=
            napkin::block(AlgorithmsPage::tr("Step %1 of %2: %3").arg(m_step).arg(stepCount()).arg(phaseName(s.phase)),
                          {AlgorithmsPage::tr("step %1: α + %2").arg(m_step).arg(bytesTerm),
                           "= " + q(formatTime(link.alpha_s)) + " + " + q(formatSize(s.link_bytes)) + " / " +
                               q(formatBandwidth(link.beta_Bps))},
                          q(formatTime(s.cost.total_s())));
    }
    const Cost elapsed = m_step == 0 ? Cost{} : t.steps[static_cast<std::size_t>(m_step - 1)].elapsed;
    html += napkin::block(AlgorithmsPage::tr("Running total after step %1").arg(m_step),
                          {QStringLiteral("%1·α + Σ bytes/β").arg(m_step),
                           "= " + q(formatTime(elapsed.latency_s)) + " + " + q(formatTime(elapsed.bandwidth_s))},
                          q(formatTime(elapsed.total_s())));

    const Result<Cost> model = collectiveCost(t.algorithm, m_scenario, t.gpus, t.size_bytes);
    if (model.ok()) {
        const QString note = m_step == stepCount()
                                 ? AlgorithmsPage::tr("The running total has reached the model's total.")
                                 : AlgorithmsPage::tr("%1 more steps to reach it.").arg(stepCount() - m_step);
        html += napkin::block(AlgorithmsPage::tr("The model: %1 AllReduce, N = %2, M = %3")
                                  .arg(algorithmLabel(t.algorithm))
                                  .arg(t.gpus)
                                  .arg(q(formatSize(t.size_bytes))),
                              {modelFormula(t.algorithm), "= " + q(formatTime(model.value().latency_s)) + " + " +
                                                              q(formatTime(model.value().bandwidth_s))},
                              q(formatTime(model.value().total_s())), note);
    }
    setNapkin(html);
}

} // namespace commviz::ui
