// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartitems.h"

#include "answerveil.h"
#include "chartpanel.h"
#include "colorscaleitem.h"
#include "griditem.h"
#include "qtcharts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace commviz::ui {

ChartItems::ChartItems(ChartPanel *panel, QChart *chart, QCategoryAxis *x, QCategoryAxis *y)
    : m_chart(chart), m_axisX(x), m_axisY(y), m_panel(panel), m_frame(std::make_unique<ChartFrame>(chart)),
      m_legend(new LegendItem(chart)), m_grid(new GridItem(panel, chart)),
      m_xLabels(new AxisLabels(panel, Qt::Horizontal, chart)), m_yLabels(new AxisLabels(panel, Qt::Vertical, chart))
{
    m_legend->setFont(chart->legend()->font());
    chart->legend()->hide(); // it elides its entries; LegendItem wraps them
}

ChartItems::~ChartItems() = default;

void ChartItems::takeAxisLook()
{
    const auto look = [](const QAbstractAxis *a) {
        return AxisLabels::Look{a->labelsFont(), a->labelsBrush(), a->titleFont(), a->titleBrush()};
    };
    m_xLabels->setLook(look(m_axisX));
    m_yLabels->setLook(look(m_axisY));
    if (m_colorScale) {
        m_colorScale->setFont(m_yLabels->look().labels);
        m_colorScale->setTextBrush(m_yLabels->look().labelsBrush);
    }
}

void ChartItems::place()
{
    const auto yRoom = [this](double plotHeight) {
        m_yLabels->setTitleLength(plotHeight);
        return m_yLabels->room();
    };
    m_frame->place(yRoom, m_xLabels->room(), m_axisX->labelsFont(), m_legend, m_colorScale ? m_colorScale->room() : 0,
                   m_panel->axes().draft());
}

void ChartItems::relayout()
{
    for (RectLayer *layer : m_layers)
        layer->relayout();
    m_grid->relayout();
    m_xLabels->relayout();
    m_yLabels->relayout();
    if (m_colorScale)
        m_colorScale->relayout(m_chart->plotArea());
    ChartFrame::placeLegend(m_legend, m_chart->plotArea(), m_xLabels->room(), m_chart->size().width());
}

int ChartItems::namedRowsHeight(int rows) const
{
    // The rows' pitch holds the tallest name with a little air; the rest is the frame's margins and the layout's
    // (2 px each side), and a few pixels for rounding.
    const QMargins m = m_chart->margins();
    return static_cast<int>(std::ceil(m.top() + m.bottom() + 8 + rows * m_yLabels->tallestLabel() * 1.1));
}

bool ChartItems::setLegend(std::vector<LegendItem::Entry> entries)
{
    const double before = m_legend->height();
    m_legend->setEntries(std::move(entries));
    return m_legend->layout(std::max(40.0, m_chart->size().width() - 12)) != before;
}

RectLayer *ChartItems::addRectLayer(RectLayer::Place place)
{
    auto *layer = new RectLayer(m_panel, m_chart);
    if (place == RectLayer::Place::OverGrid)
        layer->setZValue(RectLayer::kOverGridZ);
    m_layers.push_back(layer);
    return layer;
}

void ChartItems::setColorScale(ColorMap map, const QString &title)
{
    if (!m_colorScale) {
        m_colorScale = new ColorScaleItem(m_chart);
        m_colorScale->setFont(m_yLabels->look().labels);
        m_colorScale->setTextBrush(m_yLabels->look().labelsBrush);
    }
    m_colorScale->setMap(std::move(map));
    m_colorScale->setTitle(title);
}

void ChartItems::setColorScaleCurrent(std::optional<double> value)
{
    m_scaleCurrent = value;
    if (m_colorScale)
        m_colorScale->setCurrent(m_answerHidden ? std::nullopt : value);
}

void ChartItems::setAnswerHidden(bool hidden, bool veil)
{
    const bool reveal = m_answerHidden && !hidden;
    m_answerHidden = hidden;
    setColorScaleCurrent(m_scaleCurrent);
    if (hidden && veil) {
        if (!m_veil) {
            m_veil = new AnswerVeil(m_chart);
            QObject::connect(m_chart, &QChart::plotAreaChanged, m_veil,
                             [v = m_veil](const QRectF &area) { v->setArea(area); });
        }
        m_veil->setArea(m_chart->plotArea());
        m_veil->cover();
    } else if (m_veil) {
        m_veil->uncover(reveal);
    }
}

} // namespace commviz::ui
