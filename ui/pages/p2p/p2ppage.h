// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 1, point to point: T(n) with its α floor and n/β asymptote, the crossover n*, effective bandwidth,
// and LogGP against α-β for a stream of messages.
#pragma once

#include "pages/common/chartpage.h"
#include "series.h"

#include <vector>

class QTableWidget;

namespace commviz::ui {

class RectLayer;

class P2pPage : public ChartPage {
    Q_OBJECT
public:
    explicit P2pPage(QWidget *parent = nullptr);

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;

private:
    ChartPanel *m_time = nullptr;
    Series m_t;
    Series m_floor;
    Series m_asymptote;
    Series m_nStar;
    Series m_current;
    RectLayer *m_regions = nullptr;
    std::vector<Series> m_presets;

    ChartPanel *m_effective = nullptr;
    Series m_eff;
    Series m_beta;
    Series m_halfBeta;
    Series m_halfPoint;

    ChartPanel *m_stream = nullptr;
    Series m_logGp;
    Series m_alphaBeta;

    QTableWidget *m_presetTable = nullptr;
};

} // namespace commviz::ui
