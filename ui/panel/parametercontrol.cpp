// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parametercontrol.h"

#include "coretext.h"

#include "commviz/sweep.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr int kContinuousSteps = 1000; // log sliders: positions per full span
constexpr int kWheelPauseMs = 500;     // notches closer together than this are one wheel gesture

// The value box: as wide as the longest value it shows ("1023.5 Gbps") in its current font, so that a larger
// font (projector mode) widens it instead of cutting the value.
class ValueBox : public QLineEdit {
public:
    using QLineEdit::QLineEdit;
    [[nodiscard]] QSize sizeHint() const override
    {
        const QSize base = QLineEdit::sizeHint();
        const QMargins text = textMargins() + contentsMargins();
        const int width = fontMetrics().horizontalAdvance(QStringLiteral("0000.00 Gbps")) + text.left() + text.right() +
                          2 * style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, this) + 8;
        return {width, base.height()};
    }
    [[nodiscard]] QSize minimumSizeHint() const override { return sizeHint(); }
};

} // namespace

ParameterControl::ParameterControl(Param param, QWidget *parent) : QWidget(parent), m_param(param)
{
    auto *symbol = new QLabel("<b>" + paramSymbol(param) + "</b>", this);
    m_symbol = symbol;
    m_label = new QLabel(this);
    m_label->setObjectName("paramLabel");
    m_label->setWordWrap(true); // a long description takes two lines rather than widening the panel

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setFocusPolicy(Qt::StrongFocus); // not WheelFocus: the wheel alone must not take the slider
    m_slider->installEventFilter(this);

    m_box = new ValueBox(this);
    m_box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_box->setAlignment(Qt::AlignRight);
    m_box->setFocusPolicy(Qt::StrongFocus);
    m_box->installEventFilter(this);

    m_wheelEnd = new QTimer(this);
    m_wheelEnd->setSingleShot(true);
    m_wheelEnd->setInterval(kWheelPauseMs);
    connect(m_wheelEnd, &QTimer::timeout, this, &ParameterControl::endWheelGesture);

    m_play = new QToolButton(this);
    m_play->setAutoRaise(true);
    m_play->setFocusPolicy(Qt::TabFocus); // a click must leave keyboard focus where it was (Space pauses)
    m_play->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // a narrow panel must not clip "▶"

    m_error = new QLabel(this);
    m_error->setObjectName("paramError");
    m_error->setWordWrap(true);
    // A palette, not a style sheet: a style sheet would stop the window's font (projector mode) reaching it.
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_error->setPalette(red);
    m_error->hide();

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(0);
    grid->addWidget(symbol, 0, 0);
    grid->addWidget(m_label, 0, 1, 1, 2);
    grid->addWidget(m_slider, 1, 0, 1, 2);
    grid->addWidget(m_box, 1, 2);
    grid->addWidget(m_play, 1, 3);
    grid->addWidget(m_error, 2, 0, 1, 4);
    grid->setColumnStretch(1, 1);

    retranslate();
    fitToFont();
    rebuildSteps();
    connect(m_slider, &QSlider::valueChanged, this, &ParameterControl::onSliderMoved);
    connect(m_slider, &QSlider::sliderReleased, this, [this] {
        // The drag's last value, now as a finished edit (closes the undo step).
        Q_EMIT valueEdited(m_param, m_value, false);
    });
    connect(m_box, &QLineEdit::editingFinished, this, &ParameterControl::onBoxEdited);
    connect(m_play, &QToolButton::clicked, this, [this] { Q_EMIT playClicked(m_param); });
}

void ParameterControl::retranslate()
{
    const ParamInfo &spec = parameter(m_param);
    const QString symbol = paramSymbol(m_param);
    const QString label = paramLabel(m_param);
    m_symbol->setToolTip(label);
    m_label->setText(label);
    m_slider->setAccessibleName(symbol + " — " + label);
    m_slider->setToolTip(spec.logSlider ? tr("%1 (log scale)").arg(label) : label);
    m_box->setAccessibleName(tr("%1 value").arg(symbol));
    const QString example = spec.quantity == Quantity::Time        ? tr("7us or 500 ns")
                            : spec.quantity == Quantity::Bandwidth ? tr("400 Gbps or 50 GB/s")
                            : spec.quantity == Quantity::Size      ? tr("1 GiB or 250 KB")
                                                                   : QStringLiteral("256");
    m_box->setToolTip(tr("Type a value with its unit, e.g. %1; press Enter to apply.").arg(example));
    m_play->setAccessibleName(tr("Animate %1").arg(symbol));
    setPlaying(m_playing);
    if (m_errorSource)
        showRejectedEntry();
}

void ParameterControl::fitToFont()
{
    // The symbols' column lines up across rows: eight average characters of the current font.
    m_symbol->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QLatin1Char('n')) * 8);
}

void ParameterControl::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        fitToFont();
    QWidget::changeEvent(event);
}

bool ParameterControl::eventFilter(QObject *watched, QEvent *event)
{
    const bool ours = watched == m_slider || watched == m_box;
    if (ours && event->type() == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (!static_cast<QWidget *>(watched)->hasFocus()) {
            forwardWheel(event);
            return true;
        }
        if (watched == m_slider) {
            m_wheeling = true;
            if (wheel->phase() == Qt::ScrollEnd) {
                endWheelGesture();
                return true;
            }
            m_wheelEnd->start();
        }
        return false;
    }
    if (ours && m_wheeling &&
        (event->type() == QEvent::FocusOut || event->type() == QEvent::MouseButtonPress ||
         event->type() == QEvent::KeyPress))
        endWheelGesture();
    return QWidget::eventFilter(watched, event);
}

void ParameterControl::forwardWheel(QEvent *event)
{
    // The enclosing scroll area (the panel's) scrolls instead; sent to its viewport, so that an event sent by a
    // test (not propagated by Qt) behaves like a real one.
    for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
            QCoreApplication::sendEvent(area->viewport(), event);
            return;
        }
    }
    event->ignore();
}

void ParameterControl::endWheelGesture()
{
    m_wheelEnd->stop();
    if (!m_wheeling)
        return;
    m_wheeling = false;
    // The gesture's last value, now as a finished edit (closes the undo step, like releasing a drag).
    Q_EMIT valueEdited(m_param, m_value, false);
}

void ParameterControl::setPlaying(bool playing)
{
    const QString symbol = paramSymbol(m_param);
    m_playing = playing;
    m_play->setText(playing ? QString::fromUtf8("■") : QString::fromUtf8("▶"));
    m_play->setToolTip(playing ? tr("Stop animating %1").arg(symbol)
                               : tr("Animate %1: sweep it across the slider's span, back and forth").arg(symbol));
}

void ParameterControl::rebuildSteps()
{
    const ParamInfo &spec = parameter(m_param);
    m_steps.clear();
    if (spec.kind == ParamKind::Whole) {
        const int lo = static_cast<int>(spec.sliderMin);
        const int hi = static_cast<int>(spec.sliderMax);
        if (m_snap) {
            for (int v = 1; v <= hi; v *= 2)
                m_steps.push_back(v);
        } else if (spec.logSlider) {
            for (int v : logSpaceInt(lo, hi, 600))
                m_steps.push_back(v);
        } else {
            for (int v = lo; v <= hi; ++v)
                m_steps.push_back(v);
        }
        m_slider->setRange(0, static_cast<int>(m_steps.size()) - 1);
        m_slider->setPageStep(std::max<int>(1, static_cast<int>(m_steps.size()) / 10));
    } else {
        m_slider->setRange(0, kContinuousSteps);
        m_slider->setPageStep(kContinuousSteps / 10);
    }
    m_slider->setSingleStep(1);
}

double ParameterControl::valueAt(int position) const
{
    const ParamInfo &spec = parameter(m_param);
    if (!m_steps.empty())
        return m_steps[static_cast<std::size_t>(std::clamp(position, 0, static_cast<int>(m_steps.size()) - 1))];
    const double t = static_cast<double>(position) / kContinuousSteps;
    if (spec.logSlider) {
        const double v =
            std::pow(10.0, std::log10(spec.sliderMin) + t * (std::log10(spec.sliderMax) - std::log10(spec.sliderMin)));
        // Three significant digits: slider values read cleanly ("42.2 µs", not "42.2183 µs").
        const double scale = std::pow(10.0, std::floor(std::log10(v)) - 2);
        return std::round(v / scale) * scale;
    }
    return spec.sliderMin + t * (spec.sliderMax - spec.sliderMin);
}

int ParameterControl::positionFor(double value) const
{
    const ParamInfo &spec = parameter(m_param);
    if (!std::isfinite(value))
        return 0; // unset (the chunk size left to the model): the slider rests at its start
    if (!m_steps.empty()) {
        const auto it = std::lower_bound(m_steps.begin(), m_steps.end(), value);
        if (it == m_steps.end())
            return static_cast<int>(m_steps.size()) - 1;
        const auto index = static_cast<int>(it - m_steps.begin());
        if (it != m_steps.begin() && std::fabs(*(it - 1) - value) < std::fabs(*it - value))
            return index - 1;
        return index;
    }
    double t = 0;
    if (spec.logSlider) {
        if (value <= 0)
            return 0;
        t = (std::log10(value) - std::log10(spec.sliderMin)) /
            (std::log10(spec.sliderMax) - std::log10(spec.sliderMin));
    } else {
        t = (value - spec.sliderMin) / (spec.sliderMax - spec.sliderMin);
    }
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kContinuousSteps));
}

void ParameterControl::setValue(std::optional<double> value)
{
    // Called for every control on every refresh: touch only what changed (a style sheet reset alone
    // re-polishes the widget, which cost a whole frame across twelve controls).
    const bool changed = value != m_value;
    m_value = value;
    const int position = positionFor(value.value_or(std::nan("")));
    if (m_slider->value() != position) {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(position);
    }
    const QString text = paramText(m_param, value);
    if ((!m_box->hasFocus() || !m_box->isModified()) && m_box->text() != text) {
        m_box->setText(text);
        m_box->setModified(false);
    }
    // An invalid entry stays explained until this parameter's value changes or the box is edited again.
    if (changed)
        showError({});
}

void ParameterControl::setSnapToPowersOfTwo(bool snap)
{
    m_snap = snap;
    {
        const QSignalBlocker block(m_slider);
        rebuildSteps();
        m_slider->setValue(positionFor(m_value.value_or(1)));
    }
    if (snap) {
        const double snapped = m_steps[static_cast<std::size_t>(positionFor(m_value.value_or(1)))];
        if (snapped != m_value) {
            m_value = snapped;
            Q_EMIT valueEdited(m_param, snapped, false);
        }
    }
}

QString ParameterControl::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void ParameterControl::onSliderMoved(int position)
{
    const double v = valueAt(position);
    if (v == m_value)
        return;
    m_value = v;
    m_box->setText(paramText(m_param, v));
    m_box->setModified(false);
    showError({});
    Q_EMIT valueEdited(m_param, v, m_slider->isSliderDown() || m_wheeling);
}

void ParameterControl::onBoxEdited()
{
    if (!m_box->isModified())
        return;
    m_box->setModified(false);
    const Result<std::optional<double>> parsed = parseParamText(m_param, m_box->text());
    if (!parsed.ok()) {
        // The last valid value stays in force; the box keeps the text so it can be corrected.
        m_errorSource = std::make_pair(parsed.explanation(), m_value);
        showRejectedEntry();
        return;
    }
    m_value = parsed.value();
    showError({});
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(positionFor(m_value.value_or(std::nan(""))));
    }
    // The edit is done: give the focus back to the slider, so Ctrl+Z undoes the parameter, not the box's text.
    m_slider->setFocus(Qt::OtherFocusReason);
    Q_EMIT valueEdited(m_param, m_value, false);
}

void ParameterControl::showRejectedEntry()
{
    showError(coreText(m_errorSource->first) + tr(" — still using %1").arg(paramText(m_param, m_errorSource->second)));
}

void ParameterControl::showError(const QString &message)
{
    if (message.isEmpty())
        m_errorSource.reset();
    if (message == m_error->text() && m_error->isVisible() == !message.isEmpty())
        return;
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    m_box->setStyleSheet(message.isEmpty() ? QString() : QString("border: 2px solid #b00020;"));
}

} // namespace commviz::ui
