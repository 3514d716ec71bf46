// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What test_notext_cut looks for in a window: every visible widget whose text does not fit where it is drawn
// (a label without word wrap, a button, a combo box's current text, a tab, an item view's cell or header
// section, a wrapped label cut at the bottom) and every chart text that leaves its chart or overlaps another
// (title, axis titles, tick labels, legend entries, a page's own labels). One line per finding, naming the
// widget's class and objectName and the text.
#pragma once

#include <QStringList>

class QWidget;

namespace textcheck {

// Findings among `root`'s visible descendants (and `root` itself).
QStringList cutWidgets(const QWidget *root);
// Findings in the charts (ChartPanel) and the algorithm diagram among `root`'s visible descendants. Texts
// inside their chart but outside what its view shows (a chart taller than the page leaves it) go to
// `viewClipped` when given: the window's layout decides that, not the chart.
QStringList cutChartTexts(const QWidget *root, QStringList *viewClipped = nullptr);
// Findings in the charts among `root`'s visible descendants where a label on the plot (a page's own text, a
// region's name, a cell's or a bar's text) is crossed by a drawn curve or covered by a marker.
QStringList labelsOverData(const QWidget *root);

} // namespace textcheck
