// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPage: the base of every page — its question as a heading, a grid of ChartPanels (and tables), and
// the napkin-math panel with the page's formulas and the current numbers substituted.
//
// The window calls refresh(scenario) on the visible page; a page redraws only when the scenario differs
// from the one it last drew. Subclasses implement draw() by asking core for sweeps and handing them to
// their charts: no page computes a model.
#pragma once

#include "pages/common/napkintext.h"

#include "pageid.h"
#include "pages/common/chartgrid.h"

#include "commviz/scenario.h"

#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QScrollArea;

namespace commviz::ui {

class ChartPanel;
class NapkinView;
class ViewSwitch;

class ChartPage : public QWidget {
    Q_OBJECT
public:
    // `tabTitle` and `question`: English source texts marked with QT_TR_NOOP in the subclass, translated in
    // its context (they are shown in the current language and re-translated on a language change).
    ChartPage(PageId id, const char *tabTitle, const char *question, QWidget *parent = nullptr);

    [[nodiscard]] PageId id() const { return m_id; }
    [[nodiscard]] QString tabTitle() const;
    [[nodiscard]] QString question() const;
    [[nodiscard]] const std::vector<ChartPanel *> &charts() const { return m_charts; }
    [[nodiscard]] QString napkinHtml() const { return m_napkinHtml; }
    [[nodiscard]] QString napkinText() const;
    // View ▸ Napkin math: the napkin panel beside the charts, or the charts alone.
    void setNapkinShown(bool shown);
    [[nodiscard]] bool isNapkinShown() const;
    [[nodiscard]] NapkinView *napkinView() const;

    // Redraws when `s` differs from what is drawn (or when forced).
    void refresh(const Scenario &s, bool force = false);
    // Draws what the page left for later, the charts it keeps hidden and what it computes in the background (the
    // Pipeline page's largest schedules): exports, the report and tests call it after refresh() so that what
    // they take is the scenario's picture.
    void settle();

    // While a person drags a slider the charts draw drafts (ChartPanel::setDraft) and the napkin panel
    // follows at most every kDraftNapkinMs: laying its text out is a third of a frame, and numbers that
    // change sixty times a second cannot be read anyway. The release shows everything exact.
    void setDraft(bool draft);
    static constexpr int kDraftNapkinMs = 100;

    // Predict, then reveal (a lecture question): while the answer is hidden the napkin panel's numbers, every
    // chart's current-point markers and the widgets marked with kAnswerProperty (the Collectives summary table) are
    // not shown, and the charts named in `veil` are covered; hidden = false shows them again, the veils fading out.
    void setAnswerHidden(bool hidden, const QStringList &veil = {});
    [[nodiscard]] bool answerHidden() const { return m_answerHidden; }
    static constexpr char kAnswerProperty[] = "commvizLectureAnswer";

    // A chart of this page by name (ChartPanel::name()); nullptr when there is none.
    [[nodiscard]] ChartPanel *chart(const QString &name) const;
    // A lecture step's chart (by name): scrolled wholly into view (as far as it fits), now and whenever the page
    // lays itself out again, and with `alone` shown by itself at the page's full width, until focusChart({}).
    // An unknown name changes nothing.
    void focusChart(const QString &name, bool alone);
    [[nodiscard]] QString focusedChart() const { return m_focus; }

    // The page's Textbook / Production switch; nullptr on pages without one.
    [[nodiscard]] ViewSwitch *viewSwitch() const { return m_viewSwitch; }

    // The charts with something to show, which `export --chart all` writes and the report draws: all of them,
    // unless the page says otherwise (the Measured page before any import). When there are none, the report
    // prints noContentText() in their place.
    [[nodiscard]] virtual std::vector<ChartPanel *> contentCharts() const { return m_charts; }
    [[nodiscard]] virtual QString noContentText() const { return {}; }
    // What the report prints for this page beside its charts: the napkin math (the page's own unless the
    // report draws a chart in another state than the screen, as the Algorithms page's diagram at step 0), and
    // a table the page shows besides its charts (the Collectives summary), as HTML; empty when none.
    [[nodiscard]] virtual QString reportNapkinHtml() const { return napkinHtml(); }
    [[nodiscard]] virtual QString reportTableHtml() const { return {}; }

Q_SIGNALS:
    // The page's switch asks for the textbook (false) or the production view (true). The page changes nothing
    // itself: the window sets Scenario::production_view as one undo step, and the redraw shows it.
    void productionViewRequested(bool production);
    // The page proposes a change of the scenario ("Use fitted α, β"): pages never edit the model, the window
    // makes this one undo step named `description`.
    void scenarioProposed(const commviz::Scenario &s, const QString &description);

protected:
    virtual void draw(const Scenario &s) = 0;
    // Re-sets the fixed texts a subclass made in its constructor beyond its charts' titles, axes and series
    // (table headers, buttons, composite series names). Called on a language change, before the redraw.
    virtual void retranslate() {}
    // The heading of the napkin section about `chart` (a lecture step's chart, focusChart): the napkin panel opens
    // there. Empty: the napkin as it is.
    [[nodiscard]] virtual QString napkinHeading(const QString &chart) const
    {
        Q_UNUSED(chart)
        return {};
    }
    void changeEvent(QEvent *event) override;

    ChartPanel *addChart(ChartPanel *chart, int row, int column, int rowSpan = 1, int columnSpan = 1);
    void addWidget(QWidget *widget, int row, int column, int rowSpan = 1, int columnSpan = 1);
    // A chart that exports and the report draw but the page does not show, because a widget of the page shows
    // the same interactively (the Algorithms page's diagram): one of charts(), kept hidden.
    ChartPanel *addOffscreenChart(ChartPanel *chart);
    // A Textbook / Production switch beside the question; refresh() keeps it showing the scenario's view.
    void addViewSwitch();
    void setNapkin(const QString &html);
    // True unless settle() is drawing: the charts a page keeps hidden (the production view's, in the textbook
    // view) are drawn only when they are shown or taken (exported, reported), not on every frame of a drag or
    // at its release.
    [[nodiscard]] bool hiddenWaitForSettle();
    // What settle() finishes of the page's own: the Pipeline page's simulation.
    virtual void settleBackground() {}
    // A slider is held (setDraft): a page may keep its layout until the release, which calls draftEnded() before the
    // release's refresh (the Training step page shows or hides its parts then).
    [[nodiscard]] bool isDraft() const { return m_draft; }
    virtual void draftEnded() {}
    [[nodiscard]] ChartGrid *grid() const { return m_grid; }

private:
    void showNapkin();
    void fitHeadingToFont();
    void revealFocus();
    void revealNapkinSection();
    bool eventFilter(QObject *watched, QEvent *event) override;

    PageId m_id;
    const char *m_tabTitle;
    const char *m_question;
    QLabel *m_heading = nullptr;
    ViewSwitch *m_viewSwitch = nullptr;
    ChartGrid *m_grid = nullptr;
    QScrollArea *m_chartScroll = nullptr;
    QString m_focus; // focusChart's
    NapkinView *m_napkin = nullptr;
    QScrollArea *m_napkinScroll = nullptr;
    QString m_napkinHtml;
    bool m_draft = false;
    bool m_skippedHidden = false; // hidden charts were left for settle()
    bool m_settling = false;      // settle() is drawing them
    QTimer m_napkinTimer;         // a draft's pending napkin update
    std::vector<ChartPanel *> m_charts;
    std::optional<Scenario> m_drawn;
    bool m_answerHidden = false;
};

// The spans the pages sweep, the same on every page so that charts of M and of N line up across pages.
namespace span {
inline constexpr double kMinSize = 1;     // bytes
inline constexpr double kMaxSize = 100e9; // bytes
inline constexpr int kMaxGpus = 16384;
} // namespace span

// Re-setting a style sheet re-polishes a widget and lays its page out again, even when the sheet is the
// same: pages that colour a status line on every frame set it through this.
void setStyleSheetIfChanged(QWidget *widget, const QString &style);

// A chart's title at `gpus`: at N = 1 every collective costs 0, which a log axis cannot show, so a chart of
// costs stays empty and its title says why ("…: nothing to communicate").
QString titleAtGpus(const QString &title, int gpus);

} // namespace commviz::ui
