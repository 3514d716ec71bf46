// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/measured/measuredwidgets.h"

#include "pages/measured/measuredpage.h"
#include "pages/measured/measuredtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace commviz::ui {
namespace {

constexpr int kEmptyWidth = 380; // the empty state's text column: a 1024 px window holds it
constexpr char kFormats[] = QT_TRANSLATE_NOOP(
    "commviz::ui::MeasuredPage",
    "nccl-tests: the text output of all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, "
    "broadcast_perf, reduce_perf or sendrecv_perf, as pasted from the job log (launcher prefixes such as "
    "[1,0]&lt;stdout&gt;: and NCCL INFO lines are fine), or its JSON output (-J)");
constexpr char kOsuFormats[] =
    QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage",
                      "OSU Micro-Benchmarks v5 or v7: osu_latency, osu_bw, osu_allreduce, osu_allgather, osu_alltoall");

} // namespace

QLabel *wrappingLabel(const char *name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

MeasuredControls::MeasuredControls(QWidget *parent) : QWidget(parent)
{
    auto *bar = new QGridLayout(this);
    bar->setContentsMargins(0, 0, 0, 0);
    table = new QComboBox(this);
    table->setObjectName("tableCombo");
    // Labels carry file names and refusal reasons; without this the combo would widen the whole page.
    table->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    table->setMinimumContentsLength(10);
    view = new QComboBox(this);
    view->setObjectName("viewCombo");
    view->addItems({QString(), QString(), QString()});
    link = new QComboBox(this);
    link->setObjectName("linkCombo");
    link->addItems({QString(), QString()});
    production = new QCheckBox(this);
    production->setObjectName("productionView");
    useFitted = new QPushButton(this);
    useFitted->setObjectName("useFitted");
    m_tableLabel = new QLabel(this);
    m_showLabel = new QLabel(this);
    m_linkLabel = new QLabel(this);
    bar->addWidget(m_tableLabel, 0, 0);
    auto *second = new QHBoxLayout;
    second->addWidget(view);
    second->addSpacing(10);
    second->addWidget(m_linkLabel);
    second->addWidget(link);
    second->addStretch(1);
    // The table's box has the first row to itself (a table's name is long; at 1280 px in projector mode it needs
    // the row); the button that takes its fit sits under it, beside the production switch.
    bar->addWidget(table, 0, 1);
    bar->addWidget(m_showLabel, 1, 0);
    bar->addLayout(second, 1, 1);
    auto *third = new QHBoxLayout;
    third->addWidget(production);
    third->addSpacing(10);
    third->addWidget(useFitted);
    third->addStretch(1);
    bar->addLayout(third, 2, 1);
    bar->setColumnStretch(1, 1);
    retranslate();
}

void MeasuredControls::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void MeasuredControls::retranslate()
{
    view->setItemText(0, MeasuredPage::tr("time"));
    view->setItemText(1, MeasuredPage::tr("algbw = size / time"));
    view->setItemText(2, MeasuredPage::tr("busbw = algbw × factor"));
    view->setToolTip(
        MeasuredPage::tr("nccl-tests' columns: algbw = size / time; busbw = algbw × 2(N−1)/N for AllReduce, "
                         "× (N−1)/N for ReduceScatter, AllGather and AllToAll, × 1 for the others"));
    link->setItemText(0, MeasuredPage::tr("inter-node α, β"));
    link->setItemText(1, MeasuredPage::tr("intra-node α_intra, β_intra"));
    link->setToolTip(MeasuredPage::tr("The sliders the model curves are drawn with: a log of N ≤ G ranks is one node"));
    production->setText(MeasuredPage::tr("Production view"));
    production->setToolTip(MeasuredPage::tr("Overlay the production model (pipelined trees, protocols, two-level "
                                            "rings) and the sizes where it switches protocol"));
    useFitted->setText(MeasuredPage::tr("Use fitted α, β"));
    m_tableLabel->setText(MeasuredPage::tr("Table:"));
    m_showLabel->setText(MeasuredPage::tr("Show:"));
    m_linkLabel->setText(MeasuredPage::tr("Model at:"));
}

MeasuredEmptyState::MeasuredEmptyState(QWidget *parent) : QWidget(parent)
{
    setObjectName("emptyState");
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // The text scrolls where the page is shorter than it (projector mode's larger font on a 720-pixel
    // screen) instead of being cut at the bottom.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName("emptyStateScroll");
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    m_text = new QLabel(content);
    m_text->setObjectName("emptyStateText");
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    // A fixed width with the matching height: a word-wrapped label placed with an alignment gets its
    // unwrapped size hint and is cut off at the bottom otherwise.
    m_text->setFixedWidth(kEmptyWidth);
    importButton = new QPushButton(content);
    importButton->setObjectName("emptyStateImport");
    layout->addStretch(1);
    layout->addWidget(m_text, 0, Qt::AlignHCenter);
    layout->addSpacing(8);
    layout->addWidget(importButton, 0, Qt::AlignHCenter);
    layout->addStretch(2);
    scroll->setWidget(content);
    outer->addWidget(scroll);
    retranslate();
}

void MeasuredEmptyState::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // Projector mode: the text at its new size.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        retranslate();
}

void MeasuredEmptyState::retranslate()
{
    importButton->setText(MeasuredPage::tr("Import measurements…"));
    // The body a little larger than the window's font, and with it: a fixed size would not grow in projector mode.
    const QString body = QStringLiteral("font-size: %1pt").arg(QFontInfo(font()).pointSizeF() * 1.2, 0, 'f', 1);
    QString text = MeasuredPage::tr("<h2>No measurements yet</h2>"
                                    "<p style='font-size: 11pt'><b>File → Import measurements…</b> (Ctrl+I) reads a "
                                    "benchmark log, draws its points over the model's curve and fits α and β to "
                                    "them.</p>"
                                    "<p style='font-size: 11pt'>Formats:</p><ul style='font-size: 11pt'>"
                                    "<li>%1.</li><li>%2.</li></ul>"
                                    "<p style='font-size: 11pt'>A log with several tables gives one entry per table. "
                                    "<b>Use fitted α, β</b> then puts the fit on the sliders, so every other page "
                                    "shows your cluster.</p>")
                       .arg(MeasuredPage::tr(kFormats), MeasuredPage::tr(kOsuFormats));
    m_text->setText(text.replace(QStringLiteral("font-size: 11pt"), body));
    m_text->setMinimumHeight(0); // a label's height for a width is never below its minimum: projector mode's would stay
    m_text->setMinimumHeight(m_text->heightForWidth(kEmptyWidth));
}

MeasuredRegimesPanel::MeasuredRegimesPanel(QWidget *parent) : QWidget(parent)
{
    // The table as wide as its columns, the boundaries' sentences beside it: rows of height are what a
    // 720-pixel screen has least of.
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(this);
    m_table->setObjectName("regimesTable");
    m_table->setColumnCount(static_cast<int>(regimeColumns().size()));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setWordWrap(false);
    // Every column as wide as its widest cell (or its title).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_table, 0, Qt::AlignTop);
    connect(m_table->horizontalScrollBar(), &QScrollBar::rangeChanged, this, &MeasuredRegimesPanel::fitHeight);
    m_table->horizontalHeader()->setFont(font());
    m_boundaries = wrappingLabel("measuredBoundaries", this);
    m_boundaries->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_boundaries, 1);
    retranslate();
}

void MeasuredRegimesPanel::changeEvent(QEvent *event)
{
    // Qt 6.4 does not pass a new font on to a table's header (ChartPage re-sets every header, but only after this
    // panel's own FontChange): the columns fit their titles here, so the header takes the font first.
    if (event->type() == QEvent::FontChange) {
        m_table->horizontalHeader()->setFont(font());
        m_table->resizeColumnsToContents();
        m_table->resizeRowsToContents();
        fitHeight();
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MeasuredRegimesPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels(regimeColumns());
    m_table->resizeColumnsToContents();
    fitHeight();
}

void MeasuredRegimesPanel::show(const MeasurementEntry &e, const Scenario &s, LinkKind link)
{
    const bool fitted = e.fit.ok() && e.regimes.ok();
    setVisible(fitted);
    if (!fitted)
        return;
    m_boundaries->setText(boundariesText(e, s, link, s.production_view));
    // The rows change with the table only, not with the sliders: a slider's frame leaves them alone.
    std::vector<QStringList> rows = regimeRows(e.regimes.value());
    if (rows == m_rows && m_table->rowCount() == static_cast<int>(rows.size()))
        return;
    m_rows = std::move(rows);
    m_table->setRowCount(static_cast<int>(m_rows.size()));
    for (int r = 0; r < static_cast<int>(m_rows.size()); ++r) {
        const QStringList &cells = m_rows[static_cast<std::size_t>(r)];
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(c < 2 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    fitHeight();
}

void MeasuredRegimesPanel::fitHeight()
{
    // As wide as its columns: every cell shows whole (about 450 pixels, 700 in projector mode).
    int width = 2 * m_table->frameWidth();
    for (int c = 0; c < m_table->columnCount(); ++c)
        width += m_table->columnWidth(c);
    if (m_table->width() != width || m_table->minimumWidth() != width)
        m_table->setFixedWidth(width);
    // As tall as its rows (no scrolling for at most three of them), and its scroll bar when a narrow window
    // needs one.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r)
        height += m_table->rowHeight(r);
    if (m_table->horizontalScrollBar()->maximum() > 0)
        height += m_table->horizontalScrollBar()->sizeHint().height();
    if (m_table->height() != height || m_table->minimumHeight() != height)
        m_table->setFixedHeight(height);
}

} // namespace commviz::ui
