// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/step/stepmapchart.h"

#include "chartpanel.h"
#include "coretext.h"

#include "commviz/units.h"

#include <cmath>
#include <functional>

namespace commviz::ui {
namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

const QColor kNotApplicable("#d9d9d9");
const QColor kNoFit("#f4c7c3");
const QColor kBest("#009E73");
constexpr double kFrame = 0.09; // a marked cell's frame, in cells

QStringList powersOfTwo()
{
    QStringList labels;
    for (int i = 0; i < kStepMapSide; ++i)
        labels << QString::number(1 << i);
    return labels;
}

// The map's colours: MFU from 0 to u, the ceiling no layout passes (SPEC.md 10.3).
ColorMap mfuMap(double efficiency)
{
    ColorMap map;
    map.title = QStringLiteral("MFU");
    map.lo = 0;
    map.hi = efficiency;
    for (int k = 0; k <= 8; ++k)
        map.stops.emplace_back(k / 8.0, palette::sequential(k / 8.0));
    map.ticks = {0, efficiency / 2, efficiency};
    map.label = [](double v) { return q(formatPercent(v)); };
    return map;
}

} // namespace

StepMapChart::StepMapChart(ChartPanel *panel, std::function<void(int, int)> adopt)
    : m_panel(panel), m_adopt(std::move(adopt))
{
    m_cells = m_panel->addRectLayer(RectLayer::Place::OverGrid);
    // Legend entries only (no data): what the cells' colours and frames mean.
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::StepPage", "current layout"), palette::marker(), Qt::SolidLine, 4);
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::StepPage", "best layout"), kBest, Qt::SolidLine, 4);
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::StepPage", "does not fit in memory"), kNoFit, Qt::SolidLine, 8);
    // (Each cell's tooltip says why; an exported picture has no tooltips to point to.)
    m_panel->addLine(QT_TRANSLATE_NOOP("commviz::ui::StepPage", "cannot run"), kNotApplicable, Qt::SolidLine, 8);
    m_panel->setColorScale(mfuMap(m_scaleTop));
    m_panel->setXRange(-0.5, kStepMapSide - 0.5);
    m_panel->setYRange(-0.5, kStepMapSide - 0.5);
    m_cells->setTooltip([this](const RectLayer::Rect &r, std::size_t) {
        const std::optional<std::size_t> i = cellIndex(r);
        return i ? tooltip(m_map.cells[*i]) : QString();
    });
    m_panel->setTable([this] { return table(); });
    // A cell is a click away (the chart shows a pointing hand).
    QObject::connect(m_panel, &ChartPanel::clicked, m_panel, [this](const QPointF &at) {
        if (const std::optional<std::pair<int, int>> layout = layoutAt(at))
            m_adopt(layout->first, layout->second);
    });
}

bool StepMapChart::draw(const Scenario &s, const Result<StepMap> &map)
{
    m_gpus = s.gpus;
    m_efficiency = s.compute_efficiency;
    m_map = map.ok() ? map.value() : StepMap{};
    const ColorMap colors = mfuMap(s.compute_efficiency);
    if (colors.hi != m_scaleTop) {
        m_panel->setColorScale(colors);
        m_scaleTop = colors.hi;
    }
    std::vector<RectLayer::Rect> rects;
    std::optional<double> current;
    const auto frame = [&](int index, const QColor &color, double inset) {
        const int column = index / kStepMapSide; // the cells run up the columns, t by t
        const double x = column;
        const double y = index % kStepMapSide;
        const double x0 = x - 0.5 + inset, x1 = x + 0.5 - inset, y0 = y - 0.5 + inset, y1 = y + 0.5 - inset;
        rects.push_back({x0, x1, y0, y0 + kFrame, color, {}, false});
        rects.push_back({x0, x1, y1 - kFrame, y1, color, {}, false});
        rects.push_back({x0, x0 + kFrame, y0, y1, color, {}, false});
        rects.push_back({x1 - kFrame, x1, y0, y1, color, {}, false});
    };
    int currentIndex = -1;
    for (std::size_t i = 0; i < m_map.cells.size(); ++i) {
        const StepMapCell &c = m_map.cells[i];
        const std::size_t column = i / kStepMapSide;
        const double x = static_cast<double>(column);
        const double y = static_cast<double>(i % kStepMapSide);
        QColor color = kNotApplicable;
        QString text = tr("n/a");
        QString whole; // where "35.2%" does not fit its cell (projector mode): "35%"
        if (c.step.ok() && !c.step.value().fits) {
            color = kNoFit;
            text = tr("no fit");
        } else if (c.step.ok()) {
            color = colors.color(c.step.value().mfu);
            text = q(formatPercent(c.step.value().mfu));
            whole = q(formatTrimmed(c.step.value().mfu * 100, 0)) + '%';
        }
        if (c.tensor_parallel == s.tensor_parallel && c.stages == s.stages) {
            currentIndex = static_cast<int>(i);
            if (c.step.ok())
                current = c.step.value().mfu;
        }
        rects.push_back({x - 0.5, x + 0.5, y - 0.5, y + 0.5, color, text, true, whole});
    }
    if (m_map.best >= 0)
        frame(m_map.best, kBest, currentIndex == m_map.best ? kFrame : 0);
    if (currentIndex >= 0)
        frame(currentIndex, palette::marker(), 0);
    m_cells->setRects(std::move(rects));
    m_panel->setColorScaleCurrent(current);
    nameTitle();
    return map.ok();
}

void StepMapChart::nameTitle()
{
    m_panel->setChartTitle(tr("MFU over t × p at N = %1 (d = N/(t·p); darker is better, at most u = %2)")
                               .arg(m_gpus)
                               .arg(q(formatPercent(m_efficiency))));
}

QString StepMapChart::tooltip(const StepMapCell &c) const
{
    QString head = tr("t = %1, p = %2").arg(c.tensor_parallel).arg(c.stages);
    if (!c.step.ok())
        return "<b>" + head + "</b><br>" + coreText(c.step.explanation());
    const TrainingStep &st = c.step.value();
    QString text = "<b>" + head + tr(", d = %1").arg(st.layout.data_parallel) + "</b><br>" +
                   tr("MFU %1, step %2").arg(q(formatPercent(st.mfu)), q(formatTime(st.step_s))) + "<br>" +
                   tr("memory %1 a GPU").arg(q(formatSize(st.memory.total_bytes())));
    if (!st.fits)
        text += "<br>" + tr("does not fit in memory");
    return text + "<br>" + tr("Click to use this layout.");
}

// A cell's rectangle and its frame's four lie inside the cell: their centre names it.
std::optional<std::size_t> StepMapChart::cellIndex(const RectLayer::Rect &r) const
{
    const long x = std::lround((r.x0 + r.x1) / 2);
    const long y = std::lround((r.y0 + r.y1) / 2);
    if (x < 0 || y < 0 || x >= kStepMapSide || y >= kStepMapSide)
        return std::nullopt;
    const auto i = static_cast<std::size_t>(x * kStepMapSide + y);
    return i < m_map.cells.size() ? std::optional(i) : std::nullopt;
}

std::optional<std::pair<int, int>> StepMapChart::layoutAt(const QPointF &chartPos) const
{
    const RectLayer::Rect *r = m_cells->rectAt(chartPos);
    const std::optional<std::size_t> i = r ? cellIndex(*r) : std::nullopt;
    if (!i || !m_map.cells[*i].step.ok())
        return std::nullopt;
    return std::pair(m_map.cells[*i].tensor_parallel, m_map.cells[*i].stages);
}

CsvTable StepMapChart::table() const
{
    CsvTable out(
        {"tensor_parallel t", "stages p", "data_parallel d", "applicable", "fits", "mfu", "step_s", "memory_bytes"});
    for (const StepMapCell &c : m_map.cells) {
        if (!c.step.ok()) {
            out.addRow({c.tensor_parallel, c.stages, {}, "no", {}, {}, {}, {}});
            continue;
        }
        const TrainingStep &st = c.step.value();
        out.addRow({c.tensor_parallel, c.stages, st.layout.data_parallel, "yes", st.fits ? "yes" : "no", st.mfu,
                    st.step_s, st.memory.total_bytes()});
    }
    return out;
}

QStringList StepMapChart::axisLabels()
{
    return powersOfTwo();
}

} // namespace commviz::ui
