// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/stackedbars.h"

#include "chartpanel.h"
#include "csvtable.h"

#include "commviz/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace commviz::ui {

StackedBars::StackedBars(ChartPanel *chart, std::vector<Part> parts, Options options)
    : m_chart(chart), m_parts(std::move(parts)), m_options(options)
{
    for (const Part &p : m_parts)
        m_chart->addLine(p.name, p.color, Qt::SolidLine, 8); // a legend key only: the bars are the layer's
    m_layer = m_chart->addRectLayer(RectLayer::Place::OverGrid);
}

void StackedBars::setRowNames(const QStringList &names)
{
    QStringList bottomFirst; // the chart's category i is at y = i
    for (auto it = names.rbegin(); it != names.rend(); ++it)
        bottomFirst << *it;
    m_chart->setYCategories(bottomFirst, ChartPanel::RowNames::Every);
}

void StackedBars::draw(const std::vector<Row> &rows, const QString &keyTitle, int gpus)
{
    std::vector<RectLayer::Rect> bars;
    std::vector<RectLayer::Rect> notApplicable; // spans the chart, so that its reason can be read
    std::vector<RectLayer::Label> totals;       // written just past each bar's end, whole
    QStringList header{keyTitle};
    for (const Part &p : m_parts)
        header << CsvTable::column(m_chart->translated(p.name), Quantity::Time);
    header << CsvTable::column(QCoreApplication::translate("commviz::ui::CollectivesPage", "total"), Quantity::Time);
    CsvTable table(header);
    double longest = 0;
    const auto count = static_cast<double>(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const Row &row = rows[r];
        const double y = count - 1 - static_cast<double>(r);
        if (!row.notApplicable.isEmpty()) {
            // Where the reason does not fit on the row (a narrow chart), "n/a" says the row is empty on purpose and
            // the tooltip gives the reason.
            notApplicable.push_back({0, 0, y - 0.4, y + 0.4, QColor(0, 0, 0, 0), row.notApplicable, true,
                                     QCoreApplication::translate("commviz::ui::CollectivesPage", "n/a")});
            continue;
        }
        std::vector<CsvTable::Cell> line{row.key};
        double x = 0;
        for (std::size_t i = 0; i < m_parts.size() && i < row.parts_s.size(); ++i) {
            const double t = row.parts_s[i];
            // A zero part is a bar of no length (at N = 1 every one is): nothing drawn, only its total beside it.
            if (t > 0)
                bars.push_back({x, x + t, y - 0.35, y + 0.35, m_parts[i].color,
                                i < row.texts.size() ? row.texts[i] : QString(), m_options.textsInBars});
            x += t;
            line.emplace_back(t);
        }
        line.emplace_back(row.total_s);
        table.addRow(std::move(line));
        longest = std::max({longest, x, row.total_s});
        totals.push_back({x,
                          x,
                          y - 0.4,
                          y + 0.4,
                          QString::fromStdString(formatTime(row.total_s)),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          {}});
    }
    const double width = longest > 0 ? longest * m_options.room : 1e-3;
    for (RectLayer::Rect &b : notApplicable)
        b.x1 = width;
    for (RectLayer::Label &t : totals) { // a little clear of the bar's end, so that its first digit stays whole
        t.x0 += width * 0.01;
        t.x1 = width;
    }
    if (longest == 0 && notApplicable.size() < rows.size())
        totals.push_back(
            {width * 0.25,
             width,
             -0.5,
             count - 0.5,
             QCoreApplication::translate("commviz::ui::CollectivesPage", "0 (N = %1: nothing to communicate)")
                 .arg(gpus),
             Qt::AlignCenter,
             {}});
    bars.insert(bars.end(), notApplicable.begin(), notApplicable.end());
    m_chart->setXRange(0, width);
    m_layer->setRects(std::move(bars));
    m_layer->setLabels(std::move(totals));
    m_chart->setTable([table = std::move(table)] { return table; });
}

} // namespace commviz::ui
