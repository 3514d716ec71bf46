// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Export: every chart of every page in every format (the SVG parses and holds vectors and the title, the PDF
// has one page, the PNG has the requested pixels, the CSV holds core's numbers), the report's page count,
// and `commviz export` / `commviz report` end to end, their error cases leaving no file behind.
#include "testutil.h"

#include "chartpage.h"
#include "chartpanel.h"
#include "cli.h"
#include "evalcommand.h"
#include "exportcommand.h"
#include "exportdialog.h"
#include "exporter.h"
#include "measuredpage.h"
#include "measurements.h"
#include "pages.h"
#include "report.h"
#include "scenariofile.h"

#include "commviz/buckets.h"
#include "commviz/models.h"
#include "commviz/sweep.h"

#include <QBuffer>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGraphicsLayout>
#include <QImage>
#include <QLineSeries>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QXmlStreamReader>

#include <memory>

using namespace commviz;
using ui::ExportFormat;

namespace {

using testutil::Run;

Run exportCmd(const QStringList &options)
{
    return testutil::runCommand(&cli::runExportCommand, "export", options);
}
Run reportCmd(const QStringList &options)
{
    return testutil::runCommand(&cli::runReportCommand, "report", options);
}

QByteArray render(ui::ChartPanel *chart, ExportFormat format, QSize size = ui::kDefaultExportSize, int scale = 1)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    ui::ChartExportOptions options;
    options.format = format;
    options.size = size;
    options.scale = scale;
    if (std::optional<QString> problem = ui::writeChart(chart, options, &buffer))
        qWarning() << *problem;
    return buffer.data();
}

// Page objects, not the page tree ("/Type /Pages").
int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression kPage(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(kPage));
}

QString withoutSpace(QString s)
{
    return s.remove(QRegularExpression(QStringLiteral("\\s")));
}

// One CSV line into its fields (quoted fields may hold commas).
QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

struct Csv {
    QStringList header;
    std::vector<QStringList> rows;
    [[nodiscard]] qsizetype column(const QString &name) const { return header.indexOf(name); }
};

Csv parseCsv(const QByteArray &bytes)
{
    Csv csv;
    const QStringList lines = QString::fromUtf8(bytes).split('\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return csv;
    csv.header = csvFields(lines.front());
    for (qsizetype i = 1; i < lines.size(); ++i)
        csv.rows.push_back(csvFields(lines[i]));
    return csv;
}

QStringList filesIn(const QString &path)
{
    return QDir(path).entryList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();

    void everyChartAsSvgParsesAndHoldsVectorsAndItsTitle_data() { everyChart(); }
    void everyChartAsSvgParsesAndHoldsVectorsAndItsTitle();
    void everyChartAsPdfIsOnePdfPage_data() { everyChart(); }
    void everyChartAsPdfIsOnePdfPage();
    void everyChartAsPngHasTheRequestedPixels_data() { everyChart(); }
    void everyChartAsPngHasTheRequestedPixels();
    void everyChartAsCsvHasAHeaderWithUnitsAndRows_data() { everyChart(); }
    void everyChartAsCsvHasAHeaderWithUnitsAndRows();
    void exportLeavesTheLiveChartAsItWas();
    void exportsDrawGridLinesThatScale();
    void svgClipsLinesToThePlotArea();

    void p2pCsvEqualsCoreTransferTime();
    void collectivesTermsCsvEqualsCollectiveCost();
    void bubbleHeatmapCsvEqualsCoreBubble();
    void bucketsCsvFromTheCommandLineEqualsCorePlans();

    void reportHasATitlePageAndOnePagePerChartPage();

    void exportWritesTheChartInTheAskedFormat();
    void exportWithImageSizeAndScaleHasThosePixels();
    void exportAllWritesOneFilePerChart();
    void listChartsNamesEveryChart();
    void badArgumentsExitTwoWithOneLineAndNoFile_data();
    void badArgumentsExitTwoWithOneLineAndNoFile();
    void saveScenarioThenScenarioRoundTrips();
    void explicitOptionsOverrideTheScenarioFile();
    void malformedScenarioFileIsRefusedWithItsMessage();
    void reportCommandWritesThePdf();
    void productionOptionDrawsTheProductionChartsAndTheirCells();
    void evalSavesTheScenarioToo();
    void dialogExportsThePreselectedChartAndKeepsErrorsInTheDialog();

private:
    void everyChart();
    [[nodiscard]] ui::ChartPanel *chartNamed(const QString &name) const;

    ui::Measurements m_measurements;
    std::unique_ptr<QWidget> m_host;
    std::vector<ui::ChartPage *> m_pages;
    QTemporaryDir m_dir;
};

void TestExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_host = std::make_unique<QWidget>();
    // The measured page draws nothing until a benchmark is imported: give it a real one.
    QVERIFY(
        m_measurements.importFile(QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/nccl_allreduce_a3mega_h100_16rank_2node.txt")
            .ok());
    m_pages = ui::createPages(m_host.get(), &m_measurements);
    for (ui::ChartPage *page : m_pages) {
        page->refresh(Scenario{}, true);
        page->settle(); // as every export does: the charts a page keeps hidden too
    }
    QVERIFY(!m_pages.empty());
}

void TestExport::everyChart()
{
    QTest::addColumn<QString>("name");
    for (const ui::ChartPage *page : m_pages) {
        for (const ui::ChartPanel *chart : page->charts())
            QTest::newRow(qPrintable(chart->name())) << chart->name();
    }
}

ui::ChartPanel *TestExport::chartNamed(const QString &name) const
{
    for (const ui::ChartPage *page : m_pages) {
        if (ui::ChartPanel *chart = page->chart(name))
            return chart;
    }
    return nullptr;
}

void TestExport::everyChartAsSvgParsesAndHoldsVectorsAndItsTitle()
{
    QFETCH(QString, name);
    ui::ChartPanel *chart = chartNamed(name);
    QVERIFY(chart);
    const QByteArray svg = render(chart, ExportFormat::Svg);
    QXmlStreamReader xml(svg);
    int vectors = 0;
    int images = 0;
    QString title;
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto element = xml.name();
        if (element == u"path" || element == u"polyline" || element == u"rect" || element == u"line")
            ++vectors;
        else if (element == u"image")
            ++images;
        else if (element == u"title")
            title = xml.readElementText();
        else if (element == u"text")
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(vectors > 0, "no <path>, <polyline>, <rect> or <line> in the SVG");
    QCOMPARE(images, 0);
    QCOMPARE(title, chart->chartTitle());
    // The axes' labels and titles are drawn by the panel: as text too.
    for (const std::vector<ui::Tick> *ticks : {&chart->xTicks(), &chart->yTicks()}) {
        if (!ticks->empty())
            QVERIFY2(withoutSpace(text).contains(withoutSpace(ticks->front().label)), qPrintable(ticks->front().label));
    }
    if (!chart->xTitle().isEmpty())
        QVERIFY2(withoutSpace(text).contains(withoutSpace(chart->xTitle())), qPrintable(chart->xTitle()));
    // Text runs split where the script changes (Latin, Greek), so compare without the spaces between them.
    QVERIFY2(withoutSpace(text).contains(withoutSpace(chart->chartTitle())),
             qPrintable("the title is not drawn as text: " + text.left(200)));
}

void TestExport::everyChartAsPdfIsOnePdfPage()
{
    QFETCH(QString, name);
    const QByteArray pdf = render(chartNamed(name), ExportFormat::Pdf);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), 1);
}

void TestExport::everyChartAsPngHasTheRequestedPixels()
{
    QFETCH(QString, name);
    ui::ChartPanel *chart = chartNamed(name);
    for (int scale = 1; scale <= 3; ++scale) {
        const QImage image = QImage::fromData(render(chart, ExportFormat::Png, ui::kDefaultExportSize, scale), "PNG");
        QCOMPARE(image.size(), ui::kDefaultExportSize * scale);
    }
    const QImage small = QImage::fromData(render(chart, ExportFormat::Png, QSize(640, 400), 2), "PNG");
    QCOMPARE(small.size(), QSize(1280, 800));
}

void TestExport::everyChartAsCsvHasAHeaderWithUnitsAndRows()
{
    QFETCH(QString, name);
    ui::ChartPanel *chart = chartNamed(name);
    // The measured page fills one chart per view: the bandwidth chart in the busbw view.
    for (ui::ChartPage *page : m_pages) {
        if (auto *measured = qobject_cast<ui::MeasuredPage *>(page))
            measured->setView(name == "measured_bandwidth" ? ui::MeasuredPage::View::BusBw
                                                           : ui::MeasuredPage::View::Time);
    }
    const Csv csv = parseCsv(render(chart, ExportFormat::Csv));
    QVERIFY(!csv.header.isEmpty());
    QVERIFY2(!csv.rows.empty(), "no data rows");
    for (const QStringList &row : csv.rows)
        QCOMPARE(row.size(), csv.header.size());
}

void TestExport::exportLeavesTheLiveChartAsItWas()
{
    ui::ChartPanel *chart = chartNamed("p2p_time");
    chart->chart()->resize(700, 500);
    const QSizeF size = chart->chart()->size();
    std::vector<QList<QPointF>> before;
    for (QAbstractSeries *s : chart->chart()->series())
        before.push_back(qobject_cast<QXYSeries *>(s)->points());
    const qsizetype seriesCount = chart->chart()->series().size();
    render(chart, ExportFormat::Svg, QSize(300, 900)); // a narrow range pushes nothing out, but resizes
    QCOMPARE(chart->chart()->size(), size);
    QCOMPARE(chart->chart()->series().size(), seriesCount);
    for (qsizetype i = 0; i < seriesCount; ++i)
        QCOMPARE(qobject_cast<QXYSeries *>(chart->chart()->series()[i])->points(), before[std::size_t(i)]);
}

void TestExport::exportsDrawGridLinesThatScale()
{
    // The grid is one logical pixel wide: two pixels in a PNG at twice the density, not a hairline.
    ui::ChartPanel *chart = chartNamed("p2p_effective_bandwidth");
    const QSize size(800, 500);
    const QSizeF liveSize = chart->chart()->size();
    chart->chart()->resize(QSizeF(size));
    chart->chart()->layout()->activate();
    const QRectF plot = chart->chart()->plotArea();
    chart->chart()->resize(liveSize);
    chart->chart()->layout()->activate();
    for (const int scale : {1, 2}) {
        const QImage image = QImage::fromData(render(chart, ExportFormat::Png, size, scale), "PNG");
        QVERIFY(!image.isNull());
        // Along a row just under the plot's top, which no curve reaches: the vertical grid lines are
        // runs of the grid's grey.
        const int y = static_cast<int>((plot.top() + 3) * scale);
        std::vector<int> runs;
        int run = 0;
        for (int x = static_cast<int>((plot.left() + 3) * scale); x < static_cast<int>((plot.right() - 3) * scale);
             ++x) {
            if (image.pixelColor(x, y) == QColor(0xe4, 0xe4, 0xe4)) {
                ++run;
            } else if (run > 0) {
                runs.push_back(run);
                run = 0;
            }
        }
        QVERIFY2(runs.size() >= 3, qPrintable(QStringLiteral("%1 grid lines at %2×").arg(runs.size()).arg(scale)));
        for (const int r : runs)
            QCOMPARE(r, scale);
    }
}

void TestExport::svgClipsLinesToThePlotArea()
{
    // Zoom the y axis so that most curves of T(n) leave it: QSvgGenerator would draw them across the labels.
    ui::ChartPanel *chart = chartNamed("p2p_time");
    const double lo = chart->yMin();
    const double hi = chart->yMax();
    chart->setYRange(1e-4, 1e-2);
    std::vector<QList<QPointF>> before;
    for (QAbstractSeries *s : chart->chart()->series())
        before.push_back(qobject_cast<QXYSeries *>(s)->points());
    const QByteArray svg = render(chart, ExportFormat::Svg);

    // The plot area at the export's size, as the export lays it out.
    const QSizeF liveSize = chart->chart()->size();
    chart->chart()->resize(QSizeF(ui::kDefaultExportSize));
    chart->chart()->layout()->activate();
    const QRectF plot = chart->chart()->plotArea().adjusted(-1.5, -1.5, 1.5, 1.5);
    chart->chart()->resize(liveSize);
    chart->chart()->layout()->activate();
    chart->setYRange(lo, hi);

    // Data curves are the paths and polylines of three or more points; series are drawn under a translation
    // to the plot area's corner.
    static const QRegularExpression kTranslation(QStringLiteral("^matrix\\(1,0,0,1,([-0-9.e]+),([-0-9.e]+)\\)$"));
    static const QRegularExpression kPoint(QStringLiteral("([-0-9.e]+),([-0-9.e]+)"));
    QXmlStreamReader xml(svg);
    std::vector<std::optional<QPointF>> offsets{QPointF(0, 0)};
    int curves = 0;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == u"g") {
            offsets.pop_back();
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"g") {
            const QString transform = xml.attributes().value("transform").toString();
            const QRegularExpressionMatch m = kTranslation.match(transform);
            std::optional<QPointF> offset = offsets.back();
            if (!transform.isEmpty() && offset)
                offset = m.hasMatch()
                             ? std::optional(*offset + QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()))
                             : std::nullopt;
            offsets.push_back(offset);
            continue;
        }
        QString geometry;
        if (xml.name() == u"polyline")
            geometry = xml.attributes().value("points").toString();
        else if (xml.name() == u"path")
            geometry = xml.attributes().value("d").toString();
        if (geometry.isEmpty() || !offsets.back() || geometry.contains(QRegularExpression(QStringLiteral("[CQAZz]"))))
            continue;
        std::vector<QPointF> points;
        for (auto it = kPoint.globalMatch(geometry); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            points.push_back(*offsets.back() + QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()));
        }
        if (points.size() < 3)
            continue;
        ++curves;
        for (const QPointF &point : points) {
            QVERIFY2(plot.contains(point),
                     qPrintable(QStringLiteral("(%1, %2) lies outside the plot area").arg(point.x()).arg(point.y())));
        }
    }
    QVERIFY(!xml.hasError());
    QVERIFY(curves > 0);
    // The live chart has its data back.
    for (qsizetype i = 0; i < chart->chart()->series().size(); ++i)
        QCOMPARE(qobject_cast<QXYSeries *>(chart->chart()->series()[i])->points(), before[std::size_t(i)]);
}

void TestExport::p2pCsvEqualsCoreTransferTime()
{
    const Csv csv = parseCsv(render(chartNamed("p2p_time"), ExportFormat::Csv));
    // T(n) shares the x column with the other curves sampled at the same sizes.
    const qsizetype x = csv.column("message size n (B)");
    const qsizetype y = csv.column("T(n) (s)");
    QVERIFY2(x >= 0 && y >= 0, qPrintable(csv.header.join(" | ")));
    int checked = 0;
    const Scenario s;
    for (const QStringList &row : csv.rows) {
        if (row[x].isEmpty())
            continue;
        const double n = row[x].toDouble();
        COMPARE_REL(row[y].toDouble(), p2pTime(s.inter, n).value().total_s(), 1e-10);
        ++checked;
    }
    QVERIFY(checked > 100);
}

void TestExport::collectivesTermsCsvEqualsCollectiveCost()
{
    const Csv csv = parseCsv(render(chartNamed("collectives_terms"), ExportFormat::Csv));
    QCOMPARE(csv.header, (QStringList{"collective", "latency term (s)", "bandwidth term (s)", "total (s)"}));
    QVERIFY(csv.rows.size() >= 8);
    for (const QStringList &row : csv.rows) {
        const std::optional<Algorithm> a = findAlgorithm(row[0].toStdString());
        QVERIFY2(a, qPrintable(row[0]));
        const Cost c = collectiveCost(*a, Scenario{}).value();
        COMPARE_REL(row[1].toDouble(), c.latency_s, 1e-10);
        COMPARE_REL(row[2].toDouble(), c.bandwidth_s, 1e-10);
        COMPARE_REL(row[3].toDouble(), c.total_s(), 1e-10);
    }
}

void TestExport::bubbleHeatmapCsvEqualsCoreBubble()
{
    const Csv csv = parseCsv(render(chartNamed("pipeline_bubble_heatmap"), ExportFormat::Csv));
    QCOMPARE(csv.header.mid(0, 4),
             (QStringList{"pipeline stages p", "micro-batches m", "virtual stages V", "bubble fraction"}));
    QVERIFY(csv.rows.size() > 50);
    for (const QStringList &row : csv.rows) {
        const int p = row[0].toInt();
        const int m = row[1].toInt();
        const int v = row[2].toInt();
        COMPARE_REL(row[3].toDouble(), bubbleFractionInterleaved(p, m, v).value(), 1e-10);
    }
}

// `commviz export --chart buckets_… --format csv` at other parameters: the sweep's rows are core's plans, the
// timeline's rows core's blocks.
void TestExport::bucketsCsvFromTheCommandLineEqualsCorePlans()
{
    QTemporaryDir dir;
    const QString sizes = dir.filePath("sizes.csv");
    const QString blocks = dir.filePath("blocks.csv");
    const QStringList options{"--gpus", "64", "--backward", "80ms", "--bucket", "50MB"};
    Run r = exportCmd(options + QStringList{"--chart", "buckets_finish_vs_size", "--format", "csv", "--out", sizes});
    QCOMPARE(r.status, 0);
    r = exportCmd(options + QStringList{"--chart", "buckets_timeline", "--format", "csv", "--out", blocks});
    QCOMPARE(r.status, 0);
    Scenario s;
    s.gpus = 64;
    s.backward_s = 80e-3;
    s.bucket_bytes = 50e6;

    QFile sizesFile(sizes);
    QVERIFY(sizesFile.open(QIODevice::ReadOnly));
    const Csv sweep = parseCsv(sizesFile.readAll());
    QCOMPARE(sweep.header,
             (QStringList{"bucket size b (B)", "buckets B", "step time F (s)", "exposed communication F − T_b (s)",
                          "no overlap: T_b + T_AR(M) (s)", "marked"}));
    QVERIFY(sweep.rows.size() > 300);
    QStringList marked;
    for (const QStringList &row : sweep.rows) {
        Scenario at = s;
        at.bucket_bytes = row[0].toDouble();
        const BucketPlan p = bucketPlan(at).value();
        QCOMPARE(row[1].toLongLong(), p.count);
        COMPARE_REL(row[2].toDouble(), p.finish_s, 1e-10);
        COMPARE_REL(row[3].toDouble(), p.exposed_s, 1e-10);
        COMPARE_REL(row[4].toDouble(), p.no_overlap_s, 1e-10);
        if (!row[5].isEmpty())
            marked << row[5];
    }
    QCOMPARE(marked.size(), 3); // the current b, the best and DDP's 25 MiB

    QFile blocksFile(blocks);
    QVERIFY(blocksFile.open(QIODevice::ReadOnly));
    const Csv timeline = parseCsv(blocksFile.readAll());
    QCOMPARE(timeline.header, (QStringList{"bucket", "bucket size (B)", "ready (s)", "start (s)", "end (s)"}));
    const BucketTimeline core = bucketTimeline(s).value();
    QCOMPARE(timeline.rows.size(), core.buckets.size());
    for (std::size_t i = 0; i < core.buckets.size(); ++i) {
        QCOMPARE(timeline.rows[i][0].toLongLong(), static_cast<long long>(i + 1));
        COMPARE_REL(timeline.rows[i][2].toDouble(), core.buckets[i].ready_s, 1e-10);
        COMPARE_REL(timeline.rows[i][3].toDouble(), core.buckets[i].start_s, 1e-10);
        COMPARE_REL(timeline.rows[i][4].toDouble(), core.buckets[i].end_s, 1e-10);
    }
}

void TestExport::reportHasATitlePageAndOnePagePerChartPage()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(!ui::writeReport(m_pages, Scenario{}, &buffer));
    const QByteArray pdf = buffer.data();
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(ui::reportPageCount(m_pages), 1 + static_cast<int>(m_pages.size()));
    QCOMPARE(pdfPageCount(pdf), 1 + static_cast<int>(m_pages.size()));
}

void TestExport::exportWritesTheChartInTheAskedFormat()
{
    for (const QString format : {"png", "svg", "pdf", "csv"}) {
        const QString path = m_dir.filePath("single." + format);
        const Run r = exportCmd({"--chart", "collectives_vs_size", "--format", format, "--out", path});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (format == "png")
            QCOMPARE(QImage::fromData(bytes, "PNG").size(), ui::kDefaultExportSize);
        else if (format == "pdf")
            QVERIFY(bytes.startsWith("%PDF-"));
        else if (format == "svg")
            QVERIFY(bytes.contains("<svg"));
        else
            QVERIFY(bytes.left(bytes.indexOf('\n')).contains("payload per GPU M (B)"));
    }
    // The format follows --out's extension when --format is left out.
    const QString inferred = m_dir.filePath("inferred.svg");
    QCOMPARE(exportCmd({"--chart", "p2p_time", "--out", inferred}).status, 0);
    QVERIFY(QFile(inferred).size() > 0);
}

void TestExport::exportWithImageSizeAndScaleHasThosePixels()
{
    const QString path = m_dir.filePath("sized.png");
    const Run r = exportCmd(
        {"--chart", "p2p_time", "--format", "png", "--image-size", "1600x900", "--scale", "2", "--out", path});
    QCOMPARE(r.status, 0);
    QCOMPARE(QImage(path).size(), QSize(3200, 1800));

    // --size WIDTHxHEIGHT is the picture's size too; any other --size is still the payload M.
    const QString aliased = m_dir.filePath("aliased.png");
    QCOMPARE(exportCmd({"--chart", "p2p_time", "--size", "800x500", "--out", aliased}).status, 0);
    QCOMPARE(QImage(aliased).size(), QSize(800, 500));
    const QString csv = m_dir.filePath("payload.csv");
    QCOMPARE(exportCmd({"--chart", "p2p_time", "--size", "2GB", "--image-size", "800x500", "--out", csv}).status, 0);
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY2(f.readAll().contains("2000000000,"), "the n = M marker sits at the 2 GB payload");
}

void TestExport::exportAllWritesOneFilePerChart()
{
    const QString folder = m_dir.filePath("all/nested");
    const Run r = exportCmd({"--chart", "all", "--format", "svg", "--out", folder});
    QCOMPARE(r.status, 0);
    QStringList expected;
    for (const ui::ChartPage *page : m_pages) {
        for (const ui::ChartPanel *chart : page->charts()) {
            if (!chart->name().startsWith("measured_")) // without --measurements (test_exportmeasured)
                expected << chart->name() + ".svg";
        }
    }
    expected.sort();
    QCOMPARE(filesIn(folder), expected);
    QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts).size(), expected.size());
}

void TestExport::listChartsNamesEveryChart()
{
    const Run r = exportCmd({"--list-charts"});
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QStringList names;
    for (const QString &line : lines)
        names << line.section(' ', 0, 0);
    QStringList expected;
    for (const ui::ChartPage *page : m_pages) {
        for (const ui::ChartPanel *chart : page->charts()) {
            expected << chart->name();
            QVERIFY2(r.out.contains(chart->title()), qPrintable(chart->title()));
        }
    }
    QCOMPARE(names, expected);
}

void TestExport::badArgumentsExitTwoWithOneLineAndNoFile_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    const QString out = "OUT"; // replaced by a path in the test's folder
    QTest::newRow("unknown chart") << QStringList{"--chart", "nope", "--format", "png", "--out", out}
                                   << "--chart: no chart named \"nope\"; --list-charts lists the names";
    QTest::newRow("bad size") << QStringList{"--chart",      "p2p_time", "--format", "png",
                                             "--image-size", "12x",      "--out",    out}
                              << "--image-size: \"12x\" is not WIDTHxHEIGHT, e.g. 1600x900";
    QTest::newRow("size too small") << QStringList{"--chart",      "p2p_time", "--format", "png",
                                                   "--image-size", "100x900",  "--out",    out}
                                    << "--image-size: 100x900 is out of range: width and height must be from 200 to "
                                       "8000 pixels";
    QTest::newRow("size too large") << QStringList{"--chart",      "p2p_time", "--format", "png",
                                                   "--image-size", "9000x900", "--out",    out}
                                    << "--image-size: 9000x900 is out of range";
    QTest::newRow("bad scale") << QStringList{"--chart", "p2p_time", "--format", "png", "--scale", "4", "--out", out}
                               << "--scale: \"4\" is not a pixel density; use 1, 2 or 3";
    QTest::newRow("scale on a vector format")
        << QStringList{"--chart", "p2p_time", "--format", "svg", "--scale", "2", "--out", out}
        << "--scale: only PNG has a pixel density";
    QTest::newRow("bad format") << QStringList{"--chart", "p2p_time", "--format", "gif", "--out", out}
                                << "--format: \"gif\" is not a format; use png, svg, pdf or csv";
    QTest::newRow("unwritable path") << QStringList{"--chart", "p2p_time", "--format",
                                                    "png",     "--out",    "/nonexistent-folder/x.png"}
                                     << "cannot write /nonexistent-folder/x.png";
    QTest::newRow("path under a file") << QStringList{"--chart", "p2p_time", "--format", "pdf", "--out", "FILE/x.pdf"}
                                       << "cannot write";
    QTest::newRow("all into a file") << QStringList{"--chart", "all", "--format", "csv", "--out", "FILE"}
                                     << "is a file; with --chart all, --out names a folder";
    QTest::newRow("missing scenario file")
        << QStringList{"--scenario", "/nonexistent-folder/s.json", "--chart", "p2p_time", "--format", "png", "--out",
                       out}
        << "--scenario: cannot open /nonexistent-folder/s.json";
    QTest::newRow("bad parameter") << QStringList{"--gpus", "0", "--chart", "p2p_time", "--format", "png", "--out", out}
                                   << "--gpus:";
    QTest::newRow("unwritable scenario") << QStringList{"--chart",         "p2p_time",
                                                        "--format",        "png",
                                                        "--out",           out,
                                                        "--save-scenario", "/nonexistent-folder/s.json"}
                                         << "--save-scenario: cannot write /nonexistent-folder/s.json";
    QTest::newRow("report: unwritable") << QStringList{"report", "--out", "/nonexistent-folder/r.pdf"}
                                        << "cannot write /nonexistent-folder/r.pdf";
    QTest::newRow("report: bad parameter") << QStringList{"report", "--beta", "fast", "--out", out} << "--beta:";
}

void TestExport::badArgumentsExitTwoWithOneLineAndNoFile()
{
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const QTemporaryDir dir;
    const QString aFile = dir.filePath("a-file");
    {
        QFile f(aFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const QString out = dir.filePath("out.png");
    for (QString &o : options) {
        if (o == "OUT")
            o = out;
        else if (o.startsWith("FILE"))
            o.replace(0, 4, aFile);
    }
    const bool report = !options.isEmpty() && options.front() == "report";
    if (report)
        options.removeFirst();
    const Run r = report ? reportCmd(options) : exportCmd(options);
    QCOMPARE(r.status, cli::kUsageError);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith(report ? "commviz report: " : "commviz export: "), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(filesIn(dir.path()), QStringList{"a-file"});
    QCOMPARE(QFileInfo(aFile).size(), 0);
}

void TestExport::saveScenarioThenScenarioRoundTrips()
{
    const QString scenario = m_dir.filePath("round.json");
    const QString first = m_dir.filePath("first.csv");
    const QString second = m_dir.filePath("second.csv");
    Run r = exportCmd({"--gpus", "64", "--beta", "400Gbps", "--size", "64MB", "--chart", "collectives_terms",
                       "--format", "csv", "--out", first, "--save-scenario", scenario});
    QCOMPARE(r.status, 0);
    QVERIFY(QFileInfo::exists(scenario));
    const Result<ui::ScenarioDocument> doc = ui::readScenarioFile(scenario);
    QVERIFY(doc.ok());
    QCOMPARE(doc.value().scenario.gpus, 64);
    QCOMPARE(doc.value().scenario.inter.beta_Bps, 50e9);
    QCOMPARE(doc.value().scenario.size_bytes, 64e6);
    r = exportCmd({"--scenario", scenario, "--chart", "collectives_terms", "--format", "csv", "--out", second});
    QCOMPARE(r.status, 0);
    QFile a(first);
    QFile b(second);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), a.readAll());
}

void TestExport::explicitOptionsOverrideTheScenarioFile()
{
    const QString scenario = m_dir.filePath("base.json");
    Scenario s;
    s.gpus = 1024;
    s.stages = 4;
    ui::ScenarioDocument doc;
    doc.scenario = s;
    QVERIFY(!ui::writeScenarioFile(scenario, doc));
    const QString saved = m_dir.filePath("effective.json");
    const Run r = exportCmd({"--scenario", scenario, "--gpus", "64", "--chart", "p2p_time", "--format", "csv", "--out",
                             m_dir.filePath("override.csv"), "--save-scenario", saved});
    QCOMPARE(r.status, 0);
    const Result<ui::ScenarioDocument> effective = ui::readScenarioFile(saved);
    QVERIFY(effective.ok());
    QCOMPARE(effective.value().scenario.gpus, 64);  // the option wins
    QCOMPARE(effective.value().scenario.stages, 4); // the file's value stays
}

void TestExport::malformedScenarioFileIsRefusedWithItsMessage()
{
    const QString scenario = m_dir.filePath("bad.json");
    {
        QFile f(scenario);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"version": 1, "beta_Bps": -5})");
    }
    const QString out = m_dir.filePath("never.png");
    const Run r = exportCmd({"--scenario", scenario, "--chart", "p2p_time", "--format", "png", "--out", out});
    QCOMPARE(r.status, cli::kUsageError);
    QVERIFY2(r.err.contains("--scenario: " + scenario + ": beta_Bps:"), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(!QFileInfo::exists(out));
}

void TestExport::productionOptionDrawsTheProductionChartsAndTheirCells()
{
    // The protocol envelope with its switch sizes written on it, as vectors and text.
    const QString svg = m_dir.filePath("protocols.svg");
    Run r = exportCmd({"--production", "on", "--chart", "collectives_protocols", "--out", svg});
    QCOMPARE(r.status, 0);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString text;
    QXmlStreamReader xml(f.readAll());
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    for (const QString label : {"6.51MB", "525.7MB", "LL128", "Simple", "Protocolswitchesat6.51MBand525.7MB"})
        QVERIFY2(withoutSpace(text).contains(label), qPrintable(label + " not in the SVG's text"));

    // The production regime map's CSV holds its cells: N, M, the production AllReduce and its protocol.
    const QString csvPath = m_dir.filePath("production_map.csv");
    r = exportCmd({"--production", "on", "--chart", "selection_production_map", "--out", csvPath});
    QCOMPARE(r.status, 0);
    QFile c(csvPath);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const Csv csv = parseCsv(c.readAll());
    QCOMPARE(csv.header, (QStringList{"GPUs N", "payload per GPU M (B)", "production AllReduce", "protocol"}));
    QCOMPARE(csv.rows.size(), std::size_t{14 * 44}); // N = 2 … 16384, 44 sizes
    const std::vector<int> gpus{256};
    const std::vector<double> sizes{csv.rows[std::size_t(39 * 14 + 7)][1].toDouble()};
    const auto cell = productionGrid(Scenario{}, gpus, sizes).at(0, 0);
    QCOMPARE(csv.rows[std::size_t(39 * 14 + 7)][0], QString("256"));
    QCOMPARE(csv.rows[std::size_t(39 * 14 + 7)][2], QString::fromStdString(allReduceShortKey(cell->algorithm)));
    QCOMPARE(csv.rows[std::size_t(39 * 14 + 7)][3], QString::fromStdString(protocolKey(cell->protocol)));

    // The textbook view exports the same production charts: they exist in both views.
    const QString textbook = m_dir.filePath("production_map_textbook.csv");
    r = exportCmd({"--chart", "selection_production_map", "--out", textbook});
    QCOMPARE(r.status, 0);
    QFile t(textbook);
    QVERIFY(t.open(QIODevice::ReadOnly));
    QVERIFY(c.seek(0));
    QCOMPARE(t.readAll(), c.readAll());

    // And the report, in the production view.
    const QString pdf = m_dir.filePath("production.pdf");
    r = reportCmd({"--production", "on", "--out", pdf});
    QCOMPARE(r.status, 0);
    QFile report(pdf);
    QVERIFY(report.open(QIODevice::ReadOnly));
    QCOMPARE(pdfPageCount(report.readAll()), ui::reportPageCount(m_pages));
}

void TestExport::reportCommandWritesThePdf()
{
    const QString path = m_dir.filePath("report.pdf");
    const Run r = reportCmd({"--gpus", "512", "--out", path});
    QCOMPARE(r.status, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), 1 + static_cast<int>(m_pages.size()));
}

void TestExport::evalSavesTheScenarioToo()
{
    const QString scenario = m_dir.filePath("eval.json");
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    QCOMPARE(cli::runEvalCommand({"commviz", "eval", "--gpus", "128", "--save-scenario", scenario}, out, err), 0);
    const Result<ui::ScenarioDocument> doc = ui::readScenarioFile(scenario);
    QVERIFY(doc.ok());
    QCOMPARE(doc.value().scenario.gpus, 128);
}

void TestExport::dialogExportsThePreselectedChartAndKeepsErrorsInTheDialog()
{
    const ui::ChartPage *page = m_pages[1];
    ui::ExportDialog dialog(page->charts(), page->charts()[2], nullptr);
    QCOMPARE(dialog.chart(), page->charts()[2]);
    QVERIFY(dialog.path().endsWith(page->charts()[2]->name() + ".png"));
    dialog.findChild<QComboBox *>("exportFormat")->setCurrentIndex(1); // SVG
    QVERIFY(dialog.path().endsWith(".svg"));

    dialog.setPath("/nonexistent-folder/chart.svg");
    QVERIFY(!dialog.exportNow());
    QVERIFY2(dialog.errorText().contains("cannot write /nonexistent-folder/chart.svg"), qPrintable(dialog.errorText()));
    QCOMPARE(dialog.result(), int(QDialog::Rejected));

    const QString path = m_dir.filePath("dialog.svg");
    dialog.setPath(path);
    QVERIFY(dialog.exportNow());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(QFileInfo(path).size() > 0);
}

QTEST_MAIN(TestExport)
#include "test_export.moc"
