// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Random parameter sets for property tests that each own their generator: a test function makes a Random with a
// fixed seed of its own, so its sets do not depend on which tests ran before, and every failure message carries
// the seed, the set's number and its parameters (where()), enough to rerun that one case.
#pragma once

#include "commviz/scenario.h"

#include <QString>
#include <QTest>

#include <cmath>
#include <cstdint>
#include <random>

namespace testutil {

class Random {
public:
    explicit Random(std::uint64_t seed) : m_seed(seed), m_engine(seed) {}
    // A test function that fails while its generator is alive names the seed its cases were drawn from.
    ~Random()
    {
        if (QTest::currentTestFailed())
            qWarning("random cases drawn from seed %llu", static_cast<unsigned long long>(m_seed));
    }
    Random(const Random &) = delete;
    Random &operator=(const Random &) = delete;

    [[nodiscard]] std::uint64_t seed() const { return m_seed; }
    // Log-uniform in [lo, hi], lo > 0.
    double logUniform(double lo, double hi)
    {
        std::uniform_real_distribution<double> d(std::log(lo), std::log(hi));
        return std::exp(d(m_engine));
    }
    double uniform(double lo, double hi)
    {
        std::uniform_real_distribution<double> d(lo, hi);
        return d(m_engine);
    }
    int uniformInt(int lo, int hi)
    {
        std::uniform_int_distribution<int> d(lo, hi);
        return d(m_engine);
    }
    bool chance(double p) { return uniform(0, 1) < p; }

private:
    std::uint64_t m_seed;
    std::mt19937_64 m_engine;
};

// Links from 10 ns to 100 µs and 100 MB/s to 1 TB/s (α = 0 now and then), N = K·G up to 64 nodes of up to 16 GPUs
// (sometimes not a multiple of G), M from 1 B to 100 GB (0 now and then), any η, in-network on or off.
inline commviz::Scenario randomScenario(Random &r)
{
    commviz::Scenario s;
    s.inter = {r.chance(0.05) ? 0.0 : r.logUniform(1e-8, 1e-4), r.logUniform(1e8, 1e12)};
    s.intra = {r.chance(0.05) ? 0.0 : r.logUniform(1e-8, 1e-4), r.logUniform(1e8, 1e12)};
    s.gpus_per_node = r.uniformInt(1, 16);
    s.gpus = r.chance(0.1) ? r.uniformInt(1, 1000) : r.uniformInt(1, 64) * s.gpus_per_node;
    s.size_bytes = r.chance(0.03) ? 0.0 : r.logUniform(1, 1e11);
    s.switch_efficiency = r.uniform(0.05, 1.0);
    s.in_network = r.chance(0.5);
    return s;
}

// "seed 7, set 12: α=5e-06 s β=5e+10 B/s …": the case a failure message names.
inline QString where(const Random &r, int set, const commviz::Scenario &s)
{
    QString chunk = s.chunk_bytes ? QString::number(*s.chunk_bytes, 'g', 17) : QStringLiteral("optimal");
    return QStringLiteral("seed %1, set %2: alpha=%3 s beta=%4 B/s intra_alpha=%5 s intra_beta=%6 B/s N=%7 G=%8 "
                          "M=%9 B eta=%10 in_network=%11 chunk=%12 T_b=%13 s b=%14 B collective=%15")
        .arg(r.seed())
        .arg(set)
        .arg(s.inter.alpha_s, 0, 'g', 17)
        .arg(s.inter.beta_Bps, 0, 'g', 17)
        .arg(s.intra.alpha_s, 0, 'g', 17)
        .arg(s.intra.beta_Bps, 0, 'g', 17)
        .arg(s.gpus)
        .arg(s.gpus_per_node)
        .arg(s.size_bytes, 0, 'g', 17)
        .arg(s.switch_efficiency, 0, 'g', 17)
        .arg(s.in_network ? "on" : "off")
        .arg(chunk)
        .arg(s.backward_s, 0, 'g', 17)
        .arg(s.bucket_bytes, 0, 'g', 17)
        .arg(QString::fromStdString(commviz::algorithmKey(s.bucket_collective)));
}

} // namespace testutil
