// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How long the regime fit (SPEC.md section 8, core's fitRegimes) takes: every cut is tried, so the cost
// grows with the cube of the distinct sizes. Prints one line per case:
//   regimes CASE points N median_us X p99_us Y runs R
// for a synthetic 40-point nccl-tests sweep (the size the issue names: "well under a millisecond"), the
// widest table accepted with three ranges (kMaxRegimeSizes distinct sizes), and each table of the fixtures
// when their folder is given.
//
// usage: commviz_bench_regimes [RUNS [FIXTURES_DIR]]   (default 2000 runs; the widest case runs RUNS/100)
#include "commviz/measure.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

using namespace commviz;

namespace {

// A ring AllReduce on 16 ranks over `points` sizes from 8 B by factors of 2^(32/points), with three
// regimes (α, β change at 64 KB and 64 MB), like the multi-node logs.
MeasuredTable syntheticTable(int points)
{
    MeasuredTable t;
    t.collective = "all_reduce_perf";
    t.ranks = 16;
    t.ranks_origin = RanksOrigin::Log;
    const double c_lat = 2 * 15.0, c_bw = 2 * 15.0 / 16;
    for (int i = 0; i < points; ++i) {
        const double size = std::round(8 * std::pow(2.0, 32.0 * i / points));
        const double alpha = size < 65536 ? 4e-6 : size < 64e6 ? 6e-6 : 30e-6;
        const double beta = size < 65536 ? 3e9 : size < 64e6 ? 40e9 : 340e9;
        MeasuredPoint p;
        p.size_bytes = size;
        p.time_s = (c_lat * alpha + c_bw * size / beta) * (1 + 0.01 * std::sin(7.0 * i));
        p.bandwidth_Bps = size / p.time_s;
        t.out_of_place.push_back(p);
    }
    return t;
}

void measure(const std::string &name, const MeasuredTable &table, int runs)
{
    std::vector<double> us;
    us.reserve(static_cast<std::size_t>(runs));
    int count = 0;
    for (int r = 0; r < runs; ++r) {
        const auto start = std::chrono::steady_clock::now();
        const Result<RegimeFit> fit = fitRegimes(table);
        const auto end = std::chrono::steady_clock::now();
        us.push_back(std::chrono::duration<double, std::micro>(end - start).count());
        count = fit.ok() ? fit.value().count() : 0;
    }
    std::sort(us.begin(), us.end());
    const auto at = [&](double q) { return us[std::min(us.size() - 1, static_cast<std::size_t>(q * us.size()))]; };
    std::printf("regimes %-50s points %4zu ranges %d median_us %8.1f p99_us %8.1f runs %d\n", name.c_str(),
                table.out_of_place.size(), count, at(0.5), at(0.99), runs);
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 2000;
    measure("synthetic all_reduce, 40 sizes", syntheticTable(40), runs);
    measure("synthetic all_reduce, " + std::to_string(kMaxRegimeSizes) + " sizes", syntheticTable(kMaxRegimeSizes),
            std::max(1, runs / 100));
    if (argc > 2) {
        std::vector<std::filesystem::path> files;
        for (const auto &entry : std::filesystem::directory_iterator(argv[2])) {
            if (entry.path().extension() == ".txt")
                files.push_back(entry.path());
        }
        std::sort(files.begin(), files.end());
        for (const auto &file : files) {
            const Result<std::string> text = readMeasurementFile(file.string());
            if (!text.ok())
                continue;
            for (const MeasuredTable &t : parseMeasurements(text.value()).tables) {
                if (fitRegimes(t).ok())
                    measure(file.stem().string() + " " + t.collective, t, runs);
            }
        }
    }
    return 0;
}
