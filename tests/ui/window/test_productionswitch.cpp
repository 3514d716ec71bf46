// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Switching to the production view (SPEC.md section 6) on the offscreen platform: the textbook view stays the
// default and as it was; the pages' switch, the View menu and its shortcut set Scenario::production_view through the
// model as one undo step; a scenario file keeps it; and projector mode shows the production parameters in the
// production view. What the production view draws is test_productionview.
#include "windowtest.h"

#include "chartpanel.h"
#include "document.h"
#include "lecture.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "pages/common/viewswitch.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "projectormode.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include <QAction>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace commviz;
using namespace commviz::ui;

class TestProductionSwitch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init();
    void cleanup();

    void theTextbookViewIsTheDefaultAndStaysAsItWas();
    void thePagesSwitchSetsTheModelAsOneUndoStep();
    void theViewMenuAndCtrlTToggleTheView();
    void aScenarioFileKeepsTheView();
    void projectorModeShowsTheProductionParametersInTheProductionView();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestProductionSwitch::init()
{
    m_window = windowtest::openWindow(m_dir.filePath("settings.ini"));
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestProductionSwitch::cleanup()
{
    m_window.reset();
}

void TestProductionSwitch::theTextbookViewIsTheDefaultAndStaysAsItWas()
{
    QVERIFY(!m_window->model()->scenario().production_view);
    m_window->showPage(PageId::Collectives);
    ChartPage *collectives = m_window->currentPage();
    QVERIFY(collectives->viewSwitch());
    QVERIFY(!collectives->viewSwitch()->production());
    QVERIFY(collectives->viewSwitch()->textbookButton()->isChecked());
    QVERIFY(!m_window->findChild<QAction *>("productionView")->isChecked());
    for (const char *name : {"collectives_vs_size", "collectives_vs_gpus", "collectives_terms"})
        QVERIFY2(!collectives->chart(name)->isHidden(), name);
    for (const char *name : {"collectives_tree_pipelining", "collectives_protocols"})
        QVERIFY2(collectives->chart(name)->isHidden(), name);
    QVERIFY(!collectives->napkinText().contains("Pipelined tree"));
    QVERIFY(collectives->napkinText().startsWith("Ring AllReduce (eq. 3)"));

    m_window->showPage(PageId::Selection);
    ChartPage *selection = m_window->currentPage();
    QVERIFY(!selection->chart("selection_hierarchical")->isHidden());
    QVERIFY(selection->chart("selection_production_map")->isHidden());
    QVERIFY(selection->napkinText().startsWith("Ring/tree crossover (eq. 9)"));
    // Pages without production content have no switch.
    QVERIFY(windowtest::page(*m_window, PageId::Pipeline)->viewSwitch() == nullptr);
}

void TestProductionSwitch::thePagesSwitchSetsTheModelAsOneUndoStep()
{
    m_window->showPage(PageId::Collectives);
    ChartPage *collectives = m_window->currentPage();
    QUndoStack *undo = m_window->model()->undoStack();
    const int before = undo->count();

    collectives->viewSwitch()->productionButton()->click();
    QVERIFY(m_window->model()->scenario().production_view);
    QCOMPARE(undo->count(), before + 1);
    QTRY_VERIFY(collectives->viewSwitch()->production());
    QVERIFY(m_window->findChild<QAction *>("productionView")->isChecked());
    QVERIFY(!collectives->chart("collectives_tree_pipelining")->isHidden());
    QVERIFY(collectives->chart("collectives_vs_gpus")->isHidden());
    QTRY_VERIFY(collectives->napkinText().startsWith("Pipelined tree AllReduce (as NCCL runs its trees)"));
    // The other page shows the same view once it is shown.
    m_window->showPage(PageId::Selection);
    QVERIFY(m_window->currentPage()->viewSwitch()->production());
    QVERIFY(!m_window->currentPage()->chart("selection_production_map")->isHidden());

    // The button already down asks for nothing.
    m_window->currentPage()->viewSwitch()->productionButton()->click();
    QCOMPARE(undo->count(), before + 1);
    QVERIFY(m_window->currentPage()->viewSwitch()->productionButton()->isChecked());

    undo->undo();
    QVERIFY(!m_window->model()->scenario().production_view);
    QTRY_VERIFY(!m_window->currentPage()->viewSwitch()->production());
    QVERIFY(m_window->currentPage()->viewSwitch()->textbookButton()->isChecked());
    QVERIFY(!m_window->findChild<QAction *>("productionView")->isChecked());
    QVERIFY(m_window->currentPage()->chart("selection_production_map")->isHidden());
    undo->redo();
    QVERIFY(m_window->model()->scenario().production_view);
}

void TestProductionSwitch::theViewMenuAndCtrlTToggleTheView()
{
    QAction *action = m_window->findChild<QAction *>("productionView");
    QVERIFY(action);
    QVERIFY(action->isCheckable());
    QCOMPARE(action->shortcut(), QKeySequence("Ctrl+T"));
    // No other action of the window has the key.
    int holders = 0;
    for (QAction *a : m_window->findChildren<QAction *>()) {
        if (a->shortcuts().contains(QKeySequence("Ctrl+T")))
            ++holders;
    }
    QCOMPARE(holders, 1);

    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->showPage(PageId::Collectives);
    const int before = m_window->model()->undoStack()->count();
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
    QVERIFY(m_window->model()->scenario().production_view);
    QCOMPARE(m_window->model()->undoStack()->count(), before + 1);
    QTRY_VERIFY(action->isChecked());
    QTRY_VERIFY(m_window->currentPage()->chart("collectives_protocols")->isVisible());
    action->trigger();
    QVERIFY(!m_window->model()->scenario().production_view);
    QTRY_VERIFY(!m_window->currentPage()->chart("collectives_protocols")->isVisible());
    QVERIFY(m_window->currentPage()->chart("collectives_terms")->isVisible());
}

void TestProductionSwitch::aScenarioFileKeepsTheView()
{
    const QString path = m_dir.filePath("production.commviz.json");
    QVERIFY(!writeScenarioFile(path, ScenarioDocument{}));
    QVERIFY(m_window->document()->open(path));
    m_window->showPage(PageId::Collectives);
    m_window->currentPage()->viewSwitch()->productionButton()->click();
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->document()->save());
    QVERIFY(readScenarioFile(path).value().scenario.production_view);

    MainWindow other(nullptr, m_dir.filePath("other.ini"));
    QVERIFY(other.document()->open(path));
    QVERIFY(other.model()->scenario().production_view);
    other.refresh();
    QCOMPARE(other.currentPage()->id(), PageId::Collectives);
    QVERIFY(other.currentPage()->viewSwitch()->production());
    QVERIFY(!other.currentPage()->chart("collectives_tree_pipelining")->isHidden());
    QVERIFY(other.findChild<QAction *>("productionView")->isChecked());
}

void TestProductionSwitch::projectorModeShowsTheProductionParametersInTheProductionView()
{
    QVERIFY(pageParams(PageId::Collectives, false) == pageInfo(PageId::Collectives).params);
    const std::vector<Param> production = pageParams(PageId::Collectives, true);
    for (Param p : {Param::SwitchEfficiency, Param::InNetwork, Param::Chunk, Param::GpusPerNode})
        QVERIFY(std::find(production.begin(), production.end(), p) != production.end());

    m_window->showPage(PageId::Collectives);
    m_window->lecture()->projector()->setActive(true);
    QTRY_VERIFY(m_window->panel()->control(Param::Gpus)->isVisible());
    QVERIFY(!m_window->panel()->control(Param::SwitchEfficiency)->isVisible());
    m_window->model()->setParam(Param::ProductionView, 1);
    QTRY_VERIFY(m_window->panel()->control(Param::SwitchEfficiency)->isVisible());
    QVERIFY(m_window->panel()->control(Param::Chunk)->isVisible());
    QVERIFY(!m_window->panel()->control(Param::Stages)->isVisible());
    m_window->lecture()->projector()->setActive(false);
}

QTEST_MAIN(TestProductionSwitch)
#include "test_productionswitch.moc"
