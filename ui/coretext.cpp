#include "coretext.h"

#include <QCoreApplication>

namespace commviz::ui {
namespace {

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

} // namespace

QString coreText(const std::string &english)
{
    return QCoreApplication::translate("commviz::ui::CoreText", english.c_str());
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
