// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exporter.h"

#include "chartpanel.h"
#include "files.h"
#include "fontscale.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGuiApplication>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <map>

namespace commviz::ui {
namespace {

// Exported files are at 96 logical pixels per inch, as a desktop shows them.
constexpr int kDpi = kExportDpi;

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
        paintChart(panel, painter, QRectF(QPointF(0, 0), QSizeF(options.size)), options.size, options.fontScale);
    }
    if (!image.save(device, "PNG"))
        return QCoreApplication::translate("commviz::ui::Exporter", "the PNG encoder failed");
    return std::nullopt;
}

// QSvgGenerator names a font as Qt was asked for it: "Sans Serif", a fontconfig alias no browser knows. Name
// the family the text was really set in (the application font's families, "Sans Serif" then Noto Sans CJK SC,
// set Latin text in Noto's), the others it names, then (when the drawing has Chinese text) the Chinese family,
// the family the alias alone resolves to, and the generic family, so a browser shows the text as the window.
QString familyList(const QString &asked, bool cjk)
{
    QFont font = QGuiApplication::font();
    if (font.family() != asked)
        font = QFont(asked);
    const QFontInfo info(font);
    QStringList families{info.family()};
    const auto add = [&](const QString &family) {
        if (QFontDatabase::hasFamily(family) && !families.contains(family))
            families << family;
    };
    for (const QString &family : font.families())
        add(family);
    if (cjk)
        add(QStringLiteral("Noto Sans CJK SC"));
    add(QFontInfo(QFont(asked)).family());
    for (QString &family : families)
        family = "'" + QString(family).remove('\'').remove('"') + "'";
    families << (info.fixedPitch() ? QStringLiteral("monospace") : QStringLiteral("sans-serif"));
    return families.join(", ");
}

QByteArray withKnownFontFamilies(const QByteArray &svg)
{
    static const QRegularExpression kFamily(QStringLiteral("font-family=\"([^\"]*)\""));
    static const QRegularExpression kChinese(QStringLiteral("[\\x{3000}-\\x{9fff}\\x{ff00}-\\x{ffef}]"));
    const QString text = QString::fromUtf8(svg);
    const bool cjk = kChinese.match(text).hasMatch();
    QString out;
    out.reserve(text.size() + 4096);
    qsizetype last = 0;
    std::map<QString, QString> known;
    for (const QRegularExpressionMatch &m : kFamily.globalMatch(text)) {
        const QString asked = m.captured(1);
        auto it = known.find(asked);
        if (it == known.end())
            it = known.emplace(asked, familyList(asked, cjk)).first;
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += "font-family=\"" + it->second + "\"";
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out.toUtf8();
}

std::optional<QString> writeSvg(ChartPanel *panel, const ChartExportOptions &options, QIODevice *device)
{
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(options.size);
    generator.setViewBox(QRect(QPoint(0, 0), options.size));
    generator.setResolution(kDpi); // the default, 72, would make the text a third larger than the window's
    generator.setTitle(panel->chartTitle().isEmpty() ? panel->title() : panel->chartTitle());
    generator.setDescription(QStringLiteral("commviz chart %1").arg(panel->name()));
    QPainter painter;
    if (!painter.begin(&generator))
        return QCoreApplication::translate("commviz::ui::Exporter", "the SVG generator could not start");
    paintChart(panel, painter, QRectF(QPointF(0, 0), QSizeF(options.size)), options.size, options.fontScale);
    if (!painter.end())
        return QCoreApplication::translate("commviz::ui::Exporter", "the SVG generator failed");
    const QByteArray fixed = withKnownFontFamilies(svg);
    if (device->write(fixed) != fixed.size())
        return device->errorString();
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
    paintChart(panel, painter, QRectF(0, 0, pdf.width(), pdf.height()), options.size, options.fontScale);
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
    if (std::optional<QString> problem = checkFontScale(options.fontScale))
        return problem;
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

void paintChart(ChartPanel *chart, QPainter &painter, const QRectF &target, const QSizeF &logicalSize, double fontScale)
{
    chart->render(painter, target, {logicalSize, fontScale});
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

} // namespace commviz::ui
