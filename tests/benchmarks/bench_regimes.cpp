// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How long the regime fit (SPEC.md section 8, core's fitRegimes) takes: every cut is tried, so the cost
// grows with the cube of the distinct sizes. Prints one line per case:
//   regimes CASE points N median_us X p99_us Y runs R
// for a synthetic 40-point nccl-tests sweep (the size the issue names: "well under a millisecond"), the
// widest table accepted with three ranges (kMaxRegimeSizes distinct sizes), and each table of the fixtures
// when their folder is given. Then the limits of issue 22, once each (parse and fit of a whole log, with the
// peak resident memory the process has reached so far):
//   limits CASE rows N parse_ms X fit_ms Y regimes_ms Z peak_rss_mb W
// for 32,768 distinct sizes (all_reduce_perf -b 64K -e 2G -i 64K) and 1,000,000 OSU rows (kMaxMeasuredRows).
//
// usage: commviz_bench_regimes [RUNS [FIXTURES_DIR]]   (default 2000 runs; the widest case runs RUNS/100)
#include "commviz/measure.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
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

// The peak resident set so far (VmHWM of /proc/self/status), in MB; 0 where there is no /proc.
double peakRssMb()
{
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
        if (key == "VmHWM:") {
            double kb = 0;
            status >> kb;
            return kb / 1024;
        }
    }
    return 0;
}

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void limits(const std::string &name, const std::string &log, int ranks)
{
    auto start = std::chrono::steady_clock::now();
    const ParseResult parsed = parseMeasurements(log, ParseConfig{ranks});
    const double parseMs = msSince(start);
    if (parsed.tables.empty()) {
        std::printf("limits %-34s no table\n", name.c_str());
        return;
    }
    const MeasuredTable &t = parsed.tables.front();
    start = std::chrono::steady_clock::now();
    const bool fitted = fitTable(t).ok();
    const double fitMs = msSince(start);
    start = std::chrono::steady_clock::now();
    const Result<RegimeFit> regimes = fitRegimes(t);
    const double regimesMs = msSince(start);
    std::printf(
        "limits %-34s rows %7zu fit %s parse_ms %8.1f fit_ms %7.1f regimes_ms %7.1f ranges %d peak_rss_mb %6.1f\n",
        name.c_str(), t.out_of_place.size(), fitted ? "ok" : "refused", parseMs, fitMs, regimesMs,
        regimes.ok() ? regimes.value().count() : 0, peakRssMb());
}

// all_reduce_perf -b 64K -e 2G -i 64K on 16 ranks: 32,768 sizes in nccl-tests' columns.
std::string ncclLog(int sizes)
{
    std::string log = "# nccl-tests all_reduce_perf\n"
                      "#       size         count      type   redop    root     time   algbw   busbw #wrong     "
                      "time   algbw   busbw #wrong\n#        (B)    (elements)                               (us)  "
                      "(GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)\n";
    for (int i = 1; i <= sizes; ++i) {
        const double size = 65536.0 * i;
        const double us = 30 * 5.0 + 2 * 15.0 / 16 * size / 40e3;
        char row[200];
        std::snprintf(row, sizeof row, "%12.0f %12.0f float sum -1 %9.2f 1 1 0 %9.2f 1 1 0\n", size, size / 4, us, us);
        log += row;
    }
    return log;
}

std::string osuLog(int rows)
{
    std::string log = "# OSU MPI Allreduce Latency Test v7.3\n# Size       Avg Latency(us)\n";
    for (int i = 1; i <= rows; ++i) {
        char row[64];
        std::snprintf(row, sizeof row, "%d %.2f\n", 4 * i, 2 + 4.0 * i / 1e4);
        log += row;
    }
    return log;
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 2000;
    measure("synthetic all_reduce, 40 sizes", syntheticTable(40), runs);
    measure("synthetic all_reduce, " + std::to_string(kMaxRegimeSizes) + " sizes", syntheticTable(kMaxRegimeSizes),
            std::max(1, runs / 100));
    limits("nccl-tests, 32768 sizes", ncclLog(32768), 16);
    limits("OSU allreduce, 1000000 rows", osuLog(static_cast<int>(kMaxMeasuredRows)), 4);
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
