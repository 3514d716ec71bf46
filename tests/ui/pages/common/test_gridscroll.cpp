// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A page's charts keep their width when the grid starts or stops scrolling: the scroll bar's room is always kept.
#include "pages/common/gridscroll.h"

#include <QApplication>
#include <QScrollBar>
#include <QTest>

using commviz::ui::GridScroll;

class TestGridScroll : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theGridKeepsItsWidthWhenItStartsAndStopsScrolling();
};

void TestGridScroll::theGridKeepsItsWidthWhenItStartsAndStopsScrolling()
{
    GridScroll scroll;
    auto *grid = new QWidget;
    grid->setMinimumSize(200, 300);
    scroll.setWidget(grid);
    scroll.setWidgetResizable(true);
    scroll.resize(500, 400);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    QTRY_COMPARE(grid->height(), scroll.viewport()->height());
    const int width = grid->width();
    QCOMPARE(scroll.verticalScrollBar()->maximum(), 0); // nothing to scroll

    grid->setMinimumHeight(700); // taller than the viewport: it scrolls
    QTRY_COMPARE(grid->height(), 700);
    QTRY_VERIFY(scroll.verticalScrollBar()->maximum() > 0);
    QTest::qWait(50); // the scroll area's own layout, which showed the bar
    QVERIFY(scroll.verticalScrollBar()->isVisible());
    QCOMPARE(grid->width(), width);

    grid->setMinimumHeight(300); // and stops
    QTRY_COMPARE(grid->height(), scroll.viewport()->height());
    QTRY_COMPARE(scroll.verticalScrollBar()->maximum(), 0);
    QTest::qWait(50);
    QCOMPARE(grid->width(), width);
    QCOMPARE(width, scroll.viewport()->width());
}

QTEST_MAIN(TestGridScroll)
#include "test_gridscroll.moc"
