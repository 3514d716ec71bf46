// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QFont>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>

namespace commviz::ui {
namespace {

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

bool installLanguage(const QString &language)
{
    if (!isSupportedLanguage(language))
        return false;
    preferCjkFont();
    return installTranslation(language);
}

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

} // namespace commviz::ui
