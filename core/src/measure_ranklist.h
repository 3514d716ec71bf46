// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rank list of an nccl-tests or rccl-tests log (internal to core, SPEC.md 8.1): one line per rank,
// "#  Rank  3 Group  0 Pid  4242 on HOST device  3 [0000:1b:00] NVIDIA H100" (older: without "Group"), after
// the run's "# nThread 1 nGpus 8 …" line, and the launcher's command line before it ("mpirun -np 2
// ./all_reduce_perf -g 8"). The text scanner (measure_parse.cpp) shows it every cleaned line; a table takes
// its ranks, hosts and ranks per host from it, and a warning when the command line asks for another count.
#pragma once

#include "commviz/measure.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace commviz::measure_detail {

class RankList {
public:
    // One line, launcher tags removed and trimmed.
    void line(std::string_view s);
    [[nodiscard]] bool empty() const { return m_hosts.empty(); }
    // Sets t's ranks (the largest rank + 1, from the log), its rank list's hosts and ranks per host, and warns
    // when the command line's processes × threads × GPUs per thread disagree. Precondition: !empty().
    void applyTo(MeasuredTable &t) const;

private:
    std::map<int, std::string> m_hosts; // rank → host ("" when its line names none)
    std::optional<int> m_processes;     // the launcher's -np before a *_perf program
    int m_ranksPerProcess = 1;          // nThread × nGpus of the run's header
};

} // namespace commviz::measure_detail
