#include "replays/decklist_file.h"

#include <fstream>
#include <sstream>

namespace vg {

namespace {
std::string trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}
}  // namespace

std::variant<Decklist, InputError> parse_decklist(const std::string& path, const std::string& text, const CardPool& pool) {
  Decklist deck;
  std::istringstream in(text);
  std::string raw;
  for (int n = 1; std::getline(in, raw); ++n) {
    std::string line = raw.substr(0, raw.find('#'));
    std::size_t start = line.find_first_not_of(" \t\r");
    if (start == std::string::npos) continue;
    const int col = static_cast<int>(start) + 1;
    std::istringstream fields(line);
    std::string count_text, number;
    fields >> count_text >> number;
    std::string name;
    std::getline(fields, name);
    name = trim(name);
    int count = 0;
    bool numeric = !count_text.empty() && count_text.find_first_not_of("0123456789") == std::string::npos && count_text.size() < 4;
    if (numeric) count = std::stoi(count_text);
    if (!numeric || count < 1)
      return InputError{path, n, col, "expected a number of copies (1 or more), then a card number, got '" + trim(line) + "'"};
    const int number_col = static_cast<int>(line.find(number, start + count_text.size())) + 1;
    if (number.empty()) return InputError{path, n, col, "missing the card number after " + count_text};
    CardId id = pool.find(number);
    if (id == kUnknownCard) return InputError{path, n, number_col, "unknown card " + number};
    if (!name.empty() && name != pool[id].name)
      return InputError{path, n, number_col, "card " + number + " is \"" + pool[id].name + "\", not \"" + name + "\""};
    deck.entries.push_back({id, count, n});
  }
  return deck;
}

std::variant<Decklist, InputError> read_decklist(const std::string& path, const CardPool& pool) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return InputError{path, 1, 1, "cannot read the deck file"};
  std::stringstream buf;
  buf << in.rdbuf();
  return parse_decklist(path, buf.str(), pool);
}

}  // namespace vg
