// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lecture mode's "predict, then reveal": the question of the step on show hides its page's answer (ChartPage::
// setAnswerHidden) and stands in the banner until reveal() (the R key) fades the answer and its reason in; the
// steps editor's "Question…" edits a step's question in a dialog. The pages come through the LectureHost.
#pragma once

#include "lecturehost.h"
#include "lecturequestion.h"
#include "lecturestep.h"

#include <QCoreApplication>

#include <optional>

class QAction;

namespace commviz::ui {

class LectureBanner;

class LectureReveal {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::LectureReveal)
public:
    // `banner` shows the question, `action` (Reveal answer) is enabled while one stands.
    LectureReveal(LectureHost host, LectureBanner *banner, QAction *action);

    [[nodiscard]] bool isOpen() const { return m_open; }
    // A new step on show (nullptr: none): what the previous step hid is shown again, and the step's question hides
    // its page's answer.
    void pose(const LectureStep *step);
    // Shows the standing question's answer; false when none stood.
    bool reveal(const LectureStep *step);
    // The banner's question for `step`, revealed or not; a question removed while it stood shows its answer again.
    void sync(const LectureStep *step, bool animate);
    // Asks for `step`'s question in a dialog (nullptr: no step selected, which the status bar says). True when the
    // person accepted it, with the question (nullopt: removed) in `question`.
    bool editWithDialog(const LectureStep *step, std::optional<LectureQuestion> &question) const;

private:
    void showAnswers();

    LectureHost m_host;
    LectureBanner *m_banner;
    QAction *m_action;
    bool m_open = false; // the step's question waits for its reveal
};

} // namespace commviz::ui
