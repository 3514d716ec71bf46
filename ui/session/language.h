// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The interface language as widgets see it: the catalogues (translation.h) with a font that shows Chinese in its
// Simplified forms, and the fixed texts of widgets and actions, re-set after a language change.
//
// installLanguage() is what the View ▸ Language menu and the tests call; the commands install the catalogues
// alone (translation.h), and the window and `commviz export` set the font once their application exists.
#pragma once

#include "translation.h"

#include <QString>
#include <QStringList>

class QObject;

namespace commviz::ui {

// Makes the application font fall back to Simplified Chinese glyphs (in English too: a Chinese file name or
// a switch later must not show Japanese forms). Does nothing without a QGuiApplication.
void preferCjkFont();

// preferCjkFont(), then installTranslation(): false (and English) when the language is unknown or its
// catalogue cannot load.
bool installLanguage(const QString &language);

// Fixed texts of widgets and actions made once: the object remembers its English source (marked with
// QT_TR_NOOP, so lupdate files it under `context`, the class's name) and shows the translation;
// retranslateMarked() re-sets every remembered text below `root` after a language change.
// Text: an action's or a button's or a label's text, a menu's title, a widget's window title.
// Tip: an action's status tip, a widget's tool tip.
void setTrText(QObject *object, const char *context, const char *source);
void setTrTip(QObject *object, const char *context, const char *source);
void retranslateMarked(QObject *root);

} // namespace commviz::ui
