// A refusal by the rules: the rule it cites and a message a judge can read.
#pragma once

#include <string>

#include "engine/rules.h"

namespace vg {

// Illegal: the rules forbid the action. Inconsistent: the action contradicts what the game
// state makes physically possible (a card that is not where the action says it is).
enum class ViolationKind { Illegal, Inconsistent };

struct RuleViolation {
  ViolationKind kind = ViolationKind::Illegal;
  cr::Rule rule;
  std::string message;
  Edition edition = kDefaultEdition;  // the game's: it picks the number the rule is printed with

  // "message [CR x.y.z]"
  std::string to_string() const { return message + " " + cr::cite(rule, edition); }
};

}  // namespace vg
