// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders every page of the window to PNG, for review: render_pages OUTDIR [WIDTHxHEIGHT] [--lang en|zh_CN]
// [--production] [--projector] (default: the system locale's language, the textbook view, normal mode). Projector
// mode's look at the given size: the offscreen screen is not the projector's, so the window is put back to the size.
// Runs on the offscreen platform; the README's screenshot comes from here.
#include "chartpage.h"
#include "language.h"
#include "lecture.h"
#include "mainwindow.h"
#include "projectormode.h"
#include "scenariomodel.h"

#include <QApplication>
#include <QDir>
#include <QPixmap>
#include <QRegularExpression>
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
    const bool production = args.removeAll("--production") > 0;
    const bool projector = args.removeAll("--projector") > 0;
    if (args.size() < 2) {
        err << "usage: render_pages OUTDIR [WIDTHxHEIGHT] [--lang en|zh_CN] [--production] [--projector]\n";
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
    commviz::ui::MainWindow window;
    if (production)
        window.model()->setParam(commviz::Param::ProductionView, 1.0);
    window.resize(size);
    window.show();
    if (projector) {
        window.lecture()->projector()->setActive(true);
        window.showNormal();
        window.resize(size);
    }
    for (commviz::ui::ChartPage *page : window.pages()) {
        window.showPage(page->id());
        window.refresh();
        QApplication::processEvents();
        const QString path = out.filePath(pageKey(page->id()) + ".png");
        if (!window.grab().save(path)) {
            err << "render_pages: cannot write " << path << "\n";
            return 1;
        }
        QTextStream(stdout) << path << "\n";
    }
    return 0;
}
