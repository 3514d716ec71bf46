// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel::setLook: every font, text colour, pen and marker of the chart at a look relative to its own
// (chartlook.h): projector mode's and exports'. Kept apart from chartpanel.cpp, which lays the chart out.
#include "chartpanel.h"
#include "chartview.h"

#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>

namespace commviz::ui {
namespace {

// Where a page's own text item on the chart keeps its font while another look is set.
constexpr int kOwnFontKey = 0x636d7666; // "cmvf"

QFont scaledFont(QFont f, double factor)
{
    if (factor == 1)
        return f;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(1, qRound(f.pixelSize() * factor)));
    return f;
}

} // namespace

struct ChartPanel::BaseLook {
    QFont title;
    QBrush titleBrush;
    QFont legend;
    struct Axis {
        QFont labels;
        QBrush labelsBrush;
        QFont title;
        QBrush titleBrush;
    };
    Axis x;
    Axis y;
    QFont widget;       // the rectangle layers' texts and the readout
    bool ownWidgetFont; // else the widget inherits its font again (projector mode enlarges the window's)
    std::map<QXYSeries *, QPen> pens;
    std::map<QXYSeries *, qreal> markerSizes;
};

ChartPanel::~ChartPanel()
{
    m_view->forgetPanel();
}

ChartPanel::BaseLook ChartPanel::currentLook() const
{
    const auto axis = [](const QCategoryAxis *a) {
        return BaseLook::Axis{a->labelsFont(), a->labelsBrush(), a->titleFont(), a->titleBrush()};
    };
    BaseLook base{chart()->titleFont(),
                  chart()->titleBrush(),
                  m_legend->font(),
                  axis(m_axisX),
                  axis(m_axisY),
                  font(),
                  testAttribute(Qt::WA_SetFont),
                  {},
                  {}};
    for (QAbstractSeries *series : chart()->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series))
            base.markerSizes[scatter] = scatter->markerSize();
        else if (auto *line = qobject_cast<QLineSeries *>(series))
            base.pens[line] = line->pen();
    }
    return base;
}

void ChartPanel::applyLook(const BaseLook &base, const ChartLook &look)
{
    const double t = look.textScale;
    setTitleFont(scaledFont(base.title, t));
    setTitleBrush(look.blackText ? QBrush(Qt::black) : base.titleBrush);
    setLegendFont(scaledFont(base.legend, t));
    setLegendBrush(Qt::black);
    for (const auto &[axis, own] : {std::pair(m_axisX, base.x), std::pair(m_axisY, base.y)}) {
        axis->setLabelsFont(scaledFont(own.labels, t));
        axis->setLabelsBrush(look.blackText ? QBrush(Qt::black) : own.labelsBrush);
        axis->setTitleFont(scaledFont(own.title, t));
        axis->setTitleBrush(look.blackText ? QBrush(Qt::black) : own.titleBrush);
    }
    if (t != 1 || base.ownWidgetFont)
        setFont(scaledFont(base.widget, t));
    else
        setFont(QFont()); // inherited again, as before
    // A page's own texts keep their font in the item while the look is not the default.
    for (QGraphicsItem *item : scene()->items()) {
        auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (!text || m_frame->isTitleItem(text))
            continue;
        if (!text->data(kOwnFontKey).isValid())
            text->setData(kOwnFontKey, text->font());
        text->setFont(scaledFont(text->data(kOwnFontKey).value<QFont>(), t));
        if (t == 1)
            text->setData(kOwnFontKey, QVariant());
    }
    for (QAbstractSeries *series : chart()->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            const auto own = base.markerSizes.find(scatter);
            scatter->setMarkerSize((own != base.markerSizes.end() ? own->second : scatter->markerSize()) *
                                   look.markerScale);
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            QPen pen = line->pen();
            if (const auto own = base.pens.find(line); own != base.pens.end())
                pen = own->second;
            else // a pin taken under this look copied its curve's pen: it has the look's width already
                pen.setWidthF(pen.widthF() / m_look.lineScale);
            pen.setWidthF(pen.widthF() * look.lineScale);
            line->setPen(pen);
        }
    }
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::setLook(const ChartLook &look)
{
    if (look == m_look)
        return;
    if (!m_base)
        m_base = std::make_shared<BaseLook>(currentLook());
    applyLook(*m_base, look);
    m_look = look;
    if (look == ChartLook{})
        m_base.reset();
}

void ChartPanel::forgetSeries(QXYSeries *series)
{
    if (m_base) {
        m_base->pens.erase(series);
        m_base->markerSizes.erase(series);
    }
}

double ChartPanel::smallestFontPoints() const
{
    double smallest = 0;
    const BaseLook now = currentLook();
    for (const QFont &font :
         {now.title, now.legend, now.x.labels, now.x.title, now.y.labels, now.y.title, now.widget}) {
        const double points = font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * 72.0 / 96.0;
        if (points > 0 && (smallest == 0 || points < smallest))
            smallest = points;
    }
    return smallest;
}

} // namespace commviz::ui
