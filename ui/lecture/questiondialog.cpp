// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "questiondialog.h"

#include "coretext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace commviz::ui {

QuestionDialog::QuestionDialog(QWidget *parent, const std::optional<LectureQuestion> &question,
                               const QStringList &charts, const Scenario &scenario)
    : QDialog(parent), m_scenario(scenario)
{
    setObjectName("questionDialog");
    setWindowTitle(tr("Lecture step question"));
    const LectureQuestion q = question.value_or(LectureQuestion{});

    m_kind = new QComboBox(this);
    m_kind->setObjectName("questionKind");
    m_kind->addItems({tr("Multiple choice"), tr("A number to guess")});
    m_text = new QLineEdit(q.text, this);
    m_text->setObjectName("questionText");

    auto *choicePage = new QWidget(this);
    auto *choiceForm = new QFormLayout(choicePage);
    m_answer = new QComboBox(choicePage);
    m_answer->setObjectName("questionAnswer");
    for (int i = 0; i < kMaxChoices; ++i) {
        auto *edit = new QLineEdit(i < q.choices.size() ? q.choices.at(i) : QString(), choicePage);
        edit->setObjectName(QString("questionChoice%1").arg(i));
        m_choices.push_back(edit);
        const QString letter(QChar('A' + i));
        choiceForm->addRow(tr("Answer %1:").arg(letter), edit);
        m_answer->addItem(letter);
    }
    m_answer->setCurrentIndex(q.isChoice() ? q.answer : 0);
    choiceForm->addRow(tr("Correct answer:"), m_answer);

    auto *numberPage = new QWidget(this);
    auto *numberForm = new QFormLayout(numberPage);
    m_quantity = new QComboBox(numberPage);
    m_quantity->setObjectName("questionQuantity");
    for (const QString &key : numberQuantities())
        m_quantity->addItem(QString("%1 (%2)").arg(quantityName(key), key), key);
    if (!q.quantity.isEmpty())
        m_quantity->setCurrentIndex(std::max(0, m_quantity->findData(q.quantity)));
    m_value = new QLabel(numberPage);
    m_value->setObjectName("questionValue");
    numberForm->addRow(tr("Quantity:"), m_quantity);
    numberForm->addRow(tr("At this step, core says:"), m_value);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(choicePage);
    m_pages->addWidget(numberPage);
    connect(m_kind, &QComboBox::currentIndexChanged, m_pages, &QStackedWidget::setCurrentIndex);
    m_kind->setCurrentIndex(question && !q.isChoice() ? 1 : 0);
    m_pages->setCurrentIndex(m_kind->currentIndex());
    connect(m_quantity, &QComboBox::currentIndexChanged, this, &QuestionDialog::updateAnswerPreview);
    updateAnswerPreview();

    m_reason = new QLineEdit(q.reason, this);
    m_reason->setObjectName("questionReason");
    m_veil = new QListWidget(this);
    m_veil->setObjectName("questionVeil");
    for (const QString &chart : charts) {
        auto *item = new QListWidgetItem(chart, m_veil);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(q.veil.contains(chart) ? Qt::Checked : Qt::Unchecked);
    }
    m_veil->setMaximumHeight(m_veil->sizeHintForRow(0) * std::max(2, static_cast<int>(charts.size())) + 8);
    m_error = new QLabel(this);
    m_error->setObjectName("questionError");
    m_error->setWordWrap(true);
    m_error->setStyleSheet("color: #b00020;");
    m_error->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Question:"), m_text);
    form->addRow(m_pages);
    form->addRow(tr("Reason (one line, shown with the answer):"), m_reason);
    form->addRow(tr("Charts covered until the reveal:"), m_veil);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *remove = buttons->addButton(tr("Remove question"), QDialogButtonBox::DestructiveRole);
    remove->setObjectName("questionRemove");
    remove->setEnabled(question.has_value());
    connect(buttons, &QDialogButtonBox::accepted, this, &QuestionDialog::tryAccept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(remove, &QPushButton::clicked, this, [this] {
        m_result.reset();
        accept();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

void QuestionDialog::updateAnswerPreview()
{
    const Result<QString> value = quantityText(m_quantity->currentData().toString(), m_scenario);
    m_value->setText(value.ok() ? value.value() : coreText(value.explanation()));
}

void QuestionDialog::tryAccept()
{
    // The fields as the file would hold them, read back by the file's own reader.
    QJsonObject o{{"text", m_text->text().trimmed()}};
    if (m_kind->currentIndex() == 0) {
        QJsonArray choices;
        for (const QLineEdit *edit : m_choices) {
            if (!edit->text().trimmed().isEmpty())
                choices.append(edit->text().trimmed());
        }
        o.insert("choices", choices);
        o.insert("answer", m_answer->currentIndex());
    } else {
        o.insert("quantity", m_quantity->currentData().toString());
    }
    if (!m_reason->text().trimmed().isEmpty())
        o.insert("reason", m_reason->text().trimmed());
    QJsonArray veil;
    for (int i = 0; i < m_veil->count(); ++i) {
        if (m_veil->item(i)->checkState() == Qt::Checked)
            veil.append(m_veil->item(i)->text());
    }
    if (!veil.isEmpty())
        o.insert("veil", veil);
    const Result<LectureQuestion> q = lectureQuestionFromJson(o);
    if (!q.ok()) {
        m_error->setText(coreText(q.explanation()));
        m_error->show();
        return;
    }
    m_result = q.value();
    accept();
}

} // namespace commviz::ui
