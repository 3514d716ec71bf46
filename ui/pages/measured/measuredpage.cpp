// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/measured/measuredpage.h"

#include "chartpanel.h"
#include "coretext.h"
#include "measurements.h"
#include "pages/measured/measuredchart.h"
#include "pages/measured/measuredtext.h"
#include "pages/measured/measuredwidgets.h"

#include "commviz/formulas.h"
#include "commviz/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace commviz::ui {
namespace {

MeasuredQuantity quantityOf(MeasuredPage::View v)
{
    return v == MeasuredPage::View::Time    ? MeasuredQuantity::Time
           : v == MeasuredPage::View::AlgBw ? MeasuredQuantity::AlgBw
                                            : MeasuredQuantity::BusBw;
}

bool hasBusBw(const MeasuredTable &t)
{
    return busBandwidthFactor(t.collective, t.ranks.value_or(0)).has_value();
}

} // namespace

MeasuredPage::MeasuredPage(Measurements *measurements, QWidget *parent)
    : ChartPage(PageId::Measured, QT_TR_NOOP("Measured"), QT_TR_NOOP("Does our cluster behave as the model says?"),
                parent),
      m_store(measurements)
{
    m_controls = new MeasuredControls(this);
    addWidget(m_controls, 0, 0);
    m_status = wrappingLabel("measuredStatus", this);
    addWidget(m_status, 1, 0);
    m_health = wrappingLabel("measuredHealth", this);
    addWidget(m_health, 2, 0);

    const AxisSpec size{QT_TR_NOOP("size (as the benchmark prints it)"), Quantity::Size, true};
    m_timeChart =
        new MeasuredChart(addChart(new ChartPanel("measured_time", QT_TR_NOOP("Measured time against size"), size,
                                                  {QT_TR_NOOP("time per operation"), Quantity::Time, true}),
                                   3, 0));
    m_bandwidthChart =
        new MeasuredChart(addChart(new ChartPanel("measured_bandwidth", QT_TR_NOOP("Measured bandwidth against size"),
                                                  size, {QT_TR_NOOP("bandwidth"), Quantity::Bandwidth, true}),
                                   3, 0));
    m_empty = new MeasuredEmptyState(this);
    addWidget(m_empty, 3, 0);
    m_regimes = new MeasuredRegimesPanel(this);
    addWidget(m_regimes, 4, 0);
    grid()->setRowStretch(3, 1);

    connect(m_store, &Measurements::imported, this, &MeasuredPage::onImported);
    connect(m_empty->importButton, &QPushButton::clicked, this, [this] { m_store->importInteractively(this); });
    connect(m_controls->table, &QComboBox::currentIndexChanged, this, &MeasuredPage::selectTable);
    connect(m_controls->view, &QComboBox::currentIndexChanged, this, [this](int i) { setView(static_cast<View>(i)); });
    connect(m_controls->link, &QComboBox::currentIndexChanged, this,
            [this](int i) { setLink(i == 1 ? LinkKind::Intra : LinkKind::Inter); });
    connect(m_controls->production, &QCheckBox::clicked, this, [this](bool on) {
        Scenario s = m_scenario;
        s.production_view = on;
        Q_EMIT scenarioProposed(s, on ? tr("Production view") : tr("Textbook view"));
    });
    connect(m_controls->useFitted, &QPushButton::clicked, this, &MeasuredPage::useFitted);
    m_current = m_store->firstFitted();
    rebuildCombo();
    updateControls();
}

int MeasuredPage::tableCount() const
{
    return m_store->count();
}

void MeasuredPage::onImported(int first)
{
    m_current = first < tableCount() ? first : m_store->firstFitted();
    m_linkChoice.reset();
    m_lastUse.clear();
    rebuildCombo();
    updateControls();
    redraw();
}

void MeasuredPage::selectTable(int index)
{
    if (index < 0 || index >= tableCount() || index == m_current)
        return;
    m_current = index;
    m_linkChoice.reset();
    m_lastUse.clear();
    {
        const QSignalBlocker block(m_controls->table);
        m_controls->table->setCurrentIndex(index);
    }
    updateControls();
    redraw();
}

const MeasurementEntry *MeasuredPage::currentEntry() const
{
    return m_current < 0 || m_current >= tableCount() ? nullptr : &m_store->entry(m_current);
}

const MeasuredTable *MeasuredPage::currentTable() const
{
    const MeasurementEntry *e = currentEntry();
    return e ? &e->table : nullptr;
}

const Result<MeasuredFit> *MeasuredPage::currentFit() const
{
    const MeasurementEntry *e = currentEntry();
    return e ? &e->fit : nullptr;
}

MeasuredPage::View MeasuredPage::view() const
{
    const MeasuredTable *t = currentTable();
    if (!t)
        return m_view;
    if (m_view == View::Time && t->metric == MeasureMetric::Bandwidth)
        return View::AlgBw;
    if (m_view == View::BusBw && !hasBusBw(*t))
        return View::AlgBw;
    return m_view;
}

void MeasuredPage::setView(View v)
{
    if (v == m_view)
        return;
    m_view = v;
    if (v != View::Time)
        m_bandwidthView = v;
    updateControls();
    redraw();
}

LinkKind MeasuredPage::link() const
{
    if (m_linkChoice)
        return *m_linkChoice;
    const MeasuredTable *t = currentTable();
    return t ? defaultLink(*t, m_scenario) : LinkKind::Inter;
}

void MeasuredPage::setLink(LinkKind link)
{
    if (m_linkChoice == link)
        return;
    m_linkChoice = link;
    updateControls();
    redraw();
}

bool MeasuredPage::canUseFitted() const
{
    const Result<MeasuredFit> *fit = currentFit();
    return fit && fit->ok() && fit->value().alpha_fitted;
}

void MeasuredPage::useFitted()
{
    if (!canUseFitted())
        return;
    const UseFittedOffer offer = useFittedOffer(*currentEntry(), link());
    const std::optional<UseFittedChoice> choice =
        m_useFittedPrompt ? m_useFittedPrompt(offer) : askUseFitted(this, offer);
    if (!choice)
        return;
    m_linkChoice = choice->link; // the dashed curve follows the sliders that move
    const Scenario proposed = applyUseFitted(m_scenario, offer, *choice);
    const Link &l = choice->link == LinkKind::Intra ? proposed.intra : proposed.inter;
    const bool intra = choice->link == LinkKind::Intra;
    m_lastUse = (choice->alpha ? tr("Put %1 = %2 and %3 = %4 on the sliders (Ctrl+Z undoes it).")
                                     .arg(intra ? "α_intra" : "α", napkin::q(formatTime(l.alpha_s)),
                                          intra ? "β_intra" : "β", napkin::q(formatBandwidth(l.beta_Bps)))
                               : tr("Put %1 = %2 on the slider; α left as it was (Ctrl+Z undoes it).")
                                     .arg(intra ? "β_intra" : "β", napkin::q(formatBandwidth(l.beta_Bps))));
    updateControls();
    Q_EMIT scenarioProposed(proposed, useFittedDescription(offer, *choice));
}

std::vector<ChartPanel *> MeasuredPage::contentCharts() const
{
    std::vector<ChartPanel *> out;
    if (!currentEntry())
        return out;
    for (const MeasuredChart *c : {m_timeChart, m_bandwidthChart}) {
        if (c->hasData())
            out.push_back(c->panel());
    }
    return out;
}

QString MeasuredPage::noContentText() const
{
    return tr("No measurements were given. Import a benchmark log with File → Import measurements in the "
              "window, or give one to commviz export and commviz report with --measurements FILE.");
}

void MeasuredPage::rebuildCombo()
{
    const QSignalBlocker block(m_controls->table);
    m_controls->table->clear();
    // Short enough for the box beside "Use fitted α, β" at 1280 px in projector mode: the file's name only when
    // tables of several files are loaded, a refusal's reason in the tooltip (and the napkin).
    QSet<QString> files;
    for (const MeasurementEntry &e : m_store->entries())
        files.insert(e.fileName);
    for (const MeasurementEntry &e : m_store->entries()) {
        const MeasuredTable &t = e.table;
        const QString full = collectiveText(t) + " · " + ranksText(t) + " · " +
                             tr("%1 rows").arg(t.out_of_place.size()) + " · " + e.fileName;
        QString label = collectiveText(t) + " · " + ranksText(t) + " · " + tr("%1 rows").arg(t.out_of_place.size());
        if (files.size() > 1)
            label += " · " + e.fileName;
        if (!e.fit.ok())
            label += tr(" — not fitted");
        m_controls->table->addItem(label);
        const int row = m_controls->table->count() - 1;
        m_controls->table->setItemData(
            row, e.fit.ok() ? full : full + "\n" + tr("Not fitted: %1").arg(coreText(e.fit.explanation())),
            Qt::ToolTipRole);
        // Refused tables stay selectable, so their points and the reason can be looked at, but read as
        // set apart.
        if (!e.fit.ok())
            m_controls->table->setItemData(row, QColor(128, 128, 128), Qt::ForegroundRole);
    }
    m_controls->table->setCurrentIndex(m_current);
}

void MeasuredPage::retranslate()
{
    rebuildCombo();
    updateControls();
}

void MeasuredPage::updateControls()
{
    showEmptyState(tableCount() == 0);
    const MeasuredTable *t = currentTable();
    const Result<MeasuredFit> *fit = currentFit();

    // The y quantities this table has: osu_bw has no time, busbw needs a known collective and N.
    if (auto *items = qobject_cast<QStandardItemModel *>(m_controls->view->model())) {
        items->item(0)->setEnabled(!t || t->metric == MeasureMetric::Time);
        items->item(2)->setEnabled(!t || hasBusBw(*t));
    }
    {
        const QSignalBlocker block(m_controls->view);
        m_controls->view->setCurrentIndex(static_cast<int>(view()));
    }
    {
        const QSignalBlocker block(m_controls->link);
        m_controls->link->setCurrentIndex(link() == LinkKind::Intra ? 1 : 0);
    }
    {
        const QSignalBlocker block(m_controls->production);
        m_controls->production->setChecked(m_scenario.production_view);
    }

    m_controls->useFitted->setEnabled(canUseFitted());
    if (!fit)
        m_controls->useFitted->setToolTip({});
    else if (!fit->ok())
        m_controls->useFitted->setToolTip(tr("This table is not fitted: %1").arg(coreText(fit->explanation())));
    else if (!fit->value().alpha_fitted)
        m_controls->useFitted->setToolTip(tr("osu_bw does not measure α; import osu_latency for it"));
    else
        m_controls->useFitted->setToolTip(
            tr("Asks which link the fit describes, then puts α (smallest sizes) and β (largest "
               "sizes) on its sliders (undoable)"));

    const MeasurementEntry *e = currentEntry();
    if (!e) {
        m_status->clear();
        m_health->clear();
        return;
    }
    setStyleSheetIfChanged(m_status, e->fit.ok() ? QString() : QStringLiteral("color: #a01010"));
    m_status->setText(fitSummary(*e) + (m_lastUse.isEmpty() ? QString() : "<br><b>" + m_lastUse + "</b>"));
    m_health->setText(healthText(e->table, m_scenario));
}

void MeasuredPage::showEmptyState(bool empty)
{
    m_empty->setVisible(empty);
    m_controls->setVisible(!empty);
    m_status->setVisible(!empty);
    m_health->setVisible(!empty);
    if (empty) {
        m_timeChart->panel()->setVisible(false);
        m_bandwidthChart->panel()->setVisible(false);
        m_regimes->setVisible(false);
    }
}

void MeasuredPage::redraw()
{
    refresh(m_scenario, true);
}

void MeasuredPage::draw(const Scenario &s)
{
    m_scenario = s;
    const MeasurementEntry *e = currentEntry();
    if (!e) {
        m_timeChart->clear();
        m_bandwidthChart->clear();
        setNapkin(napkin::block(tr("Measured against modelled"), {napkin::q(formula::kMeasuredTime)},
                                tr("α_fit, β_fit from your data"),
                                tr("Import a benchmark log (File → Import measurements, Ctrl+I): each table is "
                                   "fitted with its collective's model by least squares on relative error, and "
                                   "drawn against the same model at the sliders' α and β.")));
        return;
    }
    const View v = view();
    const bool timeView = v == View::Time;
    const LinkKind l = link();
    if (e->table.metric == MeasureMetric::Time)
        m_timeChart->draw({e, MeasuredQuantity::Time, l, s.production_view}, s);
    else
        m_timeChart->clear();
    const View bandwidth = timeView ? m_bandwidthView : v;
    m_bandwidthChart->draw({e, quantityOf(bandwidth == View::BusBw && !hasBusBw(e->table) ? View::AlgBw : bandwidth), l,
                            s.production_view},
                           s);
    m_timeChart->panel()->setVisible(timeView);
    m_bandwidthChart->panel()->setVisible(!timeView);
    m_regimes->show(*e, s, l);
    updateControls();
    setNapkin(measuredNapkin(*e, s, l, s.production_view));
}

} // namespace commviz::ui
