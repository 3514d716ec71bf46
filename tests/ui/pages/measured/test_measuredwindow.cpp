// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Measured page in the window: "Use fitted α, β" is one undo step on the chosen link, with α from the first range
// and β from the last; the production switch is one undo step; the window's import goes through the session's
// store; and projector mode shows the page's parameters. The page's own reading of a curve is test_measuredregimes.
#include "measuredtest.h"

#include "mainwindow.h"
#include "measurements.h"
#include "pages/measured/measuredchart.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "scenariomodel.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

using namespace commviz;
using namespace measuredtest;
using ui::MainWindow;
using ui::MeasuredPage;
using ui::PageId;
using ui::UseFittedChoice;
using ui::UseFittedOffer;

Q_DECLARE_METATYPE(commviz::ui::UseFittedChoice)

namespace {

MeasuredPage *measuredPage(MainWindow &w)
{
    w.showPage(PageId::Measured);
    return qobject_cast<MeasuredPage *>(w.currentPage());
}

} // namespace

class TestMeasuredWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void useFittedIsOneUndoStepOnTheChosenLink_data();
    void useFittedIsOneUndoStepOnTheChosenLink();
    void theProductionSwitchIsOneUndoStep();
    void theWindowsImportGoesThroughTheStore();
    void projectorModeShowsThePagesParameters();

private:
    QTemporaryDir m_dir;
};

void TestMeasuredWindow::useFittedIsOneUndoStepOnTheChosenLink_data()
{
    QTest::addColumn<UseFittedChoice>("choice");
    QTest::newRow("inter-node α, β") << UseFittedChoice{LinkKind::Inter, true};
    QTest::newRow("intra-node α_intra, β_intra") << UseFittedChoice{LinkKind::Intra, true};
    QTest::newRow("intra-node β only") << UseFittedChoice{LinkKind::Intra, false};
}

void TestMeasuredWindow::useFittedIsOneUndoStepOnTheChosenLink()
{
    QFETCH(UseFittedChoice, choice);
    MainWindow w(nullptr, m_dir.filePath("use.ini"));
    QVERIFY(w.measurements()->importFile(fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt")).ok());
    MeasuredPage *page = measuredPage(w);
    w.refresh();
    std::optional<UseFittedOffer> asked;
    page->setUseFittedPrompt([&](const UseFittedOffer &o) {
        asked = o;
        return std::optional(choice);
    });
    const Scenario before = w.model()->scenario();
    const int steps = w.model()->undoStack()->count();
    page->findChild<QPushButton *>("useFitted")->click();
    QVERIFY(asked);
    QCOMPARE(asked->suggested, LinkKind::Inter); // 16 ranks on G = 8: two nodes
    QCOMPARE(w.model()->undoStack()->count(), steps + 1);
    const RegimeFit &r = page->currentEntry()->regimes.value();
    const Scenario &after = w.model()->scenario();
    const Link &moved = choice.link == LinkKind::Intra ? after.intra : after.inter;
    const Link &was = choice.link == LinkKind::Intra ? before.intra : before.inter;
    QCOMPARE(moved.alpha_s, choice.alpha ? r.ranges.front().alpha_s : was.alpha_s);
    QCOMPARE(moved.beta_Bps, r.ranges.back().beta_Bps);
    QCOMPARE(choice.link == LinkKind::Intra ? after.inter : after.intra,
             choice.link == LinkKind::Intra ? before.inter : before.intra);
    w.refresh();
    QCOMPARE(page->link(), choice.link); // the dashed curve follows the sliders that moved
    QVERIFY(plain(page->findChild<QLabel *>("measuredStatus"))
                .contains(choice.link == LinkKind::Intra ? "β_intra = " : "β = "));
    w.model()->undoStack()->undo();
    QCOMPARE(w.model()->scenario(), before);
}

void TestMeasuredWindow::theProductionSwitchIsOneUndoStep()
{
    MainWindow w(nullptr, m_dir.filePath("production.ini"));
    QVERIFY(w.measurements()->importFile(fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt")).ok());
    MeasuredPage *page = measuredPage(w);
    w.refresh();
    const int steps = w.model()->undoStack()->count();
    page->findChild<QCheckBox *>("productionView")->click();
    QVERIFY(w.model()->scenario().production_view);
    QCOMPARE(w.model()->undoStack()->count(), steps + 1);
    w.refresh();
    QVERIFY(!seriesNamed(page->measuredChart(true)->panel(), kProduction)->xs.empty());
    QVERIFY(page->findChild<QCheckBox *>("productionView")->isChecked());
}

void TestMeasuredWindow::theWindowsImportGoesThroughTheStore()
{
    MainWindow w(nullptr, m_dir.filePath("import.ini"));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction *import = nullptr;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence("Ctrl+I"))
            import = a;
    }
    QVERIFY(import);
    bool chosen = false;
    w.measurements()->setFilePrompt([&](QWidget *parent) {
        chosen = parent == &w; // asked over the window
        return fixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt");
    });
    w.showPage(PageId::P2p);
    import->trigger();
    QVERIFY(chosen);
    QCOMPARE(w.currentPage()->id(), PageId::Measured);
    QCOMPARE(w.measurements()->count(), 5);
    auto *page = qobject_cast<MeasuredPage *>(w.currentPage());
    QCOMPARE(page->tableCount(), 5);
    QCOMPARE(page->currentTable()->collective, std::string("all_reduce_perf"));
}

void TestMeasuredWindow::projectorModeShowsThePagesParameters()
{
    MainWindow w(nullptr, m_dir.filePath("projector.ini"));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.measurements()->importFile(fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt")).ok());
    measuredPage(w);
    w.findChild<QAction *>("lectureProjector")->trigger();
    QTRY_VERIFY(w.isFullScreen());
    const std::vector<Param> &wanted = ui::pageInfo(PageId::Measured).params;
    for (const ParamInfo &info : parameters()) {
        QWidget *control = w.panel()->control(info.param);
        if (!control)
            continue;
        const bool shown = std::find(wanted.begin(), wanted.end(), info.param) != wanted.end();
        QVERIFY2(control->isVisible() == shown, info.key.data());
    }
    for (Param p : {Param::Alpha, Param::Beta, Param::IntraAlpha, Param::IntraBeta, Param::GpusPerNode})
        QVERIFY(std::find(wanted.begin(), wanted.end(), p) != wanted.end());
    w.findChild<QAction *>("lectureLeaveProjector")->trigger();
    QTRY_VERIFY(!w.isFullScreen());
}

QTEST_MAIN(TestMeasuredWindow)
#include "test_measuredwindow.moc"
