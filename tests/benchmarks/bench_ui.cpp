// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// commviz_bench_ui: from a slider value change to every visible chart repainted, on each page, offscreen at
// 1920×1080, from the defaults or a scenario file (`commviz_bench_ui [FRAMES [PAGE]] [--scenario FILE]`).
// Prints one line per page: `page NAME median_ms X p99_ms Y frames N`.
//
// Each frame moves one of the page's sliders, as a drag does, and runs the event loop until the frame is on
// the (offscreen) screen: the model edit, the coalesced refresh, core's sweeps, the series replace, and
// the paint of every chart and panel that changed. Releases are frames too. It prints figures; it asserts
// nothing (machines are noisy).
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "parameterspec.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace commviz::ui;

namespace {

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(
        std::clamp(p * static_cast<double>(v.size() - 1), 0.0, static_cast<double>(v.size() - 1)));
    return v[i];
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // [FRAMES [PAGE]] [--scenario FILE]: the scenario to start from (large cases: p = 64, m = 1024, V = 8).
    QStringList args = QApplication::arguments().mid(1);
    QString scenarioPath;
    if (const qsizetype at = args.indexOf("--scenario"); at >= 0 && at + 1 < args.size()) {
        scenarioPath = args.at(at + 1);
        args.remove(at, 2);
    }
    const int frames = !args.isEmpty() ? std::max(10, args.at(0).toInt()) : 300;
    const QString only = args.size() > 1 ? args.at(1) : QString(); // one page, for a profiler

    const QTemporaryDir settings; // the developer's own settings stay untouched
    MainWindow window(nullptr, settings.filePath("bench.ini"));
    if (!scenarioPath.isEmpty()) {
        const commviz::Result<ScenarioDocument> doc = readScenarioFile(scenarioPath);
        if (!doc.ok()) {
            QTextStream(stderr) << "commviz_bench_ui: " << QString::fromStdString(doc.explanation().english()) << "\n";
            return 2;
        }
        window.model()->reset(doc.value().scenario);
    }
    window.resize(1920, 1080);
    window.show();
    QApplication::processEvents();
    QTextStream out(stdout);

    for (ChartPage *page : window.pages()) {
        window.showPage(page->id());
        window.repaint();
        // The sliders of the parameters the page reads (ui/document/pageid.h).
        std::vector<Param> params;
        for (Param p : pageInfo(page->id()).params) {
            if (hasSlider(p))
                params.push_back(p);
        }
        if (params.empty() || (!only.isEmpty() && pageKey(page->id()) != only))
            continue;
        std::vector<double> ms;
        QElapsedTimer timer;
        const auto settle = [] {
            // The coalesced refresh (sweeps, series replace), then the paint of every widget it dirtied:
            // the charts whose series moved and the napkin panel, as the window paints them.
            QApplication::processEvents();
            QApplication::processEvents();
        };
        // Drags of 20 steps up or down a slider's span, each ended by a release (whose smooth, antialiased
        // frame counts too); the first drag warms up and is not counted.
        for (int drag = 0; static_cast<int>(ms.size()) < frames; ++drag) {
            const Param p = params[static_cast<std::size_t>(drag) % params.size()];
            QSlider *slider = window.panel()->control(p)->slider();
            const int span = slider->maximum() - slider->minimum();
            slider->setSliderDown(true);
            for (int step = 1; step <= 20; ++step) {
                const int position = slider->minimum() + span * (drag % 2 == 0 ? step : 20 - step) / 20;
                timer.start();
                slider->setValue(position);
                settle();
                if (drag > 0)
                    ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            }
            timer.start();
            slider->setSliderDown(false);
            settle();
            if (drag > 0)
                ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        out << "page " << pageKey(page->id()) << " median_ms " << QString::number(percentile(ms, 0.5), 'f', 2)
            << " p99_ms " << QString::number(percentile(ms, 0.99), 'f', 2) << " frames " << ms.size() << "\n";
        out.flush();
    }
    return 0;
}
