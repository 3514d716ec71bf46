// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Exports at the corners of the parameter limits: `commviz export --chart all` as SVG and as CSV with every
// parameter at its least, at its most, and at the mixes that make times longest and shortest. Every file is
// written, none holds "nan" or "inf", every CSV has at least its header row (a chart with nothing to draw
// too), and nothing else is said: Qt's messages are caught with qInstallMessageHandler and must be none. And the
// image limit: a PNG of more than 100 megapixels is refused before anything is drawn, naming --image-size and
// --scale; vectors have no such limit.
#include "testutil.h"

#include "exportcommand.h"
#include "exporter.h"

#include "commviz/parameters.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace commviz;

namespace {

QStringList g_messages;

void catchMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtDebugMsg && !message.contains("propagateSizeHints"))
        g_messages << message;
}

// The command-line options that set every parameter: `pick` chooses each one's value from its least and most.
QStringList options(const std::function<double(const ParamInfo &)> &pick)
{
    QStringList args;
    for (const ParamInfo &info : parameters()) {
        const QString option = "--" + QString::fromLatin1(info.option.data(), qsizetype(info.option.size()));
        if (info.kind == ParamKind::Choice)
            continue; // the default's; every choice is a model the corners already cover
        const double v = pick(info);
        args << option
             << (info.kind == ParamKind::Switch ? QString(v != 0 ? "on" : "off") : QString::number(v, 'g', 17));
    }
    return args;
}

double least(const ParamInfo &info)
{
    return info.least;
}
double most(const ParamInfo &info)
{
    return info.most;
}
// Times as long as the limits allow: the slowest link, the largest payload and count.
double slowest(const ParamInfo &info)
{
    if (info.quantity == Quantity::Bandwidth || info.param == Param::GpusPerNode || info.param == Param::Microbatches ||
        info.param == Param::Bucket || info.param == Param::Chunk || info.param == Param::SwitchEfficiency)
        return info.least;
    return info.most;
}
// Times as short as they get: the fastest link on two GPUs, a byte, no latency.
double fastest(const ParamInfo &info)
{
    if (info.quantity == Quantity::Bandwidth || info.param == Param::GpusPerNode || info.param == Param::Microbatches ||
        info.param == Param::Bucket || info.param == Param::Codec)
        return info.most;
    if (info.param == Param::Gpus || info.param == Param::Stages)
        return 2;
    if (info.param == Param::Size)
        return 1;
    return info.least;
}

} // namespace

class TestCornerExports : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyChartAtTheCornersHoldsOnlyFiniteNumbers_data();
    void everyChartAtTheCornersHoldsOnlyFiniteNumbers();
    void aPngOfMoreThan100MegapixelsIsRefused();
    void oneGpuDrawsZeroBarsAndSaysWhy();
    void aFontScaleOutOfRangeIsRefusedNamingTheOption();

private:
    QtMessageHandler m_previous = nullptr;
};

void TestCornerExports::initTestCase()
{
    m_previous = qInstallMessageHandler(&catchMessages);
}

void TestCornerExports::cleanupTestCase()
{
    qInstallMessageHandler(m_previous);
}

void TestCornerExports::everyChartAtTheCornersHoldsOnlyFiniteNumbers_data()
{
    QTest::addColumn<QStringList>("corner");
    QTest::addColumn<QString>("format");
    for (const QString format : {"svg", "csv"}) {
        QTest::newRow(qPrintable("every parameter at its least, " + format)) << options(&least) << format;
        QTest::newRow(qPrintable("every parameter at its most, " + format)) << options(&most) << format;
        QTest::newRow(qPrintable("the slowest corner, " + format)) << options(&slowest) << format;
        QTest::newRow(qPrintable("the fastest corner, " + format)) << options(&fastest) << format;
    }
}

void TestCornerExports::everyChartAtTheCornersHoldsOnlyFiniteNumbers()
{
    QFETCH(QStringList, corner);
    QFETCH(QString, format);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    g_messages.clear();
    const testutil::Run r =
        testutil::runCommand(&cli::runExportCommand, "export",
                             corner + QStringList{"--chart", "all", "--format", format, "--out", dir.path()});
    QVERIFY2(r.status == 0, qPrintable(corner.join(' ') + ": " + r.err));
    // Without a log the only word on stderr is which Measured charts were skipped.
    QVERIFY2(r.err.startsWith("commviz export: skipped measured_") && r.err.count('\n') == 1, qPrintable(r.err));
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QVERIFY(files.size() > 15);
    static const QRegularExpression bad(QStringLiteral("\\b(nan|-?inf)\\b"), QRegularExpression::CaseInsensitiveOption);
    for (const QString &name : files) {
        QFile f(QDir(dir.path()).filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QRegularExpressionMatch m = bad.match(text);
        QVERIFY2(!m.hasMatch(),
                 qPrintable(name + ": \"" + text.mid(std::max<qsizetype>(0, m.capturedStart() - 60), 90) + "\" at " +
                            corner.join(' ')));
        if (format == "csv")
            QVERIFY2(text.endsWith('\n') && text.count('\n') >= 1 && text.contains(','),
                     qPrintable(name + " has no header row"));
    }
    QVERIFY2(g_messages.isEmpty(), qPrintable(g_messages.join("\n")));
}

void TestCornerExports::aPngOfMoreThan100MegapixelsIsRefused()
{
    const auto options = [](ui::ExportFormat format, int w, int h, int scale) {
        return ui::ChartExportOptions{format, QSize(w, h), scale};
    };
    QVERIFY(!ui::checkExportOptions(options(ui::ExportFormat::Png, 8000, 8000, 1))); // 64 megapixels
    QVERIFY(!ui::checkExportOptions(options(ui::ExportFormat::Png, 5000, 5000, 2))); // exactly 100
    QVERIFY(!ui::checkExportOptions(options(ui::ExportFormat::Svg, 8000, 8000, 1))); // vectors
    const std::optional<QString> big = ui::checkExportOptions(options(ui::ExportFormat::Png, 5001, 5000, 2));
    QVERIFY(big);
    QCOMPARE(*big,
             QString("a PNG of 10,002×10,000 pixels (100,020,000 pixels) is larger than the 100,000,000 a PNG may "
                     "have; choose a smaller size or density, or SVG or PDF"));

    QTemporaryDir dir;
    const QString out = QDir(dir.path()).filePath("huge.png");
    const testutil::Run r =
        testutil::runCommand(&cli::runExportCommand, "export",
                             {"--chart", "p2p_time", "--image-size", "8000x8000", "--scale", "3", "--out", out});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QString("commviz export: --image-size 8000x8000 at --scale 3 is a PNG of 576,000,000 pixels, more "
                            "than the 100,000,000 (100 megapixels) a PNG may have; use a smaller --image-size or "
                            "--scale, or --format svg or pdf\n"));
    QVERIFY(!QFile::exists(out));
}

// At N = 1 every collective costs nothing: the terms chart says so and draws no bar as if it cost 0 ns + 0 ns.
void TestCornerExports::oneGpuDrawsZeroBarsAndSaysWhy()
{
    QTemporaryDir dir;
    const QString out = QDir(dir.path()).filePath("terms.svg");
    const testutil::Run r = testutil::runCommand(&cli::runExportCommand, "export",
                                                 {"--gpus", "1", "--chart", "collectives_terms", "--out", out});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    QVERIFY(svg.contains("nothing to communicate"));
    QVERIFY(!svg.contains("0 ns + 0 ns"));
}

void TestCornerExports::aFontScaleOutOfRangeIsRefusedNamingTheOption()
{
    QTemporaryDir dir;
    const QString out = QDir(dir.path()).filePath("p2p.svg");
    const testutil::Run r = testutil::runCommand(&cli::runExportCommand, "export",
                                                 {"--chart", "p2p_time", "--font-scale", "9", "--out", out});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("--font-scale") && r.err.contains("0.5") && r.err.contains('3'), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    const testutil::Run ok = testutil::runCommand(&cli::runExportCommand, "export",
                                                  {"--chart", "p2p_time", "--font-scale", "1.5", "--out", out});
    QVERIFY2(ok.status == 0 && QFile::exists(out), qPrintable(ok.err));
}

QTEST_MAIN(TestCornerExports)
#include "test_cornerexports.moc"
