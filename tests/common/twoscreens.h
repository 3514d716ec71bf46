// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A test's main() on two screens, a 1280 × 720 projector's and a 1920 × 1080 desktop's beside it, instead of the
// offscreen platform's single 800 × 600 one. A suite's main() is `return execOnTwoScreens<TestX>(argc, argv);`.
#pragma once

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

template <class Test> int execOnTwoScreens(int argc, char *argv[])
{
    QTemporaryDir dir;
    const QString config = dir.filePath("screens.json");
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens": [
        {"name": "projector", "x": 0, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96, "dpr": 1},
        {"name": "desktop", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toLocal8Bit());
    QApplication app(argc, argv);
    Test test;
    return QTest::qExec(&test, argc, argv);
}
