// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel::placedTexts: where each of the chart's texts lies, for tests.
#include "chartpanel.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>

namespace commviz::ui {

std::vector<ChartPanel::PlacedText> ChartPanel::placedTexts() const
{
    std::vector<PlacedText> out;
    const QStringList title = m_frame->titleLines();
    if (!title.isEmpty())
        out.push_back({QStringLiteral("title"), title.join(' '), m_frame->titleRect()});
    for (const AxisLabels *axis : {m_xLabels, m_yLabels}) {
        if (!axis->isVisible())
            continue;
        const QString letter = axis == m_xLabels ? QStringLiteral("x") : QStringLiteral("y");
        for (const AxisLabels::Placed &p : axis->placed())
            out.push_back({letter + (p.title ? QStringLiteral(" title") : QStringLiteral(" label")), p.text, p.rect});
    }
    if (m_legend->isVisible()) {
        for (const LegendItem::Placed &p : m_legend->placed())
            out.push_back({QStringLiteral("legend"), p.lines.join(' '), m_legend->mapRectToParent(p.text)});
    }
    // A page's own texts on the chart (the measured chart's regime labels, a heatmap's scale).
    const QStringList titleText{m_frame->titleLines().join('\n')};
    for (QGraphicsItem *item : scene()->items()) {
        if (!item->isVisible())
            continue;
        QString text;
        if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            text = simple->text();
        else if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item))
            text = rich->toPlainText();
        else
            continue;
        if (text.isEmpty() || titleText.contains(text))
            continue;
        out.push_back({QStringLiteral("label"), text, chart()->mapRectFromScene(item->sceneBoundingRect())});
    }
    return out;
}

} // namespace commviz::ui
