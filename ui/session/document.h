// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Document: the scenario file behind the window — its path, whether it has unsaved changes (the undo
// stack's clean state), open / save / save as, the recent-files list, and the question before closing
// over unsaved changes. Opening a bad file shows its message and leaves the scenario as it was.
#pragma once

#include "pageid.h"

#include <QJsonArray>
#include <QObject>
#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace commviz::ui {

class ScenarioModel;
class Settings;

class Document : public QObject {
    Q_OBJECT
public:
    // `currentPage` tells which page to store in a saved file.
    Document(ScenarioModel *model, Settings *settings, QWidget *dialogParent, std::function<PageId()> currentPage);

    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QString displayName() const; // "untitled" or the file name
    [[nodiscard]] bool isModified() const;
    [[nodiscard]] const QJsonArray &lectureSteps() const { return m_lectureSteps; }
    void setLectureSteps(const QJsonArray &steps);

    // Each returns false (after telling the person why) when nothing was opened or saved.
    bool open(const QString &path);
    bool openWithDialog();
    bool save();
    bool saveAs();
    // Before the window closes or another file opens: true when it is fine to go on.
    bool maybeSave();

    // Where error messages go: a message box unless replaced (tests collect them instead).
    using ErrorReporter = std::function<void(const QString &title, const QString &message)>;
    void setErrorReporter(ErrorReporter report) { m_report = std::move(report); }

    // Fills `menu` with the recent files (and a "Clear" entry); call again when recentChanged().
    void fillRecentMenu(QMenu *menu);

Q_SIGNALS:
    void titleChanged();
    void recentChanged();
    void pageRequested(commviz::ui::PageId page);
    void lectureStepsLoaded();

private:
    bool writeTo(const QString &path);
    void setPath(const QString &path);

    ScenarioModel *m_model;
    Settings *m_settings;
    QWidget *m_dialogParent;
    std::function<PageId()> m_currentPage;
    ErrorReporter m_report;
    QString m_path;
    QJsonArray m_lectureSteps;
    bool m_stepsModified = false;
};

} // namespace commviz::ui
