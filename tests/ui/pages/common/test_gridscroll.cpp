// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A page's charts keep their width when the grid starts or stops scrolling: the scroll bar's room is always kept.
// A chart's new minimum is settled in the grid's own layout pass.
#include "pages/common/gridscroll.h"

#include <QApplication>
#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTest>

#include <vector>

namespace {

// A chart's stand-in: a minimum and a wanted height, and the heights it was given.
class Box : public QWidget {
public:
    Box(int minimum, int wanted) : m_wanted(wanted) { setMinimumHeight(minimum); }
    [[nodiscard]] QSize sizeHint() const override { return {100, m_wanted}; }
    std::vector<int> heights;

protected:
    void resizeEvent(QResizeEvent *event) override { heights.push_back(event->size().height()); }

private:
    int m_wanted;
};

} // namespace

using commviz::ui::GridScroll;

class TestGridScroll : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theGridKeepsItsWidthWhenItStartsAndStopsScrolling();
    void aNewMinimumLeavesNothingForALaterPass();
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

// A chart grows taller than the page (a timeline's rows at p = 64, on a slider's release): the grid's own layout pass
// leaves the charts at their final heights and the page scrolling. The charts used to be squeezed to their minimum
// in that pass and given their wanted height only in the scroll area's, a pass of the event loop later: a second
// layout and paint of every chart, which landed in the next drag's first frame.
void TestGridScroll::aNewMinimumLeavesNothingForALaterPass()
{
    GridScroll scroll;
    auto *grid = new QWidget;
    auto *layout = new QGridLayout(grid);
    auto *status = new QLabel(QStringLiteral("a status line long enough to wrap in a narrow column"), grid);
    status->setWordWrap(true); // the grid's height follows its width, as a page's does
    auto *other = new Box(300, 360);
    auto *growing = new Box(50, 50);
    layout->addWidget(other, 0, 0);
    layout->addWidget(status, 1, 0);
    layout->addWidget(growing, 2, 0);
    layout->setRowStretch(0, 1); // the charts take the room to spare, as a page's do
    layout->setRowStretch(2, 1);
    scroll.setWidget(grid);
    scroll.setWidgetResizable(true);
    scroll.resize(500, 900);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    QTest::qWait(50);
    QVERIFY(other->height() > 360); // room to spare
    QCOMPARE(scroll.verticalScrollBar()->maximum(), 0);

    growing->setMinimumHeight(1200);
    QCoreApplication::sendPostedEvents(grid, QEvent::LayoutRequest); // the grid's own pass, which comes first
    QCOMPARE(other->height(), 360);
    QCOMPARE(growing->height(), 1200);
    QVERIFY(scroll.verticalScrollBar()->maximum() > 0);
    other->heights.clear();
    QTest::qWait(50);
    QCOMPARE(other->heights, std::vector<int>{}); // nothing left for a later pass
}

QTEST_MAIN(TestGridScroll)
#include "test_gridscroll.moc"
