// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Series: a curve or a set of markers on a ChartPanel (ChartPanel::addLine, addMarker), the handle a page keeps to
// give it data (ChartPanel::setData). The chart owns what a handle names; a default handle names nothing. Handles
// compare and order by what they name, so a page may key a map by them.
#pragma once

#include <QColor>
#include <QString>

#include <functional>

class QXYSeries;

namespace commviz::ui {

class Series {
public:
    Series() = default;
    [[nodiscard]] bool isNull() const { return m_series == nullptr; }
    // A marker's outline (markers have none unless asked) and a square marker instead of a round one.
    void setOutline(const QColor &color) const;
    void setSquare() const;
    // The name as drawn in the legend and tooltips (translated). setShownName changes only that: the series keeps
    // the name it was added with in the chart's data and the CSV (ChartPanel::renameSeries changes both).
    [[nodiscard]] QString name() const;
    void setShownName(const QString &name) const;

    friend bool operator==(const Series &a, const Series &b) { return a.m_series == b.m_series; }
    friend bool operator!=(const Series &a, const Series &b) { return a.m_series != b.m_series; }
    friend bool operator<(const Series &a, const Series &b) { return std::less<>()(a.m_series, b.m_series); }

private:
    friend class ChartPanel;
    friend class ChartInspector;
    explicit Series(QXYSeries *series) : m_series(series) {}
    QXYSeries *m_series = nullptr;
};

} // namespace commviz::ui
