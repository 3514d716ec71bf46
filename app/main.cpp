// commviz: the window, or a headless command (eval) when the first argument names one.
#include "evalcommand.h"
#include "fitcommand.h"

#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

int runHeadless(const QString &command, int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    if (command == "eval")
        return commviz::cli::runEvalCommand(args, out, err);
    return commviz::cli::runFitCommand(args, out, err);
}

} // namespace

int main(int argc, char *argv[])
{
    const QString command = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (command == "eval" || command == "fit")
        return runHeadless(command, argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationName("commviz");
    QApplication::setOrganizationName("commviz");
    commviz::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
