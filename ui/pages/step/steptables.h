// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page's tables: made with an item in every cell, numbers right-aligned, and the texts their columns
// fit to.
#pragma once

#include <vector>

class QTableWidget;
class QWidget;

namespace commviz::ui {

// A read-only table of `rows` × `columns` items (all but the first column right-aligned), no row numbers, every
// column as wide as its text (a narrow page scrolls).
QTableWidget *makeTable(int rows, int columns, QWidget *parent);

// Each column's widest text (its header's and its cells', each in its own font): what resizeColumnsToContents
// depends on, with the style (StepPage::changeEvent forgets the fit on a new one).
std::vector<double> widestTexts(const QTableWidget &table);

} // namespace commviz::ui
