// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language while the window is open: every text the window shows follows, and coming back gives
// exactly the texts it had. One convention does it (ui/session/language.h): each widget re-sets its own texts on
// its QEvent::LanguageChange, a text set once re-sets itself through its mark, and no object reaches into another
// to retranslate it; the source check below keeps it that way.
#include "language.h"
#include "scenariomodel.h"
#include "windowtest.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QTabBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace commviz::ui;
using windowtest::openWindow;

namespace {

void setLanguage(MainWindow &w, const QString &language)
{
    w.setLanguage(language);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

bool hasChinese(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// Every text of the window's own widgets and actions, each named by where it is shown.
QStringList widgetTexts(MainWindow &w)
{
    QStringList out;
    const auto add = [&out](const QObject *o, const QString &what, const QString &text) {
        if (!text.isEmpty())
            out << QString("%1 %2 %3: %4").arg(o->metaObject()->className(), o->objectName(), what, text);
    };
    out << w.windowTitle();
    for (const QAction *a : w.findChildren<QAction *>()) {
        add(a, "text", a->text());
        add(a, "tip", a->statusTip());
    }
    for (const QMenu *m : w.findChildren<QMenu *>())
        add(m, "title", m->title());
    for (const QTabBar *t : w.findChildren<QTabBar *>()) {
        for (int i = 0; i < t->count(); ++i)
            add(t, "tab", t->tabText(i));
    }
    for (const QDockWidget *d : w.findChildren<QDockWidget *>())
        add(d, "title", d->windowTitle());
    for (const QLabel *l : w.findChildren<QLabel *>())
        add(l, "text", l->text());
    for (const QAbstractButton *b : w.findChildren<QAbstractButton *>())
        add(b, "text", b->text());
    for (const QGroupBox *g : w.findChildren<QGroupBox *>())
        add(g, "title", g->title());
    for (const QComboBox *c : w.findChildren<QComboBox *>()) {
        for (int i = 0; i < c->count(); ++i)
            add(c, "item", c->itemText(i));
    }
    for (const QWidget *c : w.findChildren<QWidget *>())
        add(c, "tooltip", c->toolTip());
    return out;
}

// Every page's question, napkin and charts: titles, axis titles, legends, labels.
QStringList pageTexts(MainWindow &w)
{
    QStringList out;
    for (ChartPage *p : w.pages()) {
        w.showPage(p->id());
        QCoreApplication::processEvents();
        out << p->question() << p->napkinText();
        for (ChartPanel *c : p->charts()) {
            out << c->name() + " title: " + c->chartTitle();
            for (const ChartInspector::PlacedText &t : ChartInspector(c).placedTexts())
                out << c->name() + ": " + t.text;
            for (const ChartPanel::SeriesData &d : ChartInspector(c).seriesData())
                out << c->name() + " series: " + d.name;
        }
    }
    return out;
}

QStringList firstDifference(const QStringList &a, const QStringList &b)
{
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] != b[i])
            return {a[i], b[i]};
    }
    return {QString::number(a.size()), QString::number(b.size())};
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // As main() does before the window: the font that shows Chinese, in English too (its metrics size the napkin).
    void initTestCase() { preferCjkFont(); }
    void cleanup() { installLanguage("en"); }
    void aRoundTripGivesBackEveryText_data();
    void aRoundTripGivesBackEveryText();
    void everyChartTitleAndMenuIsChineseInChinese();
    void undoNamesItsCommandInTheCurrentLanguage();
    void noObjectRetranslatesAnother();
};

void TestLanguage::aRoundTripGivesBackEveryText_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("other");
    QTest::newRow("English, Chinese, English") << "en"
                                               << "zh_CN";
    // Started in Chinese (a saved choice): a text made once at start and never re-set stays Chinese in English.
    QTest::newRow("Chinese, English, Chinese") << "zh_CN"
                                               << "en";
}

void TestLanguage::aRoundTripGivesBackEveryText()
{
    QFETCH(QString, start);
    QFETCH(QString, other);
    QVERIFY(installLanguage(start));
    QTemporaryDir dir;
    auto w = openWindow(dir.filePath("settings.ini"));
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    const QStringList pagesBefore = pageTexts(*w);
    const QStringList widgetsBefore = widgetTexts(*w);
    setLanguage(*w, other);
    const QStringList pagesOther = pageTexts(*w);
    const QStringList widgetsOther = widgetTexts(*w);
    setLanguage(*w, start);
    const QStringList pagesAfter = pageTexts(*w);
    const QStringList widgetsAfter = widgetTexts(*w);

    QVERIFY2(pagesAfter == pagesBefore, qPrintable(firstDifference(pagesBefore, pagesAfter).join("\n  ≠ ")));
    QVERIFY2(widgetsAfter == widgetsBefore, qPrintable(firstDifference(widgetsBefore, widgetsAfter).join("\n  ≠ ")));
    // Chinese changes most of them (numbers, units and names such as "AllReduce" stay as they are); in English,
    // only the language menu's own name for Chinese is Chinese.
    const QRegularExpression han("[\\x{4e00}-\\x{9fff}]");
    const QStringList &pagesChinese = start == "en" ? pagesOther : pagesBefore;
    const QStringList &widgetsChinese = start == "en" ? widgetsOther : widgetsBefore;
    QVERIFY2(pagesChinese.filter(han).size() > 150, qPrintable(QString::number(pagesChinese.filter(han).size())));
    QVERIFY2(widgetsChinese.filter(han).size() > 300, qPrintable(QString::number(widgetsChinese.filter(han).size())));
    const QStringList &pagesEnglish = start == "en" ? pagesBefore : pagesOther;
    const QStringList &widgetsEnglish = start == "en" ? widgetsBefore : widgetsOther;
    QCOMPARE(pagesEnglish.filter(han), QStringList());
    QCOMPARE(widgetsEnglish.filter(han), QStringList{"QAction language_zh_CN text: 简体中文"});
}

void TestLanguage::everyChartTitleAndMenuIsChineseInChinese()
{
    QTemporaryDir dir;
    auto w = openWindow(dir.filePath("settings.ini"));
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    setLanguage(*w, "zh_CN");
    for (ChartPage *p : w->pages()) {
        w->showPage(p->id());
        QCoreApplication::processEvents();
        for (ChartPanel *c : p->charts()) {
            if (!c->chartTitle().isEmpty())
                QVERIFY2(hasChinese(c->chartTitle()), qPrintable(c->name() + ": " + c->chartTitle()));
        }
    }
    for (const QMenu *m : w->findChildren<QMenu *>()) {
        if (!m->title().isEmpty())
            QVERIFY2(hasChinese(m->title()), qPrintable(m->title()));
    }
}

// Edit ▸ Undo names the command after a switch in the new language's words (QUndoStack's own action kept the
// prefix it was made with: "&Undo" in a Chinese menu).
void TestLanguage::undoNamesItsCommandInTheCurrentLanguage()
{
    QTemporaryDir dir;
    auto w = openWindow(dir.filePath("settings.ini"));
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    setLanguage(*w, "zh_CN");
    w->model()->setParam(commviz::Param::Gpus, 512);
    const QAction *undo = w->findChild<QAction *>("editUndo");
    QVERIFY(undo);
    QVERIFY2(undo->text().startsWith("撤销(&U) "), qPrintable(undo->text()));
    setLanguage(*w, "en");
    QVERIFY2(undo->text().startsWith("&Undo "), qPrintable(undo->text()));
    w->model()->setParam(commviz::Param::Gpus, 1024);
    QVERIFY2(undo->text().startsWith("&Undo "), qPrintable(undo->text()));
    QVERIFY(w->findChild<QAction *>("editRedo"));
}

// The convention, kept: no file of the program calls another object's retranslate() or walks children to
// re-set marked texts.
void TestLanguage::noObjectRetranslatesAnother()
{
    const QRegularExpression reach(R"((->|\.)retranslate\w*\(|retranslateMarked)");
    QStringList found;
    for (const QString folder : {"ui", "app"}) {
        QDirIterator it(QStringLiteral(COMMVIZ_SOURCE_DIR "/") + folder, {"*.cpp", "*.h"}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(file.readAll()).split('\n');
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (reach.match(lines[i]).hasMatch())
                    found << QString("%1:%2: %3").arg(file.fileName()).arg(i + 1).arg(lines[i].trimmed());
            }
        }
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
}

QTEST_MAIN(TestLanguage)
#include "test_language.moc"
