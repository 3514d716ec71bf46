// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/pipeline/lanesworker.h"

#include <QtConcurrent/QtConcurrentRun>

namespace commviz::ui {

LanesRequest::Key LanesRequest::key() const
{
    const int v = input.schedule == Schedule::Interleaved ? input.virtualStages : 1;
    return {input.schedule, input.stages, input.microbatches, v, columns, stages};
}

LanesWorker::LanesWorker(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Result<ScheduleLanes>>::finished, this, &LanesWorker::onFinished);
}

LanesWorker::~LanesWorker()
{
    // The computation owns copies of its input, but its result would be handed to nobody: wait for it.
    cancelAndWait();
}

void LanesWorker::request(const LanesRequest &r)
{
    if (m_running && m_running->key() == r.key()) {
        m_waiting.reset();
        return;
    }
    if (m_running)
        m_waiting = r;
    else
        start(r);
}

void LanesWorker::dropWaiting()
{
    m_waiting.reset();
}

void LanesWorker::cancelAndWait()
{
    m_waiting.reset();
    if (!m_running)
        return;
    // Its finished() may still be on its way: onFinished() ignores it once nothing runs, and the next start()'s
    // setFuture() drops it.
    m_watcher.waitForFinished();
    m_running.reset();
}

void LanesWorker::start(const LanesRequest &r)
{
    m_running = r;
    m_watcher.setFuture(QtConcurrent::run([r] { return scheduleLanes(r.input, r.stages, r.columns); }));
}

void LanesWorker::onFinished()
{
    if (!m_running)
        return;
    const LanesRequest done = *m_running;
    const Result<ScheduleLanes> lanes = m_watcher.result();
    m_running.reset();
    if (m_waiting) {
        const LanesRequest next = *m_waiting;
        m_waiting.reset();
        start(next);
    }
    Q_EMIT finished(done, lanes);
}

} // namespace commviz::ui
