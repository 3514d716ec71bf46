// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The veil a lecture question lays over a chart's plot area until the hall has predicted: an opaque panel with a
// large "?" above every series, marker and label of the plot, below the axes' labels and the title. A
// QGraphicsObject, so that the reveal fades it out with a QPropertyAnimation on its opacity.
#pragma once

#include <QGraphicsObject>
#include <QPointer>

class QPropertyAnimation;

namespace commviz::ui {

class AnswerVeil : public QGraphicsObject {
    Q_OBJECT
public:
    static constexpr int kFadeMs = 450;
    explicit AnswerVeil(QGraphicsItem *parent);
    void setArea(const QRectF &area);
    // Shown at full opacity, or faded out (then hidden) when `animated`.
    void cover();
    void uncover(bool animated);
    [[nodiscard]] bool covers() const { return isVisible() && m_covering; }

    [[nodiscard]] QRectF boundingRect() const override { return m_area; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_area;
    bool m_covering = false;
    QPointer<QPropertyAnimation> m_fade;
};

} // namespace commviz::ui
