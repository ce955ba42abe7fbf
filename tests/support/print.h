// GoogleTest printers for the engine's results, found by argument-dependent lookup, so that a
// failed assertion shows a refusal or an input error as its text, rule included; and the
// error of a read, to compare with "".
#pragma once

#include <ostream>
#include <string>
#include <variant>

#include "engine/ability.h"
#include "engine/action.h"
#include "engine/input_error.h"
#include "engine/violation.h"

namespace vg {

inline void PrintTo(const RuleViolation& v, std::ostream* os) { *os << v.to_string(); }  // "message [CR rule]"
inline void PrintTo(const InputError& e, std::ostream* os) { *os << e.to_string(); }     // "file:line:col: message"
inline void PrintTo(Decision d, std::ostream* os) { *os << to_string(d); }
inline void PrintTo(Player p, std::ostream* os) { *os << "player " << to_string(p); }
inline void PrintTo(Circle c, std::ostream* os) { *os << to_string(c); }
inline void PrintTo(Zone z, std::ostream* os) { *os << to_string(z); }
inline void PrintTo(const AbilityDef& a, std::ostream* os) { *os << "line " << a.line << ": " << a.text; }

namespace test {

// What a reader gave instead of its value: the positioned message, or "" when it read.
//   ASSERT_EQ(read_error(r), "");
template <typename T>
std::string read_error(const std::variant<T, InputError>& r) {
  const InputError* e = std::get_if<InputError>(&r);
  return e ? e->to_string() : "";
}

}  // namespace test
}  // namespace vg
