#include "engine/types.h"

#include <algorithm>
#include <cassert>

namespace vg {

Column column_of(Circle c) {
  switch (c) {
    case Circle::FrontLeft: case Circle::BackLeft: return Column::Left;
    case Circle::Vanguard: case Circle::BackCenter: return Column::Center;
    case Circle::FrontRight: case Circle::BackRight: return Column::Right;
    case Circle::Guardian: break;
  }
  assert(false && "the guardian circle has no column");
  return Column::Center;
}

bool is_front_row(Circle c) {
  return c == Circle::FrontLeft || c == Circle::Vanguard || c == Circle::FrontRight;
}
bool is_back_row(Circle c) {
  return c == Circle::BackLeft || c == Circle::BackCenter || c == Circle::BackRight;
}
// CR 1.31 3.17.5, 3.17.5.1, 3.17.5.1.1: each circle has one type: CR 1.31 3.17.5.1.1.1 the
// vanguard type (the vanguard circle), CR 1.31 3.17.5.1.1.2 the rear-guard type (these five),
// CR 1.31 3.17.5.1.1.3 the guardian type (the guardian circle).
bool is_rear_guard_circle(Circle c) { return c != Circle::Vanguard && c != Circle::Guardian; }

Column column_across(Column col) {
  return col == Column::Left ? Column::Right : col == Column::Right ? Column::Left : Column::Center;
}

Circle back_circle_of(Column col) {
  return col == Column::Left ? Circle::BackLeft
         : col == Column::Center ? Circle::BackCenter : Circle::BackRight;
}
Circle front_circle_of(Column col) {
  return col == Column::Left ? Circle::FrontLeft
         : col == Column::Center ? Circle::Vanguard : Circle::FrontRight;
}

namespace {
constexpr std::string_view kPlayerNames[] = {"A", "B"};
constexpr std::string_view kZoneNames[] = {"deck", "hand", "drop", "field", "soul", "damage", "bind", "trigger"};
constexpr std::string_view kCircleNames[] = {"front-left", "vanguard", "front-right", "back-left",
                                             "back-center", "back-right", "guardian"};
constexpr std::string_view kPhaseNames[] = {"setup", "stand", "draw", "ride", "main", "battle", "end"};
constexpr std::string_view kStepNames[] = {"", "start", "attack", "guard", "drive", "damage", "close"};
constexpr std::string_view kTriggerNames[] = {"none", "critical", "draw", "stand", "heal"};
constexpr std::string_view kSkillNames[] = {"none", "twin-drive", "intercept", "boost"};

template <typename E, std::size_t N>
std::optional<E> parse(std::string_view s, const std::string_view (&names)[N]) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == s) return static_cast<E>(i);
  return std::nullopt;
}
}  // namespace

std::string_view to_string(Player p) { return kPlayerNames[index(p)]; }
std::string_view to_string(Zone z) { return kZoneNames[static_cast<int>(z)]; }
std::string_view to_string(Circle c) { return kCircleNames[static_cast<int>(c)]; }
std::string_view to_string(Phase p) { return kPhaseNames[static_cast<int>(p)]; }
std::string_view to_string(Step s) { return kStepNames[static_cast<int>(s)]; }
std::string_view to_string(Trigger t) { return kTriggerNames[static_cast<int>(t)]; }
std::string_view to_string(Skill s) { return kSkillNames[static_cast<int>(s)]; }
std::optional<Circle> circle_from_string(std::string_view s) { return parse<Circle>(s, kCircleNames); }
std::optional<Trigger> trigger_from_string(std::string_view s) { return parse<Trigger>(s, kTriggerNames); }
std::optional<Skill> skill_from_string(std::string_view s) { return parse<Skill>(s, kSkillNames); }
std::optional<Zone> zone_from_string(std::string_view s) { return parse<Zone>(s, kZoneNames); }

bool CardFilter::fits(const CardDef& d) const {
  return (clan.empty() || d.clan == clan) && d.grade >= min_grade &&
         (names.empty() || std::find(names.begin(), names.end(), d.name) != names.end());
}

std::string CardFilter::words() const {
  if (!names.empty()) {
    std::string out = names.size() == 1 ? "" : "one each of: ";  // names hold commas: "Dragon Knight, Aleph"
    for (std::size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : "; ") + names[i];
    return out;
  }
  std::string out = "a ";
  if (min_grade > 0) out += "grade " + std::to_string(min_grade) + " or greater ";
  return out + (clan.empty() ? "card" : "«" + clan + "»");
}

}  // namespace vg
