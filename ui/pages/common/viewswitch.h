// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ViewSwitch: the Textbook / Production control beside a page's question. Two buttons, one of them down, that
// show Scenario::production_view. A click asks for the other view (requested()); it changes nothing itself:
// the window sets the scenario as one undo step, and the redraw that follows sets the switch (setProduction),
// so the switch, the View menu and an undo always agree.
#pragma once

#include <QWidget>

class QToolButton;

namespace commviz::ui {

class ViewSwitch : public QWidget {
    Q_OBJECT
public:
    explicit ViewSwitch(QWidget *parent = nullptr);

    // Shows the view without emitting anything.
    void setProduction(bool production);
    [[nodiscard]] bool production() const { return m_shown; }
    [[nodiscard]] QToolButton *textbookButton() const { return m_textbook; }
    [[nodiscard]] QToolButton *productionButton() const { return m_production; }

Q_SIGNALS:
    void requested(bool production);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateFonts();

    QToolButton *m_textbook = nullptr;
    QToolButton *m_production = nullptr;
    bool m_shown = false;
};

} // namespace commviz::ui
