// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The charts a page keeps hidden (the production view's, in the textbook view) are not drawn on every frame of a
// drag, nor at its release: settle(), which every export and the report call, draws them, and so does the view
// that shows them.
#include "chartpanel.h"
#include "pages/collectives/collectivespage.h"
#include "pages/common/chartpage.h"
#include "pages/selection/selectionpage.h"

#include <QApplication>
#include <QTest>

#include <memory>

using namespace commviz;
using namespace commviz::ui;

namespace {

QString csvOf(const ChartPage &page, const char *chart)
{
    const ChartPanel *c = page.chart(QString::fromLatin1(chart));
    return c ? c->csv() : QStringLiteral("no chart %1").arg(QString::fromLatin1(chart));
}

} // namespace

class TestDraftHidden : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hiddenChartsWaitForSettle_data();
    void hiddenChartsWaitForSettle();
};

void TestDraftHidden::hiddenChartsWaitForSettle_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("chart");
    QTest::newRow("collectives") << "collectives"
                                 << "collectives_protocols";
    QTest::newRow("selection") << "selection"
                               << "selection_production_map";
}

void TestDraftHidden::hiddenChartsWaitForSettle()
{
    QFETCH(QString, page);
    QFETCH(QString, chart);
    const auto make = [&]() -> std::unique_ptr<ChartPage> {
        if (page == "collectives")
            return std::make_unique<CollectivesPage>();
        return std::make_unique<SelectionPage>();
    };
    Scenario dragged;
    dragged.gpus = 1024;
    dragged.size_bytes = 3e6;
    dragged.inter.beta_Bps = 5e9; // the maps over N and M change with the links only
    const std::unique_ptr<ChartPage> fresh = make();
    fresh->refresh(dragged);
    fresh->settle();
    const QByteArray name = chart.toLatin1();
    const QString expected = csvOf(*fresh, name.constData());
    QVERIFY2(fresh->chart(chart), qPrintable("no chart " + chart));

    const std::unique_ptr<ChartPage> held = make();
    held->refresh(Scenario{});
    held->settle();
    const QString before = csvOf(*held, name.constData());
    QVERIFY(before != expected);
    held->setDraft(true);
    held->refresh(dragged);
    QCOMPARE(csvOf(*held, name.constData()), before); // hidden: not drawn while held
    held->setDraft(false);
    held->refresh(dragged);
    QCOMPARE(csvOf(*held, name.constData()), before); // nor at the release
    held->settle();
    QCOMPARE(csvOf(*held, name.constData()), expected);
    held->settle(); // nothing left: the same
    QCOMPARE(csvOf(*held, name.constData()), expected);

    // The production view shows them: drawn at once.
    const std::unique_ptr<ChartPage> shown = make();
    shown->refresh(Scenario{});
    Scenario production = dragged;
    production.production_view = true;
    shown->refresh(production);
    QCOMPARE(csvOf(*shown, name.constData()), expected);
}

QTEST_MAIN(TestDraftHidden)
#include "test_drafthidden.moc"
