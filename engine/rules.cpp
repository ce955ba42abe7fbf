#include "engine/rules.h"

#include <array>
#include <cassert>
#include <ostream>

namespace vg {

std::string_view to_string(Edition e) {
  switch (e) {
    case Edition::Cr1_10: return "CR 1.10";
    case Edition::Cr1_31: return "CR 1.31";
  }
  return "CR ?";
}

std::string_view version(Edition e) { return to_string(e).substr(3); }

std::optional<Edition> edition_from_string(std::string_view s) {
  for (Edition e : kEditions)
    if (s == to_string(e)) return e;
  return std::nullopt;
}

std::string supported_editions() {
  std::string out;
  for (Edition e : kEditions) out += (out.empty() ? "" : ", ") + std::string(to_string(e));
  return out;
}

Edition printed_for(std::string_view card_number) {
  const auto set_number = [&](std::string_view prefix) {
    if (card_number.substr(0, prefix.size()) != prefix) return 0;
    int n = 0;
    for (std::size_t i = prefix.size(); i < card_number.size() && card_number[i] >= '0' && card_number[i] <= '9'; ++i)
      n = n * 10 + (card_number[i] - '0');
    return n;
  };
  return set_number("BT") >= 3 || set_number("TD") >= 5 ? Edition::Cr1_31 : Edition::Cr1_10;
}

namespace cr {
namespace {

struct Row {
  std::string_view name;
  std::array<std::string_view, kEditionCount> numbers;
};

constexpr Row kRows[] = {
#define R(rule, cr110, cr131) {#rule, {cr110, cr131}},
#include "engine/rules.def"
#undef R
};
static_assert(std::size(kRows) == kRuleCount);

}  // namespace

std::string_view number(Rule rule, Edition edition) {
  return kRows[static_cast<std::size_t>(rule)].numbers[static_cast<std::size_t>(index(edition))];
}

std::string_view name(Rule rule) { return kRows[static_cast<std::size_t>(rule)].name; }

std::string cite(Rule rule, Edition edition) {
  const std::string_view n = number(rule, edition);
  assert(!n.empty() && "the code cites a rule its game's edition does not have (engine/rules.def)");
  return n.empty() ? "[CR ? " + std::string(name(rule)) + "]" : "[CR " + std::string(n) + "]";
}

std::ostream& operator<<(std::ostream& out, Rule rule) { return out << name(rule); }

}  // namespace cr
}  // namespace vg
