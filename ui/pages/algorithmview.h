// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AlgorithmView: paints one state of an AllReduce trace from core (traceAllReduce): the ranks as cards on a
// ring, a binomial tree or a hypercube grid, each rank's buffer as chunk cells coloured by how many ranks
// a chunk is reduced over, and the step's transfers as arrows. It reads the trace; it computes nothing.
#pragma once

#include "commviz/algorithmsteps.h"

#include <QRectF>
#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

namespace commviz::ui {

struct DiagramLegendEntry;

// Paints one state of a trace: `step` 0 is the start, step k the buffers after step k with step k's
// transfers as arrows. Shows a message instead when there is no trace.
class AlgorithmView : public QWidget {
    Q_OBJECT
public:
    explicit AlgorithmView(QWidget *parent = nullptr);

    void setTrace(const AlgorithmTrace &trace, int step, const QString &caption);
    void setMessage(const QString &message);

    [[nodiscard]] bool hasTrace() const { return m_trace.has_value(); }
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] QString caption() const { return m_caption; }
    // What is drawn: the arrows (empty at step 0) and the buffers.
    [[nodiscard]] std::vector<Transfer> drawnTransfers() const;
    [[nodiscard]] const BufferState *drawnBuffers() const;
    // A chunk cell's description for people ("rank 3, chunk 2: reduced over ranks 1, 2, 3"), as its
    // tooltip reads; empty outside the trace.
    [[nodiscard]] QString describeCell(int rank, int chunk) const;

    // The legend's texts and samples (a sample's text is empty) as laid out at the view's size, in its
    // coordinates: for tests that check nothing runs past the edge or overlaps.
    struct PlacedText {
        QString text;
        QRectF rect;
    };
    [[nodiscard]] std::vector<PlacedText> legendTexts() const;

    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Layout {
        std::vector<QRectF> cards; // one per rank
        QRectF area;               // where the cards sit
        double cell = 0;           // chunk cell side
        int columns = 0;           // chunk cells per row in a card
    };
    [[nodiscard]] Layout layoutFor(const QRectF &area) const;
    [[nodiscard]] std::vector<QPointF> centres(const QRectF &area, const QSizeF &card) const;
    [[nodiscard]] QRectF cellRect(const Layout &l, int rank, int chunk) const;
    [[nodiscard]] QColor cellColor(RankMask mask) const;
    [[nodiscard]] std::vector<DiagramLegendEntry> legendEntries() const;

    std::optional<AlgorithmTrace> m_trace;
    int m_step = 0;
    QString m_caption;
    QString m_message;
    Layout m_layout; // as last painted, for tooltips
};

} // namespace commviz::ui
