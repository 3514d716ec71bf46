// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lecture mode's pins: the visible page's curves frozen under a short label that names the parameters that changed,
// and cleared again on every page. The window's scenario, pages and status bar come through the LectureHost. Its
// texts are the LectureController's (translated in its context).
#pragma once

#include "lecturehost.h"

#include "commviz/scenario.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace commviz::ui {

class LecturePins {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::LectureController)
public:
    explicit LecturePins(LectureHost host);

    // Pins the visible page's curves; returns how many charts got a pin.
    int pinCurves();
    // Clears every page's pins.
    void clearPins();
    // "pin 2: β = 25 GB/s": the parameters that differ from the first pin, else the page's key ones; at most
    // two of them, "(+1 more)" counting the rest, so that the legend entry stays short.
    [[nodiscard]] QString nextPinLabel() const;

private:
    LectureHost m_host;
    std::vector<Scenario> m_pinScenarios; // the scenario of each pin, first to last
};

} // namespace commviz::ui
