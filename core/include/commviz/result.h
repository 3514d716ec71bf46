// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Result<T>: a value, an explained "not applicable", or an error that names what is wrong.
//
// Core functions never throw for bad input and never return NaN: every problem comes back as data.
// An Error names the parameter, the offending value and the valid range; NotApplicable explains why a
// quantity does not exist for these inputs (recursive halving-doubling at N = 96, say), which is
// neither an error nor a zero. Both say it as a Text, which any language can show (commviz/text.h).
#pragma once

#include "commviz/text.h"

#include <string>
#include <utility>
#include <variant>

namespace commviz {

struct Error {
    std::string parameter; // e.g. "beta"
    Text message;          // one line for people, naming the value and the valid range
};

struct NotApplicable {
    Text reason; // one line for people
};

template <class T> class Result {
public:
    Result(T value) : m_v(std::move(value)) {}       // NOLINT(google-explicit-constructor)
    Result(Error error) : m_v(std::move(error)) {}   // NOLINT(google-explicit-constructor)
    Result(NotApplicable na) : m_v(std::move(na)) {} // NOLINT(google-explicit-constructor)

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(m_v); }
    [[nodiscard]] bool isError() const { return std::holds_alternative<Error>(m_v); }
    [[nodiscard]] bool notApplicable() const { return std::holds_alternative<NotApplicable>(m_v); }

    // Preconditions: ok(), isError(), notApplicable() respectively.
    [[nodiscard]] const T &value() const { return std::get<T>(m_v); }
    [[nodiscard]] const Error &error() const { return std::get<Error>(m_v); }
    [[nodiscard]] const NotApplicable &na() const { return std::get<NotApplicable>(m_v); }

    // The value, or `fallback` when there is none.
    [[nodiscard]] T valueOr(T fallback) const { return ok() ? value() : fallback; }

    // One line for people: the error's message or the not-applicable reason; empty when ok().
    [[nodiscard]] Text explanation() const
    {
        if (isError())
            return error().message;
        if (notApplicable())
            return na().reason;
        return {};
    }

    // Carry a non-value outcome over to another value type.
    template <class U> [[nodiscard]] Result<U> forward() const
    {
        if (isError())
            return error();
        return na();
    }

private:
    std::variant<T, Error, NotApplicable> m_v;
};

} // namespace commviz
