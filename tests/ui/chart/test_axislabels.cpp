// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A y axis whose ticks are too close for every label labels every k-th, and leaves none out between two it shows:
// the lowest label, lifted above the x labels' line, gives way to the one above it rather than hide it (a heatmap
// in projector mode read "100 µs" then "1 µs", without 10 µs).
#include "chartinspector.h"
#include "chartpanel.h"

#include "commviz/units.h"

#include <QApplication>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace commviz;
using namespace commviz::ui;

class TestAxisLabels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void noDecadeIsLeftOutBetweenTwoShown_data();
    void noDecadeIsLeftOutBetweenTwoShown();
};

void TestAxisLabels::noDecadeIsLeftOutBetweenTwoShown_data()
{
    QTest::addColumn<double>("textScale");
    QTest::newRow("window") << 1.0;
    QTest::newRow("projector") << 1.5; // projector mode's larger text (ProjectorMode::kFontScale)
    QTest::newRow("larger") << 2.0;
}

void TestAxisLabels::noDecadeIsLeftOutBetweenTwoShown()
{
    ChartPanel chart(QStringLiteral("decades"), QStringLiteral("decades"), {"size", Quantity::Size, true},
                     {"time", Quantity::Time, true});
    chart.setXRange(1, 1e9);
    chart.setYRange(1e-9, 1e3); // twelve decades: a decade's pitch near a label's height at the smallest heights
    QFETCH(double, textScale);
    chart.setLook({textScale, 1, 1, false});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const int lowest = chart.minimumSizeHint().height();
    int thinned = 0;
    for (int height = lowest; height <= lowest + 300; height += 3) {
        chart.resize(600, height);
        QTRY_COMPARE(chart.height(), height);
        QApplication::processEvents();
        std::vector<double> decades; // each shown label's decade, bottom to top
        std::vector<std::pair<double, double>> shown;
        for (const ChartInspector::PlacedText &t : ChartInspector(&chart).placedTexts()) {
            if (t.kind != "y label")
                continue;
            const Result<double> seconds = parseTime(t.text.toStdString());
            QVERIFY2(seconds.ok(), qPrintable(t.text));
            shown.emplace_back(-t.rect.center().y(), std::log10(seconds.value()));
        }
        std::sort(shown.begin(), shown.end());
        for (const auto &s : shown)
            decades.push_back(s.second);
        QVERIFY(decades.size() >= 2);
        const double step = decades[1] - decades[0];
        thinned += step > 1.5 ? 1 : 0;
        for (std::size_t i = 1; i < decades.size(); ++i) {
            QVERIFY2(std::abs(decades[i] - decades[i - 1] - step) < 1e-6,
                     qPrintable(QStringLiteral("at %1 px: decade %2 after %3, every %4 below")
                                    .arg(height)
                                    .arg(decades[i])
                                    .arg(decades[i - 1])
                                    .arg(step)));
        }
    }
    QVERIFY(thinned > 0); // the heights tried include labels thinned to every other decade or fewer
}

QTEST_MAIN(TestAxisLabels)
#include "test_axislabels.moc"
