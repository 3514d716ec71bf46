// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a benchmark log from disk, bounded. See measure.h.
//
// `commviz fit /dev/zero` once read until memory ran out, and `fit <(yes "1 2 3")` took gigabytes: a
// reader that trusts what it is handed. This one looks at the file's type and size first (std::filesystem,
// which never opens the file, so a FIFO with no writer cannot block it), then reads a stream in chunks and
// gives up one chunk past the limit. A path swapped for a FIFO between the look and the open could still
// block the open; standard C++ has no non-blocking open, and that race needs someone working against the
// user on their own machine.
#include "commviz/measure.h"

#include "textformats.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace commviz {
namespace {

constexpr std::size_t kChunkBytes = std::size_t(1) << 20;

Error fileError(TextFormat format, const std::string &path, std::vector<TextArg> more = {})
{
    std::vector<TextArg> args{path};
    args.insert(args.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    return Error{"file", Text(format, std::move(args))};
}

std::string limitText()
{
    return std::to_string(kMaxMeasurementFileBytes >> 20) + " MiB";
}

Error systemError(const std::string &path, int code)
{
    if (code == EACCES || code == EPERM)
        return fileError(formats::kFilePermissionDenied, path);
    if (code == ENOENT || code == ENOTDIR)
        return fileError(formats::kFileDoesNotExist, path);
    return fileError(formats::kFileReadFailed, path, {std::string(std::strerror(code))});
}

} // namespace

Result<std::string> readMeasurementFile(const std::string &path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec); // follows symbolic links, opens nothing
    if (status.type() == fs::file_type::not_found)
        return fileError(formats::kFileDoesNotExist, path);
    if (ec)
        return systemError(path, ec.value());
    if (status.type() == fs::file_type::directory)
        return fileError(formats::kFileIsFolder, path);
    if (status.type() != fs::file_type::regular)
        return fileError(formats::kFileNotRegular, path);
    const std::uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > kMaxMeasurementFileBytes)
        return fileError(formats::kFileTooLarge, path, {limitText()});

    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return systemError(path, errno != 0 ? errno : EIO);
    std::string text;
    text.reserve(static_cast<std::size_t>(ec ? 0 : size));
    std::string chunk(kChunkBytes, '\0');
    while (in) {
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        const auto got = static_cast<std::size_t>(in.gcount());
        if (text.size() + got > kMaxMeasurementFileBytes) // grew since the look, or said 0 (/proc)
            return fileError(formats::kFileTooLarge, path, {limitText()});
        text.append(chunk, 0, got);
    }
    if (in.bad())
        return systemError(path, errno != 0 ? errno : EIO);
    return text;
}

} // namespace commviz
