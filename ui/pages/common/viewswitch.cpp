// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/viewswitch.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QToolButton>

namespace commviz::ui {

ViewSwitch::ViewSwitch(QWidget *parent) : QWidget(parent)
{
    setObjectName("viewSwitch");
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    const auto button = [&](const char *name, bool production) {
        auto *b = new QToolButton(this);
        b->setObjectName(name);
        b->setCheckable(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::TabFocus);
        layout->addWidget(b);
        // A click on the button already down changes nothing; one on the other asks for its view. The button
        // goes back until the scenario says otherwise, so it never runs ahead of the model.
        connect(b, &QToolButton::clicked, this, [this, production] {
            setProduction(m_shown);
            if (production != m_shown)
                Q_EMIT requested(production);
        });
        return b;
    };
    m_textbook = button("viewTextbook", false);
    m_production = button("viewProduction", true);
    // Checked and unchecked must read apart on a projector too: the one in force is dark and bold. Qt gives a widget
    // under a style sheet no font from its parent, so the sheet is the buttons' own (the switch still gets the
    // window's font, projector mode's too) and their fonts are set from the switch's (updateFonts).
    const QString sheet(
        "QToolButton { padding: 1px 10px; border: 1px solid #7a7a7a; background: #f4f4f4; color: #222; }"
        "QToolButton#viewTextbook { border-top-left-radius: 4px; border-bottom-left-radius: 4px; }"
        "QToolButton#viewProduction { border-left: none; border-top-right-radius: 4px; "
        "border-bottom-right-radius: 4px; }"
        "QToolButton:checked { background: #2b4c7e; color: white; }"
        "QToolButton:focus { border-color: #c00000; }");
    m_textbook->setStyleSheet(sheet);
    m_production->setStyleSheet(sheet);
    setProduction(false);
    retranslate();
}

void ViewSwitch::setProduction(bool production)
{
    m_shown = production;
    m_textbook->setChecked(!production);
    m_production->setChecked(production);
    updateFonts();
}

void ViewSwitch::updateFonts()
{
    for (QToolButton *b : {m_textbook, m_production}) {
        QFont f = font();
        f.setBold(b->isChecked());
        b->setFont(f);
    }
}

void ViewSwitch::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateFonts();
    QWidget::changeEvent(event);
}

void ViewSwitch::retranslate()
{
    m_textbook->setText(tr("Textbook"));
    m_textbook->setToolTip(tr("The source's first-order models, as the appendix writes them (the default). Ctrl+T "
                              "switches."));
    m_production->setText(tr("Production"));
    m_production->setToolTip(tr("Beside them, what production libraries such as NCCL run: pipelined trees, "
                                "LL/LL128/Simple protocols, in-network reduction, the production choice. Ctrl+T "
                                "switches."));
}

} // namespace commviz::ui
