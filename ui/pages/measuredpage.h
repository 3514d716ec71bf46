// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 6, measured: "does our cluster behave as the model says?" answered from the benchmark output people
// already have (nccl-tests text or -J JSON, OSU Micro-Benchmarks v5/v7).
//
// Data flow: importFile() reads a file, core's parseMeasurements() splits it into tables, and core's
// fitTable() fits each one (or says why it cannot). The page keeps the tables and their fits; a combo box
// picks one, and draw() overlays its measured points (out-of-place and in-place apart) on two curves: the
// fitted model (MeasuredFit::time_s) and the same model at the sliders' α and β (core's collectiveCost or
// p2pTime), so moving a slider moves that curve against the data. The y axis shows time, algbw (size/time)
// or busbw (algbw × nccl-tests' per-collective factor). "Use fitted α, β" hands the fit to the window,
// which puts it on the sliders as one undo step.
#pragma once

#include "chartpage.h"

#include "commviz/measure.h"
#include "commviz/result.h"

#include <QString>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

class QComboBox;
class QLabel;
class QLineSeries;
class QPushButton;
class QScatterSeries;

namespace commviz::ui {

class MeasuredPage : public ChartPage {
    Q_OBJECT
public:
    enum class View { Time, AlgBw, BusBw };

    explicit MeasuredPage(QWidget *parent = nullptr);

    // Reads `path`, keeps every table found (replacing those of an earlier import of the same file) and
    // selects the first new one; returns how many tables were found. Tables whose log does not state the
    // rank count get `ranksOverride`, or else whatever the ranks prompt answers (nothing if cancelled:
    // such tables are listed, refused). An unreadable file or one without a table is an Error and leaves
    // the page as it was.
    Result<int> importFile(const QString &path, std::optional<int> ranksOverride = std::nullopt);
    // Asks for a file (QFileDialog), imports it and reports a failure in a message box: what
    // File → Import measurements and the empty state's button do. True when something was imported.
    bool importInteractively();

    // Asked for the rank count when a file does not say it: gets the file name, returns N or nothing
    // (cancelled). The default asks with QInputDialog::getInt; tests replace it.
    using RanksPrompt = std::function<std::optional<int>(const QString &fileName)>;
    void setRanksPrompt(RanksPrompt prompt) { m_ranksPrompt = std::move(prompt); }

    [[nodiscard]] int tableCount() const { return static_cast<int>(m_tables.size()); }
    [[nodiscard]] int currentIndex() const { return m_current; }
    void selectTable(int index);
    // nullptr before any import.
    [[nodiscard]] const MeasuredTable *currentTable() const;
    // The fit of the selected table, or why it was refused; nullptr before any import.
    [[nodiscard]] const Result<MeasuredFit> *currentFit() const;

    // The view actually drawn: osu_bw tables have no time view, and busbw needs a known collective and N.
    [[nodiscard]] View view() const;
    void setView(View v);
    [[nodiscard]] bool canUseFitted() const;

Q_SIGNALS:
    // "Use fitted α, β": the window puts α and β on the inter-node sliders, one undo step named `description`.
    void useFitted(double alpha_s, double beta_Bps, const QString &description);

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;

private:
    struct Entry {
        MeasuredTable table;
        Result<MeasuredFit> fit = Error{};
        QString path;
        QString fileName;
    };
    // One chart's series: both placements of the measured points, the fitted curve and the model at the
    // sliders, plus a horizontal line for osu_bw's fitted β.
    struct Series {
        QScatterSeries *outOfPlace = nullptr;
        QScatterSeries *inPlace = nullptr;
        QLineSeries *fitted = nullptr;
        QLineSeries *model = nullptr;
        QLineSeries *beta = nullptr;
    };
    Series addSeries(ChartPanel *chart);

    void setStaticTexts();
    [[nodiscard]] QString emptyStateText() const; // what to do before any import, in the current language
    void rebuildCombo();
    void redraw();
    void updateControls();
    void drawEntry(const Entry &e, const Scenario &s);
    void drawNapkin(const Entry &e, const Scenario &s);
    void showEmptyState(bool empty);

    std::vector<Entry> m_tables;
    int m_current = -1;
    View m_view = View::Time;
    RanksPrompt m_ranksPrompt;
    Scenario m_scenario;

    QWidget *m_controls = nullptr;
    QComboBox *m_tableCombo = nullptr;
    QComboBox *m_viewCombo = nullptr;
    QPushButton *m_useFitted = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_empty = nullptr;
    QLabel *m_emptyText = nullptr;
    QLabel *m_tableLabel = nullptr;
    QLabel *m_showLabel = nullptr;
    QPushButton *m_importButton = nullptr;

    ChartPanel *m_time = nullptr;
    Series m_timeSeries;
    ChartPanel *m_bandwidth = nullptr;
    Series m_bandwidthSeries;
};

} // namespace commviz::ui
