// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The nccl-tests JSON (-J) importer. See measure.h.
//
// nccl-tests' writer (src/util.cu, JSON_FILE_VERSION 2) emits one object per run:
//   {"version":2, "start_time":"...", "args":["./build/all_reduce_perf","-b","8",...], "env":[...],
//    "nccl_version":22703,
//    "config":{"nthreads":1,"ngpus":1,...,"devices":[{"rank":0,...}, ...]},   (one device per process)
//    "results":[{"size":8,"count":2,"type":"float","redop":"sum","root":"    -1",
//                "out_of_place":{"time":10.5,"alg_bw":0.0,"bus_bw":0.0,"nwrong":0.0},
//                "in_place":{...}, "actual_iterations":20, "experiment_name":"..."}, ...],
//    "out_of_bounds":{...}, "average_bus_bandwidth":{...}, "errors":[], "end_time":"..."}
// "time" is "cpu_time" under -C; a NaN time is written as the string "nan"; out_of_place may be null.
// Ranks = devices × nthreads × ngpus (with MPI each process contributes one device line).
#include "measure_lines.h"

#include "json.h"
#include "textformats.h"

#include <cmath>

namespace commviz::measure_detail {
namespace {

std::optional<double> jsonNumber(const Json *v)
{
    if (!v)
        return std::nullopt;
    if (v->kind == Json::Kind::Number && std::isfinite(v->num))
        return v->num;
    if (v->kind == Json::Kind::String) // nccl-tests quotes root ("    -1")
        return number(trim(v->str));
    return std::nullopt;
}

std::optional<double> jsonTime_us(const Json *placement)
{
    if (!placement || placement->kind != Json::Kind::Object)
        return std::nullopt;
    if (const auto t = jsonNumber(placement->get("time")))
        return t;
    return jsonNumber(placement->get("cpu_time"));
}

} // namespace

std::optional<ParseResult> parseNcclJson(std::string_view text, const ParseConfig &config)
{
    JsonProblem problem;
    auto doc = readJson(text, &problem);
    if (!doc && problem.range != JsonNumberRange::Fits) {
        // Valid JSON that no double holds (1e400): said as out of range, not as "no table found".
        ParseResult out;
        const std::string key = problem.key.empty() ? std::string("number") : problem.key;
        out.warnings.push_back(Text(problem.range == JsonNumberRange::TooLarge ? formats::kJsonNumberTooLarge
                                                                               : formats::kJsonNumberTooSmall,
                                    {key, problem.number}));
        return out;
    }
    if (!doc && problem.limit != JsonProblem::Limit::None) { // which limit, not "no table found"
        ParseResult out;
        out.warnings.push_back(problem.limit == JsonProblem::Limit::Values
                                   ? Text(formats::kJsonTooManyValues, {std::to_string(kMaxJsonValues)})
                                   : Text(formats::kJsonTooDeep, {std::to_string(kMaxJsonDepth)}));
        return out;
    }
    if (!doc || doc->kind != Json::Kind::Object)
        return std::nullopt;
    const Json *results = doc->get("results");
    if (!results || results->kind != Json::Kind::Array)
        return std::nullopt;

    ParseResult out;
    MeasuredTable t;
    t.format = MeasureFormat::NcclTestsJson;
    if (const Json *args = doc->get("args"); args && args->kind == Json::Kind::Array && !args->items.empty() &&
                                             args->items.front().kind == Json::Kind::String)
        t.collective = perfProgram(args->items.front().str);
    if (const Json *cfg = doc->get("config")) {
        const Json *devices = cfg->get("devices");
        const auto threads = jsonNumber(cfg->get("nthreads")).value_or(1);
        const auto gpus = jsonNumber(cfg->get("ngpus")).value_or(1);
        if (devices && devices->kind == Json::Kind::Array && !devices->items.empty() && threads >= 1 && gpus >= 1 &&
            threads <= 1e4 && gpus <= 1e4) {
            const double n = static_cast<double>(devices->items.size()) * threads * gpus;
            if (n <= 1e7) {
                t.ranks = static_cast<int>(n);
                t.ranks_origin = RanksOrigin::Log;
            }
        }
    }
    std::optional<NcclRow> lastRow;
    CappedWarnings rowWarnings;
    for (std::size_t i = 0; i < results->items.size(); ++i) {
        const Json &r = results->items[i];
        const auto size = jsonNumber(r.get("size"));
        if (!size || *size < 0 || *size > 1e15 || std::floor(*size) != *size) {
            rowWarnings.add(t.warnings, Text(formats::kJsonResultWithoutSize, {std::to_string(i)}));
            continue;
        }
        const Json *oop = r.get("out_of_place");
        const auto timeOut = jsonTime_us(oop);
        if (!timeOut) {
            rowWarnings.add(t.warnings, Text(formats::kJsonResultWithoutTime, {std::to_string(i)}));
            continue;
        }
        NcclRow row;
        row.size_bytes = *size;
        if (const Json *redop = r.get("redop"); redop && redop->kind == Json::Kind::String)
            row.redop = redop->str;
        if (const auto root = jsonNumber(r.get("root")); root && std::abs(*root) < 1e9)
            row.root = static_cast<long long>(*root);
        row.algbwOut_GBps = jsonNumber(oop->get("alg_bw")).value_or(-1);
        row.busbwOut_GBps = jsonNumber(oop->get("bus_bw")).value_or(-1);
        lastRow = row;
        t.out_of_place.push_back(timePoint(*size, *timeOut * kMicro));
        if (const auto timeIn = jsonTime_us(r.get("in_place")))
            t.in_place.push_back(timePoint(*size, *timeIn * kMicro));
    }
    rowWarnings.close(t.warnings);
    applyRanksOverride(t, config);
    if (t.collective.empty()) {
        t.collective = inferNcclCollective(lastRow, t.ranks);
        if (!t.collective.empty())
            t.warnings.push_back(Text(formats::kJsonProgramInferred, {t.collective}));
    }
    if (t.out_of_place.empty() && t.in_place.empty())
        out.warnings.emplace_back(formats::kJsonWithoutResults);
    else
        out.tables.push_back(std::move(t));
    return out;
}

} // namespace commviz::measure_detail
