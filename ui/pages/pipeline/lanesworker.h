// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LanesWorker: core's scheduleLanes on a worker thread, for the Pipeline page's timeline at sizes whose
// simulation costs more than a frame (interleaved p = 128, m = 4,096, V = 8 simulates 8.4 million passes, about
// half a second). One computation runs at a time; a request made while it runs waits, and a later request
// replaces the waiting one, so a drag over m costs one simulation at a time, never a queue. Each finished
// result is handed over by finished() on the GUI thread, with the request it answers: the timeline shows the
// last finished picture, labelled with its own parameters, until the one asked for last is ready.
#pragma once

#include "commviz/result.h"
#include "commviz/schedule.h"

#include <QFutureWatcher>
#include <QObject>

#include <optional>
#include <tuple>
#include <vector>

namespace commviz::ui {

struct LanesRequest {
    ScheduleInput input;
    std::vector<int> stages; // 0-based, the rows drawn
    int columns = 1;
    // What the result depends on: the schedule, p, m, V (1 unless interleaved), the columns and the rows.
    using Key = std::tuple<Schedule, int, int, int, int, std::vector<int>>;
    [[nodiscard]] Key key() const;
};

class LanesWorker : public QObject {
    Q_OBJECT
public:
    explicit LanesWorker(QObject *parent = nullptr);
    ~LanesWorker() override;

    // Computes `r` unless it is the one running already; replaces a request waiting behind the running one.
    void request(const LanesRequest &r);
    // Nothing is wanted any more (the picture on show is the one asked for): the waiting request is dropped,
    // and the running one's result, when it comes, is still handed over.
    void dropWaiting();
    // Waits for the running computation and drops the waiting one; finished() is not emitted for either.
    void cancelAndWait();
    [[nodiscard]] bool busy() const { return m_running.has_value(); }

Q_SIGNALS:
    void finished(const commviz::ui::LanesRequest &request, const commviz::Result<commviz::ScheduleLanes> &lanes);

private:
    void start(const LanesRequest &r);
    void onFinished();

    QFutureWatcher<Result<ScheduleLanes>> m_watcher;
    std::optional<LanesRequest> m_running;
    std::optional<LanesRequest> m_waiting;
};

} // namespace commviz::ui
