// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders every page of the window to PNG, for review: render_pages OUTDIR [WIDTHxHEIGHT] [--lang en|zh_CN]
// [--scenario FILE] [--measurements FILE] [--table N] [--production] [--projector] [--steps] [--no-panel]
// (default: the system locale's language; the defaults or the scenario file's, no measurements, the first table,
// the textbook view, normal mode). --steps renders every lecture step
// instead of every page: step-NN.png as the step opens (its question, if any, standing) and step-NN-answer.png after
// the reveal. Projector mode's look at the given size: the offscreen screen is not the projector's, so the window is
// put back to the size. Runs on the offscreen platform; the README's screenshot comes from here.
#include "language.h"
#include "lecture.h"
#include "mainwindow.h"
#include "measurements.h"
#include "pages/common/chartpage.h"
#include "pages/measured/measuredpage.h"
#include "projectormode.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QPixmap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream err(stderr);
    QStringList args = QApplication::arguments();
    QString error;
    const QString language = commviz::ui::languageArgument(args, &error);
    if (!error.isEmpty()) {
        err << error << "\n";
        return 2;
    }
    const qsizetype flag = args.indexOf(QRegularExpression("^--lang(=.*)?$"));
    if (flag >= 0)
        args.remove(flag, args[flag].contains('=') ? 1 : 2);
    // Options with a value, then switches.
    const auto take = [&](const QString &name) -> QString {
        const qsizetype i = args.indexOf(name);
        if (i < 0 || i + 1 >= args.size())
            return {};
        const QString value = args[i + 1];
        args.remove(i, 2);
        return value;
    };
    const auto flagSet = [&](const QString &name) { return args.removeAll(name) > 0; };
    const QString scenario = take("--scenario");
    const QString measurements = take("--measurements");
    const int table = take("--table").toInt();
    const bool production = flagSet("--production");
    const bool projector = flagSet("--projector");
    const bool steps = flagSet("--steps");
    const bool noPanel = flagSet("--no-panel");
    if (args.size() < 2) {
        err << "usage: render_pages OUTDIR [WIDTHxHEIGHT] [--lang en|zh_CN] [--scenario FILE] [--production] "
               "[--projector] [--steps] [--no-panel]\n";
        return 2;
    }
    commviz::ui::installLanguage(language.isEmpty() ? commviz::ui::systemLanguage() : language);
    QSize size(1920, 1080);
    if (args.size() > 2) {
        const QStringList wh = args[2].split('x');
        if (wh.size() == 2)
            size = QSize(wh[0].toInt(), wh[1].toInt());
    }
    const QDir out(args[1]);
    if (!QDir().mkpath(out.path())) {
        err << "render_pages: cannot create " << out.path() << "\n";
        return 2;
    }
    const QTemporaryDir settings; // the reviewer's own settings stay untouched
    commviz::ui::MainWindow window(nullptr, settings.filePath("render.ini"));
    window.resize(size);
    window.show();
    if (!scenario.isEmpty()) {
        const commviz::Result<commviz::ui::ScenarioDocument> doc = commviz::ui::readScenarioFile(scenario);
        if (!doc.ok()) {
            err << "render_pages: " << QString::fromStdString(doc.explanation().english()) << "\n";
            return 2;
        }
        window.model()->reset(doc.value().scenario);
    }
    if (!measurements.isEmpty()) {
        const commviz::Result<int> r = window.measurements()->importFile(measurements);
        if (!r.ok()) {
            err << "render_pages: " << QString::fromStdString(r.explanation().english()) << "\n";
            return 2;
        }
        for (commviz::ui::ChartPage *page : window.pages()) {
            if (auto *measured = qobject_cast<commviz::ui::MeasuredPage *>(page))
                measured->selectTable(table);
        }
    }
    if (production)
        window.model()->setParam(commviz::Param::ProductionView, 1.0);
    if (noPanel) // View ▸ Parameter panel, as a reader hides it for room
        window.findChild<QAction *>("viewPanel")->trigger();
    if (projector) {
        window.lecture()->projector()->setActive(true);
        window.showNormal();
        window.resize(size);
    }
    const auto save = [&](const QString &name) {
        // A chart lays itself out over a few turns of the event loop (new margins, then the plot area).
        for (int turn = 0; turn < 4; ++turn)
            QApplication::processEvents();
        const QString path = out.filePath(name + ".png");
        if (!window.grab().save(path)) {
            err << "render_pages: cannot write " << path << "\n";
            return false;
        }
        QTextStream(stdout) << path << "\n";
        return true;
    };
    if (steps) {
        commviz::ui::LectureController *lecture = window.lecture();
        for (int i = 0; i < static_cast<int>(lecture->steps().size()); ++i) {
            lecture->goToStep(i);
            if (!QTest::qWaitFor([&] { return !lecture->isGliding(); }, 5000))
                err << "render_pages: step " << i + 1 << " still gliding after 5 s\n";
            window.currentPage()->settle();
            const QString name = QStringLiteral("step-%1").arg(i + 1, 2, 10, QLatin1Char('0'));
            if (!save(name))
                return 1;
            if (lecture->questionOpen()) {
                lecture->revealAnswer();
                QTest::qWait(1200); // the answer fades in
                if (!save(name + "-answer"))
                    return 1;
            }
        }
        return 0;
    }
    for (commviz::ui::ChartPage *page : window.pages()) {
        window.showPage(page->id());
        window.refresh();
        page->settle();
        if (!save(pageKey(page->id())))
            return 1;
    }
    return 0;
}
