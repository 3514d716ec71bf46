// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace commviz::ui {
namespace {

const QString kEnglish = QStringLiteral("en");
const QString kChinese = QStringLiteral("zh_CN");

QTranslator *&translator()
{
    static QTranslator *t = nullptr;
    return t;
}

// Qt's own texts (dialog buttons, file dialogs, the commands' "Usage:"), from Qt's catalogue when it is
// installed (Debian: qt6-translations-l10n); without it they stay English.
QTranslator *&qtTranslator()
{
    static QTranslator *t = nullptr;
    return t;
}

void removeTranslator(QTranslator *&t)
{
    if (t == nullptr)
        return;
    QCoreApplication::removeTranslator(t);
    delete t;
    t = nullptr;
}

QString &current()
{
    static QString language = kEnglish;
    return language;
}

} // namespace

QStringList supportedLanguages()
{
    return {kEnglish, kChinese};
}

bool isSupportedLanguage(const QString &language)
{
    return supportedLanguages().contains(language);
}

QString systemLanguage()
{
    return QLocale::system().name().startsWith(QLatin1String("zh")) ? kChinese : kEnglish;
}

QString chooseLanguage(const QString &stored)
{
    return isSupportedLanguage(stored) ? stored : systemLanguage();
}

bool installTranslation(const QString &language)
{
    if (!isSupportedLanguage(language))
        return false;
    if (QCoreApplication::instance() == nullptr)
        return false;
    if (language == current() && (language == kEnglish || translator() != nullptr))
        return true;
    removeTranslator(translator());
    removeTranslator(qtTranslator());
    current() = kEnglish;
    if (language == kEnglish)
        return true;
    auto *t = new QTranslator(QCoreApplication::instance());
    if (!t->load(QStringLiteral(":/i18n/commviz_%1.qm").arg(language))) {
        delete t;
        return false;
    }
    QCoreApplication::installTranslator(t);
    translator() = t;
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        qtTranslator() = qt;
    } else {
        delete qt;
    }
    current() = language;
    return true;
}

QString currentLanguage()
{
    return current();
}

QString languageArgument(const QStringList &args, QString *error)
{
    QString value;
    bool found = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--")) // positional arguments follow
            break;
        if (a == QLatin1String("--lang") || a == QLatin1String("-lang")) {
            found = true;
            value = i + 1 < args.size() ? args[i + 1] : QString();
            ++i;
        } else if (a.startsWith(QLatin1String("--lang="))) {
            found = true;
            value = a.mid(7);
        }
    }
    if (found && !isSupportedLanguage(value) && error != nullptr) {
        *error = QCoreApplication::translate("commviz::ui::Language",
                                             "--lang: \"%1\" is not a language commviz speaks; use en or zh_CN")
                     .arg(value);
        return {};
    }
    return found ? value : QString();
}

QStringList cjkFamilies(const QString &family)
{
    QStringList families{family};
    if (family != kCjkFamily)
        families << kCjkFamily;
    return families;
}

} // namespace commviz::ui
