// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What test_measure, test_measure_formats and test_measure_fit share: the fixtures' paths, a parse of one, and
// tables of exact model times. The size convention checked is measure.h's: M = nccl-tests' `size` column (the
// total over ranks for AllGather, ReduceScatter, AlltoAll), and M = size × N for osu_allgather and osu_alltoall.
#pragma once

#include "commviz/measure.h"
#include "commviz/models.h"

#include <QFile>
#include <QMetaType>
#include <QString>

#include <string>
#include <vector>

namespace measuretest {

using namespace commviz;

inline QString fixture(const QString &name)
{
    return QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/" + name;
}

inline std::string readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

inline ParseResult parseFixture(const QString &name, ParseConfig config = {})
{
    return parseMeasurements(readFile(fixture(name)), config);
}

inline bool anyContains(const std::vector<Text> &list, const std::string &needle)
{
    for (const Text &t : list) {
        if (t.english().find(needle) != std::string::npos)
            return true;
    }
    return false;
}

// A table of exact model times: T = c_lat·α + c_bw·M/β at the given sizes.
inline MeasuredTable syntheticTable(const std::string &collective, int ranks, const FitModel &model, double alpha_s,
                                    double beta_Bps, const std::vector<double> &sizes,
                                    SizeConvention convention = SizeConvention::Payload)
{
    MeasuredTable t;
    t.collective = collective;
    t.ranks = ranks;
    t.ranks_origin = RanksOrigin::Log;
    t.sizes = convention;
    const Coefficients c = fitCoefficients(model, ranks).value();
    for (double s : sizes) {
        const double m = convention == SizeConvention::PerPeer ? s * ranks : s;
        MeasuredPoint p;
        p.size_bytes = s;
        p.time_s = c.latency * alpha_s + c.bandwidth * m / beta_Bps;
        p.bandwidth_Bps = s / p.time_s;
        t.out_of_place.push_back(p);
    }
    return t;
}

inline std::vector<double> powersOfTwo(double from, double to)
{
    std::vector<double> v;
    for (double s = from; s <= to; s *= 2)
        v.push_back(s);
    return v;
}

} // namespace measuretest

Q_DECLARE_METATYPE(std::string)
