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

#include <functional>

class QObject;

namespace commviz::ui {

// Makes the application font fall back to Simplified Chinese glyphs (in English too: a Chinese file name or
// a switch later must not show Japanese forms). Does nothing without a QGuiApplication.
void preferCjkFont();

// preferCjkFont(), then installTranslation(): false (and English) when the language is unknown or its
// catalogue cannot load.
bool installLanguage(const QString &language);

// One convention re-sets texts when the language changes (installLanguage, View ▸ Language):
// - a widget re-sets the texts it composes itself in its own changeEvent(QEvent::LanguageChange), which Qt sends
//   to a parent before its children (a page redraws; its charts then re-set their own texts);
// - a text set once is marked with setTrText/setTrTip and re-sets itself: the object remembers its English source
//   (marked with QT_TR_NOOP, so lupdate files it under `context`) and shows the translation again on the
//   application's LanguageChange, in the same pass of the event loop as the widgets (just before them).
//   Text: an action's, a button's or a label's text, a menu's title, a widget's window title. Tip: an action's
//   status tip, a widget's tool tip;
// - an object that is not a widget (the lecture controller, an action whose text carries a value), or a Qt widget
//   whose texts another object composes (the recent files menu), hands onLanguageChange the function that re-sets
//   them; it is called with the marked texts while `receiver` lives.
// No object calls another object's retranslation, and nothing walks children to find texts (test_language).
void setTrText(QObject *object, const char *context, const char *source);
void setTrTip(QObject *object, const char *context, const char *source);
void onLanguageChange(QObject *receiver, std::function<void()> retranslate);

} // namespace commviz::ui
