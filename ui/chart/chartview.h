// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartView: the Qt Charts view a ChartPanel draws in, private to ui/chart (no page or export sees it). It fills the
// panel, passes on what the panel answers (the pointer for tooltips, a click, focus for the readout; keys it leaves to
// the panel, its parent) and fills the scene's background without antialiasing.
#pragma once

#include <QChartView>

namespace commviz::ui {

class ChartPanel;

class ChartView : public QChartView {
public:
    explicit ChartView(ChartPanel *panel);
    // The panel is being destroyed: events while its children go (a focus change) stay here.
    void forgetPanel() { m_panel = nullptr; }

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    // The scene's background brush, filled without antialiasing: it covers whole pixels.
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    ChartPanel *m_panel;
};

} // namespace commviz::ui
