// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 1, point to point: T(n) with its α floor and n/β asymptote, the crossover n*, effective bandwidth,
// and LogGP against α-β for a stream of messages.
#pragma once

#include "chartpage.h"

#include <vector>

class QLineSeries;
class QScatterSeries;
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
    QLineSeries *m_t = nullptr;
    QLineSeries *m_floor = nullptr;
    QLineSeries *m_asymptote = nullptr;
    QLineSeries *m_nStar = nullptr;
    QScatterSeries *m_current = nullptr;
    RectLayer *m_regions = nullptr;
    std::vector<QLineSeries *> m_presets;

    ChartPanel *m_effective = nullptr;
    QLineSeries *m_eff = nullptr;
    QLineSeries *m_beta = nullptr;
    QLineSeries *m_halfBeta = nullptr;
    QScatterSeries *m_halfPoint = nullptr;

    ChartPanel *m_stream = nullptr;
    QLineSeries *m_logGp = nullptr;
    QLineSeries *m_alphaBeta = nullptr;

    QTableWidget *m_presetTable = nullptr;
};

} // namespace commviz::ui
