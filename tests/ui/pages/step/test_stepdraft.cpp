// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// While a slider is held the Training step page keeps its layout: a drag that crosses a layout that cannot run
// neither hides the parts nor shows the reason (that would lay the whole page out and resize every chart, twice the
// rest of a frame), but shows no number of that layout: the headline greyed, the parts' times blank, no bar. The
// release shows what fits: the reason, or the parts again. The tables, repainted at every frame, are laid out unshaped.
#include "chartpanel.h"
#include "pages/step/steppage.h"
#include "rectlayer.h"

#include "commviz/step.h"

#include <QApplication>
#include <QTableWidget>
#include <QTest>

using namespace commviz;
using commviz::ui::StepPage;

namespace {

Scenario cannotRun()
{
    Scenario s;
    s.gpus = 96; // not a multiple of t·p
    return s;
}

bool timesBlank(const QTableWidget *parts)
{
    for (int row = 0; row < parts->rowCount(); ++row) {
        if (!parts->item(row, 1)->text().isEmpty() || !parts->item(row, 2)->text().isEmpty())
            return false;
    }
    return true;
}

} // namespace

class TestStepDraft : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aHeldSliderKeepsTheLayoutAndShowsNoNumberOfALayoutThatCannotRun();
    void aHeldSliderBackToALayoutThatCanRunSaysSo();
    void theTablesTakeThePagesFontUnshaped();
};

void TestStepDraft::aHeldSliderKeepsTheLayoutAndShowsNoNumberOfALayoutThatCannotRun()
{
    StepPage page;
    page.resize(1600, 1000);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.refresh(Scenario{});
    QTRY_VERIFY(page.partsChart()->isVisible());
    const QRect bar = page.partsChart()->geometry();
    const QString headline = page.headline();

    page.setDraft(true);
    page.refresh(cannotRun());
    QVERIFY(!page.applicable());
    QVERIFY(page.partsChart()->isVisible()); // held
    QVERIFY(page.partsTable()->isVisible());
    QVERIFY(timesBlank(page.partsTable()));
    QVERIFY(page.bars()->rects().empty());
    QVERIFY2(page.headline().contains("#9a9a9a") && page.headline().contains(headline), qPrintable(page.headline()));
    QTest::qWait(50);
    QCOMPARE(page.partsChart()->geometry(), bar); // nothing laid out

    page.setDraft(false); // the release: the reason, the parts hidden
    page.refresh(cannotRun());
    QVERIFY(!page.partsChart()->isVisible());
    QVERIFY(!page.partsTable()->isVisible());
    const Result<TrainingStep> step = trainingStep(cannotRun());
    const QString reason = QString::fromStdString(step.explanation().english());
    QVERIFY(page.reasonText().contains(reason));
    QVERIFY2(page.partsChart()->chartTitle().contains(reason), qPrintable(page.partsChart()->chartTitle())); // exports
}

void TestStepDraft::aHeldSliderBackToALayoutThatCanRunSaysSo()
{
    StepPage page;
    page.resize(1600, 1000);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.refresh(cannotRun());
    QTRY_VERIFY(!page.partsChart()->isVisible());

    page.setDraft(true);
    page.refresh(Scenario{});
    QVERIFY(page.applicable());
    QVERIFY(!page.partsChart()->isVisible()); // held
    QVERIFY2(page.reasonText().contains("can run"), qPrintable(page.reasonText()));

    page.setDraft(false); // the release shows the parts, the same scenario drawn already
    QVERIFY(page.partsChart()->isVisibleTo(&page));
    QVERIFY(page.partsTable()->isVisibleTo(&page));
    QVERIFY(!timesBlank(page.partsTable()));
}

void TestStepDraft::theTablesTakeThePagesFontUnshaped()
{
    // The tables' numbers change on every frame of a drag: they are laid out without shaping, in the page's font
    // (projector mode's larger one too).
    StepPage page;
    QFont big = page.font();
    big.setPointSizeF(21);
    page.setFont(big);
    const QFont table = page.partsTable()->font();
    QCOMPARE(table.pointSizeF(), 21.0);
    QCOMPARE(table.family(), big.family());
    QVERIFY(table.styleStrategy() & QFont::PreferNoShaping);
}

QTEST_MAIN(TestStepDraft)
#include "test_stepdraft.moc"
