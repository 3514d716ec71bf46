// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parametersweep.h"

#include "scenariomodel.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr int kFrameMs = 33; // about 30 redraws a second: a page redraws in a few ms (QT-NOTES.md)

// Where `value` sits in p's slider span, as a fraction.
double spanFraction(Param p, double value)
{
    const ParamInfo &spec = parameter(p);
    double t = 0;
    if (spec.logSlider && spec.sliderMin > 0 && value > 0)
        t = std::log(value / spec.sliderMin) / std::log(spec.sliderMax / spec.sliderMin);
    else
        t = (value - spec.sliderMin) / (spec.sliderMax - spec.sliderMin);
    return std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0);
}

} // namespace

ParameterSweep::ParameterSweep(ScenarioModel *model, QObject *parent)
    : QObject(parent), m_model(model), m_timer(new QTimer(this))
{
    m_timer->setInterval(kFrameMs);
    connect(m_timer, &QTimer::timeout, this, &ParameterSweep::tick);
}

double ParameterSweep::passSeconds(Speed speed)
{
    switch (speed) {
    case Speed::Slow:
        return 12;
    case Speed::Normal:
        return 6;
    case Speed::Fast:
        return 3;
    }
    return 6;
}

void ParameterSweep::start(Param p)
{
    stop();
    m_param = p;
    m_paused = false;
    m_before = paramValue(m_model->scenario(), p);
    m_phase = spanFraction(p, paramNumber(m_model->scenario(), p));
    m_clock.start();
    m_timer->start();
    Q_EMIT stateChanged();
}

void ParameterSweep::stop()
{
    if (!m_param)
        return;
    m_timer->stop();
    const Param p = *m_param;
    m_param.reset();
    m_paused = false;
    // Back to the value from before the sweep, as a finished edit: a demonstration must not leave N = 104
    // behind (and the sweep's undo step then cancels out).
    m_model->setParam(p, m_before, false);
    Q_EMIT stateChanged();
}

void ParameterSweep::setPaused(bool paused)
{
    if (!m_param || paused == m_paused)
        return;
    m_paused = paused;
    if (paused) {
        m_timer->stop();
    } else {
        m_clock.restart();
        m_timer->start();
    }
    Q_EMIT stateChanged();
}

void ParameterSweep::tick()
{
    if (!m_param)
        return;
    // Elapsed time, not frame count: a slow redraw must not slow the sweep down. Capped, so a stall
    // (a modal dialog) does not jump the value across the span.
    const double dt = std::min(0.25, static_cast<double>(m_clock.restart()) / 1000.0);
    m_phase = std::fmod(m_phase + dt / passSeconds(m_speed), 2.0);
    const double t = m_phase < 1 ? m_phase : 2 - m_phase;
    const ParamInfo &spec = parameter(*m_param);
    double v = paramBetween(*m_param, spec.sliderMin, spec.sliderMax, t).value_or(spec.sliderMin);
    if (spec.kind == ParamKind::Real && v > 0) {
        // Three significant digits, as the slider itself gives: the value box reads "42.2 µs", not "42.2183 µs".
        const double scale = std::pow(10.0, std::floor(std::log10(v)) - 2);
        v = std::round(v / scale) * scale;
    }
    if (v != paramValue(m_model->scenario(), *m_param))
        m_model->setParam(*m_param, v, true);
}

} // namespace commviz::ui
