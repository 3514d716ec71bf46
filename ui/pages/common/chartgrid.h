// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartGrid: the grid of a page's charts and tables, which reflows to one column when it is narrow.
//
// Pages place their widgets by row and column as in a QGridLayout (with spans and stretches). When the
// grid is narrower than its columns need (each at least kColumnEm average characters of the current font,
// and at least its widest widget's minimum), every widget gets a row of its own, in reading order, at the
// full width; the page's scroll area then scrolls vertically. Its minimum width is that of one column, so
// a grid never makes the window wider than its widest single widget.
#pragma once

#include <QWidget>

#include <map>
#include <vector>

class QGridLayout;

namespace commviz::ui {

class ChartGrid : public QWidget {
    Q_OBJECT
public:
    // Average characters a column needs before the grid keeps two of them side by side.
    static constexpr int kColumnEm = 44;
    // Lines of the current font a chart's row is at least high in one column.
    static constexpr int kSingleRowLines = 18;

    explicit ChartGrid(QWidget *parent = nullptr);

    void addWidget(QWidget *widget, int row, int column, int rowSpan = 1, int columnSpan = 1);
    void setRowStretch(int row, int stretch);
    void setColumnStretch(int column, int stretch);

    // Shows `widget` (one of the grid's) alone at the grid's full width, the others hidden, until setSolo(nullptr)
    // shows again those it hid (a lecture step's chart). Widgets the page shows meanwhile are hidden again at
    // the next call (ChartPage calls it after each draw).
    void setSolo(QWidget *widget);
    [[nodiscard]] QWidget *solo() const { return m_solo; }

    // True while every widget has a row of its own.
    [[nodiscard]] bool isSingleColumn() const { return m_single; }
    // The narrowest width at which the grid keeps its columns.
    [[nodiscard]] int columnsWidth() const;

    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Cell {
        QWidget *widget;
        int row, column, rowSpan, columnSpan;
    };
    void relayout(bool single);
    void updateMode(int width);

    QGridLayout *m_layout;
    std::vector<Cell> m_cells;
    std::map<int, int> m_rowStretch;
    std::map<int, int> m_columnStretch;
    bool m_single = false;
    QWidget *m_solo = nullptr;
    std::vector<QWidget *> m_soloHidden; // what setSolo hid
};

} // namespace commviz::ui
