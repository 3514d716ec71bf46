// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The interface language: English (the source text) or Simplified Chinese (resources/i18n/commviz_zh_CN.ts,
// compiled by CMake into :/i18n/commviz_zh_CN.qm inside the binary).
//
// installLanguage() is the one switch: main() calls it before any command runs, the View ▸ Language menu
// calls it at run time, and the tests call it the way main() does. It installs or removes the translator on
// the application, which posts QEvent::LanguageChange to every widget; widgets that show fixed text
// re-set it in changeEvent(), the chart pages redraw their dynamic text.
#pragma once

#include <QString>
#include <QStringList>

class QObject;

namespace commviz::ui {

// "en" and "zh_CN": the languages commviz speaks.
QStringList supportedLanguages();
bool isSupportedLanguage(const QString &language);

// "zh_CN" when the system locale's language is Chinese, else "en".
QString systemLanguage();

// The stored choice when it is one we speak, else systemLanguage().
QString chooseLanguage(const QString &stored);

// Installs the translator for `language` ("en" removes it) and makes the application font fall back to
// Simplified Chinese glyphs. False (and English) when the language is unknown or its catalogue cannot load.
bool installLanguage(const QString &language);
QString currentLanguage();

// The font families for text that may be Chinese: `family` first (Latin, Greek, symbols), then the
// Simplified Chinese forms of Noto CJK. Without the second, fontconfig picks Japanese glyph forms.
QStringList cjkFamilies(const QString &family);

// `--lang VALUE` or `--lang=VALUE` from a raw argument list. Empty when absent; sets `error` to the one line
// to print when the value is not a language commviz speaks.
QString languageArgument(const QStringList &args, QString *error);

// Fixed texts of widgets and actions made once: the object remembers its English source (marked with
// QT_TR_NOOP, so lupdate files it under `context`, the class's name) and shows the translation;
// retranslateMarked() re-sets every remembered text below `root` after a language change.
// Text: an action's or a button's or a label's text, a menu's title, a widget's window title.
// Tip: an action's status tip, a widget's tool tip.
void setTrText(QObject *object, const char *context, const char *source);
void setTrTip(QObject *object, const char *context, const char *source);
void retranslateMarked(QObject *root);

} // namespace commviz::ui
