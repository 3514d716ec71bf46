// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Protocols (SPEC.md 6.4) and the production choice (6.5): the golden choices, and properties over random
// parameter sets (each test its own seeded generator, named in every failure): the protocol envelope is the
// minimum of the three and continuous at its switch sizes, and the production choice is never above a candidate.
// The golden costs of section 6 are in test_production.cpp.
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/production.h"

#include <QTest>

using namespace commviz;
using testutil::Random;
using testutil::where;

namespace {

constexpr int kRandomSets = 1000;

// Protocol π's cost for algorithm a, exactly as the envelope computes it.
double totalUnder(Algorithm a, const Scenario &s, double m, Protocol p)
{
    return protocolCost(a, s, s.gpus, m, p).value().total_s();
}

} // namespace

class TestProtocols : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goldenChoices_data();
    void goldenChoices();
    void aTieGoesToTheLaterProtocol();
    void protocolEnvelopeIsTheMinimumAndContinuousAtItsSwitches();
    void productionChoiceIsNeverAboveAnyCandidate();
};

void TestProtocols::goldenChoices_data()
{
    QTest::addColumn<double>("size");
    QTest::addColumn<bool>("inNetwork");
    QTest::addColumn<QString>("ringProtocol");
    QTest::addColumn<QString>("production");
    QTest::newRow("ring's cheapest protocol at 1 KB is LL") << 1e3 << false << "ll"
                                                            << "";
    QTest::newRow("ring's cheapest protocol at 1 MB is LL") << 1e6 << false << "ll"
                                                            << "";
    QTest::newRow("ring's cheapest protocol at 100 MB is LL128") << 1e8 << false << "ll128"
                                                                 << "";
    QTest::newRow("ring's cheapest protocol at 1 GB is Simple") << 1e9 << false << "simple"
                                                                << "";
    QTest::newRow("production AllReduce, in-network off, is hierarchical pipelined across levels under Simple")
        << 1e9 << false << "simple"
        << "hier_pipelined/simple";
    QTest::newRow("production AllReduce, in-network on, is hierarchical pipelined across levels under Simple")
        << 1e9 << true << "simple"
        << "hier_pipelined/simple";
}

void TestProtocols::goldenChoices()
{
    QFETCH(double, size);
    QFETCH(bool, inNetwork);
    QFETCH(QString, ringProtocol);
    QFETCH(QString, production);
    Scenario s;
    s.in_network = inNetwork;
    const ProtocolChoice ring = cheapestProtocol(Algorithm::AllReduceRing, s, s.gpus, size).value();
    QCOMPARE(QString::fromStdString(protocolKey(ring.protocol)), ringProtocol);
    if (!production.isEmpty()) {
        const ProductionChoice p = productionAllReduce(s, s.gpus, size).value();
        QCOMPARE(QString::fromStdString(allReduceShortKey(p.algorithm) + "/" + protocolKey(p.protocol)), production);
    }
}

void TestProtocols::aTieGoesToTheLaterProtocol()
{
    // Nothing to send (α = 0, M = 0): all three cost 0, and Simple, the last row, wins.
    QCOMPARE(cheapestProtocol(Cost{}).protocol, Protocol::Simple);
    Scenario s;
    s.inter.alpha_s = 0;
    QCOMPARE(cheapestProtocol(Algorithm::AllReduceRing, s, s.gpus, 0).value().protocol, Protocol::Simple);
}

void TestProtocols::protocolEnvelopeIsTheMinimumAndContinuousAtItsSwitches()
{
    Random r(6104);
    const Algorithm linear[] = {Algorithm::AllReduceRing, Algorithm::AllReduceTree, Algorithm::AllReduceHierRail,
                                Algorithm::AllReduceTwoLevelRing, Algorithm::AllReduceInNetwork};
    for (int i = 0; i < kRandomSets; ++i) {
        Scenario s = randomScenario(r);
        s.gpus = std::max(2, s.gpus);
        s.gpus_per_node = 1;       // every algorithm applies
        s.nodes_per_leaf = s.gpus; // in one leaf group
        s.inter.alpha_s = r.logUniform(1e-8, 1e-4);
        const Algorithm a = linear[r.uniformInt(0, 4)];
        const QString at = where(r, i, s) + " " + QString::fromStdString(algorithmKey(a));
        // The envelope is the minimum of the three, a tie going to the later row.
        const ProtocolChoice best = cheapestProtocol(a, s, s.gpus, s.size_bytes).value();
        for (Protocol p : allProtocols()) {
            const double t = totalUnder(a, s, s.size_bytes, p);
            QVERIFY2(best.cost.total_s() <= t, qPrintable(at));
            if (p > best.protocol)
                QVERIFY2(t > best.cost.total_s(), qPrintable(at + ": a tie goes to the later protocol"));
        }
        // At each switch the two protocols cost the same, and the envelope does not jump there.
        const ProtocolSwitches sw = protocolSwitchSizes(a, s).value();
        QVERIFY2(sw.ll_ll128_bytes < sw.ll128_simple_bytes, qPrintable(at));
        const std::pair<double, std::pair<Protocol, Protocol>> switches[] = {
            {sw.ll_ll128_bytes, {Protocol::LL, Protocol::LL128}},
            {sw.ll128_simple_bytes, {Protocol::LL128, Protocol::Simple}}};
        for (const auto &[m, pq] : switches) {
            COMPARE_REL(totalUnder(a, s, m, pq.first), totalUnder(a, s, m, pq.second), 1e-9);
            const double below = cheapestProtocol(a, s, s.gpus, m * (1 - 1e-9)).value().cost.total_s();
            const double above = cheapestProtocol(a, s, s.gpus, m * (1 + 1e-9)).value().cost.total_s();
            QVERIFY2(testutil::closeRel(below, above, 1e-7), qPrintable(at));
            QVERIFY2(cheapestProtocol(a, s, s.gpus, m * (1 - 1e-6)).value().protocol == pq.first, qPrintable(at));
            QVERIFY2(cheapestProtocol(a, s, s.gpus, m * (1 + 1e-6)).value().protocol == pq.second, qPrintable(at));
        }
    }
}

void TestProtocols::productionChoiceIsNeverAboveAnyCandidate()
{
    Random r(6106);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = randomScenario(r);
        const QString at = where(r, i, s);
        const ProductionChoice choice = productionAllReduce(s).value();
        QVERIFY2(s.in_network || choice.algorithm != Algorithm::AllReduceInNetwork, qPrintable(at));
        bool reached = false;
        for (Algorithm a : productionAllReduceAlgorithms()) {
            if (a == Algorithm::AllReduceInNetwork && !s.in_network)
                continue;
            const Result<Cost> simple = collectiveCost(a, s);
            QVERIFY2(!simple.isError(), qPrintable(at));
            if (!simple.ok())
                continue;
            for (Protocol p : allProtocols()) {
                const double candidate = underProtocol(simple.value(), p).total_s();
                // Costs within 1e-12 relative are a tie, which goes to the earlier algorithm (SPEC 6.5).
                const double tie = 1e-12 * std::max(candidate, choice.cost.total_s());
                QVERIFY2(choice.cost.total_s() <= candidate + tie, qPrintable(at));
                if (!reached)
                    QVERIFY2(a == choice.algorithm || candidate >= choice.cost.total_s() - tie, qPrintable(at));
            }
            reached = reached || a == choice.algorithm;
        }
        QVERIFY2(reached, qPrintable(at));
    }
}

QTEST_APPLESS_MAIN(TestProtocols)
#include "test_protocols.moc"
