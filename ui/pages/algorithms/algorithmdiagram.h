// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AlgorithmDiagram: one state of an AllReduce trace from core (traceAllReduce) drawn with any QPainter — the
// ranks as cards on a ring, a binomial tree or a hypercube grid, each rank's buffer as chunk cells coloured by
// how many ranks a chunk is reduced over, the step's transfers as arrows, and a legend that wraps onto more
// rows when it is narrow. It reads the trace; it computes nothing. AlgorithmView shows it on the page, and
// the page's export chart (AlgorithmsPage, "algorithms_diagram") draws the same into PNG, SVG, PDF and the
// report.
//
// Its parts: algorithmdiagram.cpp (state, layout, caption, legend, cards), algorithmarrows.cpp (the arrows
// and their labels).
#pragma once

#include "commviz/algorithmsteps.h"
#include "csvtable.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QPainter;

namespace commviz::ui {

class AlgorithmDiagram {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::AlgorithmDiagram)
public:
    // `step` 0 is the start, step k the buffers after step k with step k's transfers as arrows.
    void setTrace(const AlgorithmTrace &trace, int step, const QString &caption);
    // No trace: the message is drawn instead.
    void setMessage(const QString &message);

    [[nodiscard]] bool hasTrace() const { return m_trace.has_value(); }
    [[nodiscard]] const std::optional<AlgorithmTrace> &trace() const { return m_trace; }
    [[nodiscard]] int step() const { return m_step; }
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] QString caption() const { return m_caption; }
    // What is drawn: the arrows (empty at step 0) and the buffers.
    [[nodiscard]] std::vector<Transfer> drawnTransfers() const;
    [[nodiscard]] const BufferState *drawnBuffers() const;
    // A chunk cell's description for people ("rank 3, chunk 2: reduced over ranks 1, 2, 3"); empty outside
    // the trace.
    [[nodiscard]] QString describeCell(int rank, int chunk) const;
    // The cell (rank, chunk) at a point of the last paint, if any.
    [[nodiscard]] std::optional<std::pair<int, int>> cellAt(const QPointF &point) const;
    // The drawn step's transfers as CSV: step, phase, from, to, kind, first chunk, chunks, bytes.
    [[nodiscard]] CsvTable table() const;

    // Draws the whole diagram (white background included) into `rect`, its texts sized from `base`.
    void paint(QPainter &p, const QRectF &rect, const QFont &base);

    // The legend's texts as last painted (in paint()'s coordinates), and the rectangle painted into: for tests
    // that check no text runs off the drawing or over another.
    struct PlacedText {
        QRectF rect;
        QString text;
    };
    [[nodiscard]] const std::vector<PlacedText> &legendTexts() const { return m_legendTexts; }
    [[nodiscard]] QRectF paintedRect() const { return m_painted; }
    // A chunk cell's side as last painted, in pixels (0 before the first paint).
    [[nodiscard]] double cellSide() const { return m_layout.cell; }
    // The font of the counts in the chunk cells for that side: as large as a cell allows, the widest count (n) keeping
    // 3 px each side.
    [[nodiscard]] QFont countFont(const QFont &base) const;

    // Where the last paint put the cards (algorithmarrows.h draws between them).
    struct Layout {
        std::vector<QRectF> cards; // one per rank
        QRectF space;              // the room between the caption and the legend
        QRectF area;               // where the cards sit
        double cell = 0;           // chunk cell side
        int columns = 0;           // chunk cells per row in a card
    };

private:
    [[nodiscard]] Layout layoutFor(const QRectF &area, const QFont &base) const;
    [[nodiscard]] std::vector<QPointF> centres(const QRectF &area, const QSizeF &card) const;
    [[nodiscard]] QRectF cellRect(int rank, int chunk) const;
    [[nodiscard]] QColor cellColor(RankMask mask) const;
    [[nodiscard]] const AlgorithmStep *drawnStep() const;

    // The caption's box; the legend's height (it wraps), drawn along the bottom of `full`.
    QRectF paintCaption(QPainter &p, const QRectF &full, const QFont &base) const;
    double paintLegend(QPainter &p, const QRectF &full, const QFont &base, std::vector<PlacedText> &placed) const;
    void paintStructure(QPainter &p) const;
    void paintCards(QPainter &p, const QFont &base) const;
    void paintReceived(QPainter &p) const;

    std::optional<AlgorithmTrace> m_trace;
    int m_step = 0;
    QString m_caption;
    QString m_message;
    Layout m_layout; // as last painted, for tooltips
    std::vector<PlacedText> m_legendTexts;
    QRectF m_painted;
};

} // namespace commviz::ui
