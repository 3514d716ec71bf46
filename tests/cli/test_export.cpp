// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Export: every chart of every page in every format (the SVG parses and holds vectors and the title, the PDF
// has one page, the PNG has the requested pixels, the CSV holds core's numbers) and the report's page count.
// test_exportcommand runs `commviz export` / `commviz report` end to end.
#include "chartinspector.h"
#include "exporttest.h"

using namespace commviz;
using namespace exporttest;

class TestExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_fixture.build(); }

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

private:
    void everyChart();

    Pages m_fixture;
};

void TestExport::everyChart()
{
    QTest::addColumn<QString>("name");
    for (const ui::ChartPage *page : m_fixture.pages) {
        for (const ui::ChartPanel *chart : page->charts())
            QTest::newRow(qPrintable(chart->name())) << chart->name();
    }
}

void TestExport::everyChartAsSvgParsesAndHoldsVectorsAndItsTitle()
{
    QFETCH(QString, name);
    ui::ChartPanel *chart = m_fixture.chartNamed(name);
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
    for (const std::vector<ui::Tick> *ticks : {&chart->axes().xTicks(), &chart->axes().yTicks()}) {
        if (!ticks->empty())
            QVERIFY2(withoutSpace(text).contains(withoutSpace(ticks->front().label)), qPrintable(ticks->front().label));
    }
    const QString xTitle = chart->translated(chart->axes().x().title);
    if (!xTitle.isEmpty())
        QVERIFY2(withoutSpace(text).contains(withoutSpace(xTitle)), qPrintable(xTitle));
    // Text runs split where the script changes (Latin, Greek), so compare without the spaces between them.
    QVERIFY2(withoutSpace(text).contains(withoutSpace(chart->chartTitle())),
             qPrintable("the title is not drawn as text: " + text.left(200)));
}

void TestExport::everyChartAsPdfIsOnePdfPage()
{
    QFETCH(QString, name);
    const QByteArray pdf = render(m_fixture.chartNamed(name), ExportFormat::Pdf);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), 1);
}

void TestExport::everyChartAsPngHasTheRequestedPixels()
{
    QFETCH(QString, name);
    ui::ChartPanel *chart = m_fixture.chartNamed(name);
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
    ui::ChartPanel *chart = m_fixture.chartNamed(name);
    // The measured page fills one chart per view: the bandwidth chart in the busbw view.
    for (ui::ChartPage *page : m_fixture.pages) {
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
    ui::ChartPanel *chart = m_fixture.chartNamed("p2p_time");
    const ui::ChartInspector qt(chart);
    qt.setChartSize(QSizeF(700, 500));
    const QSizeF size = qt.chartSize();
    const std::vector<QList<QPointF>> before = qt.seriesPoints();
    render(chart, ExportFormat::Svg, QSize(300, 900)); // a narrow range pushes nothing out, but resizes
    QCOMPARE(qt.chartSize(), size);
    QCOMPARE(qt.seriesPoints(), before);
}

void TestExport::exportsDrawGridLinesThatScale()
{
    // The grid is one logical pixel wide: two pixels in a PNG at twice the density, not a hairline.
    ui::ChartPanel *chart = m_fixture.chartNamed("p2p_effective_bandwidth");
    const QSize size(800, 500);
    const QRectF plot = ui::ChartInspector(chart).plotAreaAt(QSizeF(size));
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
    ui::ChartPanel *chart = m_fixture.chartNamed("p2p_time");
    const double lo = chart->axes().yMin();
    const double hi = chart->axes().yMax();
    chart->setYRange(1e-4, 1e-2);
    const std::vector<QList<QPointF>> before = ui::ChartInspector(chart).seriesPoints();
    const QByteArray svg = render(chart, ExportFormat::Svg);

    // The plot area at the export's size, as the export lays it out.
    const QRectF plot =
        ui::ChartInspector(chart).plotAreaAt(QSizeF(ui::kDefaultExportSize)).adjusted(-1.5, -1.5, 1.5, 1.5);
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
    QCOMPARE(ui::ChartInspector(chart).seriesPoints(), before);
}

void TestExport::p2pCsvEqualsCoreTransferTime()
{
    const Csv csv = parseCsv(render(m_fixture.chartNamed("p2p_time"), ExportFormat::Csv));
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
    const Csv csv = parseCsv(render(m_fixture.chartNamed("collectives_terms"), ExportFormat::Csv));
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
    const Csv csv = parseCsv(render(m_fixture.chartNamed("pipeline_bubble_heatmap"), ExportFormat::Csv));
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
    QVERIFY(!ui::writeReport(m_fixture.pages, Scenario{}, &buffer));
    const QByteArray pdf = buffer.data();
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(ui::reportPageCount(m_fixture.pages), 1 + static_cast<int>(m_fixture.pages.size()));
    QCOMPARE(pdfPageCount(pdf), 1 + static_cast<int>(m_fixture.pages.size()));
}

QTEST_MAIN(TestExport)
#include "test_export.moc"
