// CR 8.7: what a continuous effect given to a unit changes, one type per kind. An effect that
// gives a unit several changes at once ("+5000 power and it loses Boost until end of turn") is
// one Modifier per change, all of the same duration. A new kind is a type here, its reading in
// GameState (state.cpp) and its spelling in game:give (scripting/card_api.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <variant>

#include "engine/types.h"

namespace vg {

// CannotUse: every ACT and AUTO ability of the unit.
inline constexpr int kEveryAbility = -2;

namespace change {
struct Power { int amount; };        // CR 8.7.1.3: power added (or taken away, when negative)
struct Critical { int amount; };     // CR 8.7.1.3
struct Shield { int amount; };       // CR 7.4.1.1.2.2: added to its shield while it guards
struct LoseSkill { Skill skill; };    // CR 10.1.20.2: it loses this skill
struct GetAbility { int ability; };  // CR 10.1.20.1: it gets this granted-only ability of its card
struct LoseAbility { int ability; }; // CR 10.1.20.2: this ability of its card is treated as not on it
struct CannotUse { int ability; };   // CR 11.2: this ability of the unit (or kEveryAbility) cannot be used
struct CannotBeHit {};               // CR 1.3.1, 7.6.1.2: an attack on it does not hit
struct DoesNotStand {};              // CR 1.3.1, 6.3.1.2: it stays rested in its owner's next stand phase
}  // namespace change

using Change = std::variant<change::Power, change::Critical, change::Shield, change::LoseSkill, change::GetAbility,
                            change::LoseAbility, change::CannotUse, change::CannotBeHit, change::DoesNotStand>;

// The changes one effect step gives (op::Give): at most one of each kind. A fixed array, so that
// the step stays trivially destructible (a Lua error may unwind past it, scripting/card_api.cpp).
struct Changes {
  std::array<Change, std::variant_size_v<Change>> items{};
  std::uint8_t count = 0;
  void add(Change c) { items[count++] = c; }
  const Change* begin() const { return items.data(); }
  const Change* end() const { return items.data() + count; }
};

}  // namespace vg
