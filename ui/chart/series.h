// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Series: a curve or a set of markers on a ChartPanel (ChartPanel::addLine, addMarker), the handle a page keeps to
// give it data, a line across the chart, its legend entry and its name. The chart owns what a handle names; a default
// handle names nothing, and does nothing. Handles compare and order by what they name, so a page may key a map by
// them.
#pragma once

#include <QColor>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QXYSeries;

namespace commviz::ui {
class ChartPanel;
class ChartSeries;
} // namespace commviz::ui

namespace commviz::ui {

class Series {
public:
    Series() = default;
    [[nodiscard]] bool isNull() const { return m_series == nullptr; }
    // Data in base units; points a log axis cannot show (≤ 0) are left out. One replace() per call.
    void setData(const std::vector<double> &xs, const std::vector<double> &ys) const;
    // A vertical or horizontal line across the chart's current range; none without a value.
    void setVLine(std::optional<double> x) const;
    void setHLine(std::optional<double> y) const;
    // Shows or hides the legend entry (the curve stays); the legend closes the gap at once.
    void setInLegend(bool visible) const;
    // A marker's outline (markers have none unless asked) and a square marker instead of a round one.
    void setOutline(const QColor &color) const;
    void setSquare() const;
    // The name as drawn in the legend and tooltips (translated). setShownName changes only that: the series keeps
    // the name it was added with in the chart's data and the CSV. rename changes both, for a name built from several
    // texts, which the page sets again when it redraws on a language change.
    [[nodiscard]] QString name() const;
    void setShownName(const QString &name) const;
    void rename(const QString &name) const;

    friend bool operator==(const Series &a, const Series &b) { return a.m_series == b.m_series; }
    friend bool operator!=(const Series &a, const Series &b) { return a.m_series != b.m_series; }
    friend bool operator<(const Series &a, const Series &b) { return std::less<>()(a.m_series, b.m_series); }

private:
    friend class ChartPanel;
    Series(QXYSeries *series, ChartSeries *owner) : m_series(series), m_owner(owner) {}
    QXYSeries *m_series = nullptr;
    ChartSeries *m_owner = nullptr; // what the chart keeps its series in (chartseries.h)
};

} // namespace commviz::ui
