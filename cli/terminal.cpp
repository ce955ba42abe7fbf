#include "cli/terminal.h"

#include <cstdio>
#include <iostream>
#include <streambuf>

#include "engine/input_file.h"

namespace vg::cli {

namespace {

void escape_byte(std::string& out, unsigned char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\x%02x", c);
  out += buf;
}

// The bytes of `text` up to the last whole UTF-8 sequence it may still be waiting for the rest
// of (a stream writes in pieces): the length of an unfinished sequence at its end, or 0.
std::size_t unfinished_tail(std::string_view text) {
  for (std::size_t back = 1; back <= 3 && back <= text.size(); ++back) {
    const auto c = static_cast<unsigned char>(text[text.size() - back]);
    if ((c & 0xC0) == 0x80) continue;  // a continuation byte: look further back
    const std::size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

}  // namespace

// A stream buffer that escapes what it is given (terminal_text) and writes it to another. Not in
// the unnamed namespace: TerminalGuard::Filters, a member of a class of the header, holds two.
namespace detail {

class EscapingBuf : public std::streambuf {
 public:
  explicit EscapingBuf(std::streambuf* to) : to_(to) {}
  ~EscapingBuf() override { drain(true); }
  std::streambuf* target() const { return to_; }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    pending_.append(s, static_cast<std::size_t>(n));
    return drain(false) ? n : 0;
  }
  int sync() override { return drain(true) && to_->pubsync() == 0 ? 0 : -1; }

 private:
  // Writes what is pending, all of it at a flush, else but an unfinished UTF-8 sequence.
  bool drain(bool all) {
    const std::size_t keep = all ? 0 : unfinished_tail(pending_);
    const std::string out = terminal_text(std::string_view(pending_).substr(0, pending_.size() - keep), false);
    pending_.erase(0, pending_.size() - keep);
    return to_->sputn(out.data(), static_cast<std::streamsize>(out.size())) == static_cast<std::streamsize>(out.size());
  }

  std::streambuf* to_;
  std::string pending_;
};

}  // namespace detail

namespace {

std::streambuf* g_raw_stderr = nullptr;

}  // namespace

std::string terminal_text(std::string_view text, bool one_line) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_length(text, i);
    const bool c1 = n == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0;
    if (n == 0 || c == 0x7F || (c < 0x20 && c != '\t' && (c != '\n' || one_line))) {
      escape_byte(out, c);
      ++i;
    } else if (c1) {
      escape_byte(out, c);
      escape_byte(out, static_cast<unsigned char>(text[i + 1]));
      i += 2;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

struct TerminalGuard::Filters {
  detail::EscapingBuf out{std::cout.rdbuf()};
  detail::EscapingBuf err{std::cerr.rdbuf()};
};

TerminalGuard::TerminalGuard() : filters_(std::make_unique<Filters>()) {
  g_raw_stderr = filters_->err.target();
  std::cout.rdbuf(&filters_->out);
  std::cerr.rdbuf(&filters_->err);
}

TerminalGuard::~TerminalGuard() {
  std::cout.flush();
  std::cerr.flush();
  std::cout.rdbuf(filters_->out.target());
  std::cerr.rdbuf(filters_->err.target());
  g_raw_stderr = nullptr;
}

std::ostream& raw_stderr() {
  static std::ostream raw(nullptr);
  raw.rdbuf(g_raw_stderr ? g_raw_stderr : std::cerr.rdbuf());
  return raw;
}

}  // namespace vg::cli
