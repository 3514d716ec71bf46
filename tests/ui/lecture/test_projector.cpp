// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Projector mode a hall can read, on a 1280 × 720 projector and a 1920 × 1080 screen (offscreen, two screens):
// every text of the parameter panel and the napkin math and every chart's title and legend at least 1.5× its
// normal size, no panel control narrower than it asks to be, only the page's parameters (no scroll bar on the
// Algorithms page), the lecture steps dock hidden; leaving gives every font, the dock and the panel's width back.
// The menus, the view switch, the tables' column titles and the Measured page's empty state grow too; the F1 list fits
// the projector.
#include "chartinspector.h"
#include "chartpanel.h"
#include "lecture.h"
#include "mainwindow.h"
#include "pageid.h"
#include "pages/common/chartpage.h"
#include "pages/common/napkinview.h"
#include "pages/common/viewswitch.h"
#include "parameterpanel.h"
#include "projectormode.h"
#include "twoscreens.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <map>
#include <memory>

using namespace commviz;
using namespace commviz::ui;

namespace {

// Every text widget of the panel and the napkin math, with its point size.
std::map<QWidget *, double> textSizes(MainWindow &w)
{
    std::map<QWidget *, double> out;
    const auto add = [&](QWidget *root) {
        for (QWidget *c : root->findChildren<QWidget *>()) {
            if (qobject_cast<QLabel *>(c) || qobject_cast<QAbstractButton *>(c) || qobject_cast<QLineEdit *>(c) ||
                qobject_cast<QComboBox *>(c))
                out[c] = QFontInfo(c->font()).pointSizeF();
        }
    };
    add(w.panel());
    for (ChartPage *page : w.pages())
        out[page->napkinView()] = QFontInfo(page->napkinView()->font()).pointSizeF();
    return out;
}

std::map<ChartPanel *, std::pair<double, double>> chartSizes(MainWindow &w)
{
    std::map<ChartPanel *, std::pair<double, double>> out;
    for (ChartPage *page : w.pages()) {
        for (ChartPanel *chart : page->charts())
            out[chart] = {ChartInspector(chart).titleFont().pointSizeF(),
                          ChartInspector(chart).legend()->font().pointSizeF()};
    }
    return out;
}

QString name(const QWidget *w)
{
    QString text;
    if (const auto *l = qobject_cast<const QLabel *>(w))
        text = l->text();
    else if (const auto *b = qobject_cast<const QAbstractButton *>(w))
        text = b->text();
    else if (const auto *e = qobject_cast<const QLineEdit *>(w))
        text = e->text();
    else if (const auto *c = qobject_cast<const QComboBox *>(w))
        text = c->currentText();
    return QString("%1 %2 \"%3\"").arg(w->metaObject()->className(), w->objectName(), text);
}

} // namespace

class TestProjector : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyTextIsOneAndAHalfTimesAndNothingIsClipped_data();
    void everyTextIsOneAndAHalfTimesAndNothingIsClipped();
    void theMenusTheViewSwitchAndTheEmptyPageGrowToo();
    void tableHeadersFollowTheirTables();
    void theShortcutListFitsTheScreen_data();
    void theShortcutListFitsTheScreen();
    void leavingGivesThePanelItsWidthBack_data();
    void leavingGivesThePanelItsWidthBack();
};

void TestProjector::everyTextIsOneAndAHalfTimesAndNothingIsClipped_data()
{
    QTest::addColumn<int>("screen");
    QTest::addColumn<int>("page");
    for (int screen : {0, 1}) {
        for (PageId page : {PageId::P2p, PageId::Collectives, PageId::Pipeline, PageId::Algorithms}) {
            const QSize size = QGuiApplication::screens().at(screen)->size();
            QTest::newRow(qPrintable(QString("%1×%2 %3").arg(size.width()).arg(size.height()).arg(pageInfo(page).key)))
                << screen << static_cast<int>(page);
        }
    }
}

void TestProjector::everyTextIsOneAndAHalfTimesAndNothingIsClipped()
{
    QFETCH(int, screen);
    QFETCH(int, page);
    QTemporaryDir dir;
    auto w = std::make_unique<MainWindow>(nullptr, dir.filePath("settings.ini"));
    const QRect on = QGuiApplication::screens().at(screen)->availableGeometry();
    w->setGeometry(QRect(on.topLeft() + QPoint(20, 20), QSize(1024, 640)));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCOMPARE(w->screen(), QGuiApplication::screens().at(screen));
    w->showPage(static_cast<PageId>(page));
    w->findChild<QAction *>("lectureEditSteps")->trigger();
    auto *steps = w->findChild<QDockWidget *>("lectureSteps");
    QTRY_VERIFY(steps->isVisible());
    QCoreApplication::processEvents();
    const std::map<QWidget *, double> normal = textSizes(*w);
    const std::map<ChartPanel *, std::pair<double, double>> normalCharts = chartSizes(*w);

    w->findChild<QAction *>("lectureProjector")->trigger();
    QTRY_VERIFY(w->isFullScreen());
    QTRY_COMPARE(w->size(), QGuiApplication::screens().at(screen)->size());
    QCoreApplication::processEvents();
    QVERIFY(!steps->isVisible());
    for (const auto &[widget, size] : textSizes(*w))
        QVERIFY2(size >= 1.5 * normal.at(widget) - 0.01,
                 qPrintable(QString("%1: %2 pt, normally %3").arg(name(widget)).arg(size).arg(normal.at(widget))));
    for (const auto &[chart, sizes] : chartSizes(*w)) {
        QVERIFY2(sizes.first >= 1.5 * normalCharts.at(chart).first - 0.01,
                 qPrintable(chart->name() +
                            QString(" title %1 pt, normally %2").arg(sizes.first).arg(normalCharts.at(chart).first)));
        QVERIFY2(sizes.second >= 1.5 * normalCharts.at(chart).second - 0.01, qPrintable(chart->name() + " legend"));
    }
    // Every control of the panel as wide and as tall as it asks to be: no value, arrow or ▶ is cut.
    for (QWidget *c : w->panel()->findChildren<QWidget *>()) {
        if (!c->isVisibleTo(w.get()) || !(qobject_cast<QLabel *>(c) || qobject_cast<QAbstractButton *>(c) ||
                                          qobject_cast<QLineEdit *>(c) || qobject_cast<QComboBox *>(c)))
            continue;
        if (const auto *l = qobject_cast<QLabel *>(c); l && l->wordWrap())
            continue;
        QVERIFY2(c->width() >= c->sizeHint().width() && c->height() >= c->sizeHint().height() - 1,
                 qPrintable(QString("%1 is %2×%3, needs %4×%5")
                                .arg(name(c))
                                .arg(c->width())
                                .arg(c->height())
                                .arg(c->sizeHint().width())
                                .arg(c->sizeHint().height())));
        const QRect r(c->mapTo(w.get(), QPoint()), c->size());
        QVERIFY2(r.right() <= w->findChild<QScrollArea *>("panelScroll")->geometry().right(), qPrintable(name(c)));
    }
    if (static_cast<PageId>(page) == PageId::Algorithms)
        QVERIFY(!w->findChild<QScrollArea *>("panelScroll")->verticalScrollBar()->isVisible());

    w->findChild<QAction *>("lectureLeaveProjector")->trigger();
    QTRY_VERIFY(!w->isFullScreen());
    QCoreApplication::processEvents();
    QTRY_VERIFY(steps->isVisible());
    QVERIFY(textSizes(*w) == normal);
    QVERIFY(chartSizes(*w) == normalCharts);
}

// What lies outside the panel and the charts: the menus (popups, which do not inherit the window's font by
// themselves), a page's Textbook / Production switch (styled) and the Measured page's empty state (rich text).
void TestProjector::theMenusTheViewSwitchAndTheEmptyPageGrowToo()
{
    QTemporaryDir dir;
    auto w = std::make_unique<MainWindow>(nullptr, dir.filePath("settings.ini"));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->showPage(PageId::Measured);
    QCoreApplication::processEvents();
    const auto pageOf = [&](PageId id) {
        return *std::find_if(w->pages().begin(), w->pages().end(), [id](ChartPage *p) { return p->id() == id; });
    };
    const auto sizes = [&] {
        std::map<QString, double> out;
        for (QMenu *menu : w->findChildren<QMenu *>())
            out["menu " + menu->title()] = QFontInfo(menu->font()).pointSizeF();
        out["menu bar"] = QFontInfo(w->menuBar()->font()).pointSizeF();
        auto *textbook = pageOf(PageId::Collectives)->viewSwitch()->findChild<QToolButton *>("viewTextbook");
        out["Textbook button"] = QFontInfo(textbook->font()).pointSizeF();
        auto *empty = pageOf(PageId::Measured)->findChild<QLabel *>("emptyStateText");
        // The empty state's text as laid out: its height for its fixed width grows with the font.
        out["empty state's text height"] = empty->heightForWidth(empty->width());
        return out;
    };
    const std::map<QString, double> normal = sizes();
    QVERIFY(normal.size() > 4);
    w->findChild<QAction *>("lectureProjector")->trigger();
    QTRY_VERIFY(w->isFullScreen());
    QCoreApplication::processEvents();
    for (const auto &[what, size] : sizes())
        QVERIFY2(size >= 1.5 * normal.at(what) - 0.01,
                 qPrintable(QString("%1: %2, normally %3").arg(what).arg(size).arg(normal.at(what))));
    w->findChild<QAction *>("lectureLeaveProjector")->trigger();
    QTRY_VERIFY(!w->isFullScreen());
    QCoreApplication::processEvents();
    for (const auto &[what, size] : sizes())
        QVERIFY2(
            qFuzzyCompare(size, normal.at(what)),
            qPrintable(QString("%1: %2 after projector mode, %3 before").arg(what).arg(size).arg(normal.at(what))));
}

// Every table's column titles take their table's font in projector mode entered before a table's page was first
// opened (a lecturer's first key press), and after leaving it: Qt 6.4 did not pass the larger font on to the header
// of a table never shown, and the column titles stayed at the normal size.
void TestProjector::tableHeadersFollowTheirTables()
{
    QTemporaryDir dir;
    MainWindow w(nullptr, dir.filePath("settings.ini"));
    w.show();
    w.lecture()->projector()->setActive(true);
    const auto check = [&](const char *when) {
        QCoreApplication::processEvents();
        int headers = 0;
        for (ChartPage *page : w.pages()) {
            for (QHeaderView *header : page->findChildren<QHeaderView *>()) {
                ++headers;
                QVERIFY2(header->font() == header->parentWidget()->font(),
                         qPrintable(QString("%1, %2: header %3 pt, table %4 pt")
                                        .arg(when, pageKey(page->id()))
                                        .arg(header->font().pointSizeF())
                                        .arg(header->parentWidget()->font().pointSizeF())));
            }
        }
        QVERIFY(headers >= 4);
    };
    check("projector mode");
    if (QTest::currentTestFailed())
        return;
    w.lecture()->projector()->setActive(false);
    check("after projector mode");
}

void TestProjector::theShortcutListFitsTheScreen_data()
{
    QTest::addColumn<bool>("projector");
    QTest::newRow("1280×720") << false;
    QTest::newRow("1280×720 projector mode") << true;
}

// F1 on a 720-pixel projector: the list stays inside the screen and its last row can be scrolled to.
void TestProjector::theShortcutListFitsTheScreen()
{
    QFETCH(bool, projector);
    QTemporaryDir dir;
    auto w = std::make_unique<MainWindow>(nullptr, dir.filePath("settings.ini"));
    const QList<QScreen *> screens = QGuiApplication::screens();
    QScreen *projectorScreen =
        *std::find_if(screens.begin(), screens.end(), [](const QScreen *s) { return s->size() == QSize(1280, 720); });
    const QRect on = projectorScreen->availableGeometry();
    w->setGeometry(QRect(on.topLeft() + QPoint(20, 20), QSize(1024, 640)));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCOMPARE(w->screen(), projectorScreen);
    if (projector) {
        w->findChild<QAction *>("lectureProjector")->trigger();
        QTRY_VERIFY(w->isFullScreen());
    }
    QTest::keyClick(w.get(), Qt::Key_F1);
    QDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w->findChild<QDialog *>("shortcutsDialog")) != nullptr && dialog->isVisible());
    auto *table = dialog->findChild<QTableWidget *>("shortcutsTable");
    QVERIFY(table->rowCount() > 20);
    const QRect screen = w->screen()->availableGeometry();
    QVERIFY2(dialog->frameGeometry().height() <= screen.height() && dialog->frameGeometry().width() <= screen.width(),
             qPrintable(QString("the list is %1×%2").arg(dialog->frameGeometry().width()).arg(dialog->height())));
    QTableWidgetItem *last = table->item(table->rowCount() - 1, 1);
    table->scrollToItem(last);
    QCoreApplication::processEvents();
    QVERIFY(table->viewport()->rect().contains(table->visualItemRect(last)));
    QCOMPARE(last->text(), QStringLiteral("Apply a typed value"));
    // Nothing cut at the side: the key column and the longest description are whole.
    QVERIFY(table->horizontalHeader()->length() <= table->viewport()->width());
    dialog->close();
}

void TestProjector::leavingGivesThePanelItsWidthBack_data()
{
    QTest::addColumn<bool>("togglePanel");
    QTest::newRow("projector mode and back") << false;
    QTest::newRow("projector mode, F9 twice, back") << true;
}

void TestProjector::leavingGivesThePanelItsWidthBack()
{
    QFETCH(bool, togglePanel);
    QTemporaryDir dir;
    auto w = std::make_unique<MainWindow>(nullptr, dir.filePath("settings.ini"));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCoreApplication::processEvents();
    const auto *panel = w->findChild<QScrollArea *>("panelScroll");
    const int before = panel->width();
    const QSize windowBefore = w->size();
    w->findChild<QAction *>("lectureProjector")->trigger();
    QTRY_VERIFY(w->isFullScreen());
    if (togglePanel) {
        QAction *shown = w->findChild<QAction *>("viewPanel");
        shown->trigger();
        QTRY_VERIFY(!panel->isVisible());
        shown->trigger();
        QTRY_VERIFY(panel->isVisible());
    }
    w->findChild<QAction *>("lectureLeaveProjector")->trigger();
    QTRY_VERIFY(!w->isFullScreen());
    QTRY_COMPARE(w->size(), windowBefore);
    QCoreApplication::processEvents();
    QTRY_COMPARE(panel->width(), before);
}

int main(int argc, char *argv[])
{
    return execOnTwoScreens<TestProjector>(argc, argv);
}

#include "test_projector.moc"
