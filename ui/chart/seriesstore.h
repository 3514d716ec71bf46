// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SeriesStore: what each series of a chart holds, in base units (seconds, bytes, bytes per second) and in
// the order the series were added, and the CSV file those make. Plain data: no Qt Charts, no widget, so
// exports, tests and tooltips read core's exact values rather than what was drawn.
#pragma once

#include "csvtable.h"

#include "commviz/units.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace commviz::ui {

struct SeriesData {
    QString name;
    std::vector<double> xs;
    std::vector<double> ys;
};

class SeriesStore {
public:
    using Key = const void *; // the series a chart draws the data with

    void add(Key key, const QString &name);
    void rename(Key key, const QString &name);
    void set(Key key, std::vector<double> xs, std::vector<double> ys);
    [[nodiscard]] const SeriesData &at(Key key) const { return m_data.at(key); }
    [[nodiscard]] const std::vector<Key> &order() const { return m_order; }

    // The series that have a name and points, in order: what CSV export and tests see.
    [[nodiscard]] std::vector<SeriesData> named() const;
    [[nodiscard]] std::optional<SeriesData> find(const QString &name) const;

    // The CSV's table: one column per series with the units in the header ("message size n (B)", "T(n) (s)").
    // Curves sampled like the longest share its x column; the others (markers, reference lines) follow as (x, y)
    // pairs. With no data, the header alone.
    [[nodiscard]] CsvTable table(const QString &xTitle, const QString &yTitle, Quantity x, Quantity y) const;

private:
    std::vector<Key> m_order;
    std::map<Key, SeriesData> m_data;
};

} // namespace commviz::ui
