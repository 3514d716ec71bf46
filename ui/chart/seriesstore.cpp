// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "seriesstore.h"

#include <QStringList>

#include <algorithm>

namespace commviz::ui {

void SeriesStore::add(Key key, const QString &name)
{
    m_data[key] = {name, {}, {}};
    m_order.push_back(key);
}

void SeriesStore::rename(Key key, const QString &name)
{
    if (const auto it = m_data.find(key); it != m_data.end())
        it->second.name = name;
}

void SeriesStore::set(Key key, std::vector<double> xs, std::vector<double> ys)
{
    SeriesData &d = m_data[key];
    d.xs = std::move(xs);
    d.ys = std::move(ys);
}

std::vector<SeriesData> SeriesStore::named() const
{
    std::vector<SeriesData> out;
    for (Key key : m_order) {
        const SeriesData &d = m_data.at(key);
        if (!d.name.isEmpty() && !d.xs.empty())
            out.push_back(d);
    }
    return out;
}

std::optional<SeriesData> SeriesStore::find(const QString &name) const
{
    for (const SeriesData &d : named()) {
        if (d.name == name)
            return d;
    }
    return std::nullopt;
}

CsvTable SeriesStore::table(const QString &xTitle, const QString &yTitle, Quantity x, Quantity y) const
{
    const std::vector<SeriesData> all = named();
    if (all.empty()) {
        // Nothing to draw still makes a CSV that says what it would hold: the header row.
        QStringList header{CsvTable::column(xTitle, x)};
        for (Key key : m_order) {
            if (const SeriesData &d = m_data.at(key); !d.name.isEmpty())
                header << CsvTable::column(d.name, y);
        }
        return CsvTable(header);
    }
    const auto longest = std::max_element(
        all.begin(), all.end(), [](const SeriesData &a, const SeriesData &b) { return a.xs.size() < b.xs.size(); });
    std::vector<const SeriesData *> shared;
    std::vector<const SeriesData *> own;
    for (const SeriesData &d : all)
        (d.xs == longest->xs ? shared : own).push_back(&d);
    QStringList header{CsvTable::column(xTitle, x)};
    for (const SeriesData *d : shared)
        header << CsvTable::column(d->name, y);
    std::size_t rows = longest->xs.size();
    for (const SeriesData *d : own) {
        header << CsvTable::column(d->name + ": " + xTitle, x);
        header << CsvTable::column(d->name + ": " + yTitle, y);
        rows = std::max(rows, d->xs.size());
    }
    CsvTable table(header);
    const auto at = [](const std::vector<double> &v, std::size_t i) {
        return i < v.size() ? CsvTable::Cell(v[i]) : CsvTable::Cell();
    };
    for (std::size_t i = 0; i < rows; ++i) {
        std::vector<CsvTable::Cell> row{at(longest->xs, i)};
        for (const SeriesData *d : shared)
            row.push_back(at(d->ys, i));
        for (const SeriesData *d : own) {
            row.push_back(at(d->xs, i));
            row.push_back(at(d->ys, i));
        }
        table.addRow(std::move(row));
    }
    return table;
}

} // namespace commviz::ui
