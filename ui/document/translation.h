// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The interface language: English (the source text) or Simplified Chinese (resources/i18n/commviz_zh_CN.ts,
// compiled by CMake into :/i18n/commviz_zh_CN.qm inside this library), with Qt Core alone, so that `commviz eval`
// and `commviz fit` speak Chinese without linking a window.
//
// installTranslation() is the one switch of catalogues: main() calls it (through cli::applyLanguage) before any
// command runs, and the window's installLanguage() (language.h) calls it after choosing its font. It installs or
// removes the translator on the application, which posts QEvent::LanguageChange to every widget; widgets that
// show fixed text re-set it in changeEvent(), the chart pages redraw their dynamic text.
#pragma once

#include <QString>
#include <QStringList>

namespace commviz::ui {

// "en" and "zh_CN": the languages commviz speaks.
QStringList supportedLanguages();
bool isSupportedLanguage(const QString &language);

// "zh_CN" when the system locale's language is Chinese, else "en".
QString systemLanguage();

// The stored choice when it is one we speak, else systemLanguage().
QString chooseLanguage(const QString &stored);

// Installs the translators for `language` (commviz's catalogue and Qt's own; "en" removes them). False (and
// English) when the language is unknown, there is no application, or its catalogue cannot load.
bool installTranslation(const QString &language);
QString currentLanguage();

// The font families for text that may be Chinese: `family` first (Latin, Greek, symbols), then the
// Simplified Chinese forms of Noto CJK (kCjkFamily). Without the second, fontconfig picks Japanese glyph forms.
inline const QString kCjkFamily = QStringLiteral("Noto Sans CJK SC");
QStringList cjkFamilies(const QString &family);

// `--lang VALUE` or `--lang=VALUE` from a raw argument list. Empty when absent; sets `error` to the one line
// to print when the value is not a language commviz speaks.
QString languageArgument(const QStringList &args, QString *error);

} // namespace commviz::ui
