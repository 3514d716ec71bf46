# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers: the standard and Qt headers that most files include, parsed once a build instead of once a
# file (a widget file's compile is two thirds parsing headers). Every target that links Qt6::Widgets, directly or
# through what it links, reuses one precompiled header; every test reuses one with QTest's headers too, made in
# its own folder (Qt Test defines QT_TESTCASE_BUILDDIR and QT_TESTCASE_SOURCEDIR as the test's folder and QTest's
# headers read them, and read whether Qt Widgets is linked: one a folder and kind). Core and the Qt Core-only
# layers keep their plain compile.
#
# A precompiled header hides an include a file forgets: scripts/lint.sh parses every product file in a tree
# configured without them (the "lint" preset), and clang fails there. A build without them:
# cmake --preset dev -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON.
set(commviz_headers_core
    <algorithm> <cmath> <functional> <map> <memory> <optional> <utility> <vector>
    <QCoreApplication> <QFileInfo> <QLocale> <QString> <QStringList> <QTextStream>)
set(commviz_headers_widgets ${commviz_headers_core}
    <QAction> <QApplication> <QColor> <QComboBox> <QEvent> <QFont> <QFontMetricsF> <QGridLayout> <QHBoxLayout>
    <QHeaderView> <QLabel> <QLineEdit> <QPainter> <QPushButton> <QRectF> <QScrollArea> <QScrollBar>
    <QTableWidget> <QVBoxLayout> <QWidget>)
set(commviz_headers_test <QDir> <QFile> <QTemporaryDir> <QTest>)

# A target whose precompiled header others reuse needs a source of its own: an empty file.
set(commviz_pch_source ${CMAKE_CURRENT_BINARY_DIR}/commviz_pch.cpp)
file(CONFIGURE OUTPUT ${commviz_pch_source}
     CONTENT "// The precompiled headers' own source (cmake/precompiled-headers.cmake)\n")

# Makes target `pch` in the current folder: the precompiled `headers`, compiled as a target linking `libraries`.
function(commviz_make_pch pch headers libraries)
    add_library(${pch} OBJECT ${commviz_pch_source})
    target_link_libraries(${pch} PRIVATE ${libraries})
    target_precompile_headers(${pch} PRIVATE ${headers})
    set_target_properties(${pch} PROPERTIES AUTOMOC OFF)
    commviz_warnings(${pch})
endfunction()
commviz_make_pch(commviz_pch_widgets "${commviz_headers_widgets}" Qt6::Widgets)

# Test `test` (in the current folder) reuses its folder's and kind's precompiled header, made on first use. Its
# moc file stays out: QTest's classes are moc'ed into their own source, so it is empty.
function(commviz_test_precompiled_header test)
    file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
    string(MAKE_C_IDENTIFIER "${folder}" folder)
    commviz_links(${test} Qt6::Widgets widgets)
    if(widgets)
        set(pch commviz_pch_${folder}_widgets)
        set(headers ${commviz_headers_widgets} ${commviz_headers_test})
        set(libraries Qt6::Widgets Qt6::Test)
    else()
        set(pch commviz_pch_${folder}_core)
        set(headers ${commviz_headers_core} ${commviz_headers_test})
        set(libraries Qt6::Core Qt6::Test)
    endif()
    if(NOT TARGET ${pch})
        commviz_make_pch(${pch} "${headers}" "${libraries}")
    endif()
    target_precompile_headers(${test} REUSE_FROM ${pch})
    set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${test}_autogen/mocs_compilation.cpp
                                PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

# Every C++ target under `dir` that links Qt Widgets, and is not a test, reuses the precompiled header.
function(commviz_reuse_precompiled_headers dir)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target ${targets})
        get_target_property(type ${target} TYPE)
        get_target_property(reused ${target} PRECOMPILE_HEADERS_REUSE_FROM)
        if(reused OR target MATCHES "^commviz_pch_" OR NOT type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
            continue()
        endif()
        commviz_links(${target} Qt6::Widgets widgets)
        if(widgets)
            target_precompile_headers(${target} REUSE_FROM commviz_pch_widgets)
        endif()
    endforeach()
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(subdir ${subdirs})
        commviz_reuse_precompiled_headers(${subdir})
    endforeach()
endfunction()
