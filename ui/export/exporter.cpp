// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exporter.h"

#include "chartpage.h"
#include "chartpanel.h"
#include "parameterspec.h"

#include "files.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QDateTime>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QScatterSeries>
#include <QSvgGenerator>
#include <QTextDocument>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

// Exported files are at 96 logical pixels per inch, as a desktop shows them.
constexpr int kDpi = 96;

// The chart at the export's logical size for the lifetime of this object, then back at its own size.
// Charts of hidden pages have never been laid out, and a visible chart has the window's size; either way
// the export must not depend on it. Nothing is painted in between, so a window never shows the change.
class ChartAtSize {
public:
    ChartAtSize(ChartPanel *panel, const QSizeF &size) : m_chart(panel->chart()), m_old(m_chart->size())
    {
        resizeTo(size);
    }
    ~ChartAtSize() { resizeTo(m_old); }
    ChartAtSize(const ChartAtSize &) = delete;
    ChartAtSize &operator=(const ChartAtSize &) = delete;

    // The chart's own rectangle: the scene's rectangle can grow far past it.
    [[nodiscard]] QRectF sceneRect() const { return QRectF(m_chart->scenePos(), m_chart->size()); }

private:
    void resizeTo(const QSizeF &size)
    {
        m_chart->resize(size);
        // The layout would otherwise run on the next event loop pass, after the render.
        if (QGraphicsLayout *layout = m_chart->layout())
            layout->activate();
    }

    QChart *m_chart;
    QSizeF m_old;
};

struct AxisRange {
    double x0, x1, y0, y1;
    [[nodiscard]] bool contains(const QPointF &p) const
    {
        return p.x() >= x0 && p.x() <= x1 && p.y() >= y0 && p.y() <= y1;
    }
};

// The visible range of the axes a series is attached to, slightly widened so that points on the frame
// count as inside.
std::optional<AxisRange> visibleRange(QXYSeries *series)
{
    std::optional<std::pair<double, double>> x;
    std::optional<std::pair<double, double>> y;
    for (QAbstractAxis *axis : series->attachedAxes()) {
        const auto *value = qobject_cast<const QValueAxis *>(axis); // QCategoryAxis is one too
        if (!value)
            continue;
        const double slack = (value->max() - value->min()) * 1e-9;
        (axis->orientation() == Qt::Horizontal ? x : y) = std::pair(value->min() - slack, value->max() + slack);
    }
    if (!x || !y)
        return std::nullopt;
    return AxisRange{x->first, x->second, y->first, y->second};
}

// Marker series cut to the visible axis range for the lifetime of this object, then restored: QSvgGenerator
// in Qt 6.4 drops the clip, so markers off the axes would be drawn over the labels. (Curves cut
// themselves: CurveItem.)
class MarkersClippedToAxes {
public:
    explicit MarkersClippedToAxes(QChart *chart)
    {
        for (QAbstractSeries *abstract : chart->series()) {
            auto *series = qobject_cast<QScatterSeries *>(abstract);
            if (!series || series->count() == 0)
                continue;
            const std::optional<AxisRange> range = visibleRange(series);
            if (!range)
                continue;
            const QList<QPointF> points = series->points();
            QList<QPointF> inside;
            std::copy_if(points.begin(), points.end(), std::back_inserter(inside),
                         [&](const QPointF &p) { return range->contains(p); });
            if (inside.size() == points.size())
                continue;
            m_saved.emplace_back(series, points);
            series->replace(inside);
        }
    }
    ~MarkersClippedToAxes()
    {
        for (auto &[series, points] : m_saved)
            series->replace(points);
    }
    MarkersClippedToAxes(const MarkersClippedToAxes &) = delete;
    MarkersClippedToAxes &operator=(const MarkersClippedToAxes &) = delete;

private:
    std::vector<std::pair<QXYSeries *, QList<QPointF>>> m_saved;
};

// Draws the chart, laid out at `logicalSize`, into `target` (scaled when their sizes differ).
void renderChart(ChartPanel *panel, QPainter &painter, const QRectF &target, const QSizeF &logicalSize)
{
    const ChartAtSize sized(panel, logicalSize);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.fillRect(target, Qt::white);
    panel->chart()->scene()->render(&painter, target, sized.sceneRect(), Qt::KeepAspectRatio);
}

std::optional<QString> writePng(ChartPanel *panel, const ChartExportOptions &options, QIODevice *device)
{
    QImage image(options.size * options.scale, QImage::Format_RGB32);
    if (image.isNull())
        return QCoreApplication::translate("commviz::ui::Exporter", "not enough memory for a %1×%2 image")
            .arg(options.size.width() * options.scale)
            .arg(options.size.height() * options.scale);
    // Logical coordinates stay those of 1×; the painter draws text and lines at the full pixel density.
    image.setDevicePixelRatio(options.scale);
    // The image's dots per inch stay at 96: text a painter sets in points (rectangle labels) is resolved
    // against them, and the pixel ratio alone brings the density.
    {
        QPainter painter(&image);
        renderChart(panel, painter, QRectF(QPointF(0, 0), QSizeF(options.size)), options.size);
    }
    if (!image.save(device, "PNG"))
        return QCoreApplication::translate("commviz::ui::Exporter", "the PNG encoder failed");
    return std::nullopt;
}

std::optional<QString> writeSvg(ChartPanel *panel, const ChartExportOptions &options, QIODevice *device)
{
    QSvgGenerator generator;
    generator.setOutputDevice(device);
    generator.setSize(options.size);
    generator.setViewBox(QRect(QPoint(0, 0), options.size));
    generator.setResolution(kDpi); // the default, 72, would make the text a third larger than the window's
    generator.setTitle(panel->chartTitle());
    generator.setDescription(QStringLiteral("commviz chart %1").arg(panel->name()));
    const MarkersClippedToAxes clipped(panel->chart());
    QPainter painter;
    if (!painter.begin(&generator))
        return QCoreApplication::translate("commviz::ui::Exporter", "the SVG generator could not start");
    renderChart(panel, painter, QRectF(QPointF(0, 0), QSizeF(options.size)), options.size);
    if (!painter.end())
        return QCoreApplication::translate("commviz::ui::Exporter", "the SVG generator failed");
    return std::nullopt;
}

// One page of exactly `size` logical pixels (at 96 dpi) with no margins.
QPageLayout pageOfSize(const QSize &size)
{
    const double pointsPerPixel = 72.0 / kDpi;
    const QSizeF points(size.width() * pointsPerPixel, size.height() * pointsPerPixel);
    // Page sizes are portrait; a wide chart is a portrait page turned to landscape.
    const bool wide = points.width() > points.height();
    const QPageSize pageSize(wide ? points.transposed() : points, QPageSize::Point, QString(), QPageSize::ExactMatch);
    return QPageLayout(pageSize, wide ? QPageLayout::Landscape : QPageLayout::Portrait, QMarginsF(0, 0, 0, 0));
}

std::optional<QString> writePdf(ChartPanel *panel, const ChartExportOptions &options, QIODevice *device)
{
    QPdfWriter pdf(device);
    pdf.setResolution(kDpi);
    pdf.setTitle(panel->chartTitle());
    pdf.setCreator(QStringLiteral("commviz"));
    if (!pdf.setPageLayout(pageOfSize(options.size)))
        return QCoreApplication::translate("commviz::ui::Exporter", "the PDF writer refused a %1×%2 page")
            .arg(options.size.width())
            .arg(options.size.height());
    QPainter painter;
    if (!painter.begin(&pdf))
        return QCoreApplication::translate("commviz::ui::Exporter", "the PDF writer could not start");
    // The page may round to whole points: fit the chart to it.
    renderChart(panel, painter, QRectF(0, 0, pdf.width(), pdf.height()), options.size);
    if (!painter.end())
        return QCoreApplication::translate("commviz::ui::Exporter", "the PDF writer failed");
    return std::nullopt;
}

std::optional<QString> writeCsv(ChartPanel *panel, QIODevice *device)
{
    const QByteArray bytes = panel->csv().toUtf8();
    if (device->write(bytes) != bytes.size())
        return device->errorString();
    return std::nullopt;
}

// What `write` puts on a device, in memory: files are written only once their whole content exists.
template <class Write> std::optional<QString> intoBytes(QByteArray *bytes, Write write)
{
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    return write(&buffer);
}

// --- the report ------------------------------------------------------------------------------------

constexpr double kMargin = 36;       // half an inch
constexpr double kChartScale = 0.68; // charts at about two thirds of their window size: the page holds a grid
constexpr double kNapkinWidth = 285;
constexpr double kGap = 12;

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
void drawHtml(QPainter &painter, const QString &html, const QRectF &box, double pointSize, bool shrinkToFit)
{
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(painter.device());
    QFont font = QApplication::font();
    font.setPointSizeF(pointSize);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    double scale = 1;
    doc.setTextWidth(box.width());
    if (shrinkToFit && doc.size().height() > box.height()) {
        // Long napkin math is set smaller rather than cut off or spilled onto a page of its own.
        scale = std::max(0.5, box.height() / doc.size().height());
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

// Cells for n charts: one or two columns, the last chart spanning both when n is odd.
std::vector<QRectF> chartCells(std::size_t n, const QRectF &area)
{
    std::vector<QRectF> cells;
    if (n == 0)
        return cells;
    const std::size_t columns = n <= 2 ? 1 : 2;
    const std::size_t rows = (n + columns - 1) / columns;
    const double w = (area.width() - kGap * double(columns - 1)) / double(columns);
    const double h = (area.height() - kGap * double(rows - 1)) / double(rows);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t row = i / columns;
        const std::size_t column = i % columns;
        const bool lastAlone = i == n - 1 && column == 0 && columns == 2;
        cells.emplace_back(area.left() + double(column) * (w + kGap), area.top() + double(row) * (h + kGap),
                           lastAlone ? area.width() : w, h);
    }
    return cells;
}

void drawChartPage(QPainter &painter, const QRectF &page, ChartPage *chartPage, int number, int total)
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
    const QRectF chartArea(kMargin, top, napkinBox.left() - kGap - kMargin, bottom - top);

    // Only the charts with content; a page without any says why instead of showing empty axes.
    const std::vector<ChartPanel *> charts = chartPage->contentCharts();
    if (charts.empty() && !chartPage->noContentText().isEmpty())
        drawHtml(painter, "<p>" + chartPage->noContentText().toHtmlEscaped() + "</p>", chartArea.adjusted(0, 20, 0, 0),
                 12, true);
    const std::vector<QRectF> cells = chartCells(charts.size(), chartArea);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const QRectF &cell = cells[i];
        renderChart(charts[i], painter, cell, cell.size() / kChartScale);
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
                           chartPage->napkinHtml();
    drawHtml(painter, napkin, napkinBox.adjusted(10, 8, -10, -8), 9, true);
    drawFooter(painter, page, number, total);
}

} // namespace

QString formatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    }
    return {};
}

std::optional<ExportFormat> formatFromName(const QString &name)
{
    for (ExportFormat f : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv}) {
        if (name.compare(formatName(f), Qt::CaseInsensitive) == 0)
            return f;
    }
    return std::nullopt;
}

std::optional<QString> checkExportOptions(const ChartExportOptions &options)
{
    const QSize &s = options.size;
    if (s.width() < kMinExportSide || s.width() > kMaxExportSide || s.height() < kMinExportSide ||
        s.height() > kMaxExportSide) {
        return QCoreApplication::translate("commviz::ui::Exporter",
                                           "%1x%2 is out of range: width and height must be from %3 to %4 pixels")
            .arg(s.width())
            .arg(s.height())
            .arg(kMinExportSide)
            .arg(kMaxExportSide);
    }
    if (options.scale < 1 || options.scale > kMaxExportScale)
        return QCoreApplication::translate("commviz::ui::Exporter", "%1 is not a pixel density; use 1, 2 or 3")
            .arg(options.scale);
    if (options.format == ExportFormat::Png && pngPixels(options) > kMaxPngPixels)
        return QCoreApplication::translate("commviz::ui::Exporter",
                                           "a PNG of %1×%2 pixels (%3 pixels) is larger than the %4 a PNG may have; "
                                           "choose a smaller size or density, or SVG or PDF")
            .arg(QLocale().toString(qint64(s.width()) * options.scale),
                 QLocale().toString(qint64(s.height()) * options.scale), QLocale().toString(pngPixels(options)),
                 QLocale().toString(kMaxPngPixels));
    return std::nullopt;
}

qint64 pngPixels(const ChartExportOptions &options)
{
    return qint64(options.size.width()) * options.size.height() * options.scale * options.scale;
}

std::optional<QString> writeChart(ChartPanel *chart, const ChartExportOptions &options, QIODevice *device)
{
    if (std::optional<QString> problem = checkExportOptions(options))
        return problem;
    switch (options.format) {
    case ExportFormat::Png:
        return writePng(chart, options, device);
    case ExportFormat::Svg:
        return writeSvg(chart, options, device);
    case ExportFormat::Pdf:
        return writePdf(chart, options, device);
    case ExportFormat::Csv:
        return writeCsv(chart, device);
    }
    return QCoreApplication::translate("commviz::ui::Exporter", "unknown format");
}

std::optional<QString> renderChart(ChartPanel *chart, const ChartExportOptions &options, QByteArray *bytes)
{
    return intoBytes(bytes, [&](QIODevice *device) { return writeChart(chart, options, device); });
}

std::optional<QString> exportChart(ChartPanel *chart, const ChartExportOptions &options, const QString &path)
{
    QByteArray bytes;
    if (std::optional<QString> problem = renderChart(chart, options, &bytes))
        return QCoreApplication::translate("commviz::ui::Exporter", "cannot write %1: %2").arg(path, *problem);
    return writeFileAtomically(path, bytes);
}

int reportPageCount(const std::vector<ChartPage *> &pages)
{
    return 1 + static_cast<int>(pages.size());
}

std::optional<QString> writeReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QIODevice *device)
{
    for (ChartPage *page : pages)
        page->refresh(scenario);
    QPdfWriter pdf(device);
    pdf.setResolution(kDpi);
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
        drawChartPage(painter, page, pages[i], static_cast<int>(i) + 2, total);
    }
    if (!painter.end())
        return QCoreApplication::translate("commviz::ui::Exporter", "the PDF writer failed");
    return std::nullopt;
}

std::optional<QString> renderReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QByteArray *bytes)
{
    return intoBytes(bytes, [&](QIODevice *device) { return writeReport(pages, scenario, device); });
}

std::optional<QString> exportReport(const std::vector<ChartPage *> &pages, const Scenario &scenario,
                                    const QString &path)
{
    QByteArray bytes;
    if (std::optional<QString> problem = renderReport(pages, scenario, &bytes))
        return QCoreApplication::translate("commviz::ui::Exporter", "cannot write %1: %2").arg(path, *problem);
    return writeFileAtomically(path, bytes);
}

} // namespace commviz::ui
