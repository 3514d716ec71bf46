// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "json.h"

#include <charconv>
#include <cmath>

namespace commviz {
namespace {

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

class JsonReader {
public:
    explicit JsonReader(std::string_view text) : m_s(text) {}
    [[nodiscard]] const JsonProblem &problem() const { return m_problem; }

    std::optional<Json> document()
    {
        Json v;
        if (!value(v, 0))
            return std::nullopt;
        skipSpace();
        if (m_i != m_s.size())
            return std::nullopt;
        return v;
    }

private:
    void skipSpace()
    {
        while (m_i < m_s.size() && isJsonSpace(m_s[m_i]))
            ++m_i;
    }
    bool literal(std::string_view word)
    {
        if (m_s.substr(m_i, word.size()) != word)
            return false;
        m_i += word.size();
        return true;
    }

    bool value(Json &out, int depth)
    {
        if (depth > kMaxJsonDepth || ++m_values > kMaxJsonValues) {
            m_problem.limit = depth > kMaxJsonDepth ? JsonProblem::Limit::Depth : JsonProblem::Limit::Values;
            return false;
        }
        skipSpace();
        if (m_i >= m_s.size())
            return false;
        const char c = m_s[m_i];
        if (c == '{')
            return object(out, depth);
        if (c == '[')
            return array(out, depth);
        if (c == '"') {
            out.kind = Json::Kind::String;
            return string(out.str);
        }
        if (literal("null")) {
            out.kind = Json::Kind::Null;
            return true;
        }
        if (literal("true") || literal("false")) {
            out.kind = Json::Kind::Bool;
            out.boolean = c == 't';
            return true;
        }
        const std::size_t start = m_i;
        while (m_i < m_s.size() && ((m_s[m_i] >= '0' && m_s[m_i] <= '9') || m_s[m_i] == '-' || m_s[m_i] == '+' ||
                                    m_s[m_i] == '.' || m_s[m_i] == 'e' || m_s[m_i] == 'E'))
            ++m_i;
        std::string_view token = m_s.substr(start, m_i - start);
        if (!token.empty() && token.front() == '+')
            token.remove_prefix(1);
        double v = 0;
        const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
        if (token.empty() || ec != std::errc() || end != token.data() + token.size() || !std::isfinite(v)) {
            if (const JsonNumberRange r = jsonNumberRange(token);
                r == JsonNumberRange::TooLarge || r == JsonNumberRange::TooSmall)
                m_problem = {r, jsonKeyAt(m_s, start), compactJsonNumber(token)};
            return false;
        }
        out.kind = Json::Kind::Number;
        out.num = v;
        return true;
    }

    bool string(std::string &out)
    {
        ++m_i; // opening quote
        while (m_i < m_s.size()) {
            const char c = m_s[m_i++];
            if (c == '"')
                return true;
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (m_i >= m_s.size())
                return false;
            const char e = m_s[m_i++];
            switch (e) {
            case 'n':
                out.push_back('\n');
                break;
            case 't':
                out.push_back('\t');
                break;
            case 'r':
                out.push_back('\r');
                break;
            case 'b':
                out.push_back('\b');
                break;
            case 'f':
                out.push_back('\f');
                break;
            case 'u': // keep it simple: the writer never emits \u; take the code as '?'
                if (m_i + 4 > m_s.size())
                    return false;
                m_i += 4;
                out.push_back('?');
                break;
            default:
                out.push_back(e);
            }
        }
        return false;
    }

    bool array(Json &out, int depth)
    {
        out.kind = Json::Kind::Array;
        ++m_i;
        skipSpace();
        if (m_i < m_s.size() && m_s[m_i] == ']') {
            ++m_i;
            return true;
        }
        while (true) {
            Json item;
            if (!value(item, depth + 1))
                return false;
            out.items.push_back(std::move(item));
            skipSpace();
            if (m_i >= m_s.size())
                return false;
            if (m_s[m_i] == ',') {
                ++m_i;
                continue;
            }
            if (m_s[m_i] == ']') {
                ++m_i;
                return true;
            }
            return false;
        }
    }

    bool object(Json &out, int depth)
    {
        out.kind = Json::Kind::Object;
        ++m_i;
        skipSpace();
        if (m_i < m_s.size() && m_s[m_i] == '}') {
            ++m_i;
            return true;
        }
        while (true) {
            skipSpace();
            if (m_i >= m_s.size() || m_s[m_i] != '"')
                return false;
            std::string key;
            if (!string(key))
                return false;
            skipSpace();
            if (m_i >= m_s.size() || m_s[m_i] != ':')
                return false;
            ++m_i;
            Json item;
            if (!value(item, depth + 1))
                return false;
            out.keys.push_back(std::move(key));
            out.items.push_back(std::move(item));
            skipSpace();
            if (m_i >= m_s.size())
                return false;
            if (m_s[m_i] == ',') {
                ++m_i;
                continue;
            }
            if (m_s[m_i] == '}') {
                ++m_i;
                return true;
            }
            return false;
        }
    }

    JsonProblem m_problem;
    std::string_view m_s;
    std::size_t m_values = 0;
    std::size_t m_i = 0;
};

} // namespace

std::optional<Json> readJson(std::string_view text, JsonProblem *problem)
{
    JsonReader reader(text);
    std::optional<Json> doc = reader.document();
    if (problem)
        *problem = doc ? JsonProblem{} : reader.problem();
    return doc;
}

} // namespace commviz
