// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PointReadout: the current point's values for people at a keyboard, in a box on a chart's view beside the point
// (ChartPanel shows it when the chart is reached with Tab, or on Space or Enter while it has focus). A box, not a
// tooltip: Qt hides tooltips at the next key or focus change, and a keyboard user needs the values to stay until
// they move on. It lies on the view, not in the scene, so exports never show it.
#pragma once

#include <QPointF>
#include <QString>

class QFont;
class QGraphicsView;
class QLabel;

namespace commviz::ui {

class PointReadout {
public:
    explicit PointReadout(QGraphicsView *view) : m_view(view) {}

    // `text` (rich text) in `font` beside `at` (scene coordinates): right of it and below, or wherever the view
    // has room. An empty text hides the box.
    void show(const QString &text, const QPointF &at, const QFont &font);
    void hide();
    [[nodiscard]] bool isShown() const;
    // The box, made when first shown (ChartInspector reads it).
    [[nodiscard]] const QLabel *label() const { return m_label; }

private:
    QGraphicsView *m_view;
    QLabel *m_label = nullptr; // a child of the view's viewport
};

} // namespace commviz::ui
