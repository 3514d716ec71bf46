// ChartPage: the base of every page — its question as a heading, a grid of ChartPanels (and tables), and
// the napkin-math panel with the page's formulas and the current numbers substituted.
//
// The window calls refresh(scenario) on the visible page; a page redraws only when the scenario differs
// from the one it last drew. Subclasses implement draw() by asking core for sweeps and handing them to
// their charts: no page computes a model.
#pragma once

#include "commviz/scenario.h"

#include <QWidget>

#include <optional>
#include <vector>

class QGridLayout;
class QLabel;

namespace commviz::ui {

class ChartPanel;
class NapkinView;

class ChartPage : public QWidget {
    Q_OBJECT
public:
    ChartPage(const QString &id, const QString &tabTitle, const QString &question, QWidget *parent = nullptr);

    [[nodiscard]] QString id() const { return m_id; }
    [[nodiscard]] QString tabTitle() const { return m_tabTitle; }
    [[nodiscard]] QString question() const { return m_question; }
    [[nodiscard]] const std::vector<ChartPanel *> &charts() const { return m_charts; }
    [[nodiscard]] QString napkinHtml() const { return m_napkinHtml; }
    [[nodiscard]] QString napkinText() const;

    // Redraws when `s` differs from what is drawn (or when forced).
    void refresh(const Scenario &s, bool force = false);

protected:
    virtual void draw(const Scenario &s) = 0;

    ChartPanel *addChart(ChartPanel *chart, int row, int column, int rowSpan = 1, int columnSpan = 1);
    void addWidget(QWidget *widget, int row, int column, int rowSpan = 1, int columnSpan = 1);
    void setNapkin(const QString &html);
    [[nodiscard]] QGridLayout *grid() const { return m_grid; }

private:
    QString m_id;
    QString m_tabTitle;
    QString m_question;
    QGridLayout *m_grid = nullptr;
    NapkinView *m_napkin = nullptr;
    QString m_napkinHtml;
    std::vector<ChartPanel *> m_charts;
    std::optional<Scenario> m_drawn;
};

// Napkin-math blocks, as the source's worked examples read: a heading, the formula, the numbers
// substituted, and the result in bold.
namespace napkin {
QString block(const QString &heading, const QStringList &steps, const QString &result, const QString &note = {});
QString q(const std::string &s); // core's formatted text as a QString
} // namespace napkin

} // namespace commviz::ui
