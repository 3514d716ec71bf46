// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel::setFontScale: every font of the chart at a factor, for figures in documents (export's --font-scale,
// the report's smallest text). Kept apart from chartpanel.cpp, which lays the chart out.
#include "chartpanel.h"

#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>

#include <algorithm>

namespace commviz::ui {
namespace {

QFont scaledFont(QFont f, double factor)
{
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(1, qRound(f.pixelSize() * factor)));
    return f;
}

} // namespace

struct ChartPanel::Fonts {
    QFont title;
    QFont legend;
    QFont xLabels;
    QFont xTitle;
    QFont yLabels;
    QFont yTitle;
    QFont widget;                                                   // the rectangle layers' texts
    std::vector<std::pair<QGraphicsSimpleTextItem *, QFont>> items; // a page's own texts on the chart
};

ChartPanel::~ChartPanel() = default;

ChartPanel::Fonts ChartPanel::currentFonts() const
{
    Fonts f{chart()->titleFont(),
            m_legend->font(),
            m_axisX->labelsFont(),
            m_axisX->titleFont(),
            m_axisY->labelsFont(),
            m_axisY->titleFont(),
            font(),
            {}};
    for (QGraphicsItem *item : scene()->items()) {
        auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (text && !m_frame->isTitleItem(text))
            f.items.emplace_back(text, text->font());
    }
    return f;
}

void ChartPanel::applyFonts(const Fonts &f, double factor)
{
    setTitleFont(scaledFont(f.title, factor));
    setLegendFont(scaledFont(f.legend, factor));
    m_axisX->setLabelsFont(scaledFont(f.xLabels, factor));
    m_axisX->setTitleFont(scaledFont(f.xTitle, factor));
    m_axisY->setLabelsFont(scaledFont(f.yLabels, factor));
    m_axisY->setTitleFont(scaledFont(f.yTitle, factor));
    setFont(scaledFont(f.widget, factor));
    for (const auto &[item, itemFont] : f.items)
        item->setFont(scaledFont(itemFont, factor));
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::setFontScale(double factor)
{
    if (m_unscaledFonts) {
        const std::shared_ptr<Fonts> unscaled = std::move(m_unscaledFonts);
        applyFonts(*unscaled, 1);
    }
    m_fontScale = 1;
    if (!(factor > 0) || factor == 1)
        return;
    m_unscaledFonts = std::make_shared<Fonts>(currentFonts());
    m_fontScale = factor;
    applyFonts(*m_unscaledFonts, factor);
}

double ChartPanel::smallestFontPoints() const
{
    double smallest = 0;
    const Fonts f = currentFonts();
    for (const QFont &font : {f.title, f.legend, f.xLabels, f.xTitle, f.yLabels, f.yTitle, f.widget}) {
        const double points = font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * 72.0 / 96.0;
        if (points > 0 && (smallest == 0 || points < smallest))
            smallest = points;
    }
    return smallest;
}

} // namespace commviz::ui
