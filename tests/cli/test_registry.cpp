// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every parameter is described once, in core's registry, and everything that shows or reads one agrees with
// it: each command's --help lists its option with the registry's default, scenario files and eval's
// "inputs" carry exactly the registry's keys, every value a row can take survives the file and the command
// line, every validation error names an option that exists, and the window's panel has one control per row.
#include "evalcommand.h"
#include "exportcommand.h"
#include "fitcommand.h"
#include "mainwindow.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "parameterspec.h"
#include "scenariofile.h"
#include "testutil.h"

#include "commviz/parameters.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace commviz;

namespace {

QString latin(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

QStringList registryKeys()
{
    QStringList keys;
    for (const ParamInfo &info : parameters())
        keys << latin(info.key);
    keys.sort();
    return keys;
}

// A value for p other than its default, inside its valid range.
std::optional<double> otherValue(const ParamInfo &info)
{
    switch (info.kind) {
    case ParamKind::Switch:
        return *paramDefault(info.param) == 0 ? 1.0 : 0.0;
    case ParamKind::Choice:
        return double(paramChoices(info.param).size() - 1);
    case ParamKind::Whole:
        return *paramDefault(info.param) + 3;
    case ParamKind::Real:
        break;
    }
    if (info.optional && paramDefault(info.param))
        return std::nullopt;
    const double d = paramDefault(info.param).value_or(info.sliderMin);
    return info.lower == LowerBound::Fraction ? d / 2 : d * 3 + 1;
}

} // namespace

class TestRegistry : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyRowHasItsOwnKeyOptionAndName();
    void everyCommandListsEveryOptionWithItsDefault_data();
    void everyCommandListsEveryOptionWithItsDefault();
    void filesAndEvalInputsCarryExactlyTheRegistrysKeys();
    void everyRowSurvivesTheFileAndTheCommandLine_data();
    void everyRowSurvivesTheFileAndTheCommandLine();
    void everyValidationErrorNamesAnOption();
    void thePanelHasOneControlPerRow();
};

void TestRegistry::everyRowHasItsOwnKeyOptionAndName()
{
    QSet<QString> keys, options, names;
    for (std::size_t i = 0; i < parameters().size(); ++i) {
        const ParamInfo &info = parameters()[i];
        QCOMPARE(static_cast<std::size_t>(info.param), i); // rows in Param's order: parameter(p) is a lookup
        QVERIFY2(!keys.contains(latin(info.key)), info.key.data());
        QVERIFY2(!options.contains(latin(info.option)), info.option.data());
        QVERIFY2(!names.contains(latin(info.name)), info.name.data());
        keys << latin(info.key);
        options << latin(info.option);
        names << latin(info.name);
        QCOMPARE(findParameterByKey(info.key), std::optional<Param>(info.param));
        QCOMPARE(findParameterByName(info.name), std::optional<Param>(info.param));
        QVERIFY2(!checkParam(info.param, paramDefault(info.param)), info.key.data()); // the default is valid
    }
}

void TestRegistry::everyCommandListsEveryOptionWithItsDefault_data()
{
    QTest::addColumn<QString>("command");
    for (const char *c : {"eval", "export", "report", "fit"})
        QTest::newRow(c) << QString(c);
}

void TestRegistry::everyCommandListsEveryOptionWithItsDefault()
{
    QFETCH(QString, command);
    testutil::Command run = command == "eval"     ? &cli::runEvalCommand
                            : command == "fit"    ? &cli::runFitCommand
                            : command == "report" ? &cli::runReportCommand
                                                  : &cli::runExportCommand;
    const testutil::Run r = testutil::runCommand(run, command, {"--help"});
    QCOMPARE(r.status, 0);
    const QString help = QString(r.out).simplified();
    for (const ParamInfo &info : parameters()) {
        const QString option = "--" + latin(info.option) + " <" + latin(info.valueName) + ">";
        QVERIFY2(help.contains(option), qPrintable(command + " --help lacks " + option));
        const QString dflt = "Default: " + ui::paramText(info.param, paramDefault(info.param)) + ".";
        QVERIFY2(help.contains(dflt), qPrintable(command + " --help lacks " + option + "'s " + dflt));
    }
}

void TestRegistry::filesAndEvalInputsCarryExactlyTheRegistrysKeys()
{
    QStringList inputs = ui::inputsToJson(Scenario{}).keys();
    inputs.sort();
    QCOMPARE(inputs, registryKeys());
    const testutil::Run r = testutil::runCommand(&cli::runEvalCommand, "eval", {"--format", "json"});
    QCOMPARE(r.status, 0);
    QStringList evalInputs = QJsonDocument::fromJson(r.out.toUtf8()).object()["inputs"].toObject().keys();
    evalInputs.sort();
    QCOMPARE(evalInputs, registryKeys());
    QStringList file = ui::scenarioToJson(ui::ScenarioDocument{}).keys();
    file.removeAll("version");
    file.removeAll("page");
    file.sort();
    QCOMPARE(file, registryKeys());
}

void TestRegistry::everyRowSurvivesTheFileAndTheCommandLine_data()
{
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < parameters().size(); ++i)
        QTest::newRow(parameters()[i].key.data()) << int(i);
}

void TestRegistry::everyRowSurvivesTheFileAndTheCommandLine()
{
    QFETCH(int, row);
    const ParamInfo &info = parameters()[std::size_t(row)];
    const std::optional<double> value = otherValue(info);
    QVERIFY(!checkParam(info.param, value));
    ui::ScenarioDocument doc;
    setParamValue(doc.scenario, info.param, value);
    QVERIFY(doc.scenario != Scenario{});

    // Through a file.
    QTemporaryDir dir;
    const QString path = dir.filePath("s.json");
    QVERIFY(!ui::writeScenarioFile(path, doc));
    const Result<ui::ScenarioDocument> read = ui::readScenarioFile(path);
    QVERIFY2(read.ok(), read.explanation().english().c_str());
    QCOMPARE(paramValue(read.value().scenario, info.param), value);

    // Through the command line, written as a person would and as the help shows it.
    const QString text = ui::paramText(info.param, value);
    const QString saved = dir.filePath("cli.json");
    const testutil::Run r =
        testutil::runCommand(&cli::runEvalCommand, "eval", {"--" + latin(info.option), text, "--save-scenario", saved});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const Result<ui::ScenarioDocument> fromCli = ui::readScenarioFile(saved);
    QVERIFY(fromCli.ok());
    const std::optional<double> got = paramValue(fromCli.value().scenario, info.param);
    QCOMPARE(got.has_value(), value.has_value());
    if (value)
        COMPARE_REL(*got, *value, 1e-2); // the text shows three or four significant digits
}

void TestRegistry::everyValidationErrorNamesAnOption()
{
    // An invalid value for each row: past its upper limit, or no choice at all.
    for (const ParamInfo &info : parameters()) {
        if (info.kind == ParamKind::Switch)
            continue; // a bool holds no invalid value
        Scenario s;
        if (info.kind == ParamKind::Choice)
            s.bucket_collective = Algorithm::AllGatherRing; // not an AllReduce
        else
            setParamValue(s, info.param, info.most * 10 + 10);
        const Result<Scenario> v = validate(s);
        QVERIFY2(v.isError(), info.key.data());
        QVERIFY2(findParameterByName(v.error().parameter).has_value(), v.error().parameter.c_str());
    }
}

void TestRegistry::thePanelHasOneControlPerRow()
{
    QTemporaryDir dir;
    ui::MainWindow window(nullptr, dir.filePath("settings.ini"));
    ui::ParameterPanel *panel = window.panel();
    for (const ParamInfo &info : parameters()) {
        if (info.group == ParamGroup::View)
            continue; // set from the pages and the View menu, not the panel
        switch (info.kind) {
        case ParamKind::Real:
        case ParamKind::Whole:
            QVERIFY2(panel->control(info.param) != nullptr, info.key.data());
            QCOMPARE(panel->control(info.param)->param(), info.param);
            break;
        case ParamKind::Switch:
            QVERIFY2(panel->switchBox(info.param) != nullptr, info.key.data());
            break;
        case ParamKind::Choice:
            QCOMPARE(panel->choiceBox(info.param)->count(), int(paramChoices(info.param).size()));
            break;
        }
    }
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    TestRegistry test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_registry.moc"
