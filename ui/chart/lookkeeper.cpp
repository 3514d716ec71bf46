// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lookkeeper.h"

#include "chartframe.h"
#include "legenditem.h"

#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QScatterSeries>
#include <QWidget>

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

bool LookKeeper::set(const ChartLook &look)
{
    if (look == m_look)
        return false;
    if (!m_own)
        m_own = current();
    apply(*m_own, look);
    m_look = look;
    if (look == ChartLook{})
        m_own.reset();
    return true;
}

void LookKeeper::forget(const QXYSeries *series)
{
    if (m_own) {
        m_own->pens.erase(series);
        m_own->markerSizes.erase(series);
    }
}

LookKeeper::Own LookKeeper::current() const
{
    const auto axis = [](const QCategoryAxis *a) {
        return Own::Axis{a->labelsFont(), a->labelsBrush(), a->titleFont(), a->titleBrush()};
    };
    Own own{m_parts.chart->titleFont(),
            m_parts.chart->titleBrush(),
            m_parts.legend->font(),
            axis(m_parts.x),
            axis(m_parts.y),
            m_parts.widget->font(),
            m_parts.widget->testAttribute(Qt::WA_SetFont),
            {},
            {}};
    for (QAbstractSeries *series : m_parts.chart->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series))
            own.markerSizes[scatter] = scatter->markerSize();
        else if (auto *line = qobject_cast<QLineSeries *>(series))
            own.pens[line] = line->pen();
    }
    return own;
}

void LookKeeper::apply(const Own &own, const ChartLook &look)
{
    const double t = look.textScale;
    m_parts.frame->setTitleFont(scaledFont(own.title, t));
    m_parts.frame->setTitleBrush(look.blackText ? QBrush(Qt::black) : own.titleBrush);
    m_parts.legend->setFont(scaledFont(own.legend, t));
    m_parts.legend->setTextBrush(Qt::black);
    for (const auto &[axis, ownAxis] : {std::pair(m_parts.x, own.x), std::pair(m_parts.y, own.y)}) {
        axis->setLabelsFont(scaledFont(ownAxis.labels, t));
        axis->setLabelsBrush(look.blackText ? QBrush(Qt::black) : ownAxis.labelsBrush);
        axis->setTitleFont(scaledFont(ownAxis.title, t));
        axis->setTitleBrush(look.blackText ? QBrush(Qt::black) : ownAxis.titleBrush);
    }
    if (t != 1 || own.ownWidgetFont)
        m_parts.widget->setFont(scaledFont(own.widget, t));
    else
        m_parts.widget->setFont(QFont()); // inherited again, as before
    // A page's own texts keep their font in the item while the look is not the default.
    for (QGraphicsItem *item : m_parts.chart->scene()->items()) {
        auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (!text || m_parts.frame->isTitleItem(text))
            continue;
        if (!text->data(kOwnFontKey).isValid())
            text->setData(kOwnFontKey, text->font());
        text->setFont(scaledFont(text->data(kOwnFontKey).value<QFont>(), t));
        if (t == 1)
            text->setData(kOwnFontKey, QVariant());
    }
    for (QAbstractSeries *series : m_parts.chart->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            const auto size = own.markerSizes.find(scatter);
            scatter->setMarkerSize((size != own.markerSizes.end() ? size->second : scatter->markerSize()) *
                                   look.markerScale);
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            QPen pen = line->pen();
            if (const auto ownPen = own.pens.find(line); ownPen != own.pens.end())
                pen = ownPen->second;
            else // a pin taken under this look copied its curve's pen: it has the look's width already
                pen.setWidthF(pen.widthF() / m_look.lineScale);
            pen.setWidthF(pen.widthF() * look.lineScale);
            line->setPen(pen);
        }
    }
}

double LookKeeper::smallestFontPoints() const
{
    double smallest = 0;
    const Own now = current();
    for (const QFont &font :
         {now.title, now.legend, now.x.labels, now.x.title, now.y.labels, now.y.title, now.widget}) {
        const double points = font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * 72.0 / 96.0;
        if (points > 0 && (smallest == 0 || points < smallest))
            smallest = points;
    }
    return smallest;
}

} // namespace commviz::ui
