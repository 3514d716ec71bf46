// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The regime fit on random curves: a curve made of R ≤ 3 α-β pieces, each switch between two measured sizes,
// with 1% noise, gives back R and each switch within one measured size, whether the pieces meet (a protocol
// switch where both cost the same, as SPEC.md 6.4 models it) or jump; fewer than 8 distinct sizes always
// give one range; a size measured several times is never split between ranges. Each test seeds its own
// generator with a fixed seed, printed in every failure message.
#include "testutil.h"

#include "commviz/measure.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>
#include <set>

using namespace commviz;

namespace {

double logUniform(std::mt19937_64 &rng, double lo, double hi)
{
    return std::exp(std::uniform_real_distribution<double>(std::log(lo), std::log(hi))(rng));
}

int uniformInt(std::mt19937_64 &rng, int lo, int hi)
{
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// A point-to-point table (c_lat = c_bw = 1) of times T(size) · (1 + noise), noise uniform in ±1%.
MeasuredTable table(const std::vector<double> &sizes, const std::function<double(double)> &time, std::mt19937_64 &rng)
{
    MeasuredTable t;
    t.collective = "osu_latency";
    t.metric = MeasureMetric::Time;
    t.ranks = 2;
    t.ranks_origin = RanksOrigin::Benchmark;
    std::uniform_real_distribution<double> noise(-0.01, 0.01);
    for (double s : sizes) {
        MeasuredPoint p;
        p.size_bytes = s;
        p.time_s = time(s) * (1 + noise(rng));
        p.bandwidth_Bps = s / p.time_s;
        t.out_of_place.push_back(p);
    }
    return t;
}

struct Piecewise {
    std::vector<double> sizes;            // 8 B · 2^i
    std::vector<std::size_t> firstOfNext; // index of the first size after each switch
    std::vector<double> alpha, beta;      // one per piece
    std::vector<double> switches;         // between sizes[firstOfNext[k] − 1] and sizes[firstOfNext[k]]

    [[nodiscard]] double time(double m) const
    {
        std::size_t k = 0;
        while (k < switches.size() && m > switches[k])
            ++k;
        return alpha[k] + m / beta[k];
    }
};

Piecewise drawPiecewise(std::mt19937_64 &rng, int pieces, bool jump)
{
    Piecewise c;
    const int n = uniformInt(rng, 24, 36);
    for (int i = 0; i < n; ++i)
        c.sizes.push_back(8 * std::pow(2.0, i));
    std::vector<int> lengths(std::size_t(pieces), 6);
    for (int extra = n - 6 * pieces; extra > 0; --extra)
        ++lengths[std::size_t(uniformInt(rng, 0, pieces - 1))];
    c.alpha.push_back(logUniform(rng, 1e-6, 20e-6));
    c.beta.push_back(logUniform(rng, 0.5e9, 5e9));
    std::size_t first = 0;
    for (int k = 0; k + 1 < pieces; ++k) {
        first += std::size_t(lengths[std::size_t(k)]);
        c.firstOfNext.push_back(first);
        const double s = c.sizes[first - 1] * std::pow(2.0, std::uniform_real_distribution<double>(0.2, 0.8)(rng));
        c.switches.push_back(s);
        const double beta = c.beta.back() * logUniform(rng, 5, 15);
        const double meet = c.alpha.back() + s * (1 / c.beta.back() - 1 / beta);
        c.alpha.push_back(jump ? meet * logUniform(rng, 1.5, 3) : meet);
        c.beta.push_back(beta);
    }
    return c;
}

// Whether each piece is visible: extended to the far end of a neighbour, its line is more than 50% off
// there (a switch made while both lines are still flat at α changes nothing a measurement can see), and
// its own bandwidth term is at least 20% of its time at its largest size (a range that is flat within the
// noise has no β, and the fit, like the single fit, does not take a range without one).
bool distinct(const Piecewise &c)
{
    std::vector<std::size_t> first{0};
    first.insert(first.end(), c.firstOfNext.begin(), c.firstOfNext.end());
    first.push_back(c.sizes.size());
    for (std::size_t k = 0; k < c.alpha.size(); ++k) {
        const double m = c.sizes[first[k + 1] - 1];
        if (m / c.beta[k] < 0.2 * (c.alpha[k] + m / c.beta[k]))
            return false;
    }
    for (std::size_t k = 0; k + 1 < c.alpha.size(); ++k) {
        const double low = c.sizes[first[k]], high = c.sizes[first[k + 2] - 1];
        const auto line = [&](std::size_t piece, double m) { return c.alpha[piece] + m / c.beta[piece]; };
        if (std::abs(line(k + 1, low) / line(k, low) - 1) < 0.5 ||
            std::abs(line(k, high) / line(k + 1, high) - 1) < 0.5)
            return false;
    }
    return true;
}

// R pieces of at least 6 sizes each over 24 to 36 sizes; each piece 5–15× the bandwidth of the one before.
// Meeting pieces cost the same at the switch; jumping ones start 1.5–3× above that. Drawn again until every
// piece is distinct().
Piecewise piecewise(std::mt19937_64 &rng, int pieces, bool jump)
{
    while (true) {
        Piecewise c = drawPiecewise(rng, pieces, jump);
        if (distinct(c))
            return c;
    }
}

QString where(std::uint64_t seed, int trial)
{
    return QString("seed %1, trial %2").arg(seed).arg(trial);
}

} // namespace

class TestRegimesProperties : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void piecewiseCurvesGiveBackTheirPiecesAndSwitches_data();
    void piecewiseCurvesGiveBackTheirPiecesAndSwitches();
    void fewerThanEightSizesGiveOneRange();
    void repeatedSizesAreNeverSplit();
};

void TestRegimesProperties::piecewiseCurvesGiveBackTheirPiecesAndSwitches_data()
{
    QTest::addColumn<int>("pieces");
    QTest::addColumn<bool>("jump");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("one α-β line gives one range") << 1 << false << quint64(20261201);
    QTest::newRow("two pieces that meet give two ranges and their switch") << 2 << false << quint64(20261202);
    QTest::newRow("three pieces that meet give three ranges and their switches") << 3 << false << quint64(20261203);
    QTest::newRow("two pieces with a jump give two ranges and their switch") << 2 << true << quint64(20261204);
    QTest::newRow("three pieces with jumps give three ranges and their switches") << 3 << true << quint64(20261205);
}

void TestRegimesProperties::piecewiseCurvesGiveBackTheirPiecesAndSwitches()
{
    QFETCH(int, pieces);
    QFETCH(bool, jump);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    for (int trial = 0; trial < 300; ++trial) {
        const Piecewise c = piecewise(rng, pieces, jump);
        const Result<RegimeFit> fit = fitRegimes(table(
            c.sizes, [&](double m) { return c.time(m); }, rng));
        QVERIFY2(fit.ok(), qPrintable(where(seed, trial)));
        const RegimeFit &r = fit.value();
        QVERIFY2(r.count() == pieces,
                 qPrintable(QString("%1: %2 ranges for %3 pieces").arg(where(seed, trial)).arg(r.count()).arg(pieces)));
        if (r.worst_rel_residual > kRegimeResidualTarget) {
            QString cut;
            for (const RegimeRange &range : r.ranges)
                cut += QString(" [%1, %2] %3").arg(range.from_bytes).arg(range.to_bytes).arg(range.max_rel_residual);
            QString truth;
            for (std::size_t k = 0; k < c.alpha.size(); ++k)
                truth += QString(" α %1 β %2").arg(c.alpha[k]).arg(c.beta[k]);
            for (double sw : c.switches)
                truth += QString(" switch %1").arg(sw);
            QFAIL(qPrintable(where(seed, trial) + ": worst residual above 10%:" + cut + ";" + truth));
        }
        for (std::size_t k = 0; k + 1 < std::size_t(pieces); ++k) {
            // Within one measured size: the range starts at the switch's first size or one either side.
            const double truth = c.sizes[c.firstOfNext[k]];
            const double found = r.ranges[k + 1].from_bytes;
            QVERIFY2(found >= truth / 2 && found <= truth * 2,
                     qPrintable(QString("%1: switch %2 at %3 B (between %4 and %5 B), range %6 starts at %7 B")
                                    .arg(where(seed, trial))
                                    .arg(k + 1)
                                    .arg(c.switches[k])
                                    .arg(c.sizes[c.firstOfNext[k] - 1])
                                    .arg(truth)
                                    .arg(k + 2)
                                    .arg(found)));
            QVERIFY2(r.boundaries_bytes[k] > r.ranges[k].to_bytes && r.boundaries_bytes[k] < found,
                     qPrintable(where(seed, trial)));
        }
    }
}

void TestRegimesProperties::fewerThanEightSizesGiveOneRange()
{
    const std::uint64_t seed = 20261206;
    std::mt19937_64 rng(seed);
    for (int trial = 0; trial < 500; ++trial) {
        // Bends as sharp as you like, even measured three times over: 3 to 7 distinct sizes are one range.
        const Piecewise c = piecewise(rng, 3, true);
        const int distinct = uniformInt(rng, 3, 7);
        const int repeats = uniformInt(rng, 1, 3);
        std::vector<double> sizes;
        const std::size_t step = c.sizes.size() / std::size_t(distinct);
        for (int i = 0; i < distinct; ++i) {
            for (int k = 0; k < repeats; ++k)
                sizes.push_back(c.sizes[std::size_t(i) * step]);
        }
        const MeasuredTable t = table(
            sizes, [&](double m) { return c.time(m); }, rng);
        const Result<RegimeFit> fit = fitRegimes(t);
        QVERIFY2(fit.ok(), qPrintable(where(seed, trial)));
        QVERIFY2(fit.value().count() == 1, qPrintable(where(seed, trial)));
        QVERIFY2(fit.value().ranges[0].points == distinct * repeats, qPrintable(where(seed, trial)));
        QVERIFY2(fit.value().ranges[0].beta_Bps == fitTable(t).value().beta_Bps, qPrintable(where(seed, trial)));
    }
}

void TestRegimesProperties::repeatedSizesAreNeverSplit()
{
    const std::uint64_t seed = 20261207;
    std::mt19937_64 rng(seed);
    for (int trial = 0; trial < 300; ++trial) {
        const Piecewise c = piecewise(rng, uniformInt(rng, 1, 3), uniformInt(rng, 0, 1) == 1);
        std::vector<double> sizes;
        for (double s : c.sizes) {
            for (int k = uniformInt(rng, 1, 3); k > 0; --k)
                sizes.push_back(s);
        }
        std::shuffle(sizes.begin(), sizes.end(), rng); // the table's order does not matter either
        MeasuredTable t = table(
            sizes, [&](double m) { return c.time(m); }, rng);
        if (!c.switches.empty()) {
            // The size after a switch measured once more on the line before it (as if the library had
            // switched between two runs): splitting that size's measurements would fit best, and must not.
            const double m = c.sizes[c.firstOfNext[0]];
            MeasuredPoint p;
            p.size_bytes = m;
            p.time_s = c.alpha[0] + m / c.beta[0];
            p.bandwidth_Bps = m / p.time_s;
            t.out_of_place.push_back(p);
            sizes.push_back(m);
        }
        const RegimeFit r = fitRegimes(t).value();
        int points = 0;
        for (int k = 0; k < r.count(); ++k) {
            const RegimeRange &range = r.ranges[std::size_t(k)];
            points += range.points;
            std::set<double> distinct;
            int inside = 0;
            for (double s : sizes) {
                if (s >= range.from_bytes && s <= range.to_bytes) {
                    distinct.insert(s);
                    ++inside;
                }
            }
            // Every measurement of each of its sizes, and at least 4 distinct sizes when there are ranges.
            QVERIFY2(inside == range.points, qPrintable(where(seed, trial)));
            QVERIFY2(r.count() == 1 || distinct.size() >= std::size_t(kMinRegimeSizes), qPrintable(where(seed, trial)));
            if (k > 0)
                QVERIFY2(r.ranges[std::size_t(k) - 1].to_bytes < range.from_bytes, qPrintable(where(seed, trial)));
        }
        QVERIFY2(points == int(sizes.size()), qPrintable(where(seed, trial)));
    }
}

QTEST_APPLESS_MAIN(TestRegimesProperties)
#include "test_regimes_properties.moc"
