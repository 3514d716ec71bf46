// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report.h"

#include "chartpanel.h"
#include "exporter.h"
#include "fontscale.h"
#include "pages/common/chartpage.h"
#include "parameterspec.h"

#include "files.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QBuffer>
#include <QDateTime>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr double kMargin = 36;       // half an inch
constexpr double kChartScale = 0.68; // charts at about two thirds of their window size: the page holds a grid
constexpr double kNapkinWidth = 285;
constexpr double kGap = 12;
constexpr double kTablePt = 7.5;
constexpr double kMinChartWidth = 560; // logical pixels
// No text of the report is printed smaller: charts' fonts are scaled up to it, long text shrinks only to it.
constexpr double kMinTextPt = 7.2;

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

// The report's own texts, in the current language (the pages' questions and napkin math follow it too).
QString reportText(const char *source)
{
    return QCoreApplication::translate("commviz::ui::Report", source);
}

QString reportTitle()
{
    return reportText(QT_TRANSLATE_NOOP("commviz::ui::Report", "commviz report"));
}

// Text laid out for the painter's device (the PDF writer's 96 dpi, not the screen's).
void setUp(QTextDocument &doc, QPainter &painter, const QString &html, double pointSize)
{
    doc.documentLayout()->setPaintDevice(painter.device());
    QFont font = QApplication::font();
    font.setPointSizeF(pointSize);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
}

// The height `html` takes at `width`.
double htmlHeight(QPainter &painter, const QString &html, double width, double pointSize)
{
    QTextDocument doc;
    setUp(doc, painter, html, pointSize);
    doc.setTextWidth(width);
    return doc.size().height();
}

void drawHtml(QPainter &painter, const QString &html, const QRectF &box, double pointSize, bool shrinkToFit)
{
    QTextDocument doc;
    setUp(doc, painter, html, pointSize);
    double scale = 1;
    doc.setTextWidth(box.width());
    if (shrinkToFit && doc.size().height() > box.height()) {
        // Long napkin math is set smaller rather than spilled onto a page of its own, though never below the
        // report's smallest text.
        scale = std::max(kMinTextPt / pointSize, box.height() / doc.size().height());
        scale = std::min(scale, 1.0);
        doc.setTextWidth(box.width() / scale);
    }
    painter.save();
    painter.translate(box.topLeft());
    painter.scale(scale, scale);
    doc.drawContents(&painter, QRectF(0, 0, box.width() / scale, box.height() / scale));
    painter.restore();
}

void drawFooter(QPainter &painter, const QRectF &page, int number, int total)
{
    painter.save();
    QFont font = QApplication::font();
    font.setPointSizeF(7.5);
    painter.setFont(font);
    painter.setPen(QColor("#777777"));
    const QRectF line(kMargin, page.height() - kMargin + 8, page.width() - 2 * kMargin, 16);
    painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, reportTitle());
    painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("%1 / %2").arg(number).arg(total));
    painter.restore();
}

void drawTitlePage(QPainter &painter, const QRectF &page, const std::vector<ChartPage *> &pages,
                   const Scenario &scenario, int total)
{
    const QString date = QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    QString html =
        QStringLiteral("<h1 style='font-size: 24pt; margin-bottom: 2px'>%1</h1>"
                       "<p style='color: #555555; margin-top: 0'>%2</p>")
            .arg(escaped(reportTitle()),
                 escaped(QCoreApplication::translate("commviz::ui::Report",
                                                     "%1 · the communication cost models of distributed training")
                             .arg(date)));
    html += QStringLiteral("<h2 style='font-size: 14pt'>%1</h2>"
                           "<table border='1' cellspacing='0' cellpadding='5' style='border-collapse: collapse; "
                           "border-color: #bbbbbb'>"
                           "<tr style='background-color: #f0efe8'><th align='left'>%2</th>"
                           "<th align='left'>%3</th><th align='right'>%4</th>"
                           "<th align='left'>%5</th></tr>")
                .arg(escaped(QCoreApplication::translate("commviz::ui::Report", "Parameters")),
                     escaped(QCoreApplication::translate("commviz::ui::Report", "Symbol")),
                     escaped(QCoreApplication::translate("commviz::ui::Report", "Meaning")),
                     escaped(QCoreApplication::translate("commviz::ui::Report", "Value")),
                     escaped(QCoreApplication::translate("commviz::ui::Report", "Scenario file key")));
    for (const ParamInfo &spec : parameters()) {
        html +=
            QStringLiteral("<tr><td>%1</td><td>%2</td><td align='right'>%3</td>"
                           "<td style='font-family: monospace; color: #555555'>%4</td></tr>")
                .arg(escaped(paramSymbol(spec.param)), escaped(paramLabel(spec.param)),
                     escaped(paramText(spec.param, paramValue(scenario, spec.param))), escaped(paramKey(spec.param)));
    }
    html += QStringLiteral("</table><h2 style='font-size: 14pt'>%1</h2><table cellpadding='3'>")
                .arg(escaped(QCoreApplication::translate("commviz::ui::Report", "Contents")));
    for (std::size_t i = 0; i < pages.size(); ++i) {
        html += QStringLiteral("<tr><td align='right' style='color: #555555'>%1</td><td><b>%2</b></td>"
                               "<td>%3</td></tr>")
                    .arg(i + 2)
                    .arg(escaped(pages[i]->tabTitle()), escaped(pages[i]->question()));
    }
    html += QStringLiteral("</table>");
    const QRectF box(kMargin, kMargin, page.width() - 2 * kMargin, page.height() - 2 * kMargin);
    drawHtml(painter, html, box, 10, true);
    drawFooter(painter, page, 1, total);
}

// Cells for n charts: as many columns (one to three) as give cells nearest a chart's usual 3 : 2; a last row
// with fewer charts shares the whole width (one chart alone spans it).
std::vector<QRectF> chartCells(std::size_t n, const QRectF &area)
{
    std::vector<QRectF> cells;
    if (n == 0)
        return cells;
    const auto rowsFor = [n](std::size_t columns) { return (n + columns - 1) / columns; };
    const auto cellWidth = [&](std::size_t columns) {
        return (area.width() - kGap * double(columns - 1)) / double(columns);
    };
    const auto cellHeight = [&](std::size_t columns) {
        return (area.height() - kGap * double(rowsFor(columns) - 1)) / double(rowsFor(columns));
    };
    const auto misfit = [&](std::size_t columns) {
        return std::abs(std::log(cellWidth(columns) / cellHeight(columns) / 1.5));
    };
    std::size_t columns = 1;
    for (std::size_t c = 2; c <= std::min<std::size_t>(n, 3); ++c) {
        if (misfit(c) < misfit(columns))
            columns = c;
    }
    const double h = cellHeight(columns);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t row = i / columns;
        const std::size_t inRow = std::min(columns, n - row * columns);
        const double w = (area.width() - kGap * double(inRow - 1)) / double(inRow);
        cells.emplace_back(area.left() + double(i % columns) * (w + kGap), area.top() + double(row) * (h + kGap), w, h);
    }
    return cells;
}

// The font scale that prints `chart`'s smallest text at kMinTextPt or more when its `logical` layout is drawn
// into `cell`, and at least `asked` (--font-scale).
double chartFontScale(const ChartPanel *chart, const QSizeF &logical, const QRectF &cell, double asked)
{
    const double drawn = std::min(cell.width() / logical.width(), cell.height() / logical.height());
    const double smallest = chart->smallestFontPoints() * drawn; // points on paper: the PDF is at 96 dpi too
    return smallest > 0 ? std::max(asked, kMinTextPt / smallest) : asked;
}

void drawChartPage(QPainter &painter, const QRectF &page, ChartPage *chartPage, int number, int total, double fontScale)
{
    painter.save();
    QFont heading = QApplication::font();
    heading.setPointSizeF(15);
    heading.setBold(true);
    painter.setFont(heading);
    painter.setPen(Qt::black);
    const QRectF headingBox(kMargin, kMargin, page.width() - 2 * kMargin, 30);
    painter.drawText(headingBox, Qt::AlignLeft | Qt::AlignVCenter, chartPage->question());
    QFont small = QApplication::font();
    small.setPointSizeF(9);
    painter.setFont(small);
    painter.setPen(QColor("#555555"));
    painter.drawText(headingBox, Qt::AlignRight | Qt::AlignVCenter, chartPage->tabTitle());
    painter.restore();

    const double top = headingBox.bottom() + 8;
    const double bottom = page.height() - kMargin;
    const QRectF napkinBox(page.width() - kMargin - kNapkinWidth, top, kNapkinWidth, bottom - top);
    QRectF chartArea(kMargin, top, napkinBox.left() - kGap - kMargin, bottom - top);

    // A table the page shows besides its charts (the Collectives summary) below them, at most half the height.
    const QString table = chartPage->reportTableHtml();
    if (!table.isEmpty()) {
        const double height = std::min(htmlHeight(painter, table, chartArea.width(), kTablePt), chartArea.height() / 2);
        const QRectF tableBox(chartArea.left(), chartArea.bottom() - height, chartArea.width(), height);
        drawHtml(painter, table, tableBox, kTablePt, true);
        chartArea.setBottom(tableBox.top() - kGap);
    }

    // Only the charts with content; a page without any says why instead of showing empty axes.
    const std::vector<ChartPanel *> charts = chartPage->contentCharts();
    if (charts.empty() && !chartPage->noContentText().isEmpty())
        drawHtml(painter, "<p>" + chartPage->noContentText().toHtmlEscaped() + "</p>", chartArea.adjusted(0, 20, 0, 0),
                 12, true);
    const std::vector<QRectF> cells = chartCells(charts.size(), chartArea);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const QRectF &cell = cells[i];
        // A narrow cell draws a wider chart, scaled down, rather than cut its row names or legend.
        QSizeF logical = cell.size() / kChartScale;
        logical *= std::max(1.0, kMinChartWidth / logical.width());
        paintChart(charts[i], painter, cell, logical, chartFontScale(charts[i], logical, cell, fontScale));
        painter.save();
        painter.setPen(QPen(QColor("#cccccc"), 0.75));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cell);
        painter.restore();
    }

    // The napkin math as the window's panel shows it: a light box beside the charts.
    painter.save();
    painter.setPen(QPen(QColor("#d8d6c8"), 0.75));
    painter.setBrush(QColor("#fbfaf4"));
    painter.drawRect(napkinBox);
    painter.restore();
    const QString napkin = QStringLiteral("<h3 style='margin: 0 0 6px 0'>%1</h3>")
                               .arg(escaped(QCoreApplication::translate("commviz::ui::Report", "Napkin math"))) +
                           chartPage->reportNapkinHtml();
    drawHtml(painter, napkin, napkinBox.adjusted(10, 8, -10, -8), 9, true);
    drawFooter(painter, page, number, total);
}

} // namespace

int reportPageCount(const std::vector<ChartPage *> &pages)
{
    return 1 + static_cast<int>(pages.size());
}

std::optional<QString> writeReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QIODevice *device,
                                   double fontScale)
{
    if (std::optional<QString> problem = checkFontScale(fontScale))
        return problem;
    for (ChartPage *page : pages) {
        page->refresh(scenario);
        page->settle();
    }
    QPdfWriter pdf(device);
    pdf.setResolution(kExportDpi);
    pdf.setTitle(reportTitle());
    pdf.setCreator(QStringLiteral("commviz"));
    if (!pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0))))
        return QCoreApplication::translate("commviz::ui::Exporter", "the PDF writer refused an A4 page");
    QPainter painter;
    if (!painter.begin(&pdf))
        return QCoreApplication::translate("commviz::ui::Exporter", "the PDF writer could not start");
    const QRectF page(0, 0, pdf.width(), pdf.height());
    const int total = reportPageCount(pages);
    drawTitlePage(painter, page, pages, scenario, total);
    for (std::size_t i = 0; i < pages.size(); ++i) {
        pdf.newPage();
        drawChartPage(painter, page, pages[i], static_cast<int>(i) + 2, total, fontScale);
    }
    if (!painter.end())
        return QCoreApplication::translate("commviz::ui::Exporter", "the PDF writer failed");
    return std::nullopt;
}

std::optional<QString> renderReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QByteArray *bytes,
                                    double fontScale)
{
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    return writeReport(pages, scenario, &buffer, fontScale);
}

std::optional<QString> exportReport(const std::vector<ChartPage *> &pages, const Scenario &scenario,
                                    const QString &path, double fontScale)
{
    QByteArray bytes;
    if (std::optional<QString> problem = renderReport(pages, scenario, &bytes, fontScale))
        return QCoreApplication::translate("commviz::ui::Exporter", "cannot write %1: %2").arg(path, *problem);
    return writeFileAtomically(path, bytes);
}

} // namespace commviz::ui
