// Page "Algorithms": ring, tree and recursive halving-doubling AllReduce played step by step for a small N.
//
// The page asks core's traceAllReduce() for the chosen algorithm, its own N (2 to 16, apart from the
// scenario's N, which is usually far too large to draw) and the scenario's M, α and β; it keeps only a
// step index. AlgorithmView draws the ranks (a ring, a binomial tree or a hypercube grid), every rank's
// buffer as N chunk cells coloured by how many ranks each chunk is reduced over, and the current step's
// transfers as arrows; the napkin panel shows the step's α + bytes/β, the running total and the model's
// total, which the running total reaches at the last step. Stepping, playing (one step every 700 ms) and
// the keys Space, ← and → only move the index.
#pragma once

#include "chartpage.h"

#include "commviz/algorithmsteps.h"

#include <QFont>
#include <QRectF>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;

namespace commviz::ui {

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

    std::optional<AlgorithmTrace> m_trace;
    int m_step = 0;
    QString m_caption;
    QString m_message;
    Layout m_layout; // as last painted, for tooltips
};

class AlgorithmsPage : public ChartPage {
    Q_OBJECT
public:
    explicit AlgorithmsPage(QWidget *parent = nullptr);

    // 0 before the first step, stepCount() after the last.
    [[nodiscard]] int step() const { return m_step; }
    [[nodiscard]] int stepCount() const;
    [[nodiscard]] bool isPlaying() const;
    [[nodiscard]] QString counterText() const;
    [[nodiscard]] const AlgorithmView *view() const { return m_view; }
    [[nodiscard]] const std::optional<AlgorithmTrace> &trace() const { return m_trace; }

    void setAlgorithm(Algorithm a); // ring, tree or halving-doubling
    void setAnimationGpus(int gpus);
    void stepForward();
    void stepBack();
    void reset();
    void togglePlay();

Q_SIGNALS:
    void stepChanged(int step);
    void playingChanged(bool playing);

protected:
    void draw(const Scenario &s) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void retranslate() override;

private:
    void inputsChanged();
    void setStep(int step);
    void setPlaying(bool playing);
    void updateUi();
    void updateNapkin();

    Scenario m_scenario;
    bool m_seeded = false; // the animation's N starts from the scenario's once
    std::optional<AlgorithmTrace> m_trace;
    QString m_reason; // why there is no trace
    int m_step = 0;

    QComboBox *m_algorithm = nullptr;
    QSpinBox *m_gpus = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_forward = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_counter = nullptr;
    QLabel *m_algorithmLabel = nullptr;
    QFont m_bigFont;
    AlgorithmView *m_view = nullptr;
    QTimer *m_timer = nullptr;
};

} // namespace commviz::ui
