// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFont>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QTranslator>

namespace commviz::ui {
namespace {

const QString kEnglish = QStringLiteral("en");
const QString kChinese = QStringLiteral("zh_CN");
const QString kCjkFamily = QStringLiteral("Noto Sans CJK SC");

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

void preferCjkFont()
{
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()) == nullptr)
        return;
    QFont font = QGuiApplication::font();
    if (font.families().contains(kCjkFamily))
        return;
    font.setFamilies(cjkFamilies(font.family()));
    QGuiApplication::setFont(font);
}

const char *const kTextProperty = "commviz_trText";
const char *const kTipProperty = "commviz_trTip";

QString translate(const QVariant &marked)
{
    const QStringList parts = marked.toStringList();
    if (parts.size() != 2)
        return {};
    return QCoreApplication::translate(parts[0].toUtf8().constData(), parts[1].toUtf8().constData());
}

void applyText(QObject *object, const QString &text)
{
    if (auto *menu = qobject_cast<QMenu *>(object))
        menu->setTitle(text);
    else if (auto *action = qobject_cast<QAction *>(object))
        action->setText(text);
    else if (auto *button = qobject_cast<QAbstractButton *>(object))
        button->setText(text);
    else if (auto *label = qobject_cast<QLabel *>(object))
        label->setText(text);
    else if (auto *group = qobject_cast<QGroupBox *>(object))
        group->setTitle(text);
    else if (auto *widget = qobject_cast<QWidget *>(object))
        widget->setWindowTitle(text);
}

void applyTip(QObject *object, const QString &tip)
{
    if (auto *action = qobject_cast<QAction *>(object))
        action->setStatusTip(tip);
    else if (auto *widget = qobject_cast<QWidget *>(object))
        widget->setToolTip(tip);
}

} // namespace

void setTrText(QObject *object, const char *context, const char *source)
{
    const QStringList marked{QString::fromUtf8(context), QString::fromUtf8(source)};
    object->setProperty(kTextProperty, marked);
    applyText(object, translate(marked));
}

void setTrTip(QObject *object, const char *context, const char *source)
{
    const QStringList marked{QString::fromUtf8(context), QString::fromUtf8(source)};
    object->setProperty(kTipProperty, marked);
    applyTip(object, translate(marked));
}

void retranslateMarked(QObject *root)
{
    QList<QObject *> objects = root->findChildren<QObject *>();
    objects.prepend(root);
    for (QObject *o : objects) {
        const QVariant text = o->property(kTextProperty);
        if (text.isValid())
            applyText(o, translate(text));
        const QVariant tip = o->property(kTipProperty);
        if (tip.isValid())
            applyTip(o, translate(tip));
    }
}

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

QStringList cjkFamilies(const QString &family)
{
    QStringList families{family};
    if (family != kCjkFamily)
        families << kCjkFamily;
    return families;
}

bool installLanguage(const QString &language)
{
    if (!isSupportedLanguage(language))
        return false;
    if (QCoreApplication::instance() == nullptr)
        return false;
    preferCjkFont(); // in English too: a Chinese file name or a switch later must not show Japanese forms
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

} // namespace commviz::ui
