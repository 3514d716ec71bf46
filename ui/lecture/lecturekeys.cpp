// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecturekeys.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace commviz::ui {
namespace {

// Widgets that use ← and → themselves.
bool wantsArrows(const QWidget *w)
{
    return qobject_cast<const QAbstractSlider *>(w) || qobject_cast<const QLineEdit *>(w) ||
           qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w) ||
           qobject_cast<const QTextEdit *>(w) || qobject_cast<const QPlainTextEdit *>(w);
}

} // namespace

LectureKeys::LectureKeys(QObject *parent, std::function<bool()> lectureRuns)
    : QObject(parent), m_lectureRuns(std::move(lectureRuns))
{
    qApp->installEventFilter(this);
}

bool LectureKeys::eventFilter(QObject *watched, QEvent *event)
{
    // A widget claims a shortcut's key by accepting the override, so the key reaches it instead of the action.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool arrow = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right;
        const bool page = key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown;
        const auto *widget = qobject_cast<QWidget *>(watched);
        if (key->modifiers() == Qt::NoModifier &&
            ((arrow && wantsArrows(widget)) ||
             (page && !m_lectureRuns() && qobject_cast<const QAbstractSlider *>(widget)))) {
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace commviz::ui
