// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Lecture menu: every action of lecture mode, with its shortcut and status tip, made in one place. The
// LectureController connects them; the window places the menu in its menu bar.
#pragma once

#include "parametersweep.h"

#include <utility>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace commviz::ui {

struct LectureActions {
    QMenu *menu = nullptr;
    QAction *next = nullptr;
    QAction *previous = nullptr;
    QAction *reveal = nullptr; // R: a step's question's answer; enabled while one waits
    QAction *addStep = nullptr;
    QAction *editSteps = nullptr;
    QAction *projector = nullptr; // checkable: F5
    QAction *leaveProjector = nullptr;
    QAction *pin = nullptr;
    QAction *clearPins = nullptr;
    QAction *pause = nullptr;
    QAction *stopSweep = nullptr;
    std::vector<std::pair<QAction *, ParameterSweep::Speed>> speeds; // checkable, one of them checked
};

LectureActions makeLectureActions(QWidget *parent, ParameterSweep::Speed speed);

} // namespace commviz::ui
