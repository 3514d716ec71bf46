// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Edit ▸ Undo and Redo, named after the command they undo or redo ("Undo Reset to defaults"), in the current
// language: each names itself again when the stack's command changes and when the language does. (QUndoStack's own
// actions keep the prefix they were made with, so after a language switch they mixed the two languages.) Their
// texts are the window's (translated in its context).
#pragma once

class QAction;
class QMenu;
class QUndoStack;
class QWidget;

namespace commviz::ui {

// Adds Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z, Ctrl+Y) of `stack` to `edit`, as actions of `window`.
void addUndoActions(QMenu *edit, QUndoStack *stack, QWidget *window);

} // namespace commviz::ui
