// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Export: one chart as PNG (1×, 2× or 3× pixel density), SVG, PDF or CSV, and the whole explorer as a PDF
// report. The window's export dialog and the headless `commviz export` / `commviz report` commands both
// come through here, so a file looks the same whichever way it was made.
//
// A chart is drawn by its own QGraphicsScene (chart()->scene()->render with an explicit source rectangle),
// so an export has the window's colours, fonts and labels. For the export the QChart is resized to the
// requested logical size and put back afterwards, within one call, so a live window never shows it. SVG
// needs one more step: QSvgGenerator in Qt 6.4 ignores clipping, so line and marker series are clipped to
// the visible axis range for the duration of the export (rectangle layers clip themselves). Every file is
// made in memory, then written through FileBatch: a failure leaves no partial file and the previous file, if
// any, untouched.
#pragma once

#include "commviz/scenario.h"

#include <QSize>
#include <QString>

#include <optional>
#include <vector>

class QByteArray;
class QIODevice;

namespace commviz::ui {

class ChartPage;
class ChartPanel;

enum class ExportFormat { Png, Svg, Pdf, Csv };

// "png", "svg", "pdf", "csv": the file extension and the command line's name for the format.
QString formatName(ExportFormat format);
// Case-insensitive; nothing for an unknown name.
std::optional<ExportFormat> formatFromName(const QString &name);

inline constexpr QSize kDefaultExportSize{1200, 800}; // logical pixels
inline constexpr int kMinExportSide = 200;
inline constexpr int kMaxExportSide = 8000;
inline constexpr int kMaxExportScale = 3;
// A PNG is drawn in memory, 4 bytes a pixel: at most 100 megapixels (400 MB), width × height × scale².
// 8000×8000 at 1× is 64 megapixels; SVG and PDF are vectors and have no such limit.
inline constexpr qint64 kMaxPngPixels = 100'000'000;

struct ChartExportOptions {
    ExportFormat format = ExportFormat::Png;
    QSize size = kDefaultExportSize; // logical pixels; the PNG has size × scale pixels
    int scale = 1;                   // PNG only: 1, 2 or 3
};

// The PNG's pixel count for these options: width × height × scale².
qint64 pngPixels(const ChartExportOptions &options);
// One line for people when `size` and `scale` are out of range, or a PNG would have more than kMaxPngPixels,
// else nothing.
std::optional<QString> checkExportOptions(const ChartExportOptions &options);

// Writes the chart to an open device. Returns nothing on success, else the problem (without a path).
std::optional<QString> writeChart(ChartPanel *chart, const ChartExportOptions &options, QIODevice *device);

// The chart's file contents in memory. Returns nothing on success, else the problem (without a path).
std::optional<QString> renderChart(ChartPanel *chart, const ChartExportOptions &options, QByteArray *bytes);

// Writes the chart to `path` atomically (FileBatch). Returns nothing on success, else one line naming the path.
std::optional<QString> exportChart(ChartPanel *chart, const ChartExportOptions &options, const QString &path);

// The report's pages: a title page (title, date, parameter table, contents), then one page per chart page
// with its question, its charts as vectors and its napkin math. Each page is refreshed with `scenario`
// first, since the window redraws only the visible one.
int reportPageCount(const std::vector<ChartPage *> &pages);
std::optional<QString> writeReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QIODevice *device);
std::optional<QString> renderReport(const std::vector<ChartPage *> &pages, const Scenario &scenario, QByteArray *bytes);
std::optional<QString> exportReport(const std::vector<ChartPage *> &pages, const Scenario &scenario,
                                    const QString &path);

} // namespace commviz::ui
