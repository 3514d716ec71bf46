// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document.h"

#include "coretext.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "settings.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QUndoStack>

namespace commviz::ui {
namespace {

QString scenarioFilter()
{
    return QCoreApplication::translate("commviz::ui::Document",
                                       "commviz scenarios (*.commviz.json *.json);;All files (*)");
}

} // namespace

Document::Document(ScenarioModel *model, Settings *settings, QWidget *dialogParent, std::function<PageId()> currentPage)
    : QObject(dialogParent), m_model(model), m_settings(settings), m_dialogParent(dialogParent),
      m_currentPage(std::move(currentPage)), m_report([this](const QString &title, const QString &message) {
          QMessageBox::warning(m_dialogParent, title, message);
      })
{
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this, &Document::titleChanged);
}

QString Document::displayName() const
{
    return m_path.isEmpty() ? tr("untitled") : QFileInfo(m_path).fileName();
}

bool Document::isModified() const
{
    return !m_model->undoStack()->isClean() || m_stepsModified;
}

void Document::setLectureSteps(const QJsonArray &steps)
{
    m_lectureSteps = steps;
    m_stepsModified = true;
    Q_EMIT titleChanged();
}

void Document::setPath(const QString &path)
{
    m_path = path;
    if (!path.isEmpty()) {
        m_settings->addRecentFile(path);
        m_settings->setLastScenarioPath(QFileInfo(path).absoluteFilePath());
        Q_EMIT recentChanged();
    }
    Q_EMIT titleChanged();
}

bool Document::open(const QString &path)
{
    const Result<ScenarioDocument> doc = readScenarioFile(path);
    if (!doc.ok()) {
        m_report(tr("Cannot open scenario"), tr("%1 was not opened: %2\n\nThe current scenario is unchanged.")
                                                 .arg(QFileInfo(path).fileName(), coreText(doc.explanation())));
        return false;
    }
    m_model->reset(doc.value().scenario);
    m_model->undoStack()->setClean();
    m_lectureSteps = doc.value().lectureSteps;
    m_stepsModified = false;
    setPath(path);
    Q_EMIT pageRequested(doc.value().page);
    Q_EMIT lectureStepsLoaded();
    return true;
}

bool Document::openWithDialog()
{
    if (!maybeSave())
        return false;
    const QString path =
        QFileDialog::getOpenFileName(m_dialogParent, tr("Open scenario"), QFileInfo(m_path).path(), scenarioFilter());
    return !path.isEmpty() && open(path);
}

bool Document::writeTo(const QString &path)
{
    ScenarioDocument doc;
    doc.scenario = m_model->scenario();
    doc.page = m_currentPage();
    doc.lectureSteps = m_lectureSteps;
    if (const std::optional<QString> error = writeScenarioFile(path, doc)) {
        m_report(tr("Cannot save scenario"), *error);
        return false;
    }
    m_model->undoStack()->setClean();
    m_stepsModified = false;
    setPath(path);
    return true;
}

bool Document::save()
{
    return m_path.isEmpty() ? saveAs() : writeTo(m_path);
}

bool Document::saveAs()
{
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Save scenario as"),
                                                m_path.isEmpty() ? QStringLiteral("scenario.commviz.json") : m_path,
                                                scenarioFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".commviz.json");
    return writeTo(path);
}

bool Document::maybeSave()
{
    if (!isModified())
        return true;
    const auto answer = QMessageBox::question(
        m_dialogParent, tr("Unsaved changes"), tr("Save the changes to %1 first?").arg(displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void Document::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList recent = m_settings->recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString &path = recent[i];
        QAction *a =
            menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this, [this, path] {
                if (maybeSave() && !open(path)) {
                    m_settings->removeRecentFile(path);
                    Q_EMIT recentChanged();
                }
            });
        a->setStatusTip(path);
    }
    if (recent.isEmpty())
        menu->addAction(tr("No recent files"))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("Clear the list"), this, [this] {
        m_settings->setRecentFiles({});
        Q_EMIT recentChanged();
    });
}

} // namespace commviz::ui
