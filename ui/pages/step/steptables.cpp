// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/step/steptables.h"

#include "textwidth.h"

#include <QHeaderView>
#include <QTableWidget>

#include <algorithm>

namespace commviz::ui {

QTableWidget *makeTable(int rows, int columns, QWidget *parent)
{
    auto *table = new QTableWidget(rows, columns, parent);
    table->verticalHeader()->hide();
    table->setWordWrap(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(false); // every column as wide as its text; a narrow page scrolls
    // Its numbers change on every frame of a drag, and each repaint laid every cell out: without shaping (unshaped()),
    // the rest of the font the page's.
    table->setFont(unshaped(QFont()));
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            auto *item = new QTableWidgetItem;
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(r, c, item);
        }
    }
    return table;
}

std::vector<double> widestTexts(const QTableWidget &table)
{
    std::vector<double> widest(static_cast<std::size_t>(table.columnCount()), 0.0);
    for (int c = 0; c < table.columnCount(); ++c) {
        double &w = widest[static_cast<std::size_t>(c)];
        if (const QTableWidgetItem *header = table.horizontalHeaderItem(c))
            w = textWidth(table.horizontalHeader()->font(), header->text());
        for (int r = 0; r < table.rowCount(); ++r) {
            if (const QTableWidgetItem *item = table.item(r, c))
                w = std::max(w,
                             textWidth(item->data(Qt::FontRole).isValid() ? item->font() : table.font(), item->text()));
        }
    }
    return widest;
}

} // namespace commviz::ui
