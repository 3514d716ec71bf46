// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The measured page draws what the benchmark printed and what core fitted: every fixture's points land in
// the marker series unchanged (out-of-place and in-place apart), the fitted curve is the fit's α-β model,
// the model's curve follows the sliders, algbw and busbw are nccl-tests' definitions, "Use fitted α, β"
// carries the fit, and refusals, missing files, empty files and unknown rank counts are handled.
// (test_measurements.cpp: importing, errors and rank counts; test_measuredregimes.cpp: the regimes, the range
// table, health, the production view, use-fitted's link and the window.)
#include "measuredtest.h"
#include "measurements.h"

#include "commviz/models.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <memory>
#include <optional>

using commviz::ui::PageId;
using namespace commviz;
using namespace measuredtest;
using commviz::ui::MeasuredPage;
using commviz::ui::Measurements;
using commviz::ui::UseFittedChoice;
using commviz::ui::UseFittedOffer;

namespace {

ChartPanel *chartNamed(const MeasuredPage &page, const QString &name)
{
    return page.chart(name);
}

} // namespace

class TestMeasuredPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_prompts = 0;
        m_store = std::make_unique<Measurements>();
        m_page = std::make_unique<MeasuredPage>(m_store.get());
        // A test must never block on a dialog: count the questions, answer "cancel".
        m_store->setRanksPrompt([this](const QString &) -> std::optional<int> {
            ++m_prompts;
            return std::nullopt;
        });
        m_page->resize(1600, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_page->refresh(Scenario{});
    }
    void cleanup()
    {
        m_page.reset();
        m_store.reset();
    }

    void thePageIsNamedAfterItsQuestion()
    {
        QCOMPARE(m_page->id(), PageId::Measured);
        QCOMPARE(m_page->tabTitle(), QStringLiteral("Measured"));
        QCOMPARE(m_page->question(), QStringLiteral("Does our cluster behave as the model says?"));
        QVERIFY(chartNamed(*m_page, "measured_time"));
        QVERIFY(chartNamed(*m_page, "measured_bandwidth"));
    }

    void beforeAnyImportThePageSaysWhatToDo()
    {
        auto *empty = m_page->findChild<QWidget *>("emptyState");
        QVERIFY(empty && empty->isVisible());
        const QString text = m_page->findChild<QLabel *>("emptyStateText")->text();
        for (const char *needle : {"Import measurements", "Ctrl+I", "nccl-tests", "-J", "osu_latency", "osu_bw",
                                   "osu_allreduce", "osu_allgather", "osu_alltoall", "v5", "v7"})
            QVERIFY2(text.contains(needle), needle);
        QVERIFY(!chartNamed(*m_page, "measured_time")->isVisible());
        QVERIFY(!m_page->findChild<QPushButton *>("useFitted")->isVisible());
        QVERIFY(!m_page->napkinText().isEmpty());
    }

    void everyFixtureShowsExactlyItsPoints_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : allFixtures())
            QTest::newRow(qPrintable(f)) << f;
    }
    void everyFixtureShowsExactlyItsPoints()
    {
        QFETCH(QString, file);
        const ParseResult parsed = parseFile(fixture(file));
        QVERIFY(!parsed.tables.empty());
        const Result<int> imported = m_store->importFile(fixture(file));
        QVERIFY2(imported.ok(), imported.explanation().english().c_str());
        QCOMPARE(imported.value(), static_cast<int>(parsed.tables.size()));
        QCOMPARE(m_page->tableCount(), static_cast<int>(parsed.tables.size()));
        QCOMPARE(m_page->findChild<QComboBox *>("tableCombo")->count(), m_page->tableCount());
        QCOMPARE(m_prompts, 0); // every fixture states its rank count

        for (int i = 0; i < m_page->tableCount(); ++i) {
            m_page->selectTable(i);
            QCOMPARE(m_page->currentIndex(), i);
            const MeasuredTable &t = parsed.tables[static_cast<std::size_t>(i)];
            const bool bandwidthTable = t.metric == MeasureMetric::Bandwidth;
            m_page->setView(View::Time);
            const View view = m_page->view();
            QCOMPARE(view, bandwidthTable ? View::AlgBw : View::Time);
            const ChartPanel *chart = chartNamed(*m_page, bandwidthTable ? "measured_bandwidth" : "measured_time");
            QVERIFY(chart->isVisible());

            const Expected oop = expectedPoints(t.out_of_place, bandwidthTable, view, 1);
            const Expected ip = expectedPoints(t.in_place, bandwidthTable, view, 1);
            QVERIFY(!oop.xs.empty());
            const auto shownOop = seriesNamed(chart, kOutOfPlace);
            const auto shownIp = seriesNamed(chart, kInPlace);
            QVERIFY(shownOop && shownIp);
            QVERIFY2(sameValues(shownOop->xs, oop.xs), qPrintable(QString("table %1 out-of-place sizes").arg(i)));
            QVERIFY2(sameValues(shownOop->ys, oop.ys), qPrintable(QString("table %1 out-of-place values").arg(i)));
            QVERIFY2(sameValues(shownIp->xs, ip.xs), qPrintable(QString("table %1 in-place sizes").arg(i)));
            QVERIFY2(sameValues(shownIp->ys, ip.ys), qPrintable(QString("table %1 in-place values").arg(i)));
            QVERIFY(!m_page->napkinText().contains("nan", Qt::CaseInsensitive));
            QVERIFY(!m_page->napkinText().contains("inf", Qt::CaseSensitive));
        }
    }

    void theFittedCurveIsTheFitsAlphaBetaModel_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f :
             {"nccl_allreduce_a3mega_h100_16rank_2node.txt", "nccl_allgather_autodl_2080ti_2gpu_pcie.txt",
              "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt", "osu_latency_azure_hbv3_2node_ib.txt"})
            QTest::newRow(f) << QString(f);
    }
    void theFittedCurveIsTheFitsAlphaBetaModel()
    {
        QFETCH(QString, file);
        QVERIFY(m_store->importFile(fixture(file)).ok());
        for (int i = 0; i < m_page->tableCount(); ++i) {
            m_page->selectTable(i);
            m_page->setView(View::Time);
            const Result<MeasuredFit> *fit = m_page->currentFit();
            QVERIFY(fit && fit->ok());
            const MeasuredFit &f = fit->value();
            const Coefficients c = fitCoefficients(f.model, f.ranks).value();
            const auto curve = seriesNamed(chartNamed(*m_page, "measured_time"), kFitted);
            QVERIFY(curve && curve->xs.size() > 10);
            for (std::size_t k : {std::size_t(0), curve->xs.size() / 3, curve->xs.size() / 2, curve->xs.size() - 1}) {
                const double m = modelPayloadBytes(*m_page->currentTable(), curve->xs[k]);
                COMPARE_REL(curve->ys[k], c.latency * f.alpha_s + c.bandwidth * m / f.beta_Bps, 1e-12);
            }
        }
    }

    void theModelCurveFollowsTheSliders()
    {
        QVERIFY(m_store->importFile(fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt")).ok());
        m_page->setView(View::Time);
        for (const Link link : {Link{5e-6, 50e9}, Link{2e-6, 400e9}}) {
            Scenario s;
            s.inter = link;
            m_page->refresh(s);
            const auto curve = seriesNamed(chartNamed(*m_page, "measured_time"), kModel);
            QVERIFY(curve && !curve->xs.empty());
            for (std::size_t k : {std::size_t(0), curve->xs.size() / 2, curve->xs.size() - 1}) {
                // Ring AllReduce on the table's 16 ranks, not the scenario's N.
                const double n = 16;
                const double expected = 2 * (n - 1) * link.alpha_s + 2 * (n - 1) / n * curve->xs[k] / link.beta_Bps;
                COMPARE_REL(curve->ys[k], expected, 1e-12);
            }
            QVERIFY(m_page->napkinText().contains(QString::fromStdString(formatBandwidth(link.beta_Bps))));
        }
    }

    void algbwAndBusbwAreNcclTestsDefinitions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("table");
        QTest::addColumn<double>("busFactor");
        QTest::newRow("AllReduce on 16 ranks: 2(N-1)/N") << "nccl_allreduce_a3mega_h100_16rank_2node.txt" << 0 << 1.875;
        QTest::newRow("AllGather on 2 ranks: (N-1)/N") << "nccl_allgather_autodl_2080ti_2gpu_pcie.txt" << 0 << 0.5;
        QTest::newRow("ReduceScatter on 8 ranks: (N-1)/N")
            << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 2 << 0.875;
        QTest::newRow("SendRecv: 1") << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 4 << 1.0;
        QTest::newRow("osu_latency: 1") << "osu_latency_azure_hbv3_2node_ib.txt" << 0 << 1.0;
    }
    void algbwAndBusbwAreNcclTestsDefinitions()
    {
        QFETCH(QString, file);
        QFETCH(int, table);
        QFETCH(double, busFactor);
        QVERIFY(m_store->importFile(fixture(file)).ok());
        m_page->selectTable(table);
        const MeasuredTable t = *m_page->currentTable();
        const MeasuredFit f = m_page->currentFit()->value();
        const ChartPanel *chart = chartNamed(*m_page, "measured_bandwidth");
        for (const auto &[view, factor] : {std::pair{View::AlgBw, 1.0}, std::pair{View::BusBw, busFactor}}) {
            m_page->setView(view);
            QCOMPARE(m_page->view(), view);
            QVERIFY(chart->isVisible());
            QVERIFY(!chartNamed(*m_page, "measured_time")->isVisible());
            const Expected oop = expectedPoints(t.out_of_place, false, view, factor);
            const Expected ip = expectedPoints(t.in_place, false, view, factor);
            QVERIFY(sameValues(seriesNamed(chart, kOutOfPlace)->ys, oop.ys));
            QVERIFY(sameValues(seriesNamed(chart, kInPlace)->ys, ip.ys));
            // The curves go through the same transform: size / T(M) × factor.
            const auto fitted = seriesNamed(chart, kFitted);
            QVERIFY(fitted && !fitted->xs.empty());
            const std::size_t k = fitted->xs.size() / 2;
            const double x = fitted->xs[k];
            COMPARE_REL(fitted->ys[k], factor * x / f.time_s(modelPayloadBytes(t, x)), 1e-12);
        }
        m_page->setView(View::Time);
        QVERIFY(chartNamed(*m_page, "measured_time")->isVisible());
        QVERIFY(!chart->isVisible());
    }

    void useFittedCarriesTheFitsAlphaAndBeta()
    {
        QVERIFY(m_store->importFile(fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt")).ok());
        auto *button = m_page->findChild<QPushButton *>("useFitted");
        QVERIFY(button->isVisible());
        QVERIFY(button->isEnabled());
        listen();
        m_page->setUseFittedPrompt([](const UseFittedOffer &) { return UseFittedChoice{LinkKind::Inter, true}; });
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(proposals().size(), std::size_t{1});
        // α from the smallest-size regime, β from the largest-size one (a one-range table: the fit's own).
        const RegimeFit &r = m_page->currentEntry()->regimes.value();
        QCOMPARE(proposals().front().first.inter.alpha_s, r.ranges.front().alpha_s);
        QCOMPARE(proposals().front().first.inter.beta_Bps, r.ranges.back().beta_Bps);
        const QString description = proposals().front().second;
        QVERIFY(description.contains("all_reduce_perf"));
        QVERIFY(description.contains("16 ranks"));
        QVERIFY(description.contains("nccl_allreduce_a3mega_h100_16rank_2node.txt"));

        QVERIFY(m_store->importFile(fixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt")).ok());
        QCOMPARE(m_page->currentEntry()->regimes.value().count(), 1);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(proposals().size(), std::size_t{2});
        const MeasuredFit &f = m_page->currentFit()->value();
        QCOMPARE(proposals().back().first.inter.alpha_s, f.alpha_s);
        QCOMPARE(proposals().back().first.inter.beta_Bps, f.beta_Bps);
    }

    void theAnomalousFixtureIsRefusedVisiblyAndCannotBeUsed()
    {
        QVERIFY(m_store->importFile(fixture("nccl_reduce_autodl_2080ti_1gpu_anomalous.txt")).ok());
        const Result<MeasuredFit> *fit = m_page->currentFit();
        QVERIFY(fit && !fit->ok());
        QVERIFY(QString::fromStdString(fit->explanation().english()).contains("one rank"));
        auto *button = m_page->findChild<QPushButton *>("useFitted");
        QVERIFY(!button->isEnabled());
        QVERIFY(button->toolTip().contains("one rank"));
        QVERIFY(m_page->findChild<QLabel *>("measuredStatus")->text().contains("Not fitted"));
        QVERIFY(m_page->napkinText().contains("Not fitted"));
        auto *combo = m_page->findChild<QComboBox *>("tableCombo");
        QVERIFY(combo->itemText(0).contains("not fitted"));
        QCOMPARE(combo->itemData(0, Qt::ForegroundRole).value<QColor>(), QColor(128, 128, 128));
        // Nothing is fitted through garbage: no fitted curve, but the points are there.
        const ChartPanel *chart = chartNamed(*m_page, "measured_time");
        QVERIFY(seriesNamed(chart, kFitted)->xs.empty());
        QVERIFY(!seriesNamed(chart, kOutOfPlace)->xs.empty());
        listen();
        m_page->setUseFittedPrompt([](const UseFittedOffer &) { return UseFittedChoice{}; });
        button->click();
        QCOMPARE(proposals().size(), std::size_t{0});
    }

    void osuBwShowsBandwidthAndCannotSetAlpha()
    {
        QVERIFY(m_store->importFile(fixture("osu_bw_azure_hbv3_2node_ib.txt")).ok());
        QCOMPARE(m_page->view(), View::AlgBw);
        auto *views = qobject_cast<QStandardItemModel *>(m_page->findChild<QComboBox *>("viewCombo")->model());
        QVERIFY(!views->item(0)->isEnabled());
        QVERIFY(!m_page->findChild<QPushButton *>("useFitted")->isEnabled());
        const MeasuredFit &f = m_page->currentFit()->value();
        const ChartPanel *chart = chartNamed(*m_page, "measured_bandwidth");
        const auto beta = seriesNamed(chart, "fitted β");
        QVERIFY(beta && !beta->ys.empty());
        QCOMPARE(beta->ys.front(), f.beta_Bps);
        // The model's counterpart of a bandwidth is its effective bandwidth at the sliders.
        const auto model = seriesNamed(chart, kModel);
        QVERIFY(model && !model->xs.empty());
        const std::size_t k = model->xs.size() / 2;
        COMPARE_REL(model->ys[k], effectiveBandwidth(Scenario{}.inter, model->xs[k]).value(), 1e-12);
        QVERIFY(m_page->napkinText().contains("not measured"));
    }

private:
    // The scenario changes the page proposed (ChartPage::scenarioProposed), with their descriptions.
    std::vector<std::pair<Scenario, QString>> proposals() const { return m_proposals; }
    void listen()
    {
        m_proposals.clear();
        QObject::connect(m_page.get(), &ui::ChartPage::scenarioProposed, m_page.get(),
                         [this](const Scenario &s, const QString &d) { m_proposals.emplace_back(s, d); });
    }

    std::unique_ptr<Measurements> m_store;
    std::unique_ptr<MeasuredPage> m_page;
    std::vector<std::pair<Scenario, QString>> m_proposals;
    int m_prompts = 0;
};

QTEST_MAIN(TestMeasuredPage)
#include "test_measuredpage.moc"
