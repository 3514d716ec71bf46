// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Measured page's widgets beside its charts, so the page keeps only its logic: the controls (which table,
// which y quantity, which link's sliders the model uses, the production view, "Use fitted α, β"), the empty
// state before any import, and the per-range table with the boundaries under the charts. Their texts are in
// MeasuredPage's translation context.
#pragma once

#include "measurements.h"

#include "commviz/scenario.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace commviz::ui {

// A word-wrapping, selectable rich-text label named `name`.
QLabel *wrappingLabel(const char *name, QWidget *parent);

// Two rows: which table (its label carries the file name and can be long), then how to show it.
class MeasuredControls : public QWidget {
    Q_OBJECT
public:
    explicit MeasuredControls(QWidget *parent);

    QComboBox *table = nullptr;      // "tableCombo"
    QComboBox *view = nullptr;       // "viewCombo": time, algbw, busbw
    QComboBox *link = nullptr;       // "linkCombo": inter-node, intra-node
    QCheckBox *production = nullptr; // "productionView"
    QPushButton *useFitted = nullptr;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_tableLabel = nullptr;
    QLabel *m_showLabel = nullptr;
    QLabel *m_linkLabel = nullptr;
};

// Before any import the page says what to do instead of showing empty axes.
class MeasuredEmptyState : public QWidget {
    Q_OBJECT
public:
    explicit MeasuredEmptyState(QWidget *parent);
    QPushButton *importButton = nullptr; // "emptyStateImport"

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text = nullptr; // "emptyStateText"
};

// The regimes of the selected table: one row per range (from, to, points, α, β, worst residual), each column
// as wide as its widest cell, as tall as its rows; under it the measured boundaries and, in the production
// view, the production model's protocol switch sizes.
class MeasuredRegimesPanel : public QWidget {
    Q_OBJECT
public:
    explicit MeasuredRegimesPanel(QWidget *parent);
    // Hidden for a table that is not fitted.
    void show(const MeasurementEntry &e, const Scenario &s, LinkKind link);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fitHeight();

    QTableWidget *m_table = nullptr; // "regimesTable"
    QLabel *m_boundaries = nullptr;  // "measuredBoundaries"
    std::vector<QStringList> m_rows; // what the table shows
};

} // namespace commviz::ui
