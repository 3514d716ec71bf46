// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Keyboard shortcuts (F1): the keys and what they do, in a table that scrolls when the screen is shorter
// than the list (a 1280 × 720 projector in projector mode), so that every row can be reached.
#pragma once

#include <QDialog>

#include <vector>

class QMenuBar;
class QTableWidget;

namespace commviz::ui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    struct Row {
        QString keys;
        QString what;
    };
    // Every action of `menus` that has a shortcut, then the keys no menu shows (sliders, lecture steps, charts).
    explicit ShortcutsDialog(const QMenuBar *menus, QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *table() const { return m_table; }

private:
    void fitScreen();
    QTableWidget *m_table = nullptr;
};

} // namespace commviz::ui
