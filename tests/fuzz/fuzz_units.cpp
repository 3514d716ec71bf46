// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the units parser and the registry's parameter parser (scripts/fuzz.sh): the input's text,
// whatever it is, goes through parseQuantity and parseSignedQuantity for every Quantity and through parseParam
// for every parameter. Nothing may crash, hang or be undefined; a value read is finite (and ≥ 0 where the sign is
// not allowed) and passes the registry's check, and what formatParam shows for it reads back as a valid value; a
// refusal is one line. A violation traps so the fuzzer keeps the input.
#include "commviz/parameters.h"
#include "commviz/units.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

void check(bool ok)
{
    if (!ok)
        __builtin_trap();
}

void checkMessage(const commviz::Error &e)
{
    const std::string m = e.message.english();
    check(!m.empty() && m.size() < 600 && m.find('\n') == std::string::npos && m.find('\r') == std::string::npos);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    using commviz::Quantity;
    for (Quantity q :
         {Quantity::Time, Quantity::Size, Quantity::Bandwidth, Quantity::Count, Quantity::Ratio, Quantity::Fraction}) {
        const auto plain = commviz::parseQuantity(q, text, "value");
        if (plain.ok())
            check(std::isfinite(plain.value()) && plain.value() >= 0);
        else
            checkMessage(plain.error());
        const auto signedValue = commviz::parseSignedQuantity(q, text, "value");
        if (signedValue.ok())
            check(std::isfinite(signedValue.value()));
        else
            checkMessage(signedValue.error());
        check(!plain.ok() || (signedValue.ok() && signedValue.value() == plain.value()));
    }
    for (const commviz::ParamInfo &info : commviz::parameters()) {
        const auto v = commviz::parseParam(info.param, text, info.name);
        if (!v.ok()) {
            checkMessage(v.error());
            continue;
        }
        check(!v.value() || std::isfinite(*v.value()));
        check(!commviz::checkParam(info.param, v.value()));
        commviz::Scenario s;
        commviz::setParamValue(s, info.param, v.value());
        check(commviz::validate(s).ok());
        // What a value box shows reads back as a valid value (rounded to what it shows).
        const std::string shown = commviz::formatParam(info.param, v.value());
        const auto again = commviz::parseParam(info.param, shown, info.name);
        check(again.ok() || (v.value() && *v.value() > 0 && *v.value() < 1e-9)); // below a unit's last digit
    }
    return 0;
}
