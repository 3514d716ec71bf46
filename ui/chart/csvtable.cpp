// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvtable.h"

namespace commviz::ui {
namespace {

QString field(QString s)
{
    if (s.contains(',') || s.contains('"') || s.contains('\n')) {
        s.replace("\"", "\"\"");
        return "\"" + s + "\"";
    }
    return s;
}

QString line(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out << field(f);
    return out.join(',') + "\n";
}

} // namespace

QString CsvTable::Cell::text() const
{
    if (const auto *number = std::get_if<double>(&m_value))
        return QString::number(*number, 'g', 12);
    if (const auto *whole = std::get_if<long long>(&m_value))
        return QString::number(*whole);
    if (const auto *word = std::get_if<QString>(&m_value))
        return *word;
    return {};
}

QString CsvTable::column(const QString &title, Quantity q)
{
    const std::string_view unit = baseUnit(q);
    return unit.empty() ? title
                        : title + " (" + QString::fromUtf8(unit.data(), static_cast<qsizetype>(unit.size())) + ")";
}

QString CsvTable::text() const
{
    QString out = line(m_header);
    for (const std::vector<Cell> &row : m_rows) {
        QStringList fields;
        fields.reserve(static_cast<qsizetype>(row.size()));
        for (const Cell &c : row)
            fields << c.text();
        out += line(fields);
    }
    return out;
}

} // namespace commviz::ui
