// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The step-by-step AllReduce traces: for every N from 2 to 16 and each algorithm the step count and phases
// are the model's, the step times add up to collectiveCost() term by term, every rank ends with every chunk
// reduced over all ranks, no reduce counts a contribution twice, and no rank sends two things on one link
// in one step. Recursive halving-doubling outside powers of two, and inputs outside the range, are
// explained rather than traced.
#include "testutil.h"

#include "commviz/algorithmsteps.h"
#include "commviz/models.h"

#include <QTest>

#include <set>
#include <utility>

using namespace commviz;

Q_DECLARE_METATYPE(commviz::Algorithm)

namespace {

constexpr double kRel = 1e-12;

Scenario scenarioWith(const Link &link)
{
    Scenario s;
    s.inter = link;
    return s;
}

int expectedSteps(Algorithm a, int n)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return 2 * (n - 1);
    default:
        return 2 * ceilLog2(n);
    }
}

QStringList expectedPhases(Algorithm a, int n)
{
    const int half = expectedSteps(a, n) / 2;
    const auto phases = a == Algorithm::AllReduceRing   ? std::pair("reduce-scatter", "all-gather")
                        : a == Algorithm::AllReduceTree ? std::pair("reduce", "broadcast")
                                                        : std::pair("halving", "doubling");
    QStringList out;
    for (int i = 0; i < half; ++i)
        out << phases.first;
    for (int i = 0; i < half; ++i)
        out << phases.second;
    return out;
}

} // namespace

class TestAlgorithmSteps : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyTrace_data();
    void theStepCountAndPhasesAreTheAlgorithms();
    void theStepCountAndPhasesAreTheAlgorithms_data() { everyTrace_data(); }
    void stepTimesAddUpToTheModelTermByTerm();
    void stepTimesAddUpToTheModelTermByTerm_data() { everyTrace_data(); }
    void everyRankEndsWithEveryChunkReducedOverAllRanks();
    void everyRankEndsWithEveryChunkReducedOverAllRanks_data() { everyTrace_data(); }
    void noReduceAddsAContributionTwiceAndNoCopySendsAPartialChunk();
    void noReduceAddsAContributionTwiceAndNoCopySendsAPartialChunk_data() { everyTrace_data(); }
    void noRankSendsTwoThingsOnOneLinkInOneStep();
    void noRankSendsTwoThingsOnOneLinkInOneStep_data() { everyTrace_data(); }

    void ringReduceScatterLeavesRankRWithChunkRPlusOne();
    void halvingDoublingLeavesRankRWithChunkRAfterHalving();
    void halvingStepKExchangesHalfTheRangeAtDistanceNOver2ToTheKPlus1();
    void theInitialStateHoldsOnlyEachRanksOwnData();
    void halvingDoublingIsNotApplicableAtSixWithItsReason();
    void inputsOutsideTheRangeAreErrorsNamingTheParameter();
};

void TestAlgorithmSteps::everyTrace_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("gpus");
    for (int n = kTraceMinGpus; n <= kTraceMaxGpus; ++n) {
        QTest::addRow("ring at N = %d", n) << Algorithm::AllReduceRing << n;
        QTest::addRow("tree at N = %d", n) << Algorithm::AllReduceTree << n;
        if (isPowerOfTwo(n))
            QTest::addRow("halving-doubling at N = %d", n) << Algorithm::AllReduceRhd << n;
    }
}

void TestAlgorithmSteps::theStepCountAndPhasesAreTheAlgorithms()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(int, gpus);
    const Result<AlgorithmTrace> t = traceAllReduce(algorithm, gpus, 1e9, Link{});
    QVERIFY2(t.ok(), t.explanation().english().c_str());
    QCOMPARE(t.value().gpus, gpus);
    QCOMPARE(static_cast<int>(t.value().steps.size()), expectedSteps(algorithm, gpus));
    QStringList phases;
    for (const AlgorithmStep &s : t.value().steps)
        phases << QString::fromStdString(s.phase);
    QCOMPARE(phases, expectedPhases(algorithm, gpus));
}

void TestAlgorithmSteps::stepTimesAddUpToTheModelTermByTerm()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(int, gpus);
    const Link links[] = {Link{}, Link{500e-9, 450e9}, Link{50e-6, 1.25e9}, Link{0, 1e9}};
    const double sizes[] = {1e9, 1, 3.3e6, 12345.678};
    for (const Link &link : links) {
        for (double m : sizes) {
            const AlgorithmTrace t = traceAllReduce(algorithm, gpus, m, link).value();
            const Cost model = collectiveCost(algorithm, scenarioWith(link), gpus, m).value();
            double latency = 0;
            double bandwidth = 0;
            for (const AlgorithmStep &s : t.steps) {
                COMPARE_REL(s.cost.latency_s, link.alpha_s, kRel);
                COMPARE_REL(s.cost.bandwidth_s, s.link_bytes / link.beta_Bps, kRel);
                latency += s.cost.latency_s;
                bandwidth += s.cost.bandwidth_s;
                COMPARE_REL(s.elapsed.latency_s, latency, kRel);
                COMPARE_REL(s.elapsed.bandwidth_s, bandwidth, kRel);
            }
            COMPARE_REL(latency, model.latency_s, kRel);
            COMPARE_REL(bandwidth, model.bandwidth_s, kRel);
            COMPARE_REL(t.total.total_s(), model.total_s(), kRel);
        }
    }
}

void TestAlgorithmSteps::everyRankEndsWithEveryChunkReducedOverAllRanks()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(int, gpus);
    const AlgorithmTrace t = traceAllReduce(algorithm, gpus, 1e9, Link{}).value();
    const BufferState &last = t.steps.back().after;
    QCOMPARE(static_cast<int>(last.size()), gpus);
    for (int r = 0; r < gpus; ++r) {
        QCOMPARE(static_cast<int>(last[std::size_t(r)].size()), gpus);
        for (int c = 0; c < gpus; ++c) {
            QVERIFY2(last[std::size_t(r)][std::size_t(c)] == allRanks(gpus),
                     qPrintable(QString("rank %1, chunk %2 holds %3 of %4 contributions")
                                    .arg(r)
                                    .arg(c)
                                    .arg(contributors(last[std::size_t(r)][std::size_t(c)]))
                                    .arg(gpus)));
        }
    }
}

void TestAlgorithmSteps::noReduceAddsAContributionTwiceAndNoCopySendsAPartialChunk()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(int, gpus);
    const AlgorithmTrace t = traceAllReduce(algorithm, gpus, 1e9, Link{}).value();
    const BufferState *before = &t.initial;
    for (const AlgorithmStep &s : t.steps) {
        for (const Transfer &x : s.transfers) {
            QVERIFY(x.from >= 0 && x.from < gpus && x.to >= 0 && x.to < gpus && x.from != x.to);
            QVERIFY(x.first_chunk >= 0 && x.chunk_count >= 1 && x.first_chunk + x.chunk_count <= gpus);
            COMPARE_REL(x.bytes, x.chunk_count * t.chunk_bytes, kRel);
            COMPARE_REL(x.bytes, s.link_bytes, kRel); // every busy link carries the same
            for (int c = x.first_chunk; c < x.first_chunk + x.chunk_count; ++c) {
                const RankMask src = (*before)[std::size_t(x.from)][std::size_t(c)];
                const RankMask dst = (*before)[std::size_t(x.to)][std::size_t(c)];
                if (x.kind == TransferKind::Reduce)
                    QVERIFY2(
                        (src & dst) == 0,
                        qPrintable(QString("%1 counts a contribution twice").arg(QString::fromStdString(s.phase))));
                else
                    QVERIFY2(src == allRanks(gpus), "a copy sends a chunk that is not fully reduced");
            }
        }
        before = &s.after;
    }
}

void TestAlgorithmSteps::noRankSendsTwoThingsOnOneLinkInOneStep()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(int, gpus);
    const AlgorithmTrace t = traceAllReduce(algorithm, gpus, 1e9, Link{}).value();
    for (const AlgorithmStep &s : t.steps) {
        QVERIFY(!s.transfers.empty());
        std::set<std::pair<int, int>> links;
        std::set<int> receivers;
        for (const Transfer &x : s.transfers) {
            QVERIFY2(links.insert({x.from, x.to}).second, "two sends on one link in one step");
            // One message per receiver per step, or a step would cost more than one α + bytes/β.
            QVERIFY2(receivers.insert(x.to).second, "a rank receives twice in one step");
        }
    }
}

void TestAlgorithmSteps::ringReduceScatterLeavesRankRWithChunkRPlusOne()
{
    const int n = 8;
    const AlgorithmTrace t = traceAllReduce(Algorithm::AllReduceRing, n, 8e6, Link{}).value();
    const BufferState &mid = t.steps[std::size_t(n - 2)].after;
    for (int r = 0; r < n; ++r)
        QCOMPARE(mid[std::size_t(r)][std::size_t((r + 1) % n)], allRanks(n));
    QCOMPARE(t.steps.front().transfers.front(), (Transfer{0, 1, 0, 1, 1e6, TransferKind::Reduce}));
    QCOMPARE(QString::fromStdString(t.steps.front().share), QString("M/N"));
}

void TestAlgorithmSteps::halvingDoublingLeavesRankRWithChunkRAfterHalving()
{
    const int n = 16;
    const AlgorithmTrace t = traceAllReduce(Algorithm::AllReduceRhd, n, 16e6, Link{}).value();
    const BufferState &mid = t.steps[3].after;
    for (int r = 0; r < n; ++r)
        QCOMPARE(mid[std::size_t(r)][std::size_t(r)], allRanks(n));
}

void TestAlgorithmSteps::halvingStepKExchangesHalfTheRangeAtDistanceNOver2ToTheKPlus1()
{
    const int n = 8;
    const double m = 8e6;
    const AlgorithmTrace t = traceAllReduce(Algorithm::AllReduceRhd, n, m, Link{}).value();
    const QStringList shares{"M/2", "M/4", "M/8", "M/8", "M/4", "M/2"};
    for (int k = 0; k < 6; ++k) {
        const AlgorithmStep &s = t.steps[std::size_t(k)];
        QCOMPARE(QString::fromStdString(s.share), shares[k]);
        const int distance = k < 3 ? n >> (k + 1) : 1 << (k - 3);
        const double bytes = k < 3 ? m / (2 << k) : m * (1 << (k - 3)) / n;
        COMPARE_REL(s.link_bytes, bytes, kRel);
        for (const Transfer &x : s.transfers)
            QCOMPARE(x.to, x.from ^ distance);
    }
}

void TestAlgorithmSteps::theInitialStateHoldsOnlyEachRanksOwnData()
{
    const AlgorithmTrace t = traceAllReduce(Algorithm::AllReduceTree, 5, 1e6, Link{}).value();
    for (int r = 0; r < 5; ++r) {
        for (RankMask m : t.initial[std::size_t(r)])
            QCOMPARE(m, RankMask{1} << r);
    }
}

void TestAlgorithmSteps::halvingDoublingIsNotApplicableAtSixWithItsReason()
{
    const Result<AlgorithmTrace> t = traceAllReduce(Algorithm::AllReduceRhd, 6, 1e9, Link{});
    QVERIFY(t.notApplicable());
    QCOMPARE(QString::fromStdString(t.na().reason.english()),
             QString("recursive halving-doubling needs N to be a power of two; N = 6 is not"));
}

void TestAlgorithmSteps::inputsOutsideTheRangeAreErrorsNamingTheParameter()
{
    const struct {
        Algorithm a;
        int gpus;
        double size;
        Link link;
        const char *parameter;
    } cases[] = {
        {Algorithm::AllReduceRing, 1, 1e9, Link{}, "gpus"},
        {Algorithm::AllReduceRing, 17, 1e9, Link{}, "gpus"},
        {Algorithm::AllReduceRhd, 32, 1e9, Link{}, "gpus"},
        {Algorithm::AllReduceTree, 8, -1, Link{}, "size"},
        {Algorithm::AllReduceTree, 8, 1e9, Link{-1, 1e9}, "alpha"},
        {Algorithm::AllReduceTree, 8, 1e9, Link{0, 0}, "beta"},
        {Algorithm::AllGatherRing, 8, 1e9, Link{}, "algorithm"},
        {Algorithm::AllReduceHierTree, 8, 1e9, Link{}, "algorithm"},
    };
    for (const auto &c : cases) {
        const Result<AlgorithmTrace> t = traceAllReduce(c.a, c.gpus, c.size, c.link);
        QVERIFY(t.isError());
        QCOMPARE(QString::fromStdString(t.error().parameter), QString(c.parameter));
        QVERIFY(!t.error().message.english().empty());
    }
}

QTEST_APPLESS_MAIN(TestAlgorithmSteps)
#include "test_algorithmsteps.moc"
