// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Formulas, each written once (commviz/formulas.h): the terms are SPEC.md section 2's table as it prints them, a
// cost formula adds its two terms, a caption's {KEY.latency} reads them, and no source file of the window or the
// command line types one of them again.
#include "commviz/formulas.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace commviz;

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

class TestFormulas : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theTermsAreSpecsTable_data();
    void theTermsAreSpecsTable();
    void aCostFormulaAddsItsTerms();
    void captionsReadTheTerms();
    void noProductFileTypesAFormulaAgain();
};

void TestFormulas::theTermsAreSpecsTable_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<QString>("bandwidth");
    QTest::addColumn<QString>("latency");
    // SPEC.md section 2, copied from its table (the reference), and section 3's hierarchical latency terms.
    QTest::newRow("ring AllReduce") << int(Algorithm::AllReduceRing) << "2·(N−1)/N·M/β"
                                    << "2·(N−1)·α";
    QTest::newRow("tree AllReduce") << int(Algorithm::AllReduceTree) << "2·lg N·M/β"
                                    << "2·lg N·α";
    QTest::newRow("halving-doubling") << int(Algorithm::AllReduceRhd) << "2·(N−1)/N·M/β"
                                      << "2·log2 N·α";
    QTest::newRow("AllGather") << int(Algorithm::AllGatherRing) << "(N−1)/N·M/β"
                               << "(N−1)·α";
    QTest::newRow("ReduceScatter") << int(Algorithm::ReduceScatterRing) << "(N−1)/N·M/β"
                                   << "(N−1)·α";
    QTest::newRow("AllToAll") << int(Algorithm::AllToAllPairwise) << "(N−1)/N·M/β"
                              << "(N−1)·α";
    QTest::newRow("Broadcast") << int(Algorithm::BroadcastTree) << "lg N·M/β"
                               << "lg N·α";
    QTest::newRow("hierarchical tree") << int(Algorithm::AllReduceHierTree) << ""
                                       << "2·lg G·α_intra + 2·(K−1)·α";
    QTest::newRow("hierarchical rails") << int(Algorithm::AllReduceHierRail) << ""
                                        << "2·(G−1)·α_intra + 2·(K−1)·α";
}

void TestFormulas::theTermsAreSpecsTable()
{
    QFETCH(int, algorithm);
    QFETCH(QString, bandwidth);
    QFETCH(QString, latency);
    const formula::CostTerms t = formula::costTerms(static_cast<Algorithm>(algorithm));
    QCOMPARE(qs(t.bandwidth), bandwidth);
    QCOMPARE(qs(t.latency), latency);
}

void TestFormulas::aCostFormulaAddsItsTerms()
{
    QCOMPARE(qs(formula::costFormula(Algorithm::AllReduceRing)), QString("T = 2·(N−1)/N·M/β + 2·(N−1)·α"));
    QCOMPARE(qs(formula::costFormula(Algorithm::AllReduceRhd)), QString("T = 2·(N−1)/N·M/β + 2·log2 N·α (N = 2^k)"));
    QCOMPARE(qs(formula::costFormula(Algorithm::AllReduceHierRail)), QString("T = 2·(G−1)·α_intra + 2·(K−1)·α"));
    QCOMPARE(qs(formula::latencyTerm(Algorithm::AllReduceRhd)), QString("2·log2 N·α (N = 2^k)"));
    QCOMPARE(qs(formula::latencyTerm(Algorithm::AllReduceRing)), QString("2·(N−1)·α"));
    for (const Algorithm a : allAlgorithms()) {
        const formula::CostTerms t = formula::costTerms(a);
        QVERIFY(!t.latency.empty());
        QVERIFY(qs(formula::costFormula(a)).startsWith("T = " + qs(t.bandwidth)));
        QVERIFY(qs(formula::costFormula(a)).contains(qs(t.latency)));
    }
    // The production refinements have their own formulas, not terms of the table.
    for (const Algorithm a : {Algorithm::AllReducePipelinedTree, Algorithm::AllReduceTwoLevelRing,
                              Algorithm::AllReduceInNetwork, Algorithm::AllReduceHierPipelined})
        QVERIFY(formula::costTerms(a).latency.empty());
}

void TestFormulas::captionsReadTheTerms()
{
    QCOMPARE(qs(formula::expand("each ring pays {allreduce_ring.latency} again")),
             QString("each ring pays 2·(N−1)·α again"));
    QCOMPARE(qs(formula::expand("{broadcast_tree.cost}; {allgather_ring.bandwidth}.")),
             QString("T = lg N·M/β + lg N·α; (N−1)/N·M/β."));
    // Anything else stays as written: an unknown key or part, an unclosed brace, braces in prose.
    QCOMPARE(qs(formula::expand("{nothing.latency} {allreduce_ring.speed} {x} {allreduce_ring")),
             QString("{nothing.latency} {allreduce_ring.speed} {x} {allreduce_ring"));
    QCOMPARE(qs(formula::expand("")), QString());
}

void TestFormulas::noProductFileTypesAFormulaAgain()
{
    std::vector<QString> formulas;
    for (const Algorithm a : allAlgorithms()) {
        formulas.push_back(qs(formula::costFormula(a)));
        for (const std::string_view term : {formula::costTerms(a).bandwidth, formula::costTerms(a).latency})
            if (term.size() > 12) // long enough not to be a part of prose ("2·α")
                formulas.push_back(qs(term));
    }
    for (const std::string_view f :
         {formula::kHalfBandwidth, formula::kPipelinedTree, formula::kPipelinedTreeBestChunks, formula::kInNetwork,
          formula::kClusterRingLatency, formula::kClusterRingBandwidth, formula::kHierarchicalLevels,
          formula::kHierarchicalLevelBandwidth, formula::kBucketCount, formula::kMeasuredTime, formula::kOsuBandwidth})
        formulas.push_back(qs(f));
    int files = 0;
    for (const char *folder : {"ui", "app"}) {
        QDirIterator it(QString(COMMVIZ_SOURCE_DIR) + "/" + folder, {"*.cpp", "*.h"}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            ++files;
            for (const QString &f : formulas)
                QVERIFY2(!text.contains(f), qPrintable(file.fileName() + " types " + f));
        }
    }
    QVERIFY(files > 100);
}

QTEST_GUILESS_MAIN(TestFormulas)
#include "test_formulas.moc"
