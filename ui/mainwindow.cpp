#include "mainwindow.h"

#include <QLabel>

namespace commviz::ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle("commviz");
    setCentralWidget(new QLabel("commviz", this));
}

} // namespace commviz::ui
