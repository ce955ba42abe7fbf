#include "engine/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>

namespace vg {

namespace {

// What a non-regular file is, for the refusal.
std::string file_kind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// Closes the descriptor however the read ends.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

// Reads at most `limit` bytes of an open regular file.
std::optional<std::string> read_at_most(int fd, std::size_t limit) {
  std::string text;
  char buf[1 << 16];
  while (text.size() < limit) {
    const ssize_t n = ::read(fd, buf, std::min(sizeof buf, limit - text.size()));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return std::nullopt;
    if (n == 0) break;
    text.append(buf, static_cast<std::size_t>(n));
  }
  return text;
}

}  // namespace

std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  std::size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((b(k) & 0xC0) != 0x80) return 0;
  if (c == 0xE0 && b(1) < 0xA0) return 0;  // overlong
  if (c == 0xED && b(1) > 0x9F) return 0;  // surrogate
  if (c == 0xF0 && b(1) < 0x90) return 0;  // overlong
  if (c == 0xF4 && b(1) > 0x8F) return 0;  // past U+10FFFF
  return n;
}

std::size_t invalid_utf8_at(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    // Thirty-two ASCII bytes at a time, then eight: a record is almost all ASCII.
    std::uint64_t block[4];
    if (i + sizeof block <= text.size()) {
      std::memcpy(block, text.data() + i, sizeof block);
      if (((block[0] | block[1] | block[2] | block[3]) & 0x8080808080808080ULL) == 0) {
        i += sizeof block;
        continue;
      }
    }
    if (i + sizeof block[0] <= text.size()) {
      std::memcpy(block, text.data() + i, sizeof block[0]);
      if ((block[0] & 0x8080808080808080ULL) == 0) {
        i += sizeof block[0];
        continue;
      }
    }
    const std::size_t n = utf8_length(text, i);
    if (n == 0) return i;
    i += n;
  }
  return std::string_view::npos;
}

namespace {

// Whether a block of kBlock bytes may hold a forbidden character: a control character other
// than tab, line feed and carriage return, or 0xEF (the first byte of U+FFFE and U+FFFF, and
// of a few other characters). Written without branches over a fixed count, so that the
// compiler does it sixteen bytes at a time: every record passes it.
constexpr std::size_t kBlock = 64;
bool block_may_hold_forbidden(const unsigned char* p) {
  unsigned char flagged = 0;
  for (std::size_t k = 0; k < kBlock; ++k) {
    const unsigned char c = p[k];
    flagged |= static_cast<unsigned char>(((c < 0x20) & (c != '\t') & (c != '\n') & (c != '\r')) | (c == 0xEF));
  }
  return flagged != 0;
}

}  // namespace

std::optional<ForbiddenCharacter> forbidden_character_at(std::string_view text) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i % kBlock == 0 && i + kBlock <= text.size() && !block_may_hold_forbidden(bytes + i)) {
      i += kBlock - 1;
      continue;
    }
    const unsigned char c = bytes[i];
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') return ForbiddenCharacter{i, c};
    if (c == 0xEF && i + 2 < text.size() && bytes[i + 1] == 0xBF && (bytes[i + 2] & 0xFE) == 0xBE)
      return ForbiddenCharacter{i, static_cast<char32_t>(0xFFFE + (bytes[i + 2] & 1))};
  }
  return std::nullopt;
}

std::string code_point_name(char32_t code) {
  char name[16];
  std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(code));
  return name;
}

std::pair<int, int> line_and_column(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  const std::string_view before = text.substr(0, offset);
  const auto line = std::count(before.begin(), before.end(), '\n') + 1;
  const std::size_t start = before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
  return {static_cast<int>(line), static_cast<int>(offset - start) + 1};
}

std::optional<InputError> check_input_text(const std::string& path, std::string_view text, std::string_view what) {
  const std::string kind(what);
  if (std::size_t bad = invalid_utf8_at(text); bad != std::string_view::npos) {
    auto [line, col] = line_and_column(text, bad);
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", static_cast<unsigned char>(text[bad]));
    return InputError{path, line, col, "the " + kind + " is not valid UTF-8 (byte " + hex + ")"};
  }
  if (auto bad = forbidden_character_at(text)) {
    auto [line, col] = line_and_column(text, bad->offset);
    return InputError{path, line, col, "the " + kind + " holds the character " + code_point_name(bad->code) + ", which XML 1.0 forbids (a control character)"};
  }
  return std::nullopt;
}

std::variant<std::string, InputError> read_input_file(const std::string& path, std::size_t max_bytes, std::string_view what) {
  const std::string kind(what);
  // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
  Descriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
  if (file.fd < 0) {
    const int err = errno;
    if (err == ENOENT) return InputError{path, 1, 1, "no such file or directory"};
    return InputError{path, 1, 1, "cannot read the " + kind + ": " + std::strerror(err)};
  }
  struct stat st {};
  if (::fstat(file.fd, &st) != 0) return InputError{path, 1, 1, "cannot read the " + kind + ": " + std::strerror(errno)};
  if (!S_ISREG(st.st_mode))
    return InputError{path, 1, 1, "cannot read the " + kind + ": it is " + file_kind(st.st_mode) + ", not a regular file"};
  auto text = read_at_most(file.fd, max_bytes == std::numeric_limits<std::size_t>::max() ? max_bytes : max_bytes + 1);
  if (!text) return InputError{path, 1, 1, "cannot read the " + kind + ": " + std::strerror(errno)};
  if (text->size() > max_bytes) {
    auto [line, col] = line_and_column(*text, max_bytes);
    return InputError{path, line, col, "the " + kind + " is longer than the limit of " + std::to_string(max_bytes) + " bytes"};
  }
  if (text->empty()) return InputError{path, 1, 1, "the " + kind + " is empty"};
  if (auto e = check_input_text(path, *text, what)) return *e;
  return std::move(*text);
}

}  // namespace vg
