// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RichTextLabel gives its layout a word-wrapped QLabel's sizes (its widths rounded up to 8 px), for every text and
// width asked and after a new font, and asks the layout again only when those sizes change. (An empty text, which
// the step page never shows, is a pixel narrower than a QLabel's.)
#include "pages/common/richtextlabel.h"

#include <QApplication>
#include <QLabel>
#include <QTest>

using namespace commviz::ui;

namespace {

int roundedUp(int width)
{
    return (width + 7) / 8 * 8;
}

// `label` is a word-wrapped rich-text QLabel with the same text and font as `rich`.
void compareWithQLabel(const RichTextLabel &rich, const QLabel &label)
{
    QCOMPARE(rich.sizeHint(), QSize(roundedUp(label.sizeHint().width()), label.sizeHint().height()));
    QCOMPARE(rich.minimumSizeHint(),
             QSize(roundedUp(label.minimumSizeHint().width()), label.minimumSizeHint().height()));
    for (int width : {40, 120, 300, 120, 800, 2000})
        QCOMPARE(rich.heightForWidth(width), label.heightForWidth(width));
}

const QStringList kTexts{
    "<span style='font-size:xx-large; font-weight:600; white-space:nowrap'>MFU 41.2%</span>&nbsp;&nbsp; <span "
    "style='font-size:xx-large; white-space:nowrap'>1,234,567 tokens/s</span><br>step 1.52 s · 61.3 GB a GPU, fits "
    "in 80 GB",
    "<span style='color: #a00000; font-weight: bold'>This layout cannot run: t = 8 does not divide the 6 GPUs of a "
    "node. Click a coloured cell of the map to choose one that can.</span>",
    "short"};

} // namespace

class TestRichTextLabel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sizesAreAWrappedQLabels();
    void aNewNumberOfTheSameWidthAsksNoNewLayout();
};

void TestRichTextLabel::sizesAreAWrappedQLabels()
{
    RichTextLabel rich;
    rich.show(); // resized while shown: laid out at that width
    for (const QString &text : kTexts) {
        rich.setHtml(text);
        rich.resize(300, 40); // the widths asked below include the one it is laid out at
        QLabel label;
        label.setTextFormat(Qt::RichText);
        label.setWordWrap(true);
        label.setText(text);
        compareWithQLabel(rich, label);
        QCOMPARE(rich.html(), text);
    }
    // A new font (projector mode), the text unchanged.
    QFont font = rich.font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    rich.setFont(font);
    QLabel label;
    label.setTextFormat(Qt::RichText);
    label.setWordWrap(true);
    label.setFont(font);
    label.setText(kTexts.back());
    compareWithQLabel(rich, label);
    rich.setHtml(kTexts.front());
    label.setText(kTexts.front());
    compareWithQLabel(rich, label);
}

void TestRichTextLabel::aNewNumberOfTheSameWidthAsksNoNewLayout()
{
    QWidget parent;
    auto *rich = new RichTextLabel(&parent);
    rich->setHtml("step <b>1.000 s</b>");
    parent.show();
    QApplication::processEvents();
    const QSize hint = rich->sizeHint();
    int requests = 0;
    struct Counter : QObject {
        int *count;
        explicit Counter(int *c) : count(c) {}
        bool eventFilter(QObject *, QEvent *e) override
        {
            if (e->type() == QEvent::LayoutRequest)
                ++*count;
            return false;
        }
    } counter(&requests);
    parent.installEventFilter(&counter);
    rich->setHtml("step <b>1.001 s</b>"); // the same width to the pixel, in a font's digits of one width
    QApplication::processEvents();
    QCOMPARE(rich->sizeHint(), hint);
    QCOMPARE(requests, 0);
    rich->setHtml("step <b>1.000 s</b> and a good deal more text than before");
    QApplication::processEvents();
    QVERIFY(rich->sizeHint() != hint);
    QVERIFY(requests > 0);
}

QTEST_MAIN(TestRichTextLabel)
#include "test_richtextlabel.moc"
