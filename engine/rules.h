// Every rule the engine enforces or reports, named once by what it says (engine/rules.def).
// Code cites a rule by its name (cr::kDraw); the number is what an edition prints, so no code
// compares or branches on numbers. Each edition maps every rule to its number or marks it absent
// (tests/engine/rule_citations_test.cpp checks every number against that edition's reference).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

#include "engine/edition.h"

namespace vg::cr {

enum class Rule : std::uint16_t {
#define R(name, cr110, cr131) name,
#include "engine/rules.def"
#undef R
};
using enum Rule;

inline constexpr int kRuleCount = 0
#define R(name, cr110, cr131) +1
#include "engine/rules.def"
#undef R
    ;

// The rule's number in the edition ("3.12.2"), empty when the edition has no such rule.
std::string_view number(Rule rule, Edition edition);
// Whether the edition has the rule.
inline bool in(Rule rule, Edition edition) { return !number(rule, edition).empty(); }
// The rule's name as code writes it ("kDraw"), for messages about the table itself.
std::string_view name(Rule rule);
// "[CR 3.12.2]": how findings and refusals cite the rule in the game's edition. A rule the
// edition lacks is a defect of the code that cites it; it prints as "[CR ? kName]".
std::string cite(Rule rule, Edition edition);
// Prints the rule's name (test failure messages).
std::ostream& operator<<(std::ostream& out, Rule rule);

}  // namespace vg::cr
