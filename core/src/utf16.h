// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// UTF-16 text as UTF-8. Windows' PowerShell writes `all_reduce_perf … > perf.txt` as UTF-16 (little-endian, with a
// byte-order mark), and Notepad saves "Unicode" that way: such a file is read as the same text in UTF-8. Private to
// core.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace commviz {

// The text in UTF-8 when `bytes` is UTF-16: it starts with a byte-order mark (FF FE or FE FF), or its first
// characters are ASCII with every other byte 0. Nothing otherwise. Unpaired surrogates become U+FFFD.
std::optional<std::string> utf8FromUtf16(std::string_view bytes);

} // namespace commviz
