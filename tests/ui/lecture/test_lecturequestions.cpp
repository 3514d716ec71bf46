// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Predict, then reveal: a step's question hides its page's answer (markers, napkin numbers, the summary table, the
// veiled charts) until R reveals it, with the answer and its reason in the banner; questions survive the scenario
// file, a file without them still opens, and a bad question is refused with a message that names what is wrong.
#include "testutil.h"

#include "commviz/evaluation.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "document.h"
#include "lecture.h"
#include "lecturedocks.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "pages/common/napkinview.h"
#include "questiondialog.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include <QAction>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace commviz;
using namespace commviz::ui;

namespace {

QAction *revealAction(MainWindow &w)
{
    return w.findChild<QAction *>(QStringLiteral("lectureReveal"));
}

// The chart's marker series (its current-point markers) and whether any of them is drawn.
bool anyMarkerShown(const ChartPanel *chart)
{
    return ChartInspector(chart).anyMarkerSeriesShown();
}

int markerCount(const ChartPanel *chart)
{
    return ChartInspector(chart).markerSeriesCount();
}

QJsonObject stepJson(const QJsonObject &question)
{
    QJsonObject step = lectureStepToJson(builtinLectureSteps()[2]);
    step.insert("question", question);
    return step;
}

} // namespace

class TestLectureQuestions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aQuestionHidesTheAnswerUntilRRevealsIt();
    void aNumberQuestionsAnswerComesFromCore();
    void theBuiltinQuestionsMatchCore();
    void questionsRoundTripThroughTheFileAndOldFilesOpen();
    void badQuestionsAreRefusedNamingWhatIsWrong_data();
    void badQuestionsAreRefusedNamingWhatIsWrong();
    void aBadQuestionInAFileIsReportedAndTheExamplesShown();
    void theDialogMakesAndRemovesQuestions();
};

void TestLectureQuestions::aQuestionHidesTheAnswerUntilRRevealsIt()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    LectureController *lecture = w.lecture();
    QAction *reveal = revealAction(w);
    QVERIFY(reveal);
    QCOMPARE(reveal->shortcut(), QKeySequence(Qt::Key_R));
    QVERIFY(!reveal->isEnabled());

    lecture->goToStep(2); // ring against tree, on the Collectives page
    QTRY_VERIFY_WITH_TIMEOUT(!lecture->isGliding(), 3000);
    QCoreApplication::processEvents();
    ChartPage *page = w.currentPage();
    QCOMPARE(page->id(), PageId::Collectives);
    QVERIFY(lecture->questionOpen());
    QVERIFY(reveal->isEnabled());
    QVERIFY(page->answerHidden());
    // The numbers that give the answer are not on show.
    QVERIFY(!page->napkinView()->isVisible());
    auto *table = page->findChild<QTableWidget *>("summaryTable");
    QVERIFY(table);
    QVERIFY(!table->isVisible());
    QVERIFY(ChartInspector(page->chart("collectives_terms")).isVeiled());
    QVERIFY(ChartInspector(page->chart("collectives_vs_size")).isVeiled());
    QVERIFY(!ChartInspector(page->chart("collectives_vs_gpus")).isVeiled());
    // The banner asks, with the choices large; neither the caption (which says the answer) nor the answer shows.
    LectureBanner *banner = lecture->banner();
    QVERIFY(banner->question()->isVisible());
    QVERIFY(banner->question()->text().contains("how much slower is the textbook tree"));
    for (const char *choice : {"×1.5", "×3", "×7.5", "×15"})
        QVERIFY(banner->choices()->text().contains(QString::fromUtf8(choice)));
    QVERIFY(!banner->choices()->text().contains(QString::fromUtf8("✓")));
    QVERIFY(banner->question()->font().pointSizeF() > w.font().pointSizeF());
    QVERIFY(!banner->caption()->isVisible());
    QVERIFY(!banner->answer()->isVisible());

    // One key reveals.
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_R);
    QVERIFY(!lecture->questionOpen());
    QVERIFY(!reveal->isEnabled());
    QVERIFY(!page->answerHidden());
    QVERIFY(page->napkinView()->isVisible());
    QVERIFY(table->isVisible());
    QVERIFY(!ChartInspector(page->chart("collectives_terms")).isVeiled());
    // One answer line takes the choices' place: the correct choice ticked, then the reason (the caption, which says
    // the same at more length, stays out so that the banner does not grow).
    QVERIFY(banner->answer()->isVisible());
    QVERIFY(!banner->choices()->isVisible());
    QVERIFY(!banner->caption()->isVisible());
    const QString answer = banner->answer()->text().replace(QChar(0xa0), ' ');
    QVERIFY2(answer.contains(QString::fromUtf8("✓&nbsp;C&nbsp;&nbsp;×7.5")), qPrintable(answer));
    QVERIFY2(answer.contains("320.1 ms against 42.4 ms"), qPrintable(answer));

    // A step without a question hides nothing; the next question hides its own page's markers.
    lecture->goToStep(4);
    QTRY_VERIFY_WITH_TIMEOUT(!lecture->isGliding(), 3000);
    QVERIFY(!lecture->questionOpen());
    QVERIFY(!banner->question()->isVisible());
    QVERIFY(banner->caption()->isVisible());
    lecture->goToStep(0);
    QTRY_VERIFY_WITH_TIMEOUT(!lecture->isGliding(), 3000);
    ChartPanel *time = w.currentPage()->chart("p2p_time");
    QVERIFY(markerCount(time) > 0);
    QVERIFY(!anyMarkerShown(time));
    reveal->trigger();
    QVERIFY(anyMarkerShown(time));
}

void TestLectureQuestions::aNumberQuestionsAnswerComesFromCore()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    LectureController *lecture = w.lecture();
    lecture->goToStep(0);
    QTRY_VERIFY_WITH_TIMEOUT(!lecture->isGliding(), 3000);
    QVERIFY(lecture->questionOpen());
    QVERIFY(!lecture->banner()->answer()->text().isEmpty());
    QVERIFY(!lecture->banner()->answer()->isVisible());
    QVERIFY(lecture->banner()->choices()->text().contains("crossover"));
    lecture->revealAnswer();
    // n* = α·β at the step's parameters, as core computes it.
    const Result<QString> expected = quantityText("crossover_bytes", lecture->steps()[0].scenario);
    QVERIFY(expected.ok());
    QCOMPARE(expected.value(), QString("250 KB"));
    QVERIFY(lecture->banner()->answer()->text().replace(QChar(0xa0), ' ').contains(expected.value()));

    // Another scenario, another answer: the value is computed, not stored.
    Scenario slow;
    slow.inter = {20e-6, 5e9};
    QCOMPARE(quantityText("crossover_bytes", slow).value(), QString("100 KB"));
    QVERIFY(!quantityText("no_such_quantity", slow).ok());
}

void TestLectureQuestions::theBuiltinQuestionsMatchCore()
{
    int questions = 0;
    for (const LectureStep &step : builtinLectureSteps()) {
        if (!step.question)
            continue;
        ++questions;
        const LectureQuestion &q = *step.question;
        QVERIFY(!q.text.isEmpty());
        QVERIFY(!q.reason.isEmpty());
        if (q.isChoice()) {
            QVERIFY(q.choices.size() >= kMinChoices && q.choices.size() <= kMaxChoices);
        } else {
            QVERIFY2(quantityValue(q.quantity, step.scenario).ok(), qPrintable(q.quantity));
        }
        // Each veiled chart is one of the step's page's.
        MainWindow w(nullptr, testutil::freshSettingsPath());
        w.showPage(step.page);
        for (const QString &name : q.veil)
            QVERIFY2(w.currentPage()->chart(name) != nullptr, qPrintable(name));
        // The file's reader takes each back unchanged.
        const Result<LectureQuestion> back = lectureQuestionFromJson(lectureQuestionToJson(q));
        QVERIFY(back.ok());
        QVERIFY(back.value() == q);
    }
    QVERIFY(questions >= 5);
    // The tree question's ×7.5 is core's ratio.
    const Evaluation e = evaluate(builtinLectureSteps()[2].scenario);
    const double ratio =
        e.cost(Algorithm::AllReduceTree).value().total_s() / e.cost(Algorithm::AllReduceRing).value().total_s();
    QVERIFY(ratio > 7.4 && ratio < 7.6);
    QCOMPARE(builtinLectureSteps()[2].question->choices.at(builtinLectureSteps()[2].question->answer),
             QString::fromUtf8("×7.5"));
    QCOMPARE(quantityText("compression_speedup", builtinLectureSteps()[6].scenario).value(), QString::fromUtf8("8.2×"));
    QCOMPARE(quantityText("bubble", builtinLectureSteps()[3].scenario).value(), QString("15.8%"));
}

void TestLectureQuestions::questionsRoundTripThroughTheFileAndOldFilesOpen()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    LectureController *lecture = w.lecture();
    w.showPage(PageId::Collectives);
    lecture->addStep(lecture->stepFromCurrentState("My question"));
    const int mine = static_cast<int>(lecture->steps().size()) - 1;
    lecture->setStepQuestion(mine, LectureQuestion{"Which is cheapest?",
                                                   {"ring", "tree", "rhd"},
                                                   2,
                                                   {},
                                                   "halving-doubling has lg N latency terms",
                                                   {"collectives_terms"}});
    lecture->setStepQuestion(0, LectureQuestion{"How long?", {}, 0, "allreduce_ring_s", {}, {}});
    QTemporaryDir dir;
    const QString path = dir.filePath("questions.json");
    QVERIFY(!writeScenarioFile(path, ScenarioDocument{Scenario{}, PageId::P2p, w.document()->lectureSteps()}));
    const QJsonObject stored = w.document()->lectureSteps().at(mine).toObject().value("question").toObject();
    QCOMPARE(stored.value("answer").toInt(), 2);
    QCOMPARE(stored.value("choices").toArray().size(), 3);

    MainWindow other(nullptr, testutil::freshSettingsPath());
    QVERIFY(other.document()->open(path));
    QVERIFY(other.lecture()->steps() == lecture->steps());
    QCOMPARE(other.lecture()->steps()[static_cast<std::size_t>(mine)].question->choices.at(2), QString("rhd"));
    QCOMPARE(other.lecture()->steps()[0].question->quantity, QString("allreduce_ring_s"));
    other.lecture()->goToStep(mine);
    QTRY_VERIFY(!other.lecture()->isGliding());
    QVERIFY(other.lecture()->questionOpen());
    QVERIFY(ChartInspector(other.currentPage()->chart("collectives_terms")).isVeiled());

    // Removing the question while it stands shows the answer again.
    other.lecture()->setStepQuestion(mine, std::nullopt);
    QVERIFY(!other.lecture()->questionOpen());
    QVERIFY(!ChartInspector(other.currentPage()->chart("collectives_terms")).isVeiled());
    QVERIFY(!other.document()->lectureSteps().at(mine).toObject().contains("question"));

    // A file from before questions: its steps have none, and open.
    QJsonArray old;
    QJsonObject step = lectureStepToJson(builtinLectureSteps()[1]);
    step.remove("question");
    old.append(step);
    const QString oldPath = dir.filePath("old.json");
    QVERIFY(!writeScenarioFile(oldPath, ScenarioDocument{Scenario{}, PageId::P2p, old}));
    MainWindow third(nullptr, testutil::freshSettingsPath());
    QVERIFY(third.document()->open(oldPath));
    QCOMPARE(third.lecture()->steps().size(), std::size_t{1});
    QVERIFY(!third.lecture()->steps()[0].question);
    third.lecture()->goToStep(0);
    QTRY_VERIFY(!third.lecture()->isGliding());
    QVERIFY(!third.lecture()->questionOpen());
    QVERIFY(!third.currentPage()->answerHidden());
}

void TestLectureQuestions::badQuestionsAreRefusedNamingWhatIsWrong_data()
{
    QTest::addColumn<QJsonValue>("question");
    QTest::addColumn<QString>("message");
    const QJsonArray two{"a", "b"};
    QTest::newRow("not an object") << QJsonValue("why?") << "question: not an object";
    QTest::newRow("no text") << QJsonValue(QJsonObject{{"choices", two}, {"answer", 0}}) << "question.text";
    QTest::newRow("one choice") << QJsonValue(QJsonObject{{"text", "?"}, {"choices", QJsonArray{"a"}}, {"answer", 0}})
                                << "question.choices: 2 to 4 answers";
    QTest::newRow("five choices") << QJsonValue(QJsonObject{{"text", "?"},
                                                            {"choices", QJsonArray{"a", "b", "c", "d", "e"}},
                                                            {"answer", 0}})
                                  << "question.choices: 2 to 4 answers";
    QTest::newRow("answer out of range") << QJsonValue(QJsonObject{{"text", "?"}, {"choices", two}, {"answer", 2}})
                                         << "question.answer";
    QTest::newRow("answer not a whole number")
        << QJsonValue(QJsonObject{{"text", "?"}, {"choices", two}, {"answer", 0.5}}) << "question.answer";
    QTest::newRow("no answer") << QJsonValue(QJsonObject{{"text", "?"}, {"choices", two}}) << "question.answer";
    QTest::newRow("unknown quantity") << QJsonValue(QJsonObject{{"text", "?"}, {"quantity", "speed_of_light"}})
                                      << "question.quantity: \"speed_of_light\" is not a quantity";
    QTest::newRow("both kinds") << QJsonValue(QJsonObject{
                                       {"text", "?"}, {"choices", two}, {"answer", 0}, {"quantity", "bubble"}})
                                << "not both";
    QTest::newRow("neither kind") << QJsonValue(QJsonObject{{"text", "?"}}) << "not neither";
    QTest::newRow("unknown key") << QJsonValue(QJsonObject{{"text", "?"}, {"quantity", "bubble"}, {"hint", "x"}})
                                 << "question.hint: unknown key";
    QTest::newRow("veil not a list") << QJsonValue(QJsonObject{{"text", "?"}, {"quantity", "bubble"}, {"veil", 3}})
                                     << "question.veil";
}

void TestLectureQuestions::badQuestionsAreRefusedNamingWhatIsWrong()
{
    QFETCH(QJsonValue, question);
    QFETCH(QString, message);
    QJsonObject step = lectureStepToJson(builtinLectureSteps()[2]);
    step.insert("question", question);
    const Result<std::vector<LectureStep>> parsed = lectureStepsFromJson(QJsonArray{step});
    QVERIFY(!parsed.ok());
    const QString text = QString::fromStdString(parsed.explanation().english());
    QVERIFY2(text.startsWith("lecture step 1: "), qPrintable(text));
    QVERIFY2(text.contains(message), qPrintable(text));
}

void TestLectureQuestions::aBadQuestionInAFileIsReportedAndTheExamplesShown()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.json");
    const QJsonObject bad{{"text", "?"}, {"choices", QJsonArray{"a", "b"}}, {"answer", 7}};
    QVERIFY(!writeScenarioFile(path, ScenarioDocument{Scenario{}, PageId::P2p, QJsonArray{stepJson(bad)}}));
    MainWindow w(nullptr, testutil::freshSettingsPath());
    QVERIFY(w.document()->open(path));
    QVERIFY(w.lecture()->steps() == builtinLectureSteps());
    const QString status = w.statusBar()->currentMessage();
    QVERIFY2(status.contains("lecture step 1: question.answer"), qPrintable(status));
}

void TestLectureQuestions::theDialogMakesAndRemovesQuestions()
{
    QuestionDialog dialog(nullptr, std::nullopt, {"collectives_terms", "collectives_vs_size"}, Scenario{});
    // An empty question is refused in the dialog, naming the field.
    dialog.tryAccept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    auto *error = dialog.findChild<QLabel *>("questionError");
    QVERIFY(error->text().contains("question.text"));
    dialog.findChild<QLineEdit *>("questionText")->setText("Which is cheapest?");
    dialog.findChild<QLineEdit *>("questionChoice0")->setText("ring");
    dialog.tryAccept();
    QVERIFY(error->text().contains("question.choices"));
    dialog.findChild<QLineEdit *>("questionChoice1")->setText("tree");
    dialog.findChild<QComboBox *>("questionAnswer")->setCurrentIndex(1);
    dialog.tryAccept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.question());
    QCOMPARE(dialog.question()->choices, (QStringList{"ring", "tree"}));
    QCOMPARE(dialog.question()->answer, 1);

    // A number question shows core's value at the step; "Remove question" gives nullopt.
    const LectureQuestion number{"How long?", {}, 0, "allreduce_tree_s", "lg N levels", {}};
    QuestionDialog edit(nullptr, number, {}, Scenario{});
    QCOMPARE(edit.findChild<QComboBox *>("questionKind")->currentIndex(), 1);
    QCOMPARE(edit.findChild<QLabel *>("questionValue")->text(), QString("320.1 ms"));
    edit.tryAccept();
    QVERIFY(edit.question() == number);
    QuestionDialog remove(nullptr, number, {}, Scenario{});
    auto *button = remove.findChild<QPushButton *>("questionRemove");
    QVERIFY(button && button->isEnabled());
    button->click();
    QCOMPARE(remove.result(), int(QDialog::Accepted));
    QVERIFY(!remove.question());
}

QTEST_MAIN(TestLectureQuestions)
#include "test_lecturequestions.moc"
