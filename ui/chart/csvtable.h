// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CsvTable: what a chart's CSV export holds, as data: a header of column titles (their base units written with
// them) and rows of numbers and words. Every chart's CSV text is written by one function, text(): numbers to 12
// significant digits in base units (core's values, not the rounded ones a chart's labels show), whole numbers as
// integers, words quoted where they hold a comma, a quote or a line break. A chart's series make one
// (SeriesStore::table); a chart drawn with rectangles (bars, heatmaps, timelines) makes its own from the data it
// draws them from (ChartPanel::setTable).
#pragma once

#include "commviz/units.h"

#include <QString>
#include <QStringList>

#include <variant>
#include <vector>

namespace commviz::ui {

class CsvTable {
public:
    // One field: empty, a measured number, a whole number (a count, an index) or a word.
    class Cell {
    public:
        Cell() = default;
        Cell(double v) : m_value(v) {}                              // NOLINT(google-explicit-constructor)
        Cell(int v) : m_value(static_cast<long long>(v)) {}         // NOLINT(google-explicit-constructor)
        Cell(long long v) : m_value(v) {}                           // NOLINT(google-explicit-constructor)
        Cell(std::size_t v) : m_value(static_cast<long long>(v)) {} // NOLINT(google-explicit-constructor)
        Cell(QString v) : m_value(std::move(v)) {}                  // NOLINT(google-explicit-constructor)
        Cell(const char *v) : m_value(QString::fromUtf8(v)) {}      // NOLINT(google-explicit-constructor)
        [[nodiscard]] QString text() const;

    private:
        std::variant<std::monostate, double, long long, QString> m_value;
    };

    CsvTable() = default;
    explicit CsvTable(QStringList header) : m_header(std::move(header)) {}
    // "bucket size b (B)": a column's title with its quantity's base unit (none for counts and ratios).
    [[nodiscard]] static QString column(const QString &title, Quantity q);

    void addRow(std::vector<Cell> row) { m_rows.push_back(std::move(row)); }
    [[nodiscard]] const QStringList &header() const { return m_header; }
    [[nodiscard]] std::size_t rowCount() const { return m_rows.size(); }
    // The CSV text: the header row, then a line per row.
    [[nodiscard]] QString text() const;

private:
    QStringList m_header;
    std::vector<std::vector<Cell>> m_rows;
};

} // namespace commviz::ui
