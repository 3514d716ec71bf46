// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The shortcuts a chart takes on every frame of a drag leave what the plain way would: a remembered text width is
// the width Qt measures, and a steep line drawn in parts has no gap. (A colour scale whose arrow alone is repainted
// is checked on the screen's pixels by test_explorer's aDragLeavesNoStalePixels.)
#include "chartinspector.h"
#include "chartpanel.h"
#include "randomscenario.h"
#include "textwidth.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QTest>

#include <cmath>
#include <vector>

using namespace commviz;
using namespace commviz::ui;

namespace {

// The plot area in the view's pixels.
QRect plotRect(ChartPanel &chart)
{
    return ChartInspector(&chart).toSurface(chart.plotArea());
}

} // namespace

class TestChartShortcuts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aRememberedWidthIsTheMeasuredWidth();
    void aSteepLineDrawnInPartsHasNoGap();
    void aCurvePaintsTheSamePixelsWhereOnlyAPartIsExposed();
};

void TestChartShortcuts::aRememberedWidthIsTheMeasuredWidth()
{
    testutil::Random rng(20261201);
    // More texts than one font remembers, and more fonts than are remembered at once, in turn: whatever has been
    // forgotten is measured again, and nothing remembered belongs to another font.
    std::vector<QFont> fonts;
    for (int i = 0; i < 20; ++i) {
        QFont f = QApplication::font();
        f.setPixelSize(rng.uniformInt(6, 40));
        f.setBold(rng.chance(0.5));
        fonts.push_back(f);
    }
    const QStringList fixed{QString(), QStringLiteral("1000×"), QStringLiteral("压缩比 r"), QStringLiteral("α_fit")};
    for (int i = 0; i < 12000; ++i) {
        QString text;
        if (i % 3 == 0) {
            text = fixed[static_cast<qsizetype>(i / 3) % fixed.size()];
        } else {
            for (int k = rng.uniformInt(0, 24); k > 0; --k)
                text += QChar(rng.uniformInt(0x20, 0x7e));
        }
        // The fonts in turn, then 6000 texts in one.
        const QFont &font = i < 6000 ? fonts[static_cast<std::size_t>(i) % fonts.size()] : fonts.front();
        QCOMPARE_EQ(textWidth(font, text), QFontMetricsF(font).horizontalAdvance(text));
        QCOMPARE_EQ(textWidth(font, text), QFontMetricsF(font).horizontalAdvance(text)); // remembered, the same
    }
}

// A vertical marker line crosses the whole plot area in one segment; it is drawn in parts, which must meet.
void TestChartShortcuts::aSteepLineDrawnInPartsHasNoGap()
{
    ChartPanel chart(QStringLiteral("steep"), QStringLiteral("steep"), {"x", Quantity::Ratio, false},
                     {"y", Quantity::Ratio, false});
    chart.resize(500, 700);
    chart.setXRange(0, 10);
    chart.setYRange(0, 10);
    const QColor red(220, 0, 0);
    const Series line = chart.addLine(QStringLiteral("marker"), red, Qt::SolidLine, 1);
    for (bool draft : {false, true}) {
        chart.setDraft(draft);
        line.setVLine(5.0);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const QImage image = chart.grab().toImage();
        const QRect plot = plotRect(chart);
        QVERIFY(plot.height() > 300);
        for (int y = plot.top() + 1; y < plot.bottom(); ++y) {
            bool found = false;
            for (int x = plot.left(); x <= plot.right() && !found; ++x) {
                const QColor c = image.pixelColor(x, y);
                found = c.red() > 150 && c.green() < 120 && c.blue() < 120;
            }
            QVERIFY2(found, qPrintable(QStringLiteral("no line at row %1 (draft %2)").arg(y).arg(draft)));
        }
    }
}

// A curve draws only the segments that reach the exposed part of the view (a marker moving over it repaints a few
// pixels): those pixels are the ones a whole repaint gives, the antialiased edges of segments beside them included.
void TestChartShortcuts::aCurvePaintsTheSamePixelsWhereOnlyAPartIsExposed()
{
    ChartPanel chart(QStringLiteral("zigzag"), QStringLiteral("zigzag"), {"x", Quantity::Ratio, false},
                     {"y", Quantity::Ratio, false});
    chart.resize(600, 500);
    chart.setXRange(0, 10);
    chart.setYRange(0, 10);
    std::vector<double> xs;
    std::vector<double> ys;
    for (int i = 0; i <= 120; ++i) {
        xs.push_back(i / 12.0);
        ys.push_back(5 + 4 * std::sin(i * 0.7));
    }
    chart.addLine(QStringLiteral("zigzag"), QColor(200, 30, 30), Qt::SolidLine, 3).setData(xs, ys);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QWidget *surface = ChartInspector(&chart).surface();
    QImage whole(surface->size(), QImage::Format_ARGB32_Premultiplied);
    whole.fill(Qt::white);
    surface->render(&whole);
    const QRect plot = plotRect(chart);
    int inked = 0;
    for (int y = plot.top(); y + 24 <= plot.bottom(); y += 24) {
        for (int x = plot.left(); x + 24 <= plot.right(); x += 24) {
            const QRect part(x, y, 24, 24);
            QImage piece(surface->size(), QImage::Format_ARGB32_Premultiplied);
            piece.fill(Qt::white);
            surface->render(&piece, part.topLeft(), QRegion(part));
            for (int i = 0; i < part.width() * part.height(); ++i) {
                const QPoint at(part.x() + i % part.width(), part.y() + i / part.width());
                const QColor c = whole.pixelColor(at);
                const QColor p = piece.pixelColor(at);
                // Under another clip Qt's rasterizer blends the overlapping ends of two segments a few units apart;
                // a segment left out would leave the background, some hundred units off.
                QVERIFY2(
                    std::abs(c.red() - p.red()) <= 24 && std::abs(c.green() - p.green()) <= 24 &&
                        std::abs(c.blue() - p.blue()) <= 24,
                    qPrintable(QStringLiteral("(%1, %2): %3 for %4").arg(at.x()).arg(at.y()).arg(p.name(), c.name())));
                inked += c.red() > 150 && c.green() < 120 ? 1 : 0;
            }
        }
    }
    QVERIFY(inked > 500); // the curve crosses many of the parts
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    TestChartShortcuts test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_chartshortcuts.moc"
