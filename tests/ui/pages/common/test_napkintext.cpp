// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The napkin panel's text: a narrow panel breaks a long formula line between its terms, never inside a product, a
// short quotient in parentheses or between a number and its unit, and finds a section by its heading (a lecture step
// opens it there).
#include "pages/common/napkintext.h"
#include "pages/common/napkinview.h"
#include "textwidth.h"
#include "unittext.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace commviz::ui;

namespace {

// The lines a document of `html` is laid out in at `width` pixels, unshaped as the panel lays it out (or shaped).
QStringList lines(const QString &html, double width, bool shaped = false)
{
    QTextDocument doc;
    doc.setDefaultFont(shaped ? QApplication::font() : unshaped(QApplication::font()));
    doc.setHtml(html);
    doc.setTextWidth(width);
    doc.documentLayout(); // lays the document out
    QStringList out;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QTextLayout *layout = b.layout();
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            out << b.text()
                       .mid(line.textStart(), line.textLength())
                       .replace(QChar::Nbsp, ' ')
                       .remove(QChar(0x2060)) // the word joiner after "GB/"
                       .remove(QChar(0x200b)) // the break opportunity after a "·"
                       .trimmed();
        }
    }
    return out;
}

} // namespace

class TestNapkinText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aLongLineBreaksBetweenTermsOnly()
    {
        const QString html = napkin::block("Ring AllReduce",
                                           {"T = 2·lg N·M/β + 2·lg N·α", "= 1.992 × 1 GB / 50 GB/s + 510 × 5 µs",
                                            "c_TP = 4·(L/p)·AllReduce_t(a)", "c_EP = 4·(L/p)·AllToAll_e(k·a/t)"},
                                           "42.4 ms");
        const QString shown = napkin::keepFactorsTogether(keepNumbersWithUnits(html));
        QVERIFY(shown != html);
        for (double width = 120; width <= 400; width += 10) {
            const QString all = lines(shown, width).join(" | ");
            for (const char *product :
                 {"1.992 × 1 GB", "510 × 5 µs", "2·lg N·M/β", "2·lg N·α", "(L/p)", "AllReduce_t(a)"})
                QVERIFY2(all.contains(product), qPrintable(QString::number(width) + ": " + all));
            // About 140 px on a line of its own: whole wherever it fits.
            QVERIFY2(width < 150 || all.contains("AllToAll_e(k·a/t)"), qPrintable(QString::number(width) + ": " + all));
        }
        // A product too long for a narrow panel breaks between its factors, never inside one, and no line is a
        // lone operator (joined whole, Qt broke it anywhere: "= " | "2 × 70 B × 1 × 4096" | "/" | "… TFLOP/" | "s").
        const QString longer = napkin::keepFactorsTogether(keepNumbersWithUnits(
            napkin::block("t_f", {"= 2 × 70 B × 1 × 4096 / (8 × 8 × 989 TFLOP/s × 0.5)"}, "18.1 ms")));
        for (double width = 120; width <= 400; width += 10) {
            const QStringList laidOut = lines(longer, width);
            const QString all = laidOut.join(" | ");
            QVERIFY2(all.contains("989 TFLOP/s") && all.contains("70 B"),
                     qPrintable(QString::number(width) + ": " + all));
            for (const QString &line : laidOut)
                QVERIFY2(line != "=" && line != "/", qPrintable(QString::number(width) + ": " + all));
        }
        // Without it, the same widths break inside a product.
        bool broken = false;
        for (double width = 120; width <= 400; width += 10) {
            const QString all = lines(keepNumbersWithUnits(html), width).join(" | ");
            broken = broken || !all.contains("510 × 5 µs") || !all.contains("2·lg N·α") || !all.contains("(L/p)");
        }
        QVERIFY(broken);
    }

    void shapingChangesNoLineOfTheNapkin()
    {
        // The panel lays its text out without HarfBuzz's shaping (a third of a slider's release on the Point to point
        // page): formulas, Greek and Chinese break onto the same lines with it as without.
        const QString html = napkin::keepFactorsTogether(keepNumbersWithUnits(
            napkin::block("一个微批次在一个流水线级上的时间，以及整条流水线",
                          {"τ = t_f + t_b + c_TP + c_EP + c_PP", "T_pipe = (m + (p − 1)/V)·τ",
                           "2·(N − K)·α_intra + 2·(K − J)·α + 2·(J − 1)·(α + α_spine)", "D₂ = min(K, S) = ⌈K/D₂⌉"},
                          "1.18 s") +
            "<span style='color:#666'>Every formula below is then the two-level one of sections 3 and 6.3. "
            "此时下面每个公式都就是第 3 节和 6.3 节的两级公式。</span>"));
        for (double width = 120; width <= 400; width += 10)
            QCOMPARE(lines(html, width).join(" | "), lines(html, width, true).join(" | "));
    }

    void aNumberKeepsItsUnitInEitherLanguage()
    {
        QCOMPARE(keepNumbersWithUnits("K = 32 nodes, 1 GB"), QString("K = 32\u00a0nodes, 1\u00a0GB"));
        QCOMPARE(keepNumbersWithUnits("K = 32 个节点，第 2 级"), QString("K = 32\u00a0个节点，第 2\u00a0级"));
        QCOMPARE(keepNumbersWithUnits("p = 8 (t · p)"), QString("p = 8 (t · p)")); // no unit, nothing joined
    }

    void aSectionIsFoundByItsHeading()
    {
        NapkinView view;
        view.resize(300, 400);
        // As the panel shows it: "42 ms" joined by a no-break space.
        view.setHtml(keepNumbersWithUnits(napkin::block("First", {"a = 1"}, "1") +
                                          napkin::block("First, then 42 ms", {"b = 2"}, "2")));
        QVERIFY(view.headingTop("First") >= 0);
        QVERIFY(view.headingTop("First, then 42 ms") > view.headingTop("First"));
        QCOMPARE(view.headingTop("Fir"), -1); // a whole heading, not its beginning
        QCOMPARE(view.headingTop("Third"), -1);
        QCOMPARE(view.headingTop(QString()), -1);
    }
};

QTEST_MAIN(TestNapkinText)
#include "test_napkintext.moc"
