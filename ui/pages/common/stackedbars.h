// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// StackedBars: a chart's horizontal bars of time, one row per item (a collective), each row's parts laid end to
// end (the latency and bandwidth terms, or each level's) and its total written just past its end; a row that
// cannot run says why across the chart ("n/a" where the reason does not fit, and the reason in its tooltip). The
// Collectives and Cluster pages' "where does the time go" charts. The chart's CSV is made from the same rows: a line
// per bar, a column per part and the total, in seconds.
#pragma once

#include "rectlayer.h"

#include <QColor>
#include <QString>

#include <vector>

namespace commviz::ui {

class ChartPanel;

class StackedBars {
public:
    struct Part {
        const char *name; // English source, marked with QT_TR_NOOP in the page's context (the chart translates it)
        QColor color;
    };
    struct Row {
        QString key;                 // the CSV's first field: the item's stable key ("allreduce_ring")
        std::vector<double> parts_s; // each part's time in seconds, in the order of the parts
        double total_s = 0;          // core's total (the parts add up to it): the label past the bar, the CSV's
        std::vector<QString> texts;  // each part's text: its tooltip, and written inside the bar where it fits
        QString notApplicable;       // not empty: the row has no bar, and this says why
    };
    struct Options {
        bool textsInBars = true; // false: the parts' texts are tooltips only
        double room = 1.25;      // the x range past the longest bar, for its total
    };

    // Adds the parts' legend keys and the bars' layer to `chart`.
    StackedBars(ChartPanel *chart, std::vector<Part> parts, Options options);
    // The rows' names, the first at the top as in draw(); every one is drawn (the chart grows for them).
    void setRowNames(const QStringList &names);
    // Draws `rows`, the first at the top; `keyTitle` heads the CSV's key column. When every row's total is 0 (N = 1)
    // the chart says in words that nothing is communicated, so that it is not read as a chart that failed.
    void draw(const std::vector<Row> &rows, const QString &keyTitle, int gpus);

private:
    ChartPanel *m_chart;
    std::vector<Part> m_parts;
    Options m_options;
    RectLayer *m_layer = nullptr;
};

} // namespace commviz::ui
