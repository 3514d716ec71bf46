// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The algorithms page plays core's trace and nothing else: stepping moves the counter and the drawn arrows
// and buffers exactly as the trace says, the napkin's running total at the last step is the model's total,
// halving-doubling at a non-power of two shows its reason, and play/pause works by button and by Space. Its
// export chart (algorithms_diagram) is never shown, draws the page's step or, at the start, the middle step with
// its running total, and lists that step's transfers as CSV; the diagram's legend wraps instead of running off.
#include "chartpanel.h"
#include "pages/algorithms/algorithmspage.h"
#include "testutil.h"

#include "commviz/algorithmsteps.h"
#include "commviz/models.h"
#include "commviz/units.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <memory>

using commviz::ui::PageId;
using namespace commviz;
using commviz::ui::AlgorithmsPage;

Q_DECLARE_METATYPE(commviz::Algorithm)

namespace {

// The line of a napkin block's result ("= 2.5 ms") after its heading.
QString napkinResult(const QString &text, const QString &heading)
{
    const QStringList lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(heading))
            continue;
        for (int j = i + 1; j < lines.size(); ++j) {
            if (lines[j].startsWith("= ") && !lines[j].contains('+') && !lines[j].contains('/'))
                return lines[j].mid(2).trimmed();
        }
    }
    return {};
}

} // namespace

class TestAlgorithmsPage : public QObject {
    Q_OBJECT

private:
    void setGpus(int gpus)
    {
        Scenario s;
        s.gpus = gpus;
        m_page->refresh(s);
    }

private Q_SLOTS:
    void init()
    {
        m_page = std::make_unique<AlgorithmsPage>();
        m_page->resize(1500, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_page->refresh(Scenario{});
    }
    void cleanup() { m_page.reset(); }

    void theAnimationDrawsThePanelsNAndSaysWhenItCannot()
    {
        // The panel's N is the animation's wherever it can be drawn: no second N on the page.
        QVERIFY(!m_page->findChild<QSpinBox *>());
        auto *label = m_page->findChild<QLabel *>("animationGpus");
        QVERIFY(label);
        setGpus(5);
        QCOMPARE(m_page->trace()->gpus, 5);
        QCOMPARE(label->text(), QStringLiteral("N = 5"));
        QVERIFY(m_page->napkinText().contains("N = 5"));
        m_page->stepForward();
        setGpus(16);
        QCOMPARE(m_page->trace()->gpus, 16);
        QCOMPARE(m_page->step(), 0); // other ranks: the animation starts again
        setGpus(17);
        QCOMPARE(m_page->trace()->gpus, 8);
        QVERIFY2(label->text().contains("N = 17") && label->text().contains("N = 8 drawn"), qPrintable(label->text()));
        setGpus(1);
        QVERIFY(!m_page->trace());
        QCOMPARE(m_page->counterText(), QStringLiteral("not applicable"));
    }

    void thePageIsNamedAfterItsQuestionAndStartsAtEightRanks()
    {
        QCOMPARE(m_page->id(), PageId::Algorithms);
        QCOMPARE(m_page->tabTitle(), QStringLiteral("Algorithms"));
        QCOMPARE(m_page->question(), QStringLiteral("How does an AllReduce actually move the data?"));
        QVERIFY(m_page->trace());
        QCOMPARE(m_page->trace()->gpus, 8); // the scenario's 256 is too many to draw
        QCOMPARE(m_page->counterText(), QStringLiteral("step 0 of 14 — start"));
    }

    void steppingForwardAndBackDrawsWhatTheTraceSays_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("gpus");
        QTest::newRow("ring at N = 8") << Algorithm::AllReduceRing << 8;
        QTest::newRow("ring at N = 5") << Algorithm::AllReduceRing << 5;
        QTest::newRow("tree at N = 8") << Algorithm::AllReduceTree << 8;
        QTest::newRow("tree at N = 13") << Algorithm::AllReduceTree << 13;
        QTest::newRow("halving-doubling at N = 16") << Algorithm::AllReduceRhd << 16;
        QTest::newRow("halving-doubling at N = 2") << Algorithm::AllReduceRhd << 2;
    }
    void steppingForwardAndBackDrawsWhatTheTraceSays()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, gpus);
        m_page->setAlgorithm(algorithm);
        setGpus(gpus);
        const Scenario s;
        const AlgorithmTrace t = traceAllReduce(algorithm, gpus, s.size_bytes, s.inter).value();
        const int count = static_cast<int>(t.steps.size());
        QCOMPARE(m_page->stepCount(), count);
        QCOMPARE(m_page->step(), 0);
        QVERIFY(m_page->view()->drawnTransfers().empty());
        QCOMPARE(*m_page->view()->drawnBuffers(), t.initial);

        auto *forward = m_page->findChild<QPushButton *>("stepForward");
        auto *back = m_page->findChild<QPushButton *>("stepBack");
        QVERIFY(forward && back);
        QVERIFY(!back->isEnabled());
        QSignalSpy spy(m_page.get(), &AlgorithmsPage::stepChanged);
        for (int k = 1; k <= count; ++k) {
            QTest::mouseClick(forward, Qt::LeftButton);
            const AlgorithmStep &st = t.steps[std::size_t(k - 1)];
            QCOMPARE(m_page->step(), k);
            QCOMPARE(m_page->counterText(),
                     QStringLiteral("step %1 of %2 — %3").arg(k).arg(count).arg(QString::fromStdString(st.phase)));
            QCOMPARE(m_page->view()->drawnTransfers(), st.transfers);
            QCOMPARE(*m_page->view()->drawnBuffers(), st.after);
            QVERIFY(m_page->view()->caption().contains(QStringLiteral("step %1 of %2").arg(k).arg(count)));
        }
        QCOMPARE(spy.count(), count);
        QVERIFY(!forward->isEnabled());
        QTest::mouseClick(forward, Qt::LeftButton); // disabled: nothing happens
        QCOMPARE(m_page->step(), count);

        QTest::mouseClick(back, Qt::LeftButton);
        QCOMPARE(m_page->step(), count - 1);
        if (count > 1) {
            QCOMPARE(m_page->view()->drawnTransfers(), t.steps[std::size_t(count - 2)].transfers);
            QCOMPARE(*m_page->view()->drawnBuffers(), t.steps[std::size_t(count - 2)].after);
        }
        QTest::mouseClick(m_page->findChild<QPushButton *>("reset"), Qt::LeftButton);
        QCOMPARE(m_page->step(), 0);
        QVERIFY(m_page->view()->drawnTransfers().empty());
    }

    void theNapkinsRunningTotalAtTheLastStepIsTheModelsTotal_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("size");
        QTest::newRow("ring, N = 8, 1 GB") << Algorithm::AllReduceRing << 8 << 1e9;
        QTest::newRow("tree, N = 6, 1 GB") << Algorithm::AllReduceTree << 6 << 1e9;
        QTest::newRow("halving-doubling, N = 8, 3 MB") << Algorithm::AllReduceRhd << 8 << 3e6;
        QTest::newRow("ring, N = 16, 10 KB") << Algorithm::AllReduceRing << 16 << 1e4;
    }
    void theNapkinsRunningTotalAtTheLastStepIsTheModelsTotal()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, gpus);
        QFETCH(double, size);
        Scenario s;
        s.size_bytes = size;
        s.gpus = gpus;
        m_page->refresh(s);
        m_page->setAlgorithm(algorithm);
        const QString model =
            QString::fromStdString(formatTime(collectiveCost(algorithm, s, gpus, size).value().total_s()));
        QCOMPARE(napkinResult(m_page->napkinText(), "The model"), model);
        QCOMPARE(napkinResult(m_page->napkinText(), "Running total"), QString::fromStdString(formatTime(0)));
        while (m_page->step() < m_page->stepCount())
            m_page->stepForward();
        QCOMPARE(napkinResult(m_page->napkinText(), "Running total"), model);
        QVERIFY(m_page->napkinText().contains("The running total has reached the model's total."));

        // The first step's own time, as the napkin spells it out.
        m_page->reset();
        m_page->stepForward();
        const AlgorithmTrace t = traceAllReduce(algorithm, gpus, size, s.inter).value();
        QCOMPARE(napkinResult(m_page->napkinText(), "Step 1 of"),
                 QString::fromStdString(formatTime(t.steps.front().cost.total_s())));
        QVERIFY(m_page->napkinText().contains(QString::fromStdString(formatSize(t.steps.front().link_bytes))));
    }

    void changingTheScenarioKeepsTheStepAndUpdatesTheTimes()
    {
        m_page->stepForward();
        m_page->stepForward();
        Scenario s;
        s.inter.beta_Bps = 12.5e9;
        m_page->refresh(s);
        QCOMPARE(m_page->step(), 2);
        QCOMPARE(m_page->trace()->link.beta_Bps, 12.5e9);
        QVERIFY(m_page->napkinText().contains("12.5 GB/s"));
    }

    void halvingDoublingAtSixRanksShowsTheReason()
    {
        setGpus(6);
        m_page->setAlgorithm(Algorithm::AllReduceRhd);
        QVERIFY(!m_page->trace());
        QCOMPARE(m_page->stepCount(), 0);
        const QString reason("recursive halving-doubling needs N to be a power of two; N = 6 is not");
        QCOMPARE(m_page->view()->message(), reason);
        QVERIFY(m_page->napkinText().contains(reason));
        QCOMPARE(m_page->counterText(), QString("not applicable"));
        QVERIFY(!m_page->findChild<QPushButton *>("playPause")->isEnabled());
        m_page->stepForward();
        m_page->togglePlay();
        QTest::keyClick(m_page.get(), Qt::Key_Space);
        QVERIFY(!m_page->isPlaying());
        QCOMPARE(m_page->step(), 0);
        QVERIFY(!m_page->grab().isNull()); // paints the reason without a trace

        setGpus(8); // back to a power of two
        QVERIFY(m_page->trace());
        QCOMPARE(m_page->stepCount(), 6);
    }

    void playAndPauseByTheButtonAndBySpace()
    {
        auto *play = m_page->findChild<QPushButton *>("playPause");
        QVERIFY(play);
        QSignalSpy playing(m_page.get(), &AlgorithmsPage::playingChanged);
        QCOMPARE(m_page->playTimer()->interval(), AlgorithmsPage::kPlayIntervalMs);
        m_page->playTimer()->setInterval(5); // the test drives the steps faster than a person watches them
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(m_page->isPlaying());
        QCOMPARE(play->text(), QString("❚❚ pause"));
        QTRY_VERIFY(m_page->step() >= 2);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!m_page->isPlaying());
        QCOMPARE(play->text(), QString("▶ play"));
        QVERIFY(!m_page->playTimer()->isActive()); // paused: no further step can come
        m_page->playTimer()->setInterval(AlgorithmsPage::kPlayIntervalMs);
        QCOMPARE(playing.count(), 2);

        // Space and the arrows work while the page has the focus, even though the window's lecture actions
        // use the same keys.
        auto *lecture = new QAction(m_page.get());
        lecture->setShortcuts({QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Left)});
        m_page->addAction(lecture);
        QSignalSpy lectureSpy(lecture, &QAction::triggered);
        m_page->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
        auto *view = m_page->findChild<ui::AlgorithmView *>("algorithmView");
        QVERIFY(view);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(m_page->isPlaying());
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(!m_page->isPlaying());
        const int at = m_page->step();
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(m_page->step(), at + 1);
        QTest::keyClick(view, Qt::Key_Left);
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(m_page->step(), at - 1);
        QCOMPARE(lectureSpy.count(), 0);
    }

    void playingStopsAtTheLastStepAndPlayStartsOver()
    {
        setGpus(2); // two steps
        m_page->togglePlay();
        QTRY_VERIFY_WITH_TIMEOUT(!m_page->isPlaying(), 3000);
        QCOMPARE(m_page->step(), m_page->stepCount());
        m_page->togglePlay();
        QVERIFY(m_page->isPlaying());
        QCOMPARE(m_page->step(), 0);
    }

    void theExportChartDrawsTheStepOrTheMiddleOne_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("steps"); // stepped forward before the export
        QTest::addColumn<int>("expected");
        QTest::newRow("ring 8, at the start: the middle") << Algorithm::AllReduceRing << 8 << 0 << 7;
        QTest::newRow("ring 8, at step 3") << Algorithm::AllReduceRing << 8 << 3 << 3;
        QTest::newRow("tree 8, at the start: the middle") << Algorithm::AllReduceTree << 8 << 0 << 3;
        QTest::newRow("halving-doubling 16, at the last") << Algorithm::AllReduceRhd << 16 << 8 << 8;
    }
    void theExportChartDrawsTheStepOrTheMiddleOne()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, gpus);
        QFETCH(int, steps);
        QFETCH(int, expected);
        m_page->setAlgorithm(algorithm);
        setGpus(gpus);
        for (int i = 0; i < steps; ++i)
            m_page->stepForward();
        QCOMPARE(m_page->step(), steps);
        QCOMPARE(m_page->exportStep(), expected);
        ui::ChartPanel *chart = m_page->chart("algorithms_diagram");
        QVERIFY(chart);
        QVERIFY(chart->isHidden()); // the page shows the interactive view instead
        const ui::AlgorithmDiagram &d = m_page->exportDiagram();
        QCOMPARE(d.step(), expected);
        QVERIFY(d.caption().contains(QString("step %1 of %2").arg(expected).arg(m_page->stepCount())));
        const Cost elapsed = m_page->trace()->steps[static_cast<std::size_t>(expected - 1)].elapsed;
        QVERIFY2(d.caption().contains("Running total after step " + QString::number(expected) + ": " +
                                      QString::fromStdString(formatTime(elapsed.total_s()))),
                 qPrintable(d.caption()));
        // The CSV: a header, then the drawn step's transfers as the trace has them.
        const std::vector<Transfer> &transfers =
            m_page->trace()->steps[static_cast<std::size_t>(expected - 1)].transfers;
        const QStringList lines = chart->csv().split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + static_cast<int>(transfers.size()));
        for (std::size_t i = 0; i < transfers.size(); ++i) {
            const QStringList f = lines[static_cast<int>(i) + 1].split(',');
            QCOMPARE(f.value(2).toInt(), transfers[i].from);
            QCOMPARE(f.value(3).toInt(), transfers[i].to);
            QCOMPARE(f.value(7).toDouble(), transfers[i].bytes);
        }
        // The report's napkin math is that step's.
        QVERIFY(m_page->reportNapkinHtml().contains(QString("Step %1 of %2").arg(expected).arg(m_page->stepCount())));
    }

    void theDiagramsLegendWrapsWhenNarrow()
    {
        // At 700 px the five legend entries need two rows: nothing is drawn past the right margin (14 px).
        ui::AlgorithmDiagram d;
        d.setTrace(*m_page->trace(), 1, QStringLiteral("caption"));
        QImage image(700, 500, QImage::Format_RGB32);
        {
            QPainter p(&image);
            d.paint(p, QRectF(0, 0, 700, 500), QApplication::font());
        }
        for (int y = 0; y < image.height(); ++y) {
            for (int x = image.width() - 12; x < image.width(); ++x)
                QVERIFY2(image.pixelColor(x, y) == Qt::white, qPrintable(QString("ink at (%1, %2)").arg(x).arg(y)));
        }
    }

private:
    std::unique_ptr<AlgorithmsPage> m_page;
};

QTEST_MAIN(TestAlgorithmsPage)
#include "test_algorithmspage.moc"
