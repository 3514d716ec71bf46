// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The steps editor's question dialog: a step's "predict, then reveal" question made, changed or removed. What it
// accepts passes lectureQuestionFromJson, the scenario file's own reader; a refusal is shown in the dialog.
#pragma once

#include "lecturequestion.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QStackedWidget;

namespace commviz::ui {

class QuestionDialog : public QDialog {
    Q_OBJECT
public:
    // `charts`: the names of the step's page's charts, which the question may veil; `scenario`: the step's, at
    // which core computes a number question's answer.
    QuestionDialog(QWidget *parent, const std::optional<LectureQuestion> &question, const QStringList &charts,
                   const Scenario &scenario);
    // Accepted: the question, or nullopt when "Remove question" was pressed.
    [[nodiscard]] std::optional<LectureQuestion> question() const { return m_result; }
    // Checks the fields and accepts, or names what is wrong (the "OK" button).
    void tryAccept();

private:
    void updateAnswerPreview();

    Scenario m_scenario;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_text = nullptr;
    QStackedWidget *m_pages = nullptr;
    std::vector<QLineEdit *> m_choices;
    QComboBox *m_answer = nullptr;
    QComboBox *m_quantity = nullptr;
    QLabel *m_value = nullptr;
    QLineEdit *m_reason = nullptr;
    QListWidget *m_veil = nullptr;
    QLabel *m_error = nullptr;
    std::optional<LectureQuestion> m_result;
};

} // namespace commviz::ui
