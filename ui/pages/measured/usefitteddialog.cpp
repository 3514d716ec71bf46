// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/measured/usefitteddialog.h"

#include "pages/measured/measuredpage.h"
#include "pages/measured/measuredtext.h"

#include "commviz/units.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace commviz::ui {
namespace {

using napkin::q;

QString rangeText(const RegimeRange &r)
{
    return q(formatSize(r.from_bytes)) + " – " + q(formatSize(r.to_bytes));
}

} // namespace

UseFittedOffer useFittedOffer(const MeasurementEntry &e, LinkKind suggested)
{
    const MeasuredFit &f = e.fit.value();
    UseFittedOffer o;
    o.table = MeasuredPage::tr("%1 on %2 (%3)").arg(collectiveText(e.table), ranksText(e.table), e.fileName);
    o.suggested = suggested;
    o.alphaPinned = !f.alpha_poorly_pinned;
    if (e.regimes.ok() && !e.regimes.value().ranges.empty()) {
        const RegimeFit &r = e.regimes.value();
        o.alpha_s = r.ranges.front().alpha_s;
        o.alphaFrom = rangeText(r.ranges.front());
        o.beta_Bps = r.ranges.back().beta_Bps;
        o.betaFrom = rangeText(r.ranges.back());
    } else {
        o.alpha_s = f.alpha_s;
        o.beta_Bps = f.beta_Bps;
        o.alphaFrom = o.betaFrom = MeasuredPage::tr("every size");
    }
    return o;
}

Scenario applyUseFitted(const Scenario &s, const UseFittedOffer &offer, const UseFittedChoice &choice)
{
    Scenario out = s;
    Link &link = choice.link == LinkKind::Intra ? out.intra : out.inter;
    if (choice.alpha)
        link.alpha_s = offer.alpha_s;
    link.beta_Bps = offer.beta_Bps;
    return out;
}

QString useFittedDescription(const UseFittedOffer &offer, const UseFittedChoice &choice)
{
    const bool intra = choice.link == LinkKind::Intra;
    const QString sliders = choice.alpha ? linkSymbols(choice.link) : (intra ? "β_intra" : "β");
    return MeasuredPage::tr("Fitted α, β of %1 → %2").arg(offer.table, sliders);
}

std::optional<UseFittedChoice> askUseFitted(QWidget *parent, const UseFittedOffer &offer)
{
    QDialog dialog(parent);
    dialog.setObjectName("useFittedDialog");
    dialog.setWindowTitle(MeasuredPage::tr("Use fitted α, β"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *intro =
        new QLabel(MeasuredPage::tr("Which link does the fit of <b>%1</b> describe?").arg(offer.table.toHtmlEscaped()));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *inter = new QRadioButton(MeasuredPage::tr("Between nodes: the inter-node α and β (InfiniBand, RoCE, EFA)"));
    auto *intra = new QRadioButton(MeasuredPage::tr("Inside a node: α_intra and β_intra (NVLink, PCIe)"));
    inter->setObjectName("useFittedInter");
    intra->setObjectName("useFittedIntra");
    (offer.suggested == LinkKind::Intra ? intra : inter)->setChecked(true);
    layout->addWidget(inter);
    layout->addWidget(intra);
    auto *alpha = new QCheckBox(
        MeasuredPage::tr("α = %1, from the smallest sizes (%2)").arg(q(formatTime(offer.alpha_s)), offer.alphaFrom));
    alpha->setObjectName("useFittedAlpha");
    alpha->setChecked(offer.alphaPinned);
    layout->addWidget(alpha);
    if (!offer.alphaPinned) {
        auto *why = new QLabel(MeasuredPage::tr("The data do not pin α (see the warnings): it is left as it is "
                                                "unless you tick it."));
        why->setWordWrap(true);
        why->setStyleSheet("color: #7a4a00");
        layout->addWidget(why);
    }
    layout->addWidget(new QLabel(MeasuredPage::tr("β = %1, from the largest sizes (%2)")
                                     .arg(q(formatBandwidth(offer.beta_Bps)), offer.betaFrom)));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(MeasuredPage::tr("Put on the sliders"));
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return UseFittedChoice{intra->isChecked() ? LinkKind::Intra : LinkKind::Inter, alpha->isChecked()};
}

} // namespace commviz::ui
