// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowplacement.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace commviz::ui {

WindowPlacement placeWindow(QSize preferred, QRect available)
{
    // Room for the window's frame and title bar, which the available area must also hold.
    const QSize frame(16, 48);
    if (preferred.width() + frame.width() <= available.width() &&
        preferred.height() + frame.height() <= available.height()) {
        QRect r(QPoint(), preferred);
        r.moveCenter(available.center());
        return {r, false};
    }
    const QSize fitted = preferred.boundedTo(available.size() - frame);
    QRect r(QPoint(), fitted);
    r.moveCenter(available.center());
    return {r, true};
}

void placeOnScreen(QWidget *window)
{
    QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (screen == nullptr)
        return;
    const WindowPlacement place = placeWindow(kPreferredWindowSize, screen->availableGeometry());
    window->setGeometry(place.geometry);
    if (place.maximized)
        window->setWindowState(window->windowState() | Qt::WindowMaximized);
}

} // namespace commviz::ui
