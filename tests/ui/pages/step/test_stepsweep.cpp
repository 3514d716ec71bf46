// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page's chart against N: its points are core's step at each N that can run, and when none can,
// the empty chart says why (the reason at the N nearest the current one) and still shows the current N.
#include "chartinspector.h"
#include "chartpanel.h"
#include "coretext.h"
#include "pages/step/steppage.h"

#include "commviz/step.h"

#include <QTest>

using namespace commviz;
using commviz::ui::ChartInspector;
using commviz::ui::StepPage;

class TestStepSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void anEmptySweepSaysWhy();
};

void TestStepSweep::anEmptySweepSaysWhy()
{
    StepPage page;
    page.resize(1600, 1000);
    page.refresh(Scenario{});
    const auto total = [&page] { return ChartInspector(page.sweepChart()).series(QStringLiteral("step T")); };
    QVERIFY(total() && !total()->xs.empty());
    QVERIFY(page.sweepChart()->chartTitle().startsWith("The step's parts against N (t = "));

    Scenario s;
    s.gpus = 512;
    s.stages = 64; // more stages than layers, at every N
    s.layers = 32;
    page.refresh(s);
    QVERIFY(!total());
    const QString why = ui::coreText(trainingStep(s).explanation());
    QVERIFY(why.contains("64") && why.contains("32"));
    QCOMPARE(page.sweepChart()->chartTitle(), "The step's parts against N: no N can run this layout; " + why);
    QVERIFY(page.sweepChart()->axes().xMin() < 512 && page.sweepChart()->axes().xMax() > 512); // the current N
}

QTEST_MAIN(TestStepSweep)
#include "test_stepsweep.moc"
