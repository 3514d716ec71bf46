// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "undoactions.h"

#include "language.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QUndoStack>

namespace commviz::ui {
namespace {

QAction *addAction(QMenu *edit, QUndoStack *stack, QWidget *window, bool redo)
{
    auto *action = new QAction(window); // the window's: its shortcut works wherever the focus is in it
    edit->addAction(action);
    action->setObjectName(redo ? "editRedo" : "editUndo");
    action->setEnabled(redo ? stack->canRedo() : stack->canUndo());
    const auto name = [action, stack, redo] {
        const QString prefix = redo ? QCoreApplication::translate("commviz::ui::MainWindow", "&Redo")
                                    : QCoreApplication::translate("commviz::ui::MainWindow", "&Undo");
        const QString command = redo ? stack->redoText() : stack->undoText();
        action->setText(command.isEmpty() ? prefix : prefix + ' ' + command);
    };
    name();
    onLanguageChange(action, name);
    if (redo) {
        QObject::connect(stack, &QUndoStack::canRedoChanged, action, &QAction::setEnabled);
        QObject::connect(stack, &QUndoStack::redoTextChanged, action, name);
        QObject::connect(action, &QAction::triggered, stack, &QUndoStack::redo);
    } else {
        QObject::connect(stack, &QUndoStack::canUndoChanged, action, &QAction::setEnabled);
        QObject::connect(stack, &QUndoStack::undoTextChanged, action, name);
        QObject::connect(action, &QAction::triggered, stack, &QUndoStack::undo);
    }
    return action;
}

} // namespace

void addUndoActions(QMenu *edit, QUndoStack *stack, QWidget *window)
{
    addAction(edit, stack, window, false)->setShortcut(QKeySequence::Undo);
    addAction(edit, stack, window, true)->setShortcuts({QKeySequence("Ctrl+Shift+Z"), QKeySequence::Redo});
}

} // namespace commviz::ui
