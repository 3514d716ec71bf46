// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/measured/measuredchart.h"

#include "chartpanel.h"
#include "pages/measured/measuredpage.h"
#include "pages/measured/measuredtext.h"

#include "commviz/production.h"
#include "commviz/units.h"

#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>
#include <optional>

namespace commviz::ui {
namespace {

const QColor kBoundary("#7a4a00");
const QColor kSwitch("#a0508a"); // the production model's, as its curve

void setCurve(Series series, const Curve &c)
{
    series.setData(c.x, c.y);
}

} // namespace

MeasuredChart::MeasuredChart(ChartPanel *chart) : QObject(chart), m_chart(chart)
{
    m_model = chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "model at the sliders' α, β"),
                             palette::series(2), Qt::DashLine, 2.2);
    m_production = chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "production model"),
                                  palette::series(3), Qt::DashDotLine, 2.2);
    m_fitted =
        chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "fitted α, β"), Qt::black, Qt::SolidLine, 2.2);
    m_regimes = chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "regimes"), palette::series(7),
                               Qt::SolidLine, 3.2);
    m_beta =
        chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "fitted β"), QColor("#555555"), Qt::DotLine, 1.8);
    m_boundaries = {chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "regime boundary 1"), kBoundary,
                                   Qt::DotLine, 1.6, false),
                    chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "regime boundary 2"), kBoundary,
                                   Qt::DotLine, 1.6, false)};
    m_switches = {chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "protocol switch LL→LL128"), kSwitch,
                                 Qt::DashDotLine, 1.4, false),
                  chart->addLine(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "protocol switch LL128→Simple"),
                                 kSwitch, Qt::DashDotLine, 1.4, false)};
    // Drawn after the curves so the points stay on top; in-place smaller and square so both show where
    // they coincide, which they mostly do.
    m_outOfPlace = chart->addMarker(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "measured, out-of-place"),
                                    palette::series(0), 10);
    m_inPlace =
        chart->addMarker(QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage", "measured, in-place"), palette::series(1), 6);
    m_inPlace.setSquare();
    // The labels follow the plot area: a resize, projector mode and every export move it.
    connect(chart, &ChartPanel::plotAreaChanged, this, &MeasuredChart::placeLabels);
}

void MeasuredChart::clear()
{
    for (Series s : {m_outOfPlace, m_inPlace, m_fitted, m_model, m_production, m_regimes, m_beta, m_boundaries[0],
                     m_boundaries[1], m_switches[0], m_switches[1]})
        s.setData({}, {});
    setLabels({});
    m_hasData = false;
}

void MeasuredChart::draw(const Input &in, const Scenario &s)
{
    const MeasurementEntry &e = *in.entry;
    const MeasuredTable &t = e.table;
    const MeasuredQuantity q = in.quantity;

    const Curve oop = measuredPoints(t, false, q);
    const Curve ip = measuredPoints(t, true, q);
    setCurve(m_outOfPlace, oop);
    setCurve(m_inPlace, ip);
    m_outOfPlace.setInLegend(!oop.x.empty());
    m_inPlace.setInLegend(!ip.x.empty());
    m_hasData = !oop.x.empty() || !ip.x.empty();

    const std::vector<double> sizes = measuredCurveSizes(t, kCurvePoints);
    if (!sizes.empty())
        m_chart->setXRange(sizes.front(), sizes.back());
    const bool fitted = e.fit.ok();
    setCurve(m_fitted, fitted ? measuredFitVsSize(t, e.fit.value(), q, sizes) : Curve{});
    m_fitted.setInLegend(fitted);

    // The regimes only when they say more than the single fit.
    const bool regimes = fitted && e.regimes.ok() && e.regimes.value().count() > 1;
    setCurve(m_regimes,
             regimes ? measuredRegimesVsSize(t, e.fit.value(), e.regimes.value(), q, kCurvePoints / 4) : Curve{});
    m_regimes.setInLegend(regimes);

    const std::optional<MeasuredModel> model = measuredModel(t, e.fit);
    setCurve(m_model, model ? measuredModelVsSize(t, *model, s, in.link, q, sizes) : Curve{});
    m_model.setInLegend(model.has_value());
    const Curve production =
        model && in.production ? measuredProductionVsSize(t, *model, s, in.link, q, sizes) : Curve{};
    setCurve(m_production, production);
    m_production.setInLegend(!production.x.empty());

    const bool showBeta = q != MeasuredQuantity::Time && t.metric == MeasureMetric::Bandwidth && fitted;
    if (showBeta && !sizes.empty()) {
        const double beta =
            e.fit.value().beta_Bps *
            (q == MeasuredQuantity::BusBw ? busBandwidthFactor(t.collective, t.ranks.value_or(0)).value_or(1) : 1);
        m_beta.setData({sizes.front(), sizes.back()}, {beta, beta});
    } else {
        m_beta.setData({}, {});
    }
    m_beta.setInLegend(showBeta);
    m_chart->fitYToData(q == MeasuredQuantity::Time ? 1e-9 : 1.0);

    // Vertical lines after the y range, which they span; labels at the top of the plot.
    std::vector<Label> labels;
    const std::vector<double> bounds = regimes ? e.regimes.value().boundaries_bytes : std::vector<double>{};
    for (std::size_t i = 0; i < m_boundaries.size(); ++i) {
        const std::optional<double> x = i < bounds.size() ? std::optional(bounds[i]) : std::nullopt;
        m_boundaries[i].setVLine(x);
        if (x)
            labels.push_back({*x, napkin::q(formatSize(*x)), kBoundary});
    }
    std::optional<ProtocolSwitches> switches;
    if (model && in.production && t.metric == MeasureMetric::Time) {
        const Result<ProtocolSwitches> r = measuredProtocolSwitches(t, *model, s, in.link);
        if (r.ok())
            switches = r.value();
    }
    const double lo = sizes.empty() ? 0 : sizes.front();
    const double hi = sizes.empty() ? 0 : sizes.back();
    const auto inside = [&](double x) { return x > lo && x < hi ? std::optional(x) : std::nullopt; };
    const std::array<std::pair<const char *, std::optional<double>>, 2> lines{
        std::pair{"LL→LL128", switches ? inside(switches->ll_ll128_bytes) : std::nullopt},
        std::pair{"LL128→Simple", switches ? inside(switches->ll128_simple_bytes) : std::nullopt}};
    for (std::size_t i = 0; i < lines.size(); ++i) {
        m_switches[i].setVLine(lines[i].second);
        if (lines[i].second)
            labels.push_back({*lines[i].second,
                              QString::fromUtf8(lines[i].first) + " " + napkin::q(formatSize(*lines[i].second)),
                              kSwitch});
    }
    setLabels(std::move(labels));

    m_chart->setChartTitle(
        MeasuredPage::tr("%1 on %2: %3 against size").arg(collectiveText(t), ranksText(t), quantityTitle(q, t)));
}

QStringList MeasuredChart::labels() const
{
    QStringList out;
    for (const Label &l : m_labels)
        out << l.text;
    return out;
}

void MeasuredChart::setLabels(std::vector<Label> labels)
{
    for (QGraphicsItem *item : m_labelItems)
        delete item;
    m_labelItems.clear();
    m_labels = std::move(labels);
    for (const Label &l : m_labels) {
        auto *box = new QGraphicsRectItem;
        m_chart->addOverlay(box);
        box->setBrush(QColor(255, 255, 255, 225));
        box->setPen(QPen(l.color, 1));
        box->setZValue(5); // over the curves and markers: a label must not be hidden by what it labels
        auto *text = new QGraphicsSimpleTextItem(l.text, box);
        text->setBrush(l.color);
        m_labelItems.push_back(box);
    }
    placeLabels();
}

// Each label centred on its line just inside the top of the plot; one that would overlap the label before it
// on its row moves down a row. The font is the legend's, which projector mode enlarges.
// Each boundary's size above its line, in the first row from the top (then from the bottom) where no curve, point
// or other label lies under it; left out where the plot has no such place (the line stays, and the regimes table
// names the size).
void MeasuredChart::placeLabels()
{
    const QRectF plot = m_chart->plotArea();
    const QFont font = m_chart->legendFont();
    const QFontMetricsF metrics(font);
    const double pad = 3;
    const double height = metrics.height() + 2 * pad;
    const ChartPanel::DrawnData drawn = m_chart->drawnData();
    std::vector<QRectF> taken;
    const int rows = std::max(1, static_cast<int>((plot.height() - 4) / (height + 2)));
    for (std::size_t i = 0; i < m_labelItems.size(); ++i) {
        auto *box = static_cast<QGraphicsRectItem *>(m_labelItems[i]);
        auto *text = static_cast<QGraphicsSimpleTextItem *>(box->childItems().constFirst());
        text->setFont(font);
        const double width = metrics.horizontalAdvance(m_labels[i].text) + 2 * pad;
        double left = m_chart->toScene(m_labels[i].x, m_chart->axes().yMax()).x() - width / 2;
        left = std::clamp(left, plot.left() + 1, std::max(plot.left() + 1, plot.right() - width - 1));
        std::optional<QRectF> chosen;
        for (int k = 0; k < 2 * rows && !chosen; ++k) {
            const int row = k / 2;
            const double top =
                k % 2 == 0 ? plot.top() + 2 + row * (height + 2) : plot.bottom() - 2 - height - row * (height + 2);
            const QRectF r(left, top, width, height);
            if (drawn.isClear(r) &&
                std::none_of(taken.begin(), taken.end(), [&r](const QRectF &t) { return t.intersects(r); }))
                chosen = r;
        }
        box->setRect(0, 0, width, height);
        text->setPos(pad, pad);
        box->setVisible(plot.width() > 0 && chosen.has_value());
        if (chosen) {
            taken.push_back(*chosen);
            box->setPos(chosen->topLeft());
        }
    }
}

} // namespace commviz::ui
