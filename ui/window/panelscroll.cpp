// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panelscroll.h"

#include <QScrollBar>

namespace commviz::ui {

// The least the controls need (descriptions wrapped, lists under their names): projector mode gives the panel
// no more, so the charts keep the room. The panel opens at its preferred width (one line a description).
QSize PanelScroll::minimumSizeHint() const
{
    const int width = widget() ? widget()->minimumSizeHint().width() : 0;
    return {width + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), 120};
}

QSize PanelScroll::sizeHint() const
{
    const int width = widget() ? widget()->sizeHint().width() : 0;
    return {width + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), QScrollArea::sizeHint().height()};
}

} // namespace commviz::ui
