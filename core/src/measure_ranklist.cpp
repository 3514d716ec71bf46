// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rank list of an nccl-tests or rccl-tests log. See measure_ranklist.h.
#include "measure_ranklist.h"

#include "measure_lines.h"
#include "textformats.h"

#include <set>

namespace commviz::measure_detail {

void RankList::line(std::string_view s)
{
    if (!s.starts_with('#')) {
        // "mpirun -np 2 ./all_reduce_perf -b 8 -e 8G -g 8": only flags before the program count.
        if (contains(s, "_perf")) {
            if (const auto n = launcherRanks(s))
                m_processes = n;
        }
        return;
    }
    const auto toks = tokens(s.substr(1));
    if (toks.empty())
        return;
    if (toks[0] == "nThread" || (toks.size() >= 2 && toks[0] == "Using" && toks[1] == "devices")) {
        m_hosts.clear(); // a new run lists its own devices
        if (toks[0] == "nThread" && toks.size() >= 4 && toks[2] == "nGpus") {
            const auto threads = smallInt(toks[1]), gpus = smallInt(toks[3]);
            if (threads && gpus && *threads >= 1 && *gpus >= 1 && *threads <= 4096 && *gpus <= 4096)
                m_ranksPerProcess = *threads * *gpus;
        }
        return;
    }
    if (toks.size() < 2 || toks[0] != "Rank")
        return;
    const auto rank = smallInt(toks[1]);
    if (!rank)
        return;
    std::string host;
    for (std::size_t i = 2; i + 1 < toks.size(); ++i) {
        if (toks[i] == "on") {
            host = std::string(toks[i + 1]);
            break;
        }
    }
    m_hosts[*rank] = std::move(host);
}

void RankList::applyTo(MeasuredTable &t) const
{
    const int ranks = m_hosts.rbegin()->first + 1;
    t.ranks = ranks;
    t.ranks_origin = RanksOrigin::Log;
    std::map<std::string, int> perHost;
    for (const auto &[rank, host] : m_hosts) {
        if (host.empty()) {
            perHost.clear();
            break;
        }
        ++perHost[host];
    }
    t.rank_list_hosts = static_cast<int>(perHost.size());
    t.rank_list_ranks_per_host.reset();
    if (!perHost.empty() && static_cast<int>(m_hosts.size()) == ranks) {
        std::set<int> counts;
        for (const auto &[host, count] : perHost)
            counts.insert(count);
        if (counts.size() == 1)
            t.rank_list_ranks_per_host = *counts.begin();
    }
    if (!perHost.empty() && !t.rank_list_ranks_per_host)
        t.warnings.push_back(
            Text(formats::kRankListUnequalHosts, {std::to_string(ranks), std::to_string(perHost.size())}));
    if (m_processes && static_cast<long long>(*m_processes) * m_ranksPerProcess != ranks)
        t.warnings.push_back(
            Text(formats::kCommandLineRanksDisagree,
                 {std::to_string(static_cast<long long>(*m_processes) * m_ranksPerProcess), std::to_string(ranks)}));
}

} // namespace commviz::measure_detail
