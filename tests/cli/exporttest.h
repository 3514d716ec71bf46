// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What test_export and test_exportcommand share: running `export` and `report` in-process, rendering a chart into
// bytes, reading PDF pages and CSV, and every page drawn once at the defaults (with a real log on the Measured
// page), as exports draw them.
#pragma once

#include "testutil.h"

#include "chartpanel.h"
#include "cli.h"
#include "evalcommand.h"
#include "exportcommand.h"
#include "exportdialog.h"
#include "exporter.h"
#include "measurements.h"
#include "pages/common/chartpage.h"
#include "pages/measured/measuredpage.h"
#include "pages/pages.h"
#include "report.h"
#include "scenariofile.h"

#include "commviz/buckets.h"
#include "commviz/models.h"
#include "commviz/sweep.h"

#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGraphicsLayout>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QXmlStreamReader>

#include <memory>

namespace exporttest {

using namespace commviz;
using testutil::Run;
using ui::ExportFormat;

inline Run exportCmd(const QStringList &options)
{
    return testutil::runCommand(&cli::runExportCommand, "export", options);
}
inline Run reportCmd(const QStringList &options)
{
    return testutil::runCommand(&cli::runReportCommand, "report", options);
}

inline QByteArray render(ui::ChartPanel *chart, ExportFormat format, QSize size = ui::kDefaultExportSize, int scale = 1)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    ui::ChartExportOptions options;
    options.format = format;
    options.size = size;
    options.scale = scale;
    if (std::optional<QString> problem = ui::writeChart(chart, options, &buffer))
        qWarning() << *problem;
    return buffer.data();
}

// Page objects, not the page tree ("/Type /Pages").
inline int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression kPage(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(kPage));
}

inline QString withoutSpace(QString s)
{
    return s.remove(QRegularExpression(QStringLiteral("\\s")));
}

// One CSV line into its fields (quoted fields may hold commas).
inline QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

struct Csv {
    QStringList header;
    std::vector<QStringList> rows;
    [[nodiscard]] qsizetype column(const QString &name) const { return header.indexOf(name); }
};

inline Csv parseCsv(const QByteArray &bytes)
{
    Csv csv;
    const QStringList lines = QString::fromUtf8(bytes).split('\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return csv;
    csv.header = csvFields(lines.front());
    for (qsizetype i = 1; i < lines.size(); ++i)
        csv.rows.push_back(csvFields(lines[i]));
    return csv;
}

inline QStringList filesIn(const QString &path)
{
    return QDir(path).entryList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
}

// Every page, drawn at the defaults and settled, in a host widget of its own.
struct Pages {
    ui::Measurements measurements;
    std::unique_ptr<QWidget> host;
    std::vector<ui::ChartPage *> pages;
    QTemporaryDir dir;

    // Call from initTestCase (it uses QVERIFY).
    void build()
    {
        QVERIFY(dir.isValid());
        host = std::make_unique<QWidget>();
        // The measured page draws nothing until a benchmark is imported: give it a real one.
        QVERIFY(measurements
                    .importFile(QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/nccl_allreduce_a3mega_h100_16rank_2node.txt")
                    .ok());
        pages = ui::createPages(host.get(), &measurements);
        for (ui::ChartPage *page : pages) {
            page->refresh(Scenario{}, true);
            page->settle(); // as every export does: the charts a page keeps hidden too
        }
        QVERIFY(!pages.empty());
    }
    [[nodiscard]] ui::ChartPanel *chartNamed(const QString &name) const
    {
        for (const ui::ChartPage *page : pages) {
            if (ui::ChartPanel *chart = page->chart(name))
                return chart;
        }
        return nullptr;
    }
};

} // namespace exporttest
