// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz export` and `commviz report` end to end: the asked format, size and scale, every chart at once, the
// chart list, scenario files saved and read back, options over a file, the production charts, and every bad
// argument exiting 2 with one line and no file behind; the export dialog's preselection and its errors.
#include "exporttest.h"

#include <QDoubleSpinBox>

#include <cmath>

using namespace commviz;
using namespace exporttest;

class TestExportCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_fixture.build(); }
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
    void dialogsTextSizeScalesTheChartsTexts();

private:
    Pages m_fixture;
};

void TestExportCommand::exportWritesTheChartInTheAskedFormat()
{
    for (const QString format : {"png", "svg", "pdf", "csv"}) {
        const QString path = m_fixture.dir.filePath("single." + format);
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
    const QString inferred = m_fixture.dir.filePath("inferred.svg");
    QCOMPARE(exportCmd({"--chart", "p2p_time", "--out", inferred}).status, 0);
    QVERIFY(QFile(inferred).size() > 0);
}

void TestExportCommand::exportWithImageSizeAndScaleHasThosePixels()
{
    const QString path = m_fixture.dir.filePath("sized.png");
    const Run r = exportCmd(
        {"--chart", "p2p_time", "--format", "png", "--image-size", "1600x900", "--scale", "2", "--out", path});
    QCOMPARE(r.status, 0);
    QCOMPARE(QImage(path).size(), QSize(3200, 1800));

    // --size WIDTHxHEIGHT is the picture's size too; any other --size is still the payload M.
    const QString aliased = m_fixture.dir.filePath("aliased.png");
    QCOMPARE(exportCmd({"--chart", "p2p_time", "--size", "800x500", "--out", aliased}).status, 0);
    QCOMPARE(QImage(aliased).size(), QSize(800, 500));
    const QString csv = m_fixture.dir.filePath("payload.csv");
    QCOMPARE(exportCmd({"--chart", "p2p_time", "--size", "2GB", "--image-size", "800x500", "--out", csv}).status, 0);
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY2(f.readAll().contains("2000000000,"), "the n = M marker sits at the 2 GB payload");
}

void TestExportCommand::exportAllWritesOneFilePerChart()
{
    const QString folder = m_fixture.dir.filePath("all/nested");
    const Run r = exportCmd({"--chart", "all", "--format", "svg", "--out", folder});
    QCOMPARE(r.status, 0);
    QStringList expected;
    for (const ui::ChartPage *page : m_fixture.pages) {
        for (const ui::ChartPanel *chart : page->charts()) {
            if (!chart->name().startsWith("measured_")) // without --measurements (test_exportmeasured)
                expected << chart->name() + ".svg";
        }
    }
    expected.sort();
    QCOMPARE(filesIn(folder), expected);
    QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts).size(), expected.size());
}

void TestExportCommand::listChartsNamesEveryChart()
{
    const Run r = exportCmd({"--list-charts"});
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QStringList names;
    for (const QString &line : lines)
        names << line.section(' ', 0, 0);
    QStringList expected;
    for (const ui::ChartPage *page : m_fixture.pages) {
        for (const ui::ChartPanel *chart : page->charts()) {
            expected << chart->name();
            QVERIFY2(r.out.contains(chart->title()), qPrintable(chart->title()));
        }
    }
    QCOMPARE(names, expected);
}

void TestExportCommand::badArgumentsExitTwoWithOneLineAndNoFile_data()
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

void TestExportCommand::badArgumentsExitTwoWithOneLineAndNoFile()
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

void TestExportCommand::saveScenarioThenScenarioRoundTrips()
{
    const QString scenario = m_fixture.dir.filePath("round.json");
    const QString first = m_fixture.dir.filePath("first.csv");
    const QString second = m_fixture.dir.filePath("second.csv");
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

void TestExportCommand::explicitOptionsOverrideTheScenarioFile()
{
    const QString scenario = m_fixture.dir.filePath("base.json");
    Scenario s;
    s.gpus = 1024;
    s.stages = 4;
    ui::ScenarioDocument doc;
    doc.scenario = s;
    QVERIFY(!ui::writeScenarioFile(scenario, doc));
    const QString saved = m_fixture.dir.filePath("effective.json");
    const Run r = exportCmd({"--scenario", scenario, "--gpus", "64", "--chart", "p2p_time", "--format", "csv", "--out",
                             m_fixture.dir.filePath("override.csv"), "--save-scenario", saved});
    QCOMPARE(r.status, 0);
    const Result<ui::ScenarioDocument> effective = ui::readScenarioFile(saved);
    QVERIFY(effective.ok());
    QCOMPARE(effective.value().scenario.gpus, 64);  // the option wins
    QCOMPARE(effective.value().scenario.stages, 4); // the file's value stays
}

void TestExportCommand::malformedScenarioFileIsRefusedWithItsMessage()
{
    const QString scenario = m_fixture.dir.filePath("bad.json");
    {
        QFile f(scenario);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"version": 1, "beta_Bps": -5})");
    }
    const QString out = m_fixture.dir.filePath("never.png");
    const Run r = exportCmd({"--scenario", scenario, "--chart", "p2p_time", "--format", "png", "--out", out});
    QCOMPARE(r.status, cli::kUsageError);
    QVERIFY2(r.err.contains("--scenario: " + scenario + ": beta_Bps:"), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(!QFileInfo::exists(out));
}

void TestExportCommand::productionOptionDrawsTheProductionChartsAndTheirCells()
{
    // The protocol envelope with its switch sizes written on it, as vectors and text.
    const QString svg = m_fixture.dir.filePath("protocols.svg");
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
    const QString csvPath = m_fixture.dir.filePath("production_map.csv");
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
    const QString textbook = m_fixture.dir.filePath("production_map_textbook.csv");
    r = exportCmd({"--chart", "selection_production_map", "--out", textbook});
    QCOMPARE(r.status, 0);
    QFile t(textbook);
    QVERIFY(t.open(QIODevice::ReadOnly));
    QVERIFY(c.seek(0));
    QCOMPARE(t.readAll(), c.readAll());

    // And the report, in the production view.
    const QString pdf = m_fixture.dir.filePath("production.pdf");
    r = reportCmd({"--production", "on", "--out", pdf});
    QCOMPARE(r.status, 0);
    QFile report(pdf);
    QVERIFY(report.open(QIODevice::ReadOnly));
    QCOMPARE(pdfPageCount(report.readAll()), ui::reportPageCount(m_fixture.pages));
}

void TestExportCommand::reportCommandWritesThePdf()
{
    const QString path = m_fixture.dir.filePath("report.pdf");
    const Run r = reportCmd({"--gpus", "512", "--out", path});
    QCOMPARE(r.status, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), 1 + static_cast<int>(m_fixture.pages.size()));
}

void TestExportCommand::evalSavesTheScenarioToo()
{
    const QString scenario = m_fixture.dir.filePath("eval.json");
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    QCOMPARE(cli::runEvalCommand({"commviz", "eval", "--gpus", "128", "--save-scenario", scenario}, out, err), 0);
    const Result<ui::ScenarioDocument> doc = ui::readScenarioFile(scenario);
    QVERIFY(doc.ok());
    QCOMPARE(doc.value().scenario.gpus, 128);
}

void TestExportCommand::dialogExportsThePreselectedChartAndKeepsErrorsInTheDialog()
{
    const ui::ChartPage *page = m_fixture.pages[1];
    ui::ExportDialog dialog(page->charts(), page->charts()[2], nullptr);
    QCOMPARE(dialog.chart(), page->charts()[2]);
    QVERIFY(dialog.path().endsWith(page->charts()[2]->name() + ".png"));
    dialog.findChild<QComboBox *>("exportFormat")->setCurrentIndex(1); // SVG
    QVERIFY(dialog.path().endsWith(".svg"));

    dialog.setPath("/nonexistent-folder/chart.svg");
    QVERIFY(!dialog.exportNow());
    QVERIFY2(dialog.errorText().contains("cannot write /nonexistent-folder/chart.svg"), qPrintable(dialog.errorText()));
    QCOMPARE(dialog.result(), int(QDialog::Rejected));

    const QString path = m_fixture.dir.filePath("dialog.svg");
    dialog.setPath(path);
    QVERIFY(dialog.exportNow());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(QFileInfo(path).size() > 0);
}

// The dialog's text size reaches the file: at 2× the chart's largest text (its title) is twice as large.
void TestExportCommand::dialogsTextSizeScalesTheChartsTexts()
{
    const ui::ChartPage *page = m_fixture.pages[0];
    const auto largestFont = [&](double textSize, const QString &name) -> double {
        ui::ExportDialog dialog(page->charts(), page->charts()[0], nullptr);
        dialog.findChild<QComboBox *>("exportFormat")->setCurrentIndex(1); // SVG
        auto *box = dialog.findChild<QDoubleSpinBox *>("exportFontScale");
        if (!box || !box->isEnabled())
            return 0;
        box->setValue(textSize);
        const QString path = m_fixture.dir.filePath(name);
        dialog.setPath(path);
        if (!dialog.exportNow())
            return 0;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return 0;
        double largest = 0;
        const QRegularExpression size(QStringLiteral("font-size=\"([0-9.]+)\""));
        for (const QRegularExpressionMatch &m : size.globalMatch(QString::fromUtf8(file.readAll())))
            largest = std::max(largest, m.captured(1).toDouble());
        return largest;
    };
    const double normal = largestFont(1, "text-1x.svg");
    const double doubled = largestFont(2, "text-2x.svg");
    QVERIFY2(normal > 0 && doubled > 0, "the dialog has no enabled text size, or the export failed");
    QVERIFY2(std::abs(doubled / normal - 2) < 0.05, qPrintable(QString("%1 → %2").arg(normal).arg(doubled)));
    // CSV has no text to scale.
    ui::ExportDialog dialog(page->charts(), page->charts()[0], nullptr);
    dialog.findChild<QComboBox *>("exportFormat")->setCurrentIndex(3);
    QVERIFY(!dialog.findChild<QDoubleSpinBox *>("exportFontScale")->isEnabled());
}

QTEST_MAIN(TestExportCommand)
#include "test_exportcommand.moc"
