// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/chartgrid.h"

#include <QEvent>
#include <QGridLayout>
#include <QResizeEvent>

#include <algorithm>

namespace commviz::ui {

ChartGrid::ChartGrid(QWidget *parent) : QWidget(parent), m_layout(new QGridLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(6);
    // The grid reports its own minimum (one column's): the layout must not impose the columns' sum.
    m_layout->setSizeConstraint(QLayout::SetNoConstraint);
}

void ChartGrid::addWidget(QWidget *widget, int row, int column, int rowSpan, int columnSpan)
{
    m_cells.push_back({widget, row, column, rowSpan, columnSpan});
    std::stable_sort(m_cells.begin(), m_cells.end(),
                     [](const Cell &a, const Cell &b) { return a.row != b.row ? a.row < b.row : a.column < b.column; });
    relayout(m_single);
    updateMode(width());
}

void ChartGrid::setRowStretch(int row, int stretch)
{
    m_rowStretch[row] = stretch;
    relayout(m_single);
}

void ChartGrid::setColumnStretch(int column, int stretch)
{
    m_columnStretch[column] = stretch;
    relayout(m_single);
}

int ChartGrid::columnsWidth() const
{
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('n')) * kColumnEm;
    std::map<int, int> columns; // column → the minimum width it needs
    int last = 0;
    for (const Cell &c : m_cells) {
        last = std::max(last, c.column + c.columnSpan);
        if (c.widget->isHidden())
            continue;
        const int need = std::max(em, c.widget->minimumSizeHint().expandedTo(c.widget->minimumSize()).width());
        const int each = (need + c.columnSpan - 1) / c.columnSpan;
        for (int k = c.column; k < c.column + c.columnSpan; ++k)
            columns[k] = std::max(columns[k], each);
    }
    int total = std::max(0, last - 1) * m_layout->horizontalSpacing();
    for (const auto &[column, need] : columns)
        total += need;
    return total;
}

QSize ChartGrid::minimumSizeHint() const
{
    int width = 0;
    for (const Cell &c : m_cells) {
        if (!c.widget->isHidden())
            width = std::max(width, c.widget->minimumSizeHint().expandedTo(c.widget->minimumSize()).width());
    }
    return {width, m_layout->minimumSize().height()};
}

QSize ChartGrid::sizeHint() const
{
    return m_layout->sizeHint().expandedTo(minimumSizeHint());
}

void ChartGrid::setSolo(QWidget *widget)
{
    if (widget == nullptr && m_solo == nullptr)
        return;
    if (widget == nullptr) {
        m_solo = nullptr;
        for (QWidget *w : m_soloHidden)
            w->show();
        m_soloHidden.clear();
    } else {
        m_solo = widget;
        for (const Cell &c : m_cells) {
            if (c.widget != widget && !c.widget->isHidden()) {
                c.widget->hide();
                if (std::find(m_soloHidden.begin(), m_soloHidden.end(), c.widget) == m_soloHidden.end())
                    m_soloHidden.push_back(c.widget);
            }
        }
    }
    relayout(m_single);
    updateMode(width());
}

void ChartGrid::relayout(bool single)
{
    m_single = single;
    for (const Cell &c : m_cells)
        m_layout->removeWidget(c.widget);
    for (int r = 0; r < m_layout->rowCount(); ++r) {
        m_layout->setRowStretch(r, 0);
        m_layout->setRowMinimumHeight(r, 0);
    }
    for (int k = 0; k < m_layout->columnCount(); ++k)
        m_layout->setColumnStretch(k, 0);
    if (m_solo) {
        m_layout->addWidget(m_solo, 0, 0);
        m_layout->setRowStretch(0, 1);
        m_layout->setColumnStretch(0, 1);
    } else if (!single) {
        for (const Cell &c : m_cells)
            m_layout->addWidget(c.widget, c.row, c.column, c.rowSpan, c.columnSpan);
        for (const auto &[row, stretch] : m_rowStretch)
            m_layout->setRowStretch(row, stretch);
        for (const auto &[column, stretch] : m_columnStretch)
            m_layout->setColumnStretch(column, stretch);
    } else {
        // Reading order, one widget a row; each keeps the stretch of the row it came from and gets at least
        // kSingleRowLines lines of height (the page scrolls), so that a chart is never squeezed flat.
        const int rowHeight = kSingleRowLines * fontMetrics().height();
        int row = 0;
        for (const Cell &c : m_cells) {
            m_layout->addWidget(c.widget, row, 0);
            if (c.widget->sizePolicy().verticalPolicy() & QSizePolicy::ExpandFlag)
                m_layout->setRowMinimumHeight(row, rowHeight);
            const auto it = m_rowStretch.find(c.row);
            m_layout->setRowStretch(row, it == m_rowStretch.end() ? 0 : it->second);
            ++row;
        }
        m_layout->setColumnStretch(0, 1);
    }
    updateGeometry();
}

void ChartGrid::updateMode(int width)
{
    if (width <= 0)
        return;
    const bool single = width < columnsWidth();
    if (single != m_single)
        relayout(single);
}

void ChartGrid::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateMode(event->size().width());
}

bool ChartGrid::event(QEvent *event)
{
    // A new font (projector mode) or a widget shown or hidden changes what the columns need.
    // The parent's layout caches this grid's minimum: a child's new minimum must reach it.
    if (event->type() == QEvent::FontChange)
        relayout(m_single); // the rows' heights follow the font
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutRequest) {
        updateMode(width());
        updateGeometry();
    }
    return QWidget::event(event);
}

} // namespace commviz::ui
