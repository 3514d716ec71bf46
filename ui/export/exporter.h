// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Export: one chart as PNG (1×, 2× or 3× pixel density), SVG, PDF or CSV (the whole explorer as a PDF
// report: report.h). The window's export dialog and the headless `commviz export` / `commviz report` commands both
// come through here, so a file looks the same whichever way it was made.
//
// A chart draws itself (ChartPanel::render), laid out at the requested logical size and put back afterwards, so
// an export has the window's colours, fonts and labels and a live window never shows the change. Every file is
// made in memory, then written through FileBatch: a failure leaves no partial file and the previous file, if
// any, untouched.
#pragma once

#include <QSize>
#include <QString>

#include <optional>

class QByteArray;
class QIODevice;
class QPainter;
class QRectF;
class QSizeF;

namespace commviz::ui {

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
    double fontScale = 1;            // kMinFontScale … kMaxFontScale
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

// Draws the chart, laid out at `logicalSize` with its fonts at `fontScale`, into `target` of any painter (scaled
// when their sizes differ); the report (report.h) draws its pages' charts through this. The chart's size and
// fonts are its own again afterwards.
void paintChart(ChartPanel *chart, QPainter &painter, const QRectF &target, const QSizeF &logicalSize,
                double fontScale = 1);

// Exported files are at 96 logical pixels per inch, as a desktop shows them.
inline constexpr int kExportDpi = 96;

} // namespace commviz::ui
