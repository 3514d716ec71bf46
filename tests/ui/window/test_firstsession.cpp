// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13's smaller defects, each met in a first session: one named row per defect that the window can show,
// checked on the offscreen platform. The command line's (β = −5, `eval --gpus 2.5`, `eval --scenario`) are
// rows of test_eval, stopping an animation is test_lecture's playSweepsAParameterAndSpacePausesIt, and the
// NVLink fit's poorly pinned α and the link question are test_measuredregimes' aPoorlyPinnedAlphaIsNotTakenUnasked.
#include "chartinspector.h"
#include "chartpanel.h"
#include "document.h"
#include "exportdialog.h"
#include "lecture.h"
#include "mainwindow.h"
#include "measurements.h"
#include "pages/common/chartpage.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "windowtest.h"

#include "commviz/parameters.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace commviz;
using namespace commviz::ui;

namespace {

using windowtest::page;

// Types `text` into a parameter's box and presses Enter, as a person does.
void type(MainWindow &w, Param p, const QString &text)
{
    QLineEdit *box = w.panel()->control(p)->valueBox();
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

// Switches the language and lets the LanguageChange events it posts arrive.
void setLanguage(MainWindow &w, const QString &language)
{
    w.setLanguage(language);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

bool hasCombiningMark(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.category() == QChar::Mark_NonSpacing; });
}

// Every text a page shows: its napkin, its charts' titles, legend entries and series names.
QStringList shownTexts(MainWindow &w)
{
    QStringList out;
    for (ChartPage *p : w.pages()) {
        w.showPage(p->id());
        w.refresh();
        out << p->napkinText();
        for (ChartPanel *c : p->charts()) {
            out << c->chartTitle();
            for (const LegendItem::Entry &e : ChartInspector(c).legend()->entries())
                out << e.text;
            for (const ChartPanel::SeriesData &d : ChartInspector(c).seriesData())
                out << d.name;
        }
    }
    return out;
}

// Whether the polyline through `points` (scene coordinates) passes through `box`.
bool crosses(const std::vector<QPointF> &points, const QRectF &box)
{
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        const QPointF a = points[i], b = points[i + 1];
        for (int k = 0; k <= 20; ++k) {
            if (box.contains(a + (b - a) * (k / 20.0)))
                return true;
        }
    }
    return false;
}

enum class Defect {
    EnterFocusAndUndo,
    NegativeBeta,
    NegativeBetaChinese,
    ExportDialogLabels,
    ExportDialogFolder,
    NoSpecInUserTexts,
    NoCombiningHats,
    PinsStayInView,
    PinsLeavePresetCurves,
    PinLegendShortAndWhole,
    PresetForTypedValues,
    StepsListFollowsBanner,
    UndoToSavedAsksNothing,
};

} // namespace

Q_DECLARE_METATYPE(Defect)

class TestFirstSession : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void eachDefectIsGone_data();
    void eachDefectIsGone();
    void bothRegimesAreNamedClearOfTheCurve_data();
    void bothRegimesAreNamedClearOfTheCurve();

private:
    void check(Defect d);
    std::unique_ptr<QTemporaryDir> m_dir;
    MainWindow *m_window = nullptr;
};

void TestFirstSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>(); // a fresh profile for each row
    m_window = new MainWindow(nullptr, m_dir->filePath("settings.ini"));
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->refresh();
}

void TestFirstSession::cleanup()
{
    m_window->setLanguage("en");                // a failed row may have left Chinese on
    m_window->model()->undoStack()->setClean(); // nothing asks to save on close
    delete m_window;
    m_window = nullptr;
}

void TestFirstSession::eachDefectIsGone_data()
{
    QTest::addColumn<Defect>("defect");
    QTest::newRow("Enter gives the focus back to the slider, so Ctrl+Z undoes N, not the box's text")
        << Defect::EnterFocusAndUndo;
    QTest::newRow("β = −5 says \"> 0\", not \"a bandwidth must be ≥ 0\"") << Defect::NegativeBeta;
    QTest::newRow("β = −5 says \"> 0\" in Chinese") << Defect::NegativeBetaChinese;
    QTest::newRow("the export dialog shows \"Size:\" and \"File:\", not \"&Size:\" and \"F&ile:\"")
        << Defect::ExportDialogLabels;
    QTest::newRow("the export dialog suggests a folder that exists and creates none") << Defect::ExportDialogFolder;
    QTest::newRow("no page says \"SPEC.md\", in either language") << Defect::NoSpecInUserTexts;
    QTest::newRow("\"α̂, β̂\" is written without combining hats, which render as \"α, β^\"") << Defect::NoCombiningHats;
    QTest::newRow("an InfiniBand pin stays in view once RoCE is chosen") << Defect::PinsStayInView;
    QTest::newRow("pins freeze the person's curves, not the grey preset curves") << Defect::PinsLeavePresetCurves;
    QTest::newRow("a pin's legend entry is short and whole") << Defect::PinLegendShortAndWhole;
    QTest::newRow("typing RoCE v2's α and β shows RoCE v2, not Custom") << Defect::PresetForTypedValues;
    QTest::newRow("the steps list selects the step the banner shows (7 / 7)") << Defect::StepsListFollowsBanner;
    QTest::newRow("undoing back to the saved state leaves nothing to save") << Defect::UndoToSavedAsksNothing;
}

void TestFirstSession::eachDefectIsGone()
{
    QFETCH(Defect, defect);
    check(defect);
}

void TestFirstSession::check(Defect d)
{
    MainWindow &w = *m_window;
    ScenarioModel *model = w.model();
    switch (d) {
    case Defect::EnterFocusAndUndo: {
        ParameterControl *n = w.panel()->control(Param::Gpus);
        type(w, Param::Gpus, "96");
        QCOMPARE(model->scenario().gpus, 96);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(n->slider()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(model->scenario().gpus, 256);
        QTRY_COMPARE(n->valueBox()->text(), QString("256")); // the box shows what the charts use
        QVERIFY(n->errorText().isEmpty());
        break;
    }
    case Defect::NegativeBeta:
    case Defect::NegativeBetaChinese: {
        if (d == Defect::NegativeBetaChinese)
            setLanguage(w, "zh_CN");
        for (const QString text : {"-5", "-5 GB/s"}) {
            type(w, Param::Beta, text);
            const QString error = w.panel()->control(Param::Beta)->errorText();
            QVERIFY2(error.contains("> 0") && !error.contains("≥ 0"), qPrintable(text + ": " + error));
            if (d == Defect::NegativeBetaChinese)
                QVERIFY2(error.contains("必须"), qPrintable(error));
        }
        QCOMPARE(model->scenario().inter.beta_Bps, 50e9);
        setLanguage(w, "en");
        break;
    }
    case Defect::ExportDialogLabels: {
        ChartPage *p = w.currentPage();
        ExportDialog dialog(p->contentCharts(), nullptr, &w);
        dialog.show();
        QStringList shown;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (!label->text().endsWith(':'))
                continue;
            // A label without a buddy draws its '&' as it is; with one, '&' marks the shortcut.
            QVERIFY2(!label->text().contains('&') || label->buddy(), qPrintable(label->text()));
            shown << QString(label->text()).remove('&');
        }
        QVERIFY2(shown.contains("Size:") && shown.contains("File:"), qPrintable(shown.join(' ')));
        break;
    }
    case Defect::ExportDialogFolder: {
        const QByteArray home = qgetenv("HOME");
        QTemporaryDir fresh;
        qputenv("HOME", fresh.path().toUtf8());
        qunsetenv("XDG_DOCUMENTS_DIR");
        const QString before = defaultExportFolder();
        const bool madeNothing = QDir(fresh.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty();
        QVERIFY(QDir().mkpath(fresh.filePath("Documents")));
        const QString after = defaultExportFolder();
        qputenv("HOME", home);
        QCOMPARE(before, fresh.path()); // a fresh profile has no ~/Documents: home
        QVERIFY(madeNothing);
        QCOMPARE(after, fresh.filePath("Documents"));
        break;
    }
    case Defect::NoSpecInUserTexts: {
        for (const QString language : {"en", "zh_CN"}) {
            setLanguage(w, language);
            for (const QString &text : shownTexts(w))
                QVERIFY2(!text.contains("SPEC"), qPrintable(language + ": " + text));
        }
        setLanguage(w, "en");
        break;
    }
    case Defect::NoCombiningHats: {
        QVERIFY(w.measurements()
                    ->importFile(QDir(COMMVIZ_FIXTURES_DIR).filePath("nccl_allreduce_a3mega_h100_16rank_2node.txt"))
                    .ok());
        for (const QString language : {"en", "zh_CN"}) {
            setLanguage(w, language);
            const QStringList texts = shownTexts(w);
            const QString fitted = language == "en" ? "fitted α, β" : "拟合的 α、β";
            QVERIFY2(texts.contains(fitted), qPrintable(texts.filter(fitted.left(2)).join(" | ")));
            for (const QString &text : texts)
                QVERIFY2(!hasCombiningMark(text), qPrintable(language + ": " + text));
        }
        setLanguage(w, "en");
        break;
    }
    case Defect::PinsStayInView: {
        w.showPage(PageId::P2p);
        w.refresh();
        ChartPanel *effective = page(w, PageId::P2p)->chart("p2p_effective_bandwidth");
        QVERIFY(w.lecture()->pinCurves() > 0);
        double pinTop = 0;
        for (const ChartPanel::SeriesData &ghost : ChartInspector(effective).pinData())
            pinTop = std::max(pinTop, *std::max_element(ghost.ys.begin(), ghost.ys.end()));
        QVERIFY(pinTop > 40e9); // InfiniBand NDR's 50 GB/s
        QComboBox *preset = w.panel()->presetBox(false);
        Q_EMIT preset->activated(preset->findData("roce"));
        w.refresh();
        QCOMPARE(model->scenario().inter.beta_Bps, 12.5e9);
        QVERIFY2(effective->axes().yMax() > pinTop, qPrintable(QString::number(effective->axes().yMax())));
        // Clearing the pins gives the curves their own range again.
        w.lecture()->clearPins();
        w.refresh();
        QVERIFY(effective->axes().yMax() < 20e9);
        break;
    }
    case Defect::PinsLeavePresetCurves: {
        w.showPage(PageId::P2p);
        w.refresh();
        ChartPanel *time = page(w, PageId::P2p)->chart("p2p_time");
        QVERIFY(w.lecture()->pinCurves() > 0);
        QStringList pinned;
        for (const ChartPanel::SeriesData &ghost : ChartInspector(time).pinData())
            pinned << ghost.name;
        QCOMPARE(pinned.size(), 1);
        QVERIFY2(pinned.front().endsWith("— T(n)"), qPrintable(pinned.front()));
        break;
    }
    case Defect::PinLegendShortAndWhole: {
        w.showPage(PageId::Collectives);
        w.refresh();
        const QString label = w.lecture()->nextPinLabel();
        QVERIFY(label.count('=') <= 2);
        QVERIFY(w.lecture()->pinCurves() > 0);
        ChartPanel *chart = w.currentPage()->charts().front();
        const std::vector<LegendItem::Entry> &entries = ChartInspector(chart).legend()->entries();
        const auto entry = std::find_if(entries.begin(), entries.end(), [&](const auto &e) { return e.text == label; });
        QVERIFY2(entry != entries.end(), qPrintable(label));
        const LegendItem::Placed &placed =
            ChartInspector(chart).legend()->placed()[std::size_t(entry - entries.begin())];
        QCOMPARE(placed.lines.join(' '), label); // wrapped at most, never cut
        QCOMPARE(placed.lines.size(), 1);        // short: one line at 1280 × 720
        break;
    }
    case Defect::PresetForTypedValues: {
        type(w, Param::Alpha, "10 µs");
        type(w, Param::Beta, "12.5 GB/s");
        QTRY_COMPARE(w.panel()->presetBox(false)->currentData().toString(), QString("roce"));
        type(w, Param::Beta, "12.6 GB/s");
        QTRY_COMPARE(w.panel()->presetBox(false)->currentText(), QString("Custom"));
        break;
    }
    case Defect::StepsListFollowsBanner: {
        LectureController *lecture = w.lecture();
        auto *list = w.findChild<QDockWidget *>("lectureSteps")->findChild<QListWidget *>();
        QVERIFY(list);
        for (int step = 0; step < 7; ++step) {
            lecture->next();
            QTRY_VERIFY(!lecture->isGliding());
        }
        QVERIFY2(lecture->bannerTitle()->text().startsWith(QString("7 / %1").arg(lecture->steps().size())),
                 qPrintable(lecture->bannerTitle()->text()));
        QCOMPARE(list->currentRow(), 6);
        for (int row = 0; row < list->count(); ++row)
            QCOMPARE(list->item(row)->font().bold(), row == 6);
        break;
    }
    case Defect::UndoToSavedAsksNothing: {
        const QString path = m_dir->filePath("saved.commviz.json");
        QVERIFY(!writeScenarioFile(path, ScenarioDocument{}));
        QVERIFY(w.document()->open(path));
        QVERIFY(!w.document()->isModified());
        type(w, Param::Gpus, "64");
        w.lecture()->goToStep(0); // a glide is one undo step too
        QTRY_VERIFY(!w.lecture()->isGliding());
        QVERIFY(w.document()->isModified());
        while (model->undoStack()->canUndo() && model->undoStack()->index() > model->undoStack()->cleanIndex())
            model->undoStack()->undo();
        QVERIFY(!w.document()->isModified());
        QVERIFY(!w.isWindowModified());
        break;
    }
    }
}

void TestFirstSession::bothRegimesAreNamedClearOfTheCurve_data()
{
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("beta");
    QTest::newRow("InfiniBand NDR") << 5e-6 << 50e9;
    QTest::newRow("a large α: 1 ms") << 1e-3 << 50e9;
    QTest::newRow("n* near the largest size") << 50e-3 << 50e9;
    QTest::newRow("n* near the smallest size") << 1e-7 << 10e9;
}

void TestFirstSession::bothRegimesAreNamedClearOfTheCurve()
{
    QFETCH(double, alpha);
    QFETCH(double, beta);
    MainWindow &w = *m_window;
    w.showPage(PageId::P2p);
    w.model()->setParam(Param::Alpha, alpha);
    w.model()->setParam(Param::Beta, beta);
    w.refresh();
    ChartPanel *time = page(w, PageId::P2p)->chart("p2p_time");
    const RectLayer *regions = ChartInspector(time).rectLayers().front();
    const double nStar = alpha * beta;
    const bool both = nStar > time->axes().xMin() && nStar < time->axes().xMax();
    QVERIFY(both);
    QCOMPARE(regions->labelRects().size(), std::size_t{2});
    const QRectF plot = time->plotArea(); // the chart lies at the scene's origin
    const QRectF a = regions->labelRects()[0], b = regions->labelRects()[1];
    QVERIFY(regions->labels()[0].text.startsWith("latency-dominated"));
    QVERIFY(regions->labels()[1].text.startsWith("bandwidth-dominated"));
    for (const QRectF &r : {a, b})
        QVERIFY2(plot.contains(r), "a label is cut by the plot's edge");
    QVERIFY(!a.intersects(b));
    for (const QString name : {"T(n)", "n/β asymptote", "α floor"}) {
        const ChartPanel::SeriesData c = ChartInspector(time).series(name).value();
        std::vector<QPointF> curve;
        for (std::size_t i = 0; i < c.xs.size(); ++i)
            curve.push_back(time->toScene(c.xs[i], c.ys[i]));
        QVERIFY2(!crosses(curve, a), qPrintable("the latency label sits on " + name));
        QVERIFY2(!crosses(curve, b), qPrintable("the bandwidth label sits on " + name));
    }
}

QTEST_MAIN(TestFirstSession)
#include "test_firstsession.moc"
