// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "chartpanel.h"
#include "exporter.h"
#include "fontscale.h"
#include "pages/common/chartpage.h"
#include "report.h"

#include <QApplication>
#include <QComboBox>
#include <QCursor>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>

namespace commviz::ui {
namespace {

// The folder of the last export in this session, so a series of exports lands together; empty until then.
QString &lastFolder()
{
    static QString folder;
    return folder;
}

QString exportFolder()
{
    return lastFolder().isEmpty() ? defaultExportFolder() : lastFolder();
}

QString filterFor(ExportFormat f)
{
    switch (f) {
    case ExportFormat::Png:
        return ExportDialog::tr("PNG image (*.png)");
    case ExportFormat::Svg:
        return ExportDialog::tr("SVG drawing (*.svg)");
    case ExportFormat::Pdf:
        return ExportDialog::tr("PDF document (*.pdf)");
    case ExportFormat::Csv:
        return ExportDialog::tr("CSV data (*.csv)");
    }
    return {};
}

} // namespace

QString defaultExportFolder()
{
    // A fresh profile has no ~/Documents: suggesting it ends in "No such file or directory".
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

ExportDialog::ExportDialog(std::vector<ChartPanel *> charts, ChartPanel *preselect, QWidget *parent)
    : QDialog(parent), m_charts(std::move(charts))
{
    setWindowTitle(tr("Export chart"));

    m_chart = new QComboBox(this);
    m_chart->setObjectName("exportChart");
    for (ChartPanel *c : m_charts)
        m_chart->addItem(c->chartTitle());
    const auto found = std::find(m_charts.begin(), m_charts.end(), preselect);
    m_chart->setCurrentIndex(found == m_charts.end() ? 0 : static_cast<int>(found - m_charts.begin()));

    m_format = new QComboBox(this);
    m_format->setObjectName("exportFormat");
    m_format->addItem(tr("PNG image"), static_cast<int>(ExportFormat::Png));
    m_format->addItem(tr("SVG drawing (vectors, text as text)"), static_cast<int>(ExportFormat::Svg));
    m_format->addItem(tr("PDF document"), static_cast<int>(ExportFormat::Pdf));
    m_format->addItem(tr("CSV data"), static_cast<int>(ExportFormat::Csv));

    m_scale = new QComboBox(this);
    m_scale->setObjectName("exportScale");
    for (int s = 1; s <= kMaxExportScale; ++s)
        m_scale->addItem(QStringLiteral("%1×").arg(s), s);
    m_scale->setCurrentIndex(1); // 2×: sharp on a high-density screen and in slides
    m_scale->setToolTip(tr("Pixels per logical pixel: 2× suits slides and high-density screens"));

    m_fontScale = new QDoubleSpinBox(this);
    m_fontScale->setObjectName("exportFontScale");
    m_fontScale->setRange(kMinFontScale, kMaxFontScale);
    m_fontScale->setSingleStep(0.25);
    m_fontScale->setDecimals(2);
    m_fontScale->setSuffix(QStringLiteral("×"));
    m_fontScale->setValue(1);
    m_fontScale->setToolTip(tr("The chart's texts at this factor of their size in the window (commviz export "
                               "--font-scale): larger for a figure printed small in a document"));

    // The chart's size in the window, so the export is laid out as it is seen.
    ChartPanel *current = chart();
    const QSize seen = current && current->isVisible() ? current->size() : kDefaultExportSize;
    const auto side = [this](int value) {
        auto *box = new QSpinBox(this);
        box->setRange(kMinExportSide, kMaxExportSide);
        box->setSuffix(QStringLiteral(" px"));
        box->setValue(value);
        return box;
    };
    m_width = side(seen.width());
    m_height = side(seen.height());
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch(1);

    m_path = new QLineEdit(this);
    m_path->setObjectName("exportPath");
    m_path->setMinimumWidth(360);
    auto *browseButton = new QPushButton(tr("Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);

    m_error = new QLabel(this);
    m_error->setObjectName("exportError");
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);
    m_error->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *exportButton = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    exportButton->setDefault(true);

    // A row whose field is a layout gets no buddy from QFormLayout, and a label without one shows its '&'.
    const auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    auto *form = new QFormLayout;
    form->addRow(tr("&Chart:"), m_chart);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Density:"), m_scale);
    form->addRow(tr("&Text size:"), m_fontScale);
    form->addRow(label(tr("&Size:"), m_width), sizeRow);
    form->addRow(label(tr("F&ile:"), m_path), pathRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_chart, &QComboBox::currentIndexChanged, this, &ExportDialog::suggestPath);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updateControls);
    connect(m_path, &QLineEdit::textEdited, this, [this] { m_pathEdited = true; });
    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::exportNow);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateControls();
}

ChartPanel *ExportDialog::chart() const
{
    const int i = m_chart->currentIndex();
    return i >= 0 && i < static_cast<int>(m_charts.size()) ? m_charts[static_cast<std::size_t>(i)] : nullptr;
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
    m_pathEdited = true;
}

QString ExportDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ExportDialog::updateControls()
{
    const auto format = static_cast<ExportFormat>(m_format->currentData().toInt());
    m_scale->setEnabled(format == ExportFormat::Png);
    m_width->setEnabled(format != ExportFormat::Csv);
    m_height->setEnabled(format != ExportFormat::Csv);
    m_fontScale->setEnabled(format != ExportFormat::Csv);
    // Keep the typed name, with the new format's extension.
    if (m_pathEdited && !path().isEmpty()) {
        const QFileInfo info(path());
        m_path->setText(QDir(info.path()).filePath(info.completeBaseName() + "." + formatName(format)));
        return;
    }
    suggestPath();
}

void ExportDialog::suggestPath()
{
    if (m_pathEdited || !chart())
        return;
    const auto format = static_cast<ExportFormat>(m_format->currentData().toInt());
    m_path->setText(QDir(exportFolder()).filePath(chart()->name() + "." + formatName(format)));
}

void ExportDialog::browse()
{
    const auto format = static_cast<ExportFormat>(m_format->currentData().toInt());
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export chart"), path(), filterFor(format));
    if (chosen.isEmpty())
        return;
    setPath(QFileInfo(chosen).suffix().isEmpty() ? chosen + "." + formatName(format) : chosen);
}

namespace {

// A saved file says so in the window's status bar, with where it went (the dialog has closed by then).
void announceSaved(QWidget *parent, const QString &path)
{
    if (auto *window = qobject_cast<QMainWindow *>(parent ? parent->window() : nullptr))
        window->statusBar()->showMessage(ExportDialog::tr("Saved %1").arg(QDir::toNativeSeparators(path)), 10000);
}

} // namespace

bool ExportDialog::exportNow()
{
    ChartPanel *c = chart();
    if (!c || path().isEmpty()) {
        m_error->setText(tr("Choose a file to export to."));
        m_error->show();
        return false;
    }
    ChartExportOptions options;
    options.format = static_cast<ExportFormat>(m_format->currentData().toInt());
    options.scale = options.format == ExportFormat::Png ? m_scale->currentData().toInt() : 1;
    options.size = QSize(m_width->value(), m_height->value());
    options.fontScale = m_fontScale->value();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const std::optional<QString> problem = exportChart(c, options, path());
    QApplication::restoreOverrideCursor();
    if (problem) {
        m_error->setText(*problem);
        m_error->show();
        return false;
    }
    lastFolder() = QFileInfo(path()).absolutePath();
    m_error->hide();
    accept();
    announceSaved(parentWidget(), path());
    return true;
}

ChartPanel *activeChart(const ChartPage *page)
{
    const std::vector<ChartPanel *> charts = page ? page->contentCharts() : std::vector<ChartPanel *>{};
    if (charts.empty())
        return nullptr;
    for (ChartPanel *c : charts) {
        if (c->hasFocus())
            return c;
    }
    for (ChartPanel *c : charts) {
        if (c->isVisible() && c->rect().contains(c->mapFromGlobal(QCursor::pos())))
            return c;
    }
    for (ChartPanel *c : charts) {
        if (c->isVisible())
            return c;
    }
    return charts.front();
}

void showExportChartDialog(ChartPage *page, QWidget *parent)
{
    if (!page)
        return;
    page->settle(); // the picture of the scenario, not one the page is still simulating
    // Only charts with content; a page without any (the Measured page before an import) says why.
    const std::vector<ChartPanel *> charts = page->contentCharts();
    if (charts.empty()) {
        if (!page->noContentText().isEmpty())
            QMessageBox::information(parent, ExportDialog::tr("Export chart"), page->noContentText());
        return;
    }
    ExportDialog dialog(charts, activeChart(page), parent);
    dialog.exec();
}

void showExportReportDialog(const std::vector<ChartPage *> &pages, const Scenario &scenario, QWidget *parent)
{
    const QString suggested = QDir(exportFolder()).filePath(QStringLiteral("commviz-report.pdf"));
    QString path = QFileDialog::getSaveFileName(parent, QObject::tr("Export report"), suggested,
                                                ExportDialog::tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const std::optional<QString> problem = exportReport(pages, scenario, path);
    QApplication::restoreOverrideCursor();
    if (problem) {
        QMessageBox::warning(parent, QObject::tr("Export report"), *problem);
        return;
    }
    lastFolder() = QFileInfo(path).absolutePath();
    announceSaved(parent, path);
}

} // namespace commviz::ui
