// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing empty goes out: the report's Algorithms page draws the diagram at the middle step with its running
// total (not "Step 0 of 14 … 0 ns"), its Collectives page holds the summary table, and poppler reads the PDF
// without a complaint; the diagram exports as a chart (algorithms_diagram: PNG with its arrows, SVG and PDF
// with its texts, CSV with the step's transfers); SVG text names font families a browser knows.
#include "testutil.h"

#include "exportcommand.h"

#include "chartpanel.h"
#include "exportdialog.h"
#include "language.h"
#include "measurements.h"
#include "pages/common/chartpage.h"
#include "pages/pages.h"

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QImage>
#include <QMainWindow>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace commviz;
using testutil::Run;

namespace {

Run exportCmd(const QStringList &options)
{
    return testutil::runCommand(&cli::runExportCommand, "export", options);
}
Run reportCmd(const QStringList &options)
{
    return testutil::runCommand(&cli::runReportCommand, "report", options);
}

struct PdfText {
    QStringList pages; // pdftotext's pages, each simplified
    QString errors;    // what poppler printed on stderr
};

// The PDF's text through poppler's pdftotext, or nothing when it is not installed (scripts/dev.sh deps).
std::optional<PdfText> pdfText(const QString &pdf)
{
    const QString tool = QStandardPaths::findExecutable("pdftotext");
    if (tool.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(tool, {pdf, "-"});
    p.waitForFinished(60000);
    PdfText t;
    for (const QString &page : QString::fromUtf8(p.readAllStandardOutput()).split('\f'))
        t.pages << page.simplified();
    t.errors = QString::fromUtf8(p.readAllStandardError()).trimmed();
    return t;
}

// The page headed by `question` (the title page's contents list every question too).
QString pageHeadedBy(const PdfText &t, const QString &question)
{
    for (const QString &page : t.pages) {
        if (page.startsWith(question))
            return page;
    }
    return {};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestReportContents : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void theAlgorithmsPageDrawsTheMiddleStepWithItsRunningTotal();
    void theCollectivesPageHoldsTheSummaryTable();
    void popplerReadsTheReportWithoutAComplaint();
    void popplerReadsTheChineseReportToo();
    void theDiagramIsListedAsAChart();
    void theDiagramExportsInEveryFormat_data();
    void theDiagramExportsInEveryFormat();
    void theWindowsExportDialogOffersTheDiagram();
    void aSavedExportSaysWhereInTheStatusBar();
    void svgTextNamesFamiliesABrowserKnows_data();
    void svgTextNamesFamiliesABrowserKnows();

private:
    QTemporaryDir m_dir;
    PdfText m_report;
};

void TestReportContents::initTestCase()
{
    const QString pdf = m_dir.filePath("r.pdf");
    const Run r = reportCmd({"--out", pdf});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const std::optional<PdfText> t = pdfText(pdf);
    QVERIFY2(t, "pdftotext is missing: scripts/dev.sh deps installs it (poppler-utils)");
    m_report = *t;
}

void TestReportContents::theAlgorithmsPageDrawsTheMiddleStepWithItsRunningTotal()
{
    const QString page = pageHeadedBy(m_report, "How does an AllReduce actually move the data?");
    QVERIFY2(!page.isEmpty(), "no Algorithms page");
    // The default scenario draws ring AllReduce at N = 8: 14 steps, the middle one ends the reduce-scatter.
    for (const QString s : {"ring AllReduce, N = 8 · step 7 of 14", "Running total after step 7", "rank 0", "rank 7",
                            "reduce: receiver adds", "Step 7 of 14: reduce-scatter"})
        QVERIFY2(page.contains(s), qPrintable(s + " missing from: " + page));
    QVERIFY2(!page.contains("Step 0 of"), qPrintable(page));
}

void TestReportContents::theCollectivesPageHoldsTheSummaryTable()
{
    const QString page = pageHeadedBy(m_report, "What does each collective cost, and where does the time go?");
    QVERIFY2(!page.isEmpty(), "no Collectives page");
    for (const QString s : {"Operation", "Bandwidth term", "Latency term", "Now: total", "AllReduce, ring",
                            "AllReduce, tree", "Broadcast, tree", "AllGather = ReduceScatter = AllToAll"})
        QVERIFY2(page.contains(s), qPrintable(s + " missing from: " + page));
}

void TestReportContents::popplerReadsTheReportWithoutAComplaint()
{
    // "No current point in closepath" came from empty paths Qt wrote into the PDF.
    QVERIFY2(m_report.errors.isEmpty(), qPrintable(m_report.errors));
}

void TestReportContents::popplerReadsTheChineseReportToo()
{
    QVERIFY(ui::installLanguage(QStringLiteral("zh_CN")));
    const QString pdf = m_dir.filePath("r-zh.pdf");
    const Run r = reportCmd({"--out", pdf});
    ui::installLanguage(QStringLiteral("en"));
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const std::optional<PdfText> t = pdfText(pdf);
    QVERIFY(t);
    QVERIFY2(t->errors.isEmpty(), qPrintable(t->errors));
    // The Algorithms page in Chinese: the middle step and its running total.
    const QString page = pageHeadedBy(*t, QStringLiteral("AllReduce 究竟如何搬运数据？"));
    QVERIFY2(page.contains(QStringLiteral("第 7 步后的累计时间")), qPrintable(page));
}

void TestReportContents::theDiagramIsListedAsAChart()
{
    const Run r = exportCmd({"--list-charts"});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QRegularExpression("^algorithms_diagram +AllReduce, step by step$",
                                               QRegularExpression::MultilineOption)),
             qPrintable(r.out));
}

void TestReportContents::theDiagramExportsInEveryFormat_data()
{
    QTest::addColumn<QString>("format");
    for (const char *f : {"png", "svg", "pdf", "csv"})
        QTest::newRow(f) << QString(f);
}

void TestReportContents::theDiagramExportsInEveryFormat()
{
    QFETCH(QString, format);
    const QString path = m_dir.filePath("diagram." + format);
    const Run r = exportCmd({"--chart", "algorithms_diagram", "--out", path});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QByteArray bytes = readAll(path);
    if (format == "png") {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), QSize(1200, 800));
        // The reduce arrows' orange and the fully reduced chunks' green are drawn.
        int orange = 0;
        int green = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2) {
                const QColor c = image.pixelColor(x, y);
                orange += c == QColor("#D55E00");
                green += c == QColor("#009E73");
            }
        }
        QVERIFY2(orange > 200 && green > 50, qPrintable(QString("orange %1, green %2").arg(orange).arg(green)));
    } else if (format == "svg") {
        const QString svg = QString::fromUtf8(bytes);
        for (const QString s : {"rank 0", "rank 7", "step 7 of 14", "Running total after step 7"})
            QVERIFY2(svg.contains(s), qPrintable(s));
    } else if (format == "pdf") {
        const std::optional<PdfText> t = pdfText(path);
        QVERIFY(t);
        QVERIFY2(t->pages.join(' ').contains("rank 7"), qPrintable(t->pages.join(' ')));
        QVERIFY2(t->errors.isEmpty(), qPrintable(t->errors));
    } else {
        // Ring step 7: every rank sends one chunk on to its right neighbour, which adds it in.
        const QStringList lines = QString::fromUtf8(bytes).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0), QString("step,phase,from rank,to rank,kind,first chunk,chunks,bytes (B)"));
        QCOMPARE(lines.size(), 1 + 8);
        for (int rank = 0; rank < 8; ++rank) {
            const QStringList f = lines[rank + 1].split(',');
            QCOMPARE(f.value(0), QString("7"));
            QCOMPARE(f.value(1), QString("reduce-scatter"));
            QCOMPARE(f.value(2).toInt(), rank);
            QCOMPARE(f.value(3).toInt(), (rank + 1) % 8);
            QCOMPARE(f.value(4), QString("reduce"));
            QCOMPARE(f.value(6), QString("1"));
        }
    }
}

void TestReportContents::theWindowsExportDialogOffersTheDiagram()
{
    QWidget host;
    ui::Measurements measurements;
    const std::vector<ui::ChartPage *> pages = ui::createPages(&host, &measurements);
    const ui::ChartPage *algorithms = nullptr;
    for (const ui::ChartPage *page : pages) {
        if (page->id() == ui::PageId::Algorithms)
            algorithms = page;
    }
    QVERIFY(algorithms);
    const std::vector<ui::ChartPanel *> charts = algorithms->contentCharts();
    QCOMPARE(charts.size(), std::size_t(1));
    QCOMPARE(charts[0]->name(), QString("algorithms_diagram"));
    // Ctrl+E on the Algorithms tab: the dialog preselects the diagram at the default size and writes it.
    ui::ExportDialog dialog(charts, ui::activeChart(algorithms), nullptr);
    QCOMPARE(dialog.chart(), charts[0]);
    QVERIFY(dialog.path().endsWith("algorithms_diagram.png"));
    const QString path = m_dir.filePath("from-dialog.png");
    dialog.setPath(path);
    QVERIFY2(dialog.exportNow(), qPrintable(dialog.errorText()));
    // 1200 × 800 logical pixels, at the dialog's pixel density.
    const QImage image(path);
    QVERIFY2(image.width() % 1200 == 0 && image.width() * 800 == image.height() * 1200,
             qPrintable(QString("%1×%2").arg(image.width()).arg(image.height())));
}

void TestReportContents::aSavedExportSaysWhereInTheStatusBar()
{
    QMainWindow window;
    ui::Measurements measurements;
    const std::vector<ui::ChartPage *> pages = ui::createPages(&window, &measurements);
    ui::ChartPage *page = pages.front();
    page->refresh(Scenario{});
    QVERIFY(!page->contentCharts().empty());
    ui::ExportDialog dialog(page->contentCharts(), page->contentCharts().front(), &window);
    dialog.setPath("/nonexistent-folder/chart.png");
    QVERIFY(!dialog.exportNow());
    QVERIFY(window.statusBar()->currentMessage().isEmpty()); // nothing saved, nothing said
    const QString path = m_dir.filePath("said.png");
    dialog.setPath(path);
    QVERIFY2(dialog.exportNow(), qPrintable(dialog.errorText()));
    QCOMPARE(window.statusBar()->currentMessage(), "Saved " + QDir::toNativeSeparators(path));
}

void TestReportContents::svgTextNamesFamiliesABrowserKnows_data()
{
    QTest::addColumn<QString>("chart");
    QTest::newRow("a plot") << "p2p_time";
    QTest::newRow("the diagram") << "algorithms_diagram";
}

void TestReportContents::svgTextNamesFamiliesABrowserKnows()
{
    QFETCH(QString, chart);
    const QString path = m_dir.filePath(chart + "-fonts.svg");
    const Run r = exportCmd({"--chart", chart, "--out", path});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString svg = QString::fromUtf8(readAll(path));
    static const QRegularExpression family("font-family=\"([^\"]*)\"");
    int seen = 0;
    for (const QRegularExpressionMatch &m : family.globalMatch(svg)) {
        ++seen;
        const QStringList names = m.captured(1).split(", ");
        // A family this machine has, then the generic family a browser falls back to.
        QVERIFY2(names.size() >= 2, qPrintable(m.captured(0)));
        QVERIFY2(names.last() == "sans-serif" || names.last() == "monospace", qPrintable(m.captured(0)));
        const QString first = QString(names.first()).remove('\'');
        QVERIFY2(first != "Sans Serif" && QFontDatabase::hasFamily(first), qPrintable(m.captured(0)));
    }
    QVERIFY(seen > 0);
    QVERIFY(!svg.contains("font-family=\"Sans Serif\""));
}

QTEST_MAIN(TestReportContents)
#include "test_reportcontents.moc"
