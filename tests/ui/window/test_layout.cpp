// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window fits every screen: a fresh window opens inside the screen, its minimum size is at most
// 1024 × 640 on every page in English and Chinese and nothing pokes out of a 1024 × 640 window, the panel and
// the napkin math can be hidden (and stay so), the chart grid reflows to one column, and nothing widens the
// window by itself. On an offscreen platform with two screens, 1280 × 720 and 1920 × 1080.
#include "chartpanel.h"
#include "language.h"
#include "lecture.h"
#include "mainwindow.h"
#include "measurements.h"
#include "pageid.h"
#include "pages/common/chartgrid.h"
#include "pages/common/chartpage.h"
#include "pages/common/napkinview.h"
#include "parameterpanel.h"
#include "twoscreens.h"
#include "windowplacement.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QScreen>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace commviz;
using namespace commviz::ui;

namespace {

const QSize kMinimum(1024, 640);

std::unique_ptr<MainWindow> freshWindow(const QTemporaryDir &dir, const QString &name = "settings.ini")
{
    return std::make_unique<MainWindow>(nullptr, dir.filePath(name));
}

// The widgets below `w` with the widest minimum widths, for a failure message.
QString widest(const QWidget *w)
{
    QString out;
    for (const QWidget *c : w->findChildren<QWidget *>()) {
        const QSize m = c->minimumSizeHint().expandedTo(c->minimumSize());
        if (m.width() > 420 && !qobject_cast<const QAbstractScrollArea *>(c->parentWidget()))
            out += QString("%1 %2 in %3 %4: min %5×%6\n")
                       .arg(c->metaObject()->className(), c->objectName(), c->parentWidget()->metaObject()->className(),
                            c->parentWidget()->objectName())
                       .arg(m.width())
                       .arg(m.height());
    }
    return out;
}

bool insideScrolledContent(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractScrollArea *>(p))
            return true;
    }
    return false;
}

void switchLanguage(MainWindow &w, const QString &language)
{
    if (currentLanguage() == language)
        return;
    w.setLanguage(language);
    QTRY_COMPARE(currentLanguage(), language);
    QCoreApplication::processEvents();
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanup();
    void aWindowIsPlacedInsideTheScreen_data();
    void aWindowIsPlacedInsideTheScreen();
    void aFreshWindowOpensInsideTheScreen();
    void theMinimumSizeFitsEveryPage_data();
    void theMinimumSizeFitsEveryPage();
    void theGridReflowsToOneColumnWhenNarrow();
    void everyPagesGridReflowsInASmallWindow();
    void thePanelAndTheNapkinHideAndStayHidden();
    void nothingWidensTheWindow_data();
    void nothingWidensTheWindow();
};

void TestLayout::cleanup()
{
    if (currentLanguage() != "en")
        installLanguage("en");
    QCoreApplication::processEvents();
}

void TestLayout::aWindowIsPlacedInsideTheScreen_data()
{
    QTest::addColumn<QRect>("available");
    QTest::addColumn<bool>("maximized");
    QTest::newRow("1280×720 projector") << QRect(0, 0, 1280, 720) << true;
    QTest::newRow("1366×768 laptop, panel at the bottom") << QRect(0, 0, 1366, 728) << true;
    QTest::newRow("1920×1080 second screen") << QRect(1280, 0, 1920, 1050) << false;
    QTest::newRow("3840×2160 at 2× (1920×1080 logical)") << QRect(0, 0, 1920, 1080) << false;
    QTest::newRow("2560×1440") << QRect(0, 0, 2560, 1400) << false;
}

void TestLayout::aWindowIsPlacedInsideTheScreen()
{
    QFETCH(QRect, available);
    QFETCH(bool, maximized);
    const WindowPlacement place = placeWindow(kPreferredWindowSize, available);
    QVERIFY2(available.contains(place.geometry), qPrintable(QString("%1,%2 %3×%4")
                                                                .arg(place.geometry.x())
                                                                .arg(place.geometry.y())
                                                                .arg(place.geometry.width())
                                                                .arg(place.geometry.height())));
    QCOMPARE(place.maximized, maximized);
    QCOMPARE(place.geometry.center(), available.center());
}

void TestLayout::aFreshWindowOpensInsideTheScreen()
{
    QTemporaryDir dir;
    auto w = freshWindow(dir);
    w->restoreSession(); // what main() does before show(): nothing stored yet
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    const QRect available = w->screen()->availableGeometry();
    QTRY_VERIFY2(available.contains(w->frameGeometry()), qPrintable(QString("%1×%2 on %3×%4")
                                                                        .arg(w->frameGeometry().width())
                                                                        .arg(w->frameGeometry().height())
                                                                        .arg(available.width())
                                                                        .arg(available.height())));
}

void TestLayout::theMinimumSizeFitsEveryPage_data()
{
    QTest::addColumn<int>("page");
    QTest::addColumn<QString>("language");
    for (const PageInfo &info : pageInfos()) {
        for (const char *language : {"en", "zh_CN"})
            QTest::newRow(qPrintable(QString("%1 %2").arg(info.key, language)))
                << static_cast<int>(info.id) << QString(language);
    }
}

void TestLayout::theMinimumSizeFitsEveryPage()
{
    QFETCH(int, page);
    QFETCH(QString, language);
    QTemporaryDir dir;
    auto w = freshWindow(dir);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    switchLanguage(*w, language);
    w->showPage(static_cast<PageId>(page));
    QCoreApplication::processEvents();
    const QSize min = w->minimumSizeHint().expandedTo(w->minimumSize());
    if (min.width() > kMinimum.width() || min.height() > kMinimum.height())
        qWarning().noquote() << widest(w.get());
    QVERIFY2(min.width() <= kMinimum.width() && min.height() <= kMinimum.height(),
             qPrintable(QString("minimum %1×%2").arg(min.width()).arg(min.height())));

    w->resize(kMinimum);
    QTRY_COMPARE(w->size(), kMinimum);
    QCoreApplication::processEvents();
    const QRect window = w->rect();
    for (QWidget *c : w->centralWidget()->findChildren<QWidget *>()) {
        if (!c->isVisibleTo(w.get()) || c->isWindow())
            continue;
        const QRect r(c->mapTo(w.get(), QPoint(0, 0)), c->size());
        // Content in a scroll area may run below its viewport (it scrolls), never beside it.
        const bool fits = insideScrolledContent(c) ? r.right() <= window.right() : window.contains(r);
        QVERIFY2(fits, qPrintable(QString("%1 %2 at %3,%4 %5×%6 leaves the %7×%8 window")
                                      .arg(c->metaObject()->className(), c->objectName())
                                      .arg(r.x())
                                      .arg(r.y())
                                      .arg(r.width())
                                      .arg(r.height())
                                      .arg(window.width())
                                      .arg(window.height())));
    }
}

void TestLayout::theGridReflowsToOneColumnWhenNarrow()
{
    ChartGrid grid;
    std::vector<QWidget *> cells;
    for (int i = 0; i < 4; ++i) {
        auto *cell = new QWidget;
        cell->setMinimumSize(200, 100);
        grid.addWidget(cell, i / 2, i % 2);
        cells.push_back(cell);
    }
    grid.resize(1400, 600);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QTRY_VERIFY(!grid.isSingleColumn());
    QTRY_VERIFY(cells[1]->x() > cells[0]->x());
    // One column's minimum, not the columns' sum: a grid never widens its window.
    QCOMPARE(grid.minimumSizeHint().width(), 200);

    grid.resize(grid.columnsWidth() - 1, 600);
    QTRY_VERIFY(grid.isSingleColumn());
    QTRY_VERIFY(cells[1]->y() > cells[0]->y());
    for (QWidget *cell : cells)
        QCOMPARE(cell->x(), 0);
    QVERIFY(cells[2]->y() > cells[1]->y()); // reading order

    grid.resize(1400, 600);
    QTRY_VERIFY(!grid.isSingleColumn());
    QTRY_COMPARE(cells[1]->y(), cells[0]->y());
}

void TestLayout::everyPagesGridReflowsInASmallWindow()
{
    QTemporaryDir dir;
    auto w = freshWindow(dir);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->resize(kMinimum);
    for (ChartPage *page : w->pages()) {
        w->showPage(page->id());
        auto *grid = page->findChild<ChartGrid *>();
        QVERIFY(grid);
        QTRY_VERIFY2(grid->isSingleColumn() || grid->width() >= grid->columnsWidth(), qPrintable(page->tabTitle()));
    }
    w->resize(1920, 1080);
    w->showPage(PageId::Compression);
    QTRY_VERIFY(!w->currentPage()->findChild<ChartGrid *>()->isSingleColumn());
    w->resize(kMinimum);
    QTRY_VERIFY(w->currentPage()->findChild<ChartGrid *>()->isSingleColumn());
}

void TestLayout::thePanelAndTheNapkinHideAndStayHidden()
{
    QTemporaryDir dir;
    {
        auto w = freshWindow(dir);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        auto *panel = w->findChild<QScrollArea *>("panelScroll");
        QVERIFY(panel->isVisible());
        QVERIFY(w->currentPage()->isNapkinShown());
        auto *panelAction = w->findChild<QAction *>("viewPanel");
        auto *napkinAction = w->findChild<QAction *>("viewNapkin");
        QCOMPARE(panelAction->shortcut(), QKeySequence(Qt::Key_F9));
        QCOMPARE(napkinAction->shortcut(), QKeySequence("Ctrl+Shift+N"));
        const int chartsWidth = w->currentPage()->charts().front()->width();
        panelAction->trigger();
        napkinAction->trigger();
        QVERIFY(!panel->isVisible());
        for (ChartPage *page : w->pages())
            QVERIFY(!page->isNapkinShown());
        QTRY_VERIFY(w->currentPage()->charts().front()->width() > chartsWidth); // the charts take the room
        QVERIFY(w->close());
    }
    {
        auto w = freshWindow(dir);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(!w->findChild<QScrollArea *>("panelScroll")->isVisible());
        QVERIFY(!w->findChild<QAction *>("viewPanel")->isChecked());
        QVERIFY(!w->currentPage()->isNapkinShown());
        w->findChild<QAction *>("viewPanel")->trigger();
        QVERIFY(w->findChild<QScrollArea *>("panelScroll")->isVisible());
        QVERIFY(w->close());
    }
}

void TestLayout::nothingWidensTheWindow_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1280, 720), kMinimum}) {
        const QString at = QString(" at %1×%2").arg(size.width()).arg(size.height());
        for (const char *what : {"import", "edit steps", "projector mode", "long napkin line", "Chinese"})
            QTest::newRow(qPrintable(what + at)) << QString(what) << size;
    }
}

void TestLayout::nothingWidensTheWindow()
{
    QFETCH(QString, what);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    auto w = freshWindow(dir);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->resize(size);
    QTRY_COMPARE(w->size(), size);
    if (what == "import") {
        w->showPage(PageId::Measured);
        QVERIFY(w->measurements()
                    ->importFile(QStringLiteral(COMMVIZ_FIXTURES_DIR "/nccl_allreduce_a3mega_h100_16rank_2node.txt"))
                    .ok());
    } else if (what == "edit steps") {
        w->findChild<QAction *>("lectureEditSteps")->trigger();
        const auto *dock = w->findChild<QDockWidget *>("lectureSteps");
        QTRY_VERIFY(dock->isVisible());
        // Docked where there is room beside the charts, floating over the window where there is not: either way
        // the window keeps its size (checked below).
        QVERIFY(dock->isFloating() || w->centralWidget()->width() >= w->centralWidget()->minimumSizeHint().width());
    } else if (what == "projector mode") {
        w->findChild<QAction *>("lectureProjector")->trigger();
        QTRY_VERIFY(w->isFullScreen());
        QVERIFY(w->width() <= w->screen()->geometry().width());
        w->findChild<QAction *>("lectureLeaveProjector")->trigger();
        QTRY_VERIFY(!w->isFullScreen());
    } else if (what == "long napkin line") {
        w->currentPage()->napkinView()->setHtml("<span style='font-family: monospace'>" + QString(400, 'x') +
                                                "</span>");
    } else if (what == "Chinese") {
        switchLanguage(*w, "zh_CN");
    }
    QCoreApplication::processEvents();
    QTRY_COMPARE(w->size(), size);
    QCOMPARE(w->minimumSizeHint().boundedTo(size), w->minimumSizeHint()); // and it could stay so
}

int main(int argc, char *argv[])
{
    return execOnTwoScreens<TestLayout>(argc, argv);
}

#include "test_layout.moc"
