// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AlgorithmView: the Algorithms page's drawing on screen — an AlgorithmDiagram (algorithmdiagram.h) painted
// into the widget, with a tooltip over each chunk cell. It reads the trace; it computes nothing.
#pragma once

#include "pages/algorithms/algorithmdiagram.h"

#include <QString>
#include <QWidget>

#include <vector>

namespace commviz::ui {

// Paints one state of a trace: `step` 0 is the start, step k the buffers after step k with step k's
// transfers as arrows. Shows a message instead when there is no trace.
class AlgorithmView : public QWidget {
    Q_OBJECT
public:
    explicit AlgorithmView(QWidget *parent = nullptr);

    void setTrace(const AlgorithmTrace &trace, int step, const QString &caption);
    void setMessage(const QString &message);

    [[nodiscard]] const AlgorithmDiagram &diagram() const { return m_diagram; }
    [[nodiscard]] bool hasTrace() const { return m_diagram.hasTrace(); }
    [[nodiscard]] QString message() const { return m_diagram.message(); }
    [[nodiscard]] QString caption() const { return m_diagram.caption(); }
    // What is drawn: the arrows (empty at step 0) and the buffers.
    [[nodiscard]] std::vector<Transfer> drawnTransfers() const { return m_diagram.drawnTransfers(); }
    [[nodiscard]] const BufferState *drawnBuffers() const { return m_diagram.drawnBuffers(); }
    // A chunk cell's description for people, as its tooltip reads.
    [[nodiscard]] QString describeCell(int rank, int chunk) const { return m_diagram.describeCell(rank, chunk); }

    // At least tall enough, at the current width, for chunk cells of kMinCellPixels: a short page scrolls
    // instead of shrinking the cells to dots.
    static constexpr double kMinCellPixels = 16;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

    void resizeEvent(QResizeEvent *event) override;

private:
    [[nodiscard]] int heightForCells(int width) const;

    AlgorithmDiagram m_diagram;
    mutable QSize m_minimum; // minimumSizeHint() as last worked out, for m_minimumWidth
    mutable int m_minimumWidth = -1;
};

} // namespace commviz::ui
