// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// commviz_bench_buckets: what the best-bucket search (bestBuckets(), SPEC.md section 7) costs per call, the call a
// bucket page makes on every slider frame. Prints one line per case: `case NAME median_us X p99_us Y max_us Z best
// B`, then the same for random parameter sets, and a brute-force scan of all 65,536 counts for comparison. It
// prints figures; it asserts nothing (machines are noisy).
#include "commviz/buckets.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace commviz;

namespace {

using Clock = std::chrono::steady_clock;

struct Figures {
    double median_us = 0;
    double p99_us = 0;
    double max_us = 0;
};

Figures figures(std::vector<double> us)
{
    std::sort(us.begin(), us.end());
    const auto at = [&](double p) { return us[static_cast<std::size_t>(p * static_cast<double>(us.size() - 1))]; };
    return {at(0.5), at(0.99), us.back()};
}

double timeOnce(const std::function<long long()> &run, long long &result)
{
    const auto start = Clock::now();
    result = run();
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

void report(const std::string &name, const std::function<long long()> &run, int repeats)
{
    std::vector<double> us;
    long long best = 0;
    for (int i = 0; i < repeats; ++i)
        us.push_back(timeOnce(run, best));
    const Figures f = figures(us);
    std::printf("case %-34s median_us %9.2f p99_us %9.2f max_us %9.2f best %lld\n", name.c_str(), f.median_us, f.p99_us,
                f.max_us, best);
}

long long best(const Scenario &s)
{
    return bestBuckets(s).value().count;
}

// Every count evaluated, as a brute force would: the reference the search avoids.
long long bruteForce(const Scenario &s)
{
    long long arg = 1;
    double least = bucketsForCount(s, s.gpus, s.size_bytes, s.backward_s, 1).value().finish_s;
    for (long long b = 2; b <= kMaxBestBuckets; ++b) {
        const double f = bucketsForCount(s, s.gpus, s.size_bytes, s.backward_s, b).value().finish_s;
        if (f < least) {
            least = f;
            arg = b;
        }
    }
    return arg;
}

} // namespace

int main()
{
    const Scenario defaults;
    report(
        "defaults, ring", [&] { return best(defaults); }, 2000);
    for (Algorithm a : anyAllReduceAlgorithms()) {
        Scenario s;
        s.bucket_collective = a;
        report(
            "defaults, " + allReduceShortKey(a), [=] { return best(s); }, 2000);
    }
    Scenario chunked;
    chunked.bucket_collective = Algorithm::AllReducePipelinedTree;
    chunked.chunk_bytes = 1e6;
    report(
        "pipelined tree, 1 MB chunks", [=] { return best(chunked); }, 500);
    chunked.chunk_bytes = 1e3;
    report(
        "pipelined tree, 1 KB chunks (worst)", [=] { return best(chunked); }, 50);
    Scenario fast;
    fast.inter.alpha_s = 1e-9;
    report(
        "ring, alpha = 1 ns", [=] { return best(fast); }, 2000);
    fast.inter.alpha_s = 0;
    fast.backward_s = 0;
    report(
        "ring, alpha = 0, T_b = 0 (all tie)", [=] { return best(fast); }, 2000);

    // Random parameter sets across the ranges the sliders reach.
    std::mt19937_64 rng(20260);
    const auto logUniform = [&](double lo, double hi) {
        return std::exp(std::uniform_real_distribution<double>(std::log(lo), std::log(hi))(rng));
    };
    const auto &any = anyAllReduceAlgorithms();
    std::vector<double> us;
    long long ignored = 0;
    for (int i = 0; i < 5000; ++i) {
        Scenario s;
        s.inter = {logUniform(1e-8, 1e-4), logUniform(1e8, 1e12)};
        s.gpus_per_node = 1;
        s.gpus = std::uniform_int_distribution<int>(2, 4096)(rng);
        s.size_bytes = logUniform(1, 1e11);
        s.backward_s = logUniform(1e-5, 10);
        s.bucket_collective = any[std::uniform_int_distribution<std::size_t>(0, any.size() - 1)(rng)];
        if (s.bucket_collective == Algorithm::AllReduceRhd)
            s.gpus = 1 << std::uniform_int_distribution<int>(1, 12)(rng);
        us.push_back(timeOnce([&] { return best(s); }, ignored));
    }
    const Figures f = figures(us);
    std::printf("case %-34s median_us %9.2f p99_us %9.2f max_us %9.2f\n", "5000 random sets, any AllReduce",
                f.median_us, f.p99_us, f.max_us);

    report(
        "brute force, defaults, ring", [&] { return bruteForce(defaults); }, 20);
    Scenario tree;
    tree.bucket_collective = Algorithm::AllReducePipelinedTree;
    report(
        "brute force, defaults, pipelined tree", [=] { return bruteForce(tree); }, 20);
    return 0;
}
