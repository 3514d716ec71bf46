// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// An export lays the chart's title out again at the export's size (issue 13: "an export from the window
// keeps a cut title"): a title on one line in a wide window wraps in a narrow export, a title wrapped in a
// narrow window is one line in a wide export, and the window's chart keeps its own lines afterwards.
#include "chartframe.h"
#include "chartinspector.h"
#include "chartpanel.h"
#include "exporter.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace commviz;
using namespace commviz::ui;

namespace {

const QString kTitle = QStringLiteral("Cost of every collective against the payload per GPU at the current GPU count");

// The texts of an SVG's text elements, in order.
QStringList svgTexts(const QByteArray &svg)
{
    QStringList texts;
    static const QRegularExpression text(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    for (auto it = text.globalMatch(QString::fromUtf8(svg)); it.hasNext();)
        texts << it.next().captured(1).trimmed();
    return texts;
}

} // namespace

class TestExportTitle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void titleIsLaidOutAtTheExportSize_data();
    void titleIsLaidOutAtTheExportSize();
};

void TestExportTitle::titleIsLaidOutAtTheExportSize_data()
{
    QTest::addColumn<int>("windowWidth");
    QTest::addColumn<int>("exportWidth");
    QTest::newRow("wide window, narrow export") << 1400 << 360;
    QTest::newRow("narrow window, wide export") << 520 << 1400;
    QTest::newRow("same width") << 900 << 900;
}

void TestExportTitle::titleIsLaidOutAtTheExportSize()
{
    QFETCH(int, windowWidth);
    QFETCH(int, exportWidth);
    ChartPanel chart("title_test", kTitle, {"payload", Quantity::Size, true}, {"time", Quantity::Time, true});
    Series line = chart.addLine("a curve", Qt::blue);
    line.setData({1, 10, 100}, {1e-6, 1e-5, 1e-4});
    chart.setXRange(1, 100);
    chart.setYRange(1e-6, 1e-4);
    chart.resize(windowWidth, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QTRY_COMPARE(ChartInspector(&chart).chartSize().width(), double(windowWidth));
    const QFont font = ChartInspector(&chart).titleFont();
    const QStringList windowLines = ChartInspector(&chart).titleLines();
    QCOMPARE(windowLines, ChartFrame::wrap(kTitle, font, windowWidth - 16));

    ChartExportOptions options;
    options.format = ExportFormat::Svg;
    options.size = QSize(exportWidth, 400);
    QByteArray svg;
    const std::optional<QString> problem = renderChart(&chart, options, &svg);
    QVERIFY2(!problem, qPrintable(problem.value_or(QString())));
    const QStringList expected = ChartFrame::wrap(kTitle, font, exportWidth - 16);
    const QStringList texts = svgTexts(svg);
    for (const QString &l : expected)
        QVERIFY2(texts.contains(l),
                 qPrintable(QStringLiteral("the %1 px export lacks the title line \"%2\"; it has: %3")
                                .arg(exportWidth)
                                .arg(l, texts.join(" | "))));
    // No line of another width's layout is left over (a cut or unwrapped title).
    for (const QString &l : windowLines) {
        if (!expected.contains(l))
            QVERIFY2(!texts.contains(l),
                     qPrintable(QStringLiteral("the export keeps the window's title line \"%1\"").arg(l)));
    }
    QCOMPARE(ChartInspector(&chart).titleLines(), windowLines); // the window's chart is as it was
}

QTEST_MAIN(TestExportTitle)
#include "test_exporttitle.moc"
