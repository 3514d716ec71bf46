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
#include <QPointer>

#include <vector>

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

// On the application's QEvent::LanguageChange the marked texts re-set themselves, then the objects that are not
// widgets re-set theirs (onLanguageChange). Dead objects drop out.
class LanguageWatch : public QObject {
public:
    static LanguageWatch &instance()
    {
        static QPointer<LanguageWatch> watch;
        if (watch.isNull()) {
            watch = new LanguageWatch;
            if (QCoreApplication *app = QCoreApplication::instance()) {
                watch->setParent(app);
                app->installEventFilter(watch);
            }
        }
        return *watch;
    }

    void mark(QObject *object)
    {
        if (!object->property(kTextProperty).isValid() && !object->property(kTipProperty).isValid())
            m_marked.emplace_back(object);
    }

    void watch(QObject *receiver, std::function<void()> apply) { m_watchers.push_back({receiver, std::move(apply)}); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Queued: the call is posted just before the application's own handling posts the event to every window,
        // so the marked texts change in the same pass of the event loop as the widgets (just before them).
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
            QMetaObject::invokeMethod(this, &LanguageWatch::retranslate, Qt::QueuedConnection);
        return false;
    }

private:
    void retranslate()
    {
        std::erase_if(m_marked, [](const QPointer<QObject> &o) { return o.isNull(); });
        for (const QPointer<QObject> &o : std::vector<QPointer<QObject>>(m_marked)) {
            if (o.isNull())
                continue;
            const QVariant text = o->property(kTextProperty);
            if (text.isValid())
                applyText(o, translate(text));
            const QVariant tip = o->property(kTipProperty);
            if (tip.isValid())
                applyTip(o, translate(tip));
        }
        std::erase_if(m_watchers, [](const Watcher &w) { return w.receiver.isNull(); });
        for (const Watcher &w : std::vector<Watcher>(m_watchers)) {
            if (!w.receiver.isNull())
                w.apply();
        }
    }

    struct Watcher {
        QPointer<QObject> receiver;
        std::function<void()> apply;
    };
    std::vector<QPointer<QObject>> m_marked;
    std::vector<Watcher> m_watchers;
};

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
    LanguageWatch::instance().mark(object);
    object->setProperty(kTextProperty, marked);
    applyText(object, translate(marked));
}

void setTrTip(QObject *object, const char *context, const char *source)
{
    const QStringList marked{QString::fromUtf8(context), QString::fromUtf8(source)};
    LanguageWatch::instance().mark(object);
    object->setProperty(kTipProperty, marked);
    applyTip(object, translate(marked));
}

void onLanguageChange(QObject *receiver, std::function<void()> retranslate)
{
    LanguageWatch::instance().watch(receiver, std::move(retranslate));
}

} // namespace commviz::ui
