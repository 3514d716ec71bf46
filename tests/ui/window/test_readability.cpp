// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Charts a person can read (issue 23): on every page at 1280 × 720, 1366 × 768 and 1920 × 1080, in English and
// Chinese, in normal and projector mode, with the panel shown and hidden (F9), every chart on screen keeps a plot
// at least ChartPanel::kMinPlotWidth × kMinPlotHeight and a timeline at least kMinRowPixels a row (the page
// scrolls or stacks its charts instead), no chart is cut by its own view, no label on a plot is struck by a curve
// or covered by a marker (textcheck::labelsOverData), the window keeps the screen's width, and the Algorithms
// page's chunk cells stay at least 16 px with counts at least 8 px tall. One window per language, mode and panel,
// resized for each size.
#include "testutil.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "language.h"
#include "lecture.h"
#include "mainwindow.h"
#include "measurements.h"
#include "pages/algorithms/algorithmspage.h"
#include "pages/common/chartpage.h"
#include "projectormode.h"
#include "scenariomodel.h"
#include "textcheck.h"

#include <QAction>
#include <QTest>

#include <functional>
#include <memory>

using namespace commviz;
using namespace commviz::ui;

Q_DECLARE_METATYPE(commviz::ui::PageId)

namespace {

const QList<QSize> kSizes{{1280, 720}, {1366, 768}, {1920, 1080}};

// What keeps `page`'s visible charts from being read: a plot or a timeline row below the minimum, or a chart taller
// or wider than the view that shows it.
QStringList unreadable(ChartPage *page)
{
    QStringList out;
    for (ChartPanel *panel : page->findChildren<ChartPanel *>()) {
        if (!panel->isVisibleTo(page) || panel->plotArea().isEmpty())
            continue;
        const QRectF plot = panel->plotArea();
        if (plot.height() < ChartPanel::kMinPlotHeight - 2 || plot.width() < ChartPanel::kMinPlotWidth - 2)
            out << QStringLiteral("%1: plot %2 × %3 px").arg(panel->name()).arg(plot.width()).arg(plot.height());
        if (const std::optional<double> row = ChartInspector(panel).rowPixels();
            row && *row < ChartPanel::kMinRowPixels - 1)
            out << QStringLiteral("%1: rows %2 px").arg(panel->name()).arg(*row);
        const QSizeF chart = ChartInspector(panel).chartSize();
        const QWidget *view = ChartInspector(panel).surface();
        if (chart.height() > view->height() + 1 || chart.width() > view->width() + 1)
            out << QStringLiteral("%1: the chart is %2 × %3, its view %4 × %5")
                       .arg(panel->name())
                       .arg(chart.width())
                       .arg(chart.height())
                       .arg(view->width())
                       .arg(view->height());
    }
    return out + textcheck::labelsOverData(page);
}

// What `check` finds once the layout has settled (it settles over a few turns of the event loop): it is asked until
// it finds nothing or the time is up.
QStringList settledFindings(const std::function<QStringList()> &check)
{
    QStringList found;
    (void)QTest::qWaitFor(
        [&] {
            found = check();
            return found.isEmpty();
        },
        1500);
    return found;
}

} // namespace

class TestReadability : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanupTestCase();
    void page_data();
    void page();
    void sixtyFourStagesGiveEachStageARowOfItsOwn();
    void theMeasuredPageWithALog_data();
    void theMeasuredPageWithALog();
    void pageAfterPageInProjectorMode_data();
    void pageAfterPageInProjectorMode();

private:
    MainWindow *window(const QString &language, bool projector, bool panel);

    std::unique_ptr<MainWindow> m_window;
    QString m_key;
};

void TestReadability::cleanupTestCase()
{
    m_window.reset();
    installLanguage("en");
}

MainWindow *TestReadability::window(const QString &language, bool projector, bool panel)
{
    const QString key = QStringLiteral("%1 %2 %3").arg(language).arg(projector).arg(panel);
    if (m_window && m_key == key)
        return m_window.get();
    m_window.reset();
    if (!installLanguage(language))
        return nullptr;
    m_key = key;
    m_window = std::make_unique<MainWindow>(nullptr, testutil::freshSettingsPath());
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()))
        return nullptr;
    if (projector) {
        // As render_pages does: the offscreen screen is not a projector's, so the window is put back to a size.
        m_window->lecture()->projector()->setActive(true);
        m_window->showNormal();
    }
    if (!panel)
        m_window->findChild<QAction *>("viewPanel")->setChecked(false);
    return m_window.get();
}

void TestReadability::page_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<bool>("panel");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<PageId>("page");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (const bool projector : {false, true}) {
            for (const bool panel : {true, false}) {
                for (const QSize &size : kSizes) {
                    for (const PageInfo &info : pageInfos()) {
                        const QString row = QStringLiteral("%1/%2x%3/%4/%5/%6")
                                                .arg(QString::fromLatin1(info.key))
                                                .arg(size.width())
                                                .arg(size.height())
                                                .arg(language, projector ? "projector" : "normal",
                                                     panel ? "panel shown" : "panel hidden");
                        QTest::newRow(qPrintable(row)) << language << projector << panel << size << info.id;
                    }
                }
            }
        }
    }
}

void TestReadability::page()
{
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(bool, panel);
    QFETCH(QSize, size);
    QFETCH(PageId, page);
    MainWindow *w = window(language, projector, panel);
    QVERIFY2(w, qPrintable("no window in " + language));
    w->resize(size);
    w->showPage(page);
    w->refresh();
    QTRY_VERIFY(w->currentPage() && w->currentPage()->id() == page && w->currentPage()->isVisible());
    QTRY_COMPARE(w->width(), size.width()); // no page widens the window
    const QStringList found = settledFindings([w] { return unreadable(w->currentPage()); });
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("\n  "))));
    if (page == PageId::Algorithms) {
        const auto *algorithms = static_cast<AlgorithmsPage *>(w->currentPage());
        QTRY_VERIFY2(algorithms->view()->diagram().cellSide() >= AlgorithmView::kMinCellPixels,
                     qPrintable(QString::number(algorithms->view()->diagram().cellSide())));
        // Their counts as large as the cells allow: a digit at least 8 px tall (7 pt, 6.8 px, before).
        const double digit = QFontMetricsF(algorithms->view()->diagram().countFont(algorithms->view()->font()))
                                 .tightBoundingRect(QStringLiteral("8"))
                                 .height();
        QVERIFY2(digit >= 8, qPrintable(QString::number(digit)));
    }
}

void TestReadability::sixtyFourStagesGiveEachStageARowOfItsOwn()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Scenario s;
    s.stages = 64;
    s.microbatches = 128;
    s.virtual_stages = 1;
    w.model()->setScenario(s, "64 stages");
    w.showPage(PageId::Pipeline);
    ChartPanel *schedule = w.currentPage()->chart("pipeline_schedule");
    QVERIFY(schedule);
    QTRY_VERIFY(ChartInspector(schedule).rowPixels().has_value());
    QTRY_VERIFY2(*ChartInspector(schedule).rowPixels() >= ChartPanel::kMinRowPixels - 1,
                 qPrintable(QString::number(*ChartInspector(schedule).rowPixels())));
    // The chart grew to hold them, and the page scrolls.
    QVERIFY(schedule->height() > 64 * ChartPanel::kMinRowPixels);
}

void TestReadability::theMeasuredPageWithALog_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("projector");
    for (const QSize &size : kSizes) {
        for (const bool projector : {false, true})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3")
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(projector ? "projector" : "normal")))
                << size << projector;
    }
}

// The Measured page with a real two-node log: its busbw boxes and regime labels lie clear of the measured points and
// curves, and its charts keep readable plots.
void TestReadability::theMeasuredPageWithALog()
{
    QFETCH(QSize, size);
    QFETCH(bool, projector);
    MainWindow *w = window(QStringLiteral("en"), projector, true);
    QVERIFY(w);
    if (w->measurements()->empty()) {
        const QString log = QStringLiteral(COMMVIZ_FIXTURES_DIR "/nccl_allreduce_a3mega_h100_16rank_2node.txt");
        QVERIFY(w->measurements()->importFile(log).ok());
    }
    w->resize(size);
    w->showPage(PageId::Measured);
    w->refresh();
    const QStringList found = settledFindings([w] { return unreadable(w->currentPage()); });
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("\n  "))));
    m_window.reset(); // the next rows start without the log
}

void TestReadability::pageAfterPageInProjectorMode_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// As a lecturer moves through the tabs on a 1280 × 720 projector, one window, no resize in between: no page widens
// the window (a long check box on the Compression page once did, by 30 px), and every chart stays readable with its
// labels clear of the data (the Buckets labels, in a plot narrowed by the wider panel, once covered a curve).
void TestReadability::pageAfterPageInProjectorMode()
{
    QFETCH(QString, language);
    QVERIFY(installLanguage(language));
    m_window.reset();
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // With a two-node log on the Measured page: its controls then take their room, on every page (the pages share
    // one stack, whose minimum is its widest page's).
    QVERIFY(w.measurements()
                ->importFile(QStringLiteral(COMMVIZ_FIXTURES_DIR "/nccl_allreduce_a3mega_h100_16rank_2node.txt"))
                .ok());
    w.lecture()->projector()->setActive(true);
    w.showNormal();
    w.resize(1280, 720);
    QStringList found;
    for (ChartPage *page : w.pages()) {
        w.showPage(page->id());
        w.refresh();
        page->settle();
        const QStringList here = settledFindings([&] {
            QStringList out = unreadable(page);
            if (w.width() != 1280)
                out << QStringLiteral("the window is %1 px wide").arg(w.width());
            return out;
        });
        if (!here.isEmpty())
            found << QString::fromLatin1(pageInfo(page->id()).key) + ": " + here.join("; ");
    }
    installLanguage("en");
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
}

QTEST_MAIN(TestReadability)
#include "test_readability.moc"
