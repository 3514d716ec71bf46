// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One parameter's row: a slider (log or whole-number steps), a unit-aware value box and the message that
// explains an invalid entry, for the registry's real and whole-number parameters. It emits what a person
// chose; it never changes the scenario itself.
#pragma once

#include "parameterspec.h"

#include "commviz/text.h"

#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QLabel;
class QLineEdit;
class QSlider;
class QTimer;
class QToolButton;

namespace commviz::ui {

class ParameterControl : public QWidget {
    Q_OBJECT
public:
    explicit ParameterControl(Param param, QWidget *parent = nullptr);

    [[nodiscard]] Param param() const { return m_param; }
    // Shows `value` without emitting; clears a pending error message. Unset: an optional parameter left to
    // the model (the box reads "optimal").
    void setValue(std::optional<double> value);
    // N only: restrict the slider to powers of two.
    void setSnapToPowersOfTwo(bool snap);

    [[nodiscard]] QSlider *slider() const { return m_slider; }
    [[nodiscard]] QLineEdit *valueBox() const { return m_box; }
    [[nodiscard]] QString errorText() const;
    // The play button's look: ▶ to start a sweep, ■ while this parameter is being swept.
    void setPlaying(bool playing);
    [[nodiscard]] QToolButton *playButton() const { return m_play; }

Q_SIGNALS:
    // `dragging` is true while the slider is held, so one drag can be one undo step.
    void valueEdited(commviz::Param param, std::optional<double> value, bool dragging);
    // The play button was clicked: sweep this parameter (or stop sweeping it).
    void playClicked(commviz::Param param);

protected:
    void changeEvent(QEvent *event) override;
    // The wheel: over an unfocused slider or box it scrolls the panel; with focus, one gesture is one undo step.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void fitToFont();
    void onSliderMoved(int position);
    void onBoxEdited();
    void showError(const QString &message);
    void showRejectedEntry(); // m_errorSource, in the current language
    [[nodiscard]] int positionFor(double value) const;
    [[nodiscard]] double valueAt(int position) const;
    void rebuildSteps();
    void forwardWheel(QEvent *event);
    void endWheelGesture();

    Param m_param;
    QSlider *m_slider = nullptr;
    QLineEdit *m_box = nullptr;
    QLabel *m_error = nullptr;
    QToolButton *m_play = nullptr;
    QLabel *m_symbol = nullptr;
    QLabel *m_label = nullptr;
    bool m_playing = false;
    bool m_wheeling = false;      // a wheel gesture on the focused slider: its edits merge into one undo step
    QTimer *m_wheelEnd = nullptr; // notches without phases: the gesture ends after a pause
    std::optional<std::pair<Text, std::optional<double>>> m_errorSource; // core's explanation and the value kept
    std::optional<double> m_value = 0.0;
    bool m_snap = false;
    std::vector<double> m_steps; // whole-number parameters: the values the slider stops at
};

} // namespace commviz::ui
