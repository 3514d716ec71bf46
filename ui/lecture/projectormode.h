// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ProjectorMode: the window as the back row of a lecture hall sees it (F5 in, Esc out) — full screen, the
// window's font ×1.5 (the panel, the napkin math and the page follow it; the panel's value boxes and buttons
// widen with their font), every chart's title, legend, ticks and axis titles ×1.5, thicker chart lines, black on
// white, a parameter panel reduced to the parameters of the page on show (it follows page changes) and given the
// width its larger controls need, and the docks (the lecture steps) hidden; the step banner stays.
//
// Entering records everything it is about to change and leaving puts back exactly that: the window's
// geometry and state, the splitter's sizes, the window's font and palette, which panel rows were visible,
// every chart's fonts, colours and pens, and which docks were shown. Nothing else is touched, so leaving restores the
// layout whatever the person did with it before.
#pragma once

#include "lecturehost.h"
#include "parameterspec.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QMainWindow;

namespace commviz::ui {

class ProjectorMode : public QObject {
    Q_OBJECT
public:
    static constexpr double kFontScale = 1.5;
    static constexpr double kLineScale = 1.8;

    explicit ProjectorMode(LectureHost host);
    ~ProjectorMode() override;

    [[nodiscard]] bool isActive() const { return m_saved != nullptr; }
    void setActive(bool on);
    void enter() { setActive(true); }
    void leave() { setActive(false); }
    // After the window shows another page: the reduced panel follows it.
    void followPage();

Q_SIGNALS:
    void activeChanged(bool active);

private:
    struct Saved;
    void applyLook();
    void reducePanel();

    LectureHost m_host;
    QMainWindow *m_window;
    std::unique_ptr<Saved> m_saved;
    std::optional<PageId> m_reducedFor;  // the page the panel is reduced for
    bool m_reducedForProduction = false; // and in which view (the production view reads more)
};

} // namespace commviz::ui
