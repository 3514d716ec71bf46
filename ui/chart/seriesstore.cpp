// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "seriesstore.h"

#include <QStringList>

#include <algorithm>

namespace commviz::ui {

QString withBaseUnit(const QString &name, Quantity q)
{
    QString unit;
    switch (q) {
    case Quantity::Time:
        unit = "s";
        break;
    case Quantity::Size:
        unit = "B";
        break;
    case Quantity::Bandwidth:
        unit = "B/s";
        break;
    case Quantity::Count:
    case Quantity::Ratio:
    case Quantity::Fraction:
        break;
    }
    return unit.isEmpty() ? name : name + " (" + unit + ")";
}

QString csvField(QString s)
{
    if (s.contains(',') || s.contains('"') || s.contains('\n')) {
        s.replace("\"", "\"\"");
        return "\"" + s + "\"";
    }
    return s;
}

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

QString SeriesStore::csv(const QString &xTitle, const QString &yTitle, Quantity x, Quantity y) const
{
    const std::vector<SeriesData> all = named();
    if (all.empty()) {
        // Nothing to draw still makes a CSV that says what it would hold: the header row.
        QStringList header{csvField(withBaseUnit(xTitle, x))};
        for (Key key : m_order) {
            if (const SeriesData &d = m_data.at(key); !d.name.isEmpty())
                header << csvField(withBaseUnit(d.name, y));
        }
        return header.join(',') + "\n";
    }
    const auto num = [](double v) { return QString::number(v, 'g', 12); };
    const auto longest = std::max_element(
        all.begin(), all.end(), [](const SeriesData &a, const SeriesData &b) { return a.xs.size() < b.xs.size(); });
    std::vector<const SeriesData *> shared;
    std::vector<const SeriesData *> own;
    for (const SeriesData &d : all)
        (d.xs == longest->xs ? shared : own).push_back(&d);
    QStringList header{csvField(withBaseUnit(xTitle, x))};
    for (const SeriesData *d : shared)
        header << csvField(withBaseUnit(d->name, y));
    std::size_t rows = longest->xs.size();
    for (const SeriesData *d : own) {
        header << csvField(withBaseUnit(d->name + ": " + xTitle, x));
        header << csvField(withBaseUnit(d->name + ": " + yTitle, y));
        rows = std::max(rows, d->xs.size());
    }
    QString out = header.join(',') + "\n";
    for (std::size_t i = 0; i < rows; ++i) {
        QStringList row{i < longest->xs.size() ? num(longest->xs[i]) : QString()};
        for (const SeriesData *d : shared)
            row << (i < d->ys.size() ? num(d->ys[i]) : QString());
        for (const SeriesData *d : own)
            row << (i < d->xs.size() ? num(d->xs[i]) : QString()) << (i < d->ys.size() ? num(d->ys[i]) : QString());
        out += row.join(',') + "\n";
    }
    return out;
}

} // namespace commviz::ui
