// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coretext.h"

#include <QCoreApplication>

namespace commviz::ui {
namespace {

constexpr const char *kContext = "commviz::ui::CoreText";

// The texts core can hand the window, for lupdate; they are looked up by their English text.
[[maybe_unused]] const char *const kCoreTexts[] = {
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, ring"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, tree"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, recursive halving-doubling"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, hierarchical (3 phases)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, hierarchical (rail-parallel)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllGather, ring"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "ReduceScatter, ring"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllToAll, pairwise"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "Broadcast, tree"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, pipelined tree"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, two-level ring"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "AllReduce, in-network reduction"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "NVLink 4.0 (H100)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "PCIe Gen5"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "InfiniBand NDR (400 Gbps)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "InfiniBand HDR (200 Gbps)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "RoCE v2 (100 GbE)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "TCP/IP (10 GbE)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "GPU to GPU inside a node"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "CPU-GPU, NIC-GPU"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "between nodes, high-end clusters"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "between nodes, previous generation"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "between nodes, Ethernet clusters"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "control plane, non-RDMA fallback"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "GPipe"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "1F1B"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "interleaved 1F1B"),
};

// The formats of core's sentences (commviz::textFormats(), core/src/textformats.h), in its order; a test checks
// that each has a translation.
[[maybe_unused]] const char *const kCoreSentences[] = {
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"\" is empty; enter a time, e.g. 5us, 500 ns, 2 ms or 1.5e-6s"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "%1: \"%2\" is not a time; use a number with a unit, e.g. 5us, 500 ns, 2 ms or 1.5e-6s"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" is negative; a time must be ≥ 0"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "%1: \"%2\" has an unknown unit \"%3\" for a time; e.g. 5us, 500 ns, 2 ms or 1.5e-6s"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"\" is empty; enter a size, e.g. 1GB, 250 KB, 1 GiB or 1e9B"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "%1: \"%2\" is not a size; use a number with a unit, e.g. 1GB, 250 KB, 1 GiB or 1e9B"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" is negative; a size must be ≥ 0"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "%1: \"%2\" has an unknown unit \"%3\" for a size; e.g. 1GB, 250 KB, 1 GiB or 1e9B"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"\" is empty; enter a bandwidth, e.g. 50GB/s, 400Gbps or 5e10B/s"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "%1: \"%2\" is not a bandwidth; use a number with a unit, e.g. 50GB/s, 400Gbps or 5e10B/s"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" is negative; a bandwidth must be ≥ 0"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "%1: \"%2\" has an unknown unit \"%3\" for a bandwidth; e.g. 50GB/s, 400Gbps or 5e10B/s"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"\" is empty; enter a number, e.g. 256 or 64x"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" is not a number; use a number with a unit, e.g. 256 or 64x"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" is negative; a number must be ≥ 0"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" has an unknown unit \"%3\" for a number; e.g. 256 or 64x"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" is not a finite number"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1: \"%2\" is too large"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 = %2 is out of range: it must be ≥ 0"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 = %2 is out of range: it must be > 0"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 = %2 is out of range: it must be a number ≥ %3"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 = %2 is out of range: it must be > 0 and ≤ 1"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "%1 = %2 is out of range: it must be a whole number from %3 to 1000000000"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "infinity"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "-infinity"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "an empty message moves no data, so it has no effective bandwidth"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "recursive halving-doubling needs N to be a power of two; N = %1 is not"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "hierarchical AllReduce uses two links, so it has no single pair of coefficients"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "hierarchical AllReduce needs N to be a multiple of G; N = %1 is not a multiple of G = %2"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "with N = 1 nothing is sent, so ring and tree never differ"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "target bubble = %1 is out of range: it must be in (0, 1)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "stages = %1 needs more micro-batches than can be counted"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "nothing is sent, so compression has nothing to save"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "the codec costs at least the whole bandwidth term, so compression never pays"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "not evaluated"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "the production AllReduce variants are not of the form c_lat·α + c_bw·M/β, so they have no "
                      "single pair of coefficients"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "chunk = %1 cuts M = %2 into more than 1000000000 chunks; use a larger chunk"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "the two-level ring needs N to be a multiple of G; N = %1 is not a multiple of G = %2"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "with N = 1 nothing is sent, so the protocols never differ"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "the pipelined tree's latency term grows with M through its chunk count, so no single size "
                      "switches its protocols"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "bucket_collective = %1 is out of range: buckets are reduced with an AllReduce"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "bucket = %1 cuts M = %2 into more than 1000000000 buckets; use a larger bucket"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "a timeline of %1 buckets is too large to draw; use a bucket size that gives at most 65536"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "a schedule of %1 passes is too large to simulate; keep p·m·V at most 1000000"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText",
                      "microbatches = %1 is out of range for interleaved 1F1B: it must be a multiple of p = %2"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "the %1 order deadlocked (a bug in commviz)"),
    QT_TRANSLATE_NOOP(
        "commviz::ui::CoreText",
        "the step-by-step trace covers ring, tree and recursive halving-doubling AllReduce; %1 is not one of them"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "gpus = %1 is outside the step-by-step trace's range, %2 to %3"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "need at least 2 points to fit a line"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "sizes and times must be positive and finite"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "the sizes do not vary enough to separate latency from bandwidth"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "time does not grow with size: there is no bandwidth term to fit"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "unknown model \"%1\"; known: %2"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "the collective is unknown: name the model (--model)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "no default model for \"%1\": name one (--model)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "rank count %1 is not a positive number"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "one rank: nothing crosses a link, the times measure a local copy"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "the rank count is unknown: the log does not say it (--ranks N)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "no out-of-place points"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "no in-place points"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "fewer than 3 distinct sizes above 0 (%1)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 non-positive times"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 non-positive bandwidths"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "bandwidth up to %1, above the plausible %2"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 on %2 ranks: %3"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1 on %2 ranks has no cost to fit"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "%1; %2"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "the best α was negative: set to 0 and β refitted alone"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "the best gap was negative: set to 0 and β refitted alone"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "osu_bw keeps a window of messages in flight, so start-up latency "
                                               "overlaps: α is not measured here (fit osu_latency for it)"),
    QT_TRANSLATE_NOOP(
        "commviz::ui::CoreText",
        "no size below the crossover %1 (where latency and bandwidth terms are equal): α is poorly pinned"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "no size above the crossover %1: β is poorly pinned"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "rank count %1 from --ranks, not from the log"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "some points are more than 50% off the fitted model: the model may "
                                               "not describe this data (protocol or algorithm switches, noise)"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "line %1: unsupported OSU benchmark \"%2\" skipped"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "line %1: not a complete row, skipped"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "line %1: out-of-place time is not a number, row skipped"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "line %1: in-place time is not a number, in-place point skipped"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "line %1: value is not a number, row skipped"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "line %1: table header without rows"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "the log does not name the nccl-tests program and the columns do not "
                                               "identify it: name the model to fit"),
    QT_TRANSLATE_NOOP(
        "commviz::ui::CoreText",
        "the log does not name the nccl-tests program: %1 inferred from the redop, root and busbw/algbw columns"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "--ranks %1 ignored: the benchmark runs on %2 ranks"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "--ranks %1 ignored: the log says %2 ranks"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "result %1: no valid size, skipped"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "result %1: no out-of-place time, skipped"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "args do not name the nccl-tests program: %1 inferred from the columns"),
    QT_TRANSLATE_NOOP("commviz::ui::CoreText", "nccl-tests JSON without usable results"),
};

} // namespace

QString coreText(const std::string &english)
{
    return QCoreApplication::translate(kContext, english.c_str());
}

QString coreText(const Text &text)
{
    return QString::fromStdString(
        text.render([](const std::string &format) { return coreText(format).toStdString(); }));
}

Text verbatim(const QString &finished)
{
    return Text::verbatim(finished.toStdString());
}

QString algorithmText(Algorithm a)
{
    return coreText(algorithmName(a));
}

QString presetName(const Preset &p)
{
    return coreText(p.name);
}

QString presetUse(const Preset &p)
{
    return coreText(p.use);
}

QString scheduleText(Schedule s)
{
    return coreText(scheduleName(s));
}

} // namespace commviz::ui
