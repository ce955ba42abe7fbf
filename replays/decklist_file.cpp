#include "replays/decklist_file.h"

#include <sstream>

#include "replays/input_file.h"

namespace vg {

namespace {
std::string trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}
}  // namespace

std::variant<Decklist, InputError> parse_decklist(const std::string& path, const std::string& text, const CardPool& pool) {
  Decklist deck;
  int cards = 0;
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
    auto count = whole_number(count_text, 1, kMaxDeckEntryCount);
    if (!count)
      return InputError{path, n, col, "expected a number of copies (1 to " + std::to_string(kMaxDeckEntryCount) +
                                          "), then a card number, got '" + excerpt(trim(line)) + "'"};
    const int number_col = static_cast<int>(line.find(number, start + count_text.size())) + 1;
    if (number.empty()) return InputError{path, n, col, "missing the card number after " + count_text};
    CardId id = pool.find(number);
    if (id == kUnknownCard) return InputError{path, n, number_col, "unknown card " + excerpt(number)};
    if (!name.empty() && name != pool[id].name)
      return InputError{path, n, number_col, "card " + number + " is \"" + pool[id].name + "\", not \"" + excerpt(name) + "\""};
    cards += *count;
    if (cards > kMaxDeckCards)
      return InputError{path, n, col, "the deck has more than " + std::to_string(kMaxDeckCards) + " cards, the most a deck file may give"};
    deck.entries.push_back({id, *count, n});
  }
  return deck;
}

std::variant<Decklist, InputError> read_decklist(const std::string& path, const CardPool& pool, std::size_t max_bytes) {
  auto text = read_input_file(path, max_bytes, "deck file");
  if (auto* e = std::get_if<InputError>(&text)) return *e;
  return parse_decklist(path, std::get<std::string>(text), pool);
}

}  // namespace vg
