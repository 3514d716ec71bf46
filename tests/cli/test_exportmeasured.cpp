// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz export` and `commviz report` with and without --measurements: with a log the Measured charts carry
// its points and fit (the PNGs are not blank, the CSV holds the printed points), without one they are left out
// of --chart all, --chart measured_time says it needs --measurements, and the report's Measured page says that
// no measurements were given; a file that cannot be read or holds no table exits 2 with one line naming it and
// writes nothing.
#include "testutil.h"

#include "exportcommand.h"

#include "pageid.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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

QString fixture(const QString &name)
{
    return QDir(COMMVIZ_FIXTURES_DIR).filePath(name);
}

const QString kA3 = "nccl_allreduce_a3mega_h100_16rank_2node.txt";

// The share of a picture's pixels that are not white.
double inkShare(const QImage &image)
{
    qsizetype ink = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            ink += image.pixelColor(x, y) != Qt::white;
    }
    return double(ink) / (double(image.width() / 2) * double(image.height() / 2));
}

// The text of one page of a PDF (poppler's pdftotext), or nothing when it is not installed.
std::optional<QString> pdfPageText(const QString &pdf, int page)
{
    const QString tool = QStandardPaths::findExecutable("pdftotext");
    if (tool.isEmpty())
        return std::nullopt; // scripts/dev.sh deps installs it (poppler-utils)
    QProcess p;
    p.start(tool, {"-f", QString::number(page), "-l", QString::number(page), pdf, "-"});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

} // namespace

class TestExportMeasured : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void withoutMeasurementsTheMeasuredChartsAreLeftOut();
    void withMeasurementsTheChartsCarryItsPointsAndFit();
    void theReportsMeasuredPageSaysWhatItHas();
    void anUnreadableLogExitsTwoNamingIt_data();
    void anUnreadableLogExitsTwoNamingIt();

private:
    QTemporaryDir m_dir;
};

void TestExportMeasured::withoutMeasurementsTheMeasuredChartsAreLeftOut()
{
    const QString folder = m_dir.filePath("none");
    const Run all = exportCmd({"--chart", "all", "--format", "csv", "--out", folder});
    QCOMPARE(all.status, 0);
    const QStringList files = QDir(folder).entryList(QDir::Files);
    QVERIFY(!files.isEmpty());
    QVERIFY2(files.filter("measured_").isEmpty(), qPrintable(files.join(", ")));
    // Said on stderr, not left out without a word.
    QVERIFY2(all.err.startsWith("commviz export: skipped measured_") && all.err.contains("--measurements FILE") &&
                 all.err.count('\n') == 1,
             qPrintable(all.err));
    const QString out = m_dir.filePath("time.png");
    const Run r = exportCmd({"--chart", "measured_time", "--out", out});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QStringLiteral("commviz export: --chart: measured_time draws measurements; give a benchmark log "
                                   "with --measurements FILE\n"));
    QVERIFY(!QFileInfo::exists(out));
}

void TestExportMeasured::withMeasurementsTheChartsCarryItsPointsAndFit()
{
    const QString folder = m_dir.filePath("with");
    const Run r = exportCmd({"--measurements", fixture(kA3), "--chart", "all", "--format", "png", "--out", folder});
    QCOMPARE(r.status, 0);
    for (const QString name : {"measured_time.png", "measured_bandwidth.png"}) {
        const QImage image(QDir(folder).filePath(name));
        QCOMPARE(image.size(), QSize(1200, 800));
        QVERIFY2(inkShare(image) > 0.02, qPrintable(name + " is blank"));
    }
    const QString csvPath = m_dir.filePath("time.csv");
    QCOMPARE(exportCmd({"--measurements", fixture(kA3), "--chart", "measured_time", "--out", csvPath}).status, 0);
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 30);
    const QString header = lines.front();
    for (const QString column : {"measured, out-of-place", "fitted α, β", "regimes"})
        QVERIFY2(header.contains(column), qPrintable(header));
    // The first out-of-place row of the log: 8 B in 134.2 µs... as a size and a time in seconds.
    QVERIFY2(lines.join('\n').contains(",8,"), "the 8-byte row");
}

void TestExportMeasured::theReportsMeasuredPageSaysWhatItHas()
{
    const QString without = m_dir.filePath("without.pdf");
    const QString with = m_dir.filePath("with.pdf");
    QCOMPARE(reportCmd({"--out", without}).status, 0);
    QCOMPARE(reportCmd({"--measurements", fixture(kA3), "--out", with}).status, 0);
    // The title page, then one page per chart page in the window's order.
    const int last = static_cast<int>(commviz::ui::PageId::Measured) + 2;
    const std::optional<QString> none = pdfPageText(without, last);
    QVERIFY2(none, "pdftotext is missing: scripts/dev.sh deps installs it (poppler-utils)");
    QVERIFY2(none->contains("No measurements were given"), qPrintable(*none));
    QVERIFY(none->contains("--measurements FILE"));
    const QString some = *pdfPageText(with, last);
    QVERIFY2(!some.contains("No measurements were given"), qPrintable(some));
    for (const QString s :
         {"Fit: allreduce_ring, N = 16", "Regimes of the curve", "Is it healthy?", "70.3%", "Below the model."})
        QVERIFY2(some.contains(s), qPrintable(s + " missing from: " + some));
}

void TestExportMeasured::anUnreadableLogExitsTwoNamingIt_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("export, a missing file") << "export"
                                            << "/nonexistent/perf.txt"
                                            << "/nonexistent/perf.txt";
    QTest::newRow("report, a missing file") << "report"
                                            << "/nonexistent/perf.txt"
                                            << "/nonexistent/perf.txt";
    QTest::newRow("export, no table") << "export"
                                      << "EMPTY"
                                      << "no nccl-tests or OSU table found in empty.txt";
    QTest::newRow("report, a folder") << "report"
                                      << "/tmp"
                                      << "/tmp";
}

void TestExportMeasured::anUnreadableLogExitsTwoNamingIt()
{
    QFETCH(QString, command);
    QFETCH(QString, file);
    QFETCH(QString, message);
    if (file == "EMPTY") {
        file = m_dir.filePath("empty.txt");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const QString out = m_dir.filePath(command == "export" ? "refused" : "refused.pdf");
    const QStringList chart = command == "export" ? QStringList{"--chart", "all", "--format", "png"} : QStringList{};
    const Run r = command == "export" ? exportCmd(chart + QStringList{"--measurements", file, "--out", out})
                                      : reportCmd({"--measurements", file, "--out", out});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith("commviz " + command + ": --measurements: ") && r.err.contains(message),
             qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(out));
}

QTEST_MAIN(TestExportMeasured)
#include "test_exportmeasured.moc"
