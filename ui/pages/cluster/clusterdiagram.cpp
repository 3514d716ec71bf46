// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/cluster/clusterdiagram.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/common/chartpage.h"
#include "pages/common/diagramitem.h"
#include "textwidth.h"

#include "commviz/units.h"

#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

namespace commviz::ui {

namespace {

using napkin::q;

constexpr int kMaxBoxes = 12;
// Inside out, like the levels: scale-up domain, leaf group, spine.
const QColor kLevelColors[] = {QColor("#009E73"), QColor("#0072B2"), QColor("#D55E00")};

QString count(long long n)
{
    return q(formatCount(static_cast<double>(n)));
}

constexpr double kMargin = 8;

// The heading's, the rows' headings' and the details' fonts at `scale` times the chart's.
std::array<QFont, 3> fonts(const QFont &base, double scale)
{
    QFont t = unshaped(base);
    t.setPointSizeF(base.pointSizeF() * scale);
    t.setBold(true);
    QFont h = t;
    h.setPointSizeF(t.pointSizeF() * 0.95);
    QFont d = t;
    d.setBold(false);
    d.setPointSizeF(t.pointSizeF() * 0.9);
    return {t, h, d};
}

// How tall the drawing is in those fonts: the heading, three rows of a heading, a strip and a detail, two gaps.
double drawingHeight(const std::array<QFont, 3> &f)
{
    const QFontMetricsF mt(f[0]), mh(f[1]), md(f[2]);
    return mt.height() * 1.4 + 3 * (mh.height() * 2.2 + md.height() + mh.height()) + 2 * mh.height() * 1.2 +
           2 * kMargin;
}

} // namespace

ClusterDiagram::ClusterDiagram(QWidget *parent)
    : m_panel(new ChartPanel(QStringLiteral("cluster_diagram"), QT_TR_NOOP("The cluster's three levels"), AxisSpec{},
                             AxisSpec{}, parent))
{
    m_panel->hidePlot([](const QFont &font) { return static_cast<int>(std::ceil(drawingHeight(fonts(font, 1)))); });
    m_item = new DiagramItem([this](QPainter &p, const QRectF &r, const QFont &f) { paint(p, r, f); }, m_panel);
    QObject::connect(m_panel, &ChartPanel::resized, m_panel, [this] { m_item->resized(); });
    m_panel->setTable([this] { return table(); });
}

void ClusterDiagram::setScenario(const Scenario &s)
{
    m_scenario = s;
    const Result<ClusterLevels> levels = clusterLevels(s, s.gpus);
    m_levels = levels.ok() ? std::optional(levels.value()) : std::nullopt;
    m_message = levels.ok() ? QString() : coreText(levels.explanation());
    auto shown = std::pair(title(), rows());
    m_panel->setChartTitle(shown.first);
    // A slider's release, or a slider that changes nothing drawn here (M), would paint the same picture again.
    if (shown == m_shown)
        return;
    m_shown = std::move(shown);
    m_item->update();
}

QString ClusterDiagram::title() const
{
    if (!m_levels)
        return m_message;
    const ClusterLevels &l = *m_levels;
    const QString n = count(m_scenario.gpus);
    if (!l.hasSpine())
        return tr("N = %1 GPUs: %2 nodes × %3 GPUs in one leaf group")
            .arg(n, count(l.nodes), count(l.levels[0].members));
    if (l.ragged)
        return tr("N = %1 GPUs: %2 nodes in %3 leaf groups, the last one partly filled")
            .arg(n, count(l.nodes), count(l.leaf_groups));
    return tr("N = %1 GPUs = %2 leaf groups × %3 nodes × %4 GPUs")
        .arg(n, count(l.leaf_groups), count(l.nodes_per_group), count(l.levels[0].members));
}

std::vector<ClusterDiagram::Row> ClusterDiagram::rows() const
{
    std::vector<Row> out;
    if (!m_levels)
        return out;
    const ClusterLevels &l = *m_levels;
    const Scenario &s = m_scenario;
    const auto link = [](const Link &k) { return q(formatBandwidth(k.beta_Bps)); };
    const QString sigma = q(formatTrimmed(s.oversubscription, 2)) + ":1";
    Row spine;
    spine.members = l.leaf_groups;
    spine.present = l.hasSpine();
    spine.raggedLast = l.ragged && l.leaf_groups <= kMaxBoxes;
    if (spine.present) {
        spine.heading = s.oversubscription > 1
                            ? tr("Spine: %1 leaf groups, %2 oversubscribed").arg(count(l.leaf_groups), sigma)
                            : tr("Spine: %1 leaf groups, not oversubscribed (1:1)").arg(count(l.leaf_groups));
        spine.detail = tr("%1 ÷ %2 = %3 per GPU · α %4 + α_spine %5")
                           .arg(link(s.inter), sigma, link(l.levels[2].link), q(formatTime(s.inter.alpha_s)),
                                q(formatTime(s.spine_alpha_s)));
    } else {
        spine.heading =
            tr("Spine: none, all %1 nodes fit in one leaf group (S = %2)").arg(count(l.nodes), count(s.nodes_per_leaf));
        spine.detail =
            tr("More than %1 GPUs (G·S) add a spine level").arg(count(1LL * s.gpus_per_node * s.nodes_per_leaf));
    }
    out.push_back(spine);
    Row leaf;
    leaf.members = l.nodes_per_group;
    leaf.heading = l.ragged ? tr("Leaf group: %1 nodes (the last group %2: ragged)")
                                  .arg(count(l.nodes_per_group), count(l.last_group_nodes))
                            : tr("Leaf group: %1 nodes").arg(count(l.nodes_per_group));
    leaf.detail = tr("%1 per GPU · α %2").arg(link(l.levels[1].link), q(formatTime(l.levels[1].link.alpha_s)));
    out.push_back(leaf);
    Row node;
    node.members = l.levels[0].members;
    node.heading = tr("Scale-up domain (NVLink): %1 GPUs").arg(count(l.levels[0].members));
    node.detail = tr("%1 per GPU · α_intra %2").arg(link(l.levels[0].link), q(formatTime(l.levels[0].link.alpha_s)));
    out.push_back(node);
    return out;
}

QStringList ClusterDiagram::rowHeadings() const
{
    QStringList out;
    const std::vector<Row> r = rows();
    for (auto it = r.rbegin(); it != r.rend(); ++it)
        out << it->heading;
    return out;
}

CsvTable ClusterDiagram::table() const
{
    CsvTable out({"level", "members", "alpha (s)", "beta per GPU (B/s)"});
    if (!m_levels)
        return out;
    const char *names[] = {"scale-up domain", "leaf group", "spine"};
    for (int i = 0; i < 3; ++i) {
        const ClusterLevel &l = m_levels->levels[static_cast<std::size_t>(i)];
        out.addRow({names[i], l.members, l.link.alpha_s, l.link.beta_Bps});
    }
    return out;
}

void ClusterDiagram::paint(QPainter &p, const QRectF &rect, const QFont &base)
{
    m_painted = rect;
    m_texts.clear();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect, Qt::white);
    const std::vector<Row> rs = rows();
    const QString heading = title();
    const double width = rect.width() - 2 * kMargin;

    // Larger than the panel's font where there is room (an export), smaller where there is not (the chart's minimum
    // height, drawingHeight, keeps that for a narrow window).
    const auto widest = [&](const std::array<QFont, 3> &f) {
        double w = textWidth(f[0], heading);
        for (const Row &r : rs)
            w = std::max({w, textWidth(f[1], r.heading), textWidth(f[2], r.detail)});
        return w;
    };
    // Sizes grow about in proportion to the font: measured at 1, that guesses the answer, and the search starts two
    // steps above the guess instead of at the top, measuring two or three sizes instead of up to twenty.
    const auto atOne = fonts(base, 1.0);
    const double guess = std::min(width / std::max(widest(atOne), 1.0), rect.height() / drawingHeight(atOne));
    double scale = 1.5;
    for (int skip = static_cast<int>(std::floor((1.5 - guess) / 0.05)) - 2; skip > 0 && scale > 0.55; --skip)
        scale -= 0.05;
    for (; scale > 0.5; scale -= 0.05) {
        const auto f = fonts(base, scale);
        if (widest(f) <= width && drawingHeight(f) <= rect.height())
            break;
    }
    const double margin = kMargin;
    const auto f = fonts(base, scale);
    const QFontMetricsF mt(f[0]), mh(f[1]), md(f[2]);
    const auto text = [&](const QFont &font, const QFontMetricsF &m, double y, const QString &s, const QColor &c) {
        const QRectF box(rect.left() + margin, y, textWidth(font, s) + 1, m.height());
        p.setFont(font);
        p.setPen(c);
        p.drawText(QPointF(box.left(), box.top() + m.ascent()), s); // as the box would place it, without a layout
        m_texts.push_back({box, s});
        return y + m.height();
    };

    double y = rect.top() + margin;
    y = text(f[0], mt, y, heading, Qt::black) + mt.height() * 0.4;
    const double free = rect.bottom() - margin - y;
    const double rowText = mh.height() + md.height();
    const double strip = std::clamp((free - 3 * rowText) / 3 * 0.62, mh.height() * 1.2, mh.height() * 2.2);
    const double gap = std::clamp((free - 3 * (rowText + strip)) / 2, 4.0, mh.height() * 2.5);
    QRectF zoomFrom;    // the first member of the row above, which the row below zooms into
    double zoomTop = 0; // below the row above's detail line, so that the zoom lines cross no text
    for (std::size_t i = 0; i < rs.size(); ++i) {
        const Row &r = rs[i];
        const QColor color = kLevelColors[2 - i];
        y = text(f[1], mh, y, r.heading, r.present ? color.darker(130) : QColor("#777777"));
        const QRectF stripRect(rect.left() + margin, y + 2, width, strip - 4);
        // A switch joining the members: a bar above them, a tick down to each.
        const int shown = std::min(r.members, kMaxBoxes);
        const bool elided = r.members > kMaxBoxes;
        const double bus = stripRect.height() * 0.28;
        const double boxW = std::min(stripRect.height() * 1.6, (width - mh.horizontalAdvance("… ") * 2) / shown * 0.8);
        const double step =
            shown > 1 ? std::min(boxW * 1.25, (width - boxW - mh.horizontalAdvance("…") * 2) / (shown - 1)) : boxW;
        QRectF first;
        QRectF last;
        if (!r.present) {
            p.setPen(QPen(QColor("#999999"), 1, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(stripRect.left(), stripRect.top() + bus, boxW, stripRect.height() - bus));
        } else {
            p.setPen(QPen(color, 2));
            const double busY = stripRect.top() + bus * 0.4;
            const double lastX = stripRect.left() + (shown - 1) * step + boxW / 2;
            p.drawLine(QPointF(stripRect.left() + boxW / 2, busY),
                       QPointF(std::max(lastX, stripRect.left() + boxW), busY));
            for (int k = 0; k < shown; ++k) {
                const QRectF box(stripRect.left() + k * step, stripRect.top() + bus, boxW, stripRect.height() - bus);
                if (elided && k == shown - 1) {
                    p.setFont(f[1]);
                    p.setPen(color.darker(130));
                    const QString more = "…";
                    const QRectF t(box.left(), box.top(), mh.horizontalAdvance(more) + 1, box.height());
                    p.drawText(t, Qt::AlignLeft | Qt::AlignVCenter, more);
                    m_texts.push_back({t, more});
                    break;
                }
                p.setPen(QPen(color, 1.2));
                p.drawLine(QPointF(box.center().x(), busY), QPointF(box.center().x(), box.top()));
                p.setBrush(k == 0 ? palette::faded(color, 150) : palette::faded(color, 55));
                if (r.raggedLast && k == shown - 1) { // the partly filled last leaf group
                    p.setPen(QPen(color, 1.2, Qt::DashLine));
                    p.setBrush(Qt::NoBrush);
                }
                p.drawRoundedRect(box, 3, 3);
                if (k == 0)
                    first = box;
                last = box;
            }
        }
        if (!zoomFrom.isNull() && r.present && !last.isNull()) {
            p.setPen(QPen(QColor("#aaaaaa"), 1, Qt::DotLine));
            const double from = zoomTop + 2;
            const double to = stripRect.top() - mh.height() - 2; // above this row's heading
            if (to > from) {
                p.drawLine(QPointF(zoomFrom.left(), from), QPointF(stripRect.left(), to));
                p.drawLine(QPointF(zoomFrom.right(), from), QPointF(last.right(), to));
            }
        }
        zoomFrom = first;
        y = stripRect.bottom() + 2;
        y = text(f[2], md, y, r.detail, QColor("#333333"));
        zoomTop = y;
        y += gap;
    }
    p.restore();
}

} // namespace commviz::ui
