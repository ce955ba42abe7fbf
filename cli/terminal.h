// What vgjudge prints to a terminal is text from files others wrote (record and card file
// names, player names, notes, messages quoting them). A terminal obeys control characters in
// it: ESC starts sequences that retitle, clear or redraw the screen; CR and LF start a line
// that can pose as a verdict. So every byte vgjudge writes to standard output and standard
// error goes through an escaping filter (TerminalGuard), and a line built from such text is
// printed with its own line ends escaped (terminal_line).
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

namespace vg::cli {

// `text` with what a terminal would obey written out as \xNN: the C0 controls (tab kept, line
// feed kept unless `one_line`), DEL, the C1 controls (U+0080 to U+009F) and every byte that is
// not part of a UTF-8 sequence.
std::string terminal_text(std::string_view text, bool one_line);
// One output line: terminal_text with line feeds escaped too (a name holding one cannot start
// a new line).
inline std::string terminal_line(std::string_view text) { return terminal_text(text, true); }

// Puts the escaping filter in front of std::cout and std::cerr while it lives (main holds one).
class TerminalGuard {
 public:
  TerminalGuard();
  ~TerminalGuard();
  TerminalGuard(const TerminalGuard&) = delete;
  TerminalGuard& operator=(const TerminalGuard&) = delete;

 private:
  struct Filters;
  std::unique_ptr<Filters> filters_;
};

// Standard error without the filter, for the progress bar's own carriage returns (it prints
// only numbers of its own).
std::ostream& raw_stderr();

}  // namespace vg::cli
