// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The mouse wheel over the parameter panel (issue 23, item 3): it scrolls the panel and changes no parameter,
// unless the slider under it has keyboard focus; then one wheel gesture is one undo step.
#include "testutil.h"

#include "mainwindow.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "scenariomodel.h"

#include <QApplication>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

using namespace commviz;
using namespace commviz::ui;

namespace {

// One notch (or one step of a touchpad gesture) over `target`'s centre, delivered as the platform would.
void wheel(QWidget *target, int deltaY, Qt::ScrollPhase phase = Qt::NoScrollPhase)
{
    const QPointF local = QRectF(target->rect()).center();
    const QPointF global = target->mapToGlobal(local);
    QWheelEvent event(local, global, QPoint(0, deltaY), QPoint(0, deltaY), Qt::NoButton, Qt::NoModifier, phase, false);
    QApplication::sendEvent(target, &event);
}

QScrollArea *panelScroll(QWidget *panel)
{
    for (QWidget *w = panel->parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(w))
            return area;
    }
    return nullptr;
}

} // namespace

class TestPanelWheel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void theWheelOverAnUnfocusedSliderScrollsThePanel();
    void theWheelOverAnUnfocusedValueBoxScrollsThePanel();
    void aFocusedSliderTakesTheWheelAsOneUndoStep();
    void notchesWithoutPhasesAreOneStepUntilTheFocusLeaves();

private:
    MainWindow *m_window = nullptr;
};

void TestPanelWheel::init()
{
    m_window = new MainWindow(nullptr, testutil::freshSettingsPath());
    // Short enough that the panel needs its scroll bar.
    m_window->resize(1280, 600);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->setFocus();
}

void TestPanelWheel::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestPanelWheel::theWheelOverAnUnfocusedSliderScrollsThePanel()
{
    QScrollArea *area = panelScroll(m_window->panel());
    QVERIFY(area);
    QScrollBar *bar = area->verticalScrollBar();
    QVERIFY2(bar->maximum() > 0, "the panel must be taller than its area for this test");
    const Scenario before = m_window->model()->scenario();
    const int undoBefore = m_window->model()->undoStack()->count();
    QSlider *slider = m_window->panel()->control(Param::Size)->slider();
    QVERIFY(!slider->hasFocus());
    const int position = slider->value();
    const int scrolled = bar->value();
    for (int i = 0; i < 3; ++i)
        wheel(slider, -120);
    QCOMPARE(slider->value(), position);
    QCOMPARE(m_window->model()->scenario(), before);
    QCOMPARE(m_window->model()->undoStack()->count(), undoBefore);
    QVERIFY2(bar->value() > scrolled, "the panel scrolls down");
    QVERIFY(!slider->hasFocus());
}

void TestPanelWheel::theWheelOverAnUnfocusedValueBoxScrollsThePanel()
{
    QScrollBar *bar = panelScroll(m_window->panel())->verticalScrollBar();
    const Scenario before = m_window->model()->scenario();
    QWidget *box = m_window->panel()->control(Param::Gpus)->valueBox();
    const int scrolled = bar->value();
    wheel(box, -120);
    QCOMPARE(m_window->model()->scenario(), before);
    QVERIFY(bar->value() > scrolled);
}

void TestPanelWheel::aFocusedSliderTakesTheWheelAsOneUndoStep()
{
    QUndoStack *undo = m_window->model()->undoStack();
    QSlider *slider = m_window->panel()->control(Param::Gpus)->slider();
    slider->setFocus();
    QVERIFY(slider->hasFocus());
    const Scenario before = m_window->model()->scenario();
    const int undoBefore = undo->count();
    wheel(slider, 120, Qt::ScrollBegin);
    wheel(slider, 120, Qt::ScrollUpdate);
    wheel(slider, 120, Qt::ScrollUpdate);
    wheel(slider, 0, Qt::ScrollEnd);
    QVERIFY(m_window->model()->scenario() != before);
    QCOMPARE(undo->count(), undoBefore + 1);
    undo->undo();
    QCOMPARE(m_window->model()->scenario(), before);
}

void TestPanelWheel::notchesWithoutPhasesAreOneStepUntilTheFocusLeaves()
{
    QUndoStack *undo = m_window->model()->undoStack();
    QSlider *slider = m_window->panel()->control(Param::Gpus)->slider();
    slider->setFocus();
    const Scenario before = m_window->model()->scenario();
    const int undoBefore = undo->count();
    for (int i = 0; i < 3; ++i)
        wheel(slider, 120);
    // Moving the focus on ends the gesture (so does a pause); a later gesture is a step of its own.
    m_window->panel()->control(Param::Size)->slider()->setFocus();
    QCOMPARE(undo->count(), undoBefore + 1);
    slider->setFocus();
    wheel(slider, 120);
    m_window->panel()->control(Param::Size)->slider()->setFocus();
    QCOMPARE(undo->count(), undoBefore + 2);
    undo->undo();
    undo->undo();
    QCOMPARE(m_window->model()->scenario(), before);
}

QTEST_MAIN(TestPanelWheel)

#include "test_panelwheel.moc"
