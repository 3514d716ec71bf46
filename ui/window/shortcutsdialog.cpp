// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace commviz::ui {

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menus, QWidget *parent) : QDialog(parent)
{
    std::vector<Row> rows;
    for (const QMenu *menu : menus->findChildren<QMenu *>()) {
        for (const QAction *a : menu->actions()) {
            if (!a->shortcut().isEmpty())
                rows.push_back({a->shortcut().toString(QKeySequence::NativeText), QString(a->text()).remove('&')});
        }
    }
    rows.push_back({"← → ↑ ↓", tr("Move the focused slider one step")});
    rows.push_back(
        {tr("Page Up / Page Down"), tr("Move the focused slider a tenth of its span (until a lecture step is shown)")});
    rows.push_back({"← / →", tr("Previous / next lecture step, when no slider or text box has focus")});
    rows.push_back({tr("Tab to a chart, Space"), tr("The chart's current point: its values beside the marker")});
    rows.push_back({"Tab", tr("Next slider or value box")});
    rows.push_back({"Enter", tr("Apply a typed value")});

    setObjectName("shortcutsDialog");
    setWindowTitle(tr("Keyboard shortcuts"));
    m_table = new QTableWidget(static_cast<int>(rows.size()), 2, this);
    m_table->setObjectName("shortcutsTable");
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("What they do")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        auto *keys = new QTableWidgetItem(rows[i].keys);
        QFont bold = keys->font();
        bold.setBold(true);
        keys->setFont(bold);
        m_table->setItem(static_cast<int>(i), 0, keys);
        m_table->setItem(static_cast<int>(i), 1, new QTableWidgetItem(rows[i].what));
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    fitScreen();
}

// As wide as the longest row and as tall as the list, but never taller or wider than the screen: the table
// scrolls instead, so the last rows stay in reach.
void ShortcutsDialog::fitScreen()
{
    const QScreen *screen = parentWidget() ? parentWidget()->screen() : this->screen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 640);
    const int frame = 2 * m_table->frameWidth();
    const int tableWidth =
        m_table->horizontalHeader()->length() + m_table->verticalScrollBar()->sizeHint().width() + frame;
    const int tableHeight = m_table->horizontalHeader()->height() + m_table->verticalHeader()->length() + frame;
    const QSize around = sizeHint() - m_table->sizeHint(); // the margins and the Close button
    // Room for a window manager's title bar and borders, which the available geometry does not include.
    const QSize room = available.size() - QSize(16, 48);
    resize(std::min(tableWidth + around.width(), room.width()), std::min(tableHeight + around.height(), room.height()));
}

} // namespace commviz::ui
