#include "tests/support/expect.h"

#include <sstream>

namespace vg::test {

namespace {

// "turn 4 (player B), main" or "turn 4 (player B), battle/guard"; then what is asked of whom.
void print_moment(const Game& g, std::ostream& os) {
  const GameState& s = g.state();
  os << "turn " << s.turn << " (player " << to_string(s.turn_player) << "), " << to_string(s.phase);
  if (s.step != Step::None) os << "/" << to_string(s.step);
  os << "; asks player " << to_string(g.request().player) << ": " << to_string(g.request().decision);
  if (g.over()) os << "; game over, winner " << (s.winner ? std::string(to_string(*s.winner)) : "none");
  os << "\n";
}

// "  vanguard: Blaster Blade (#12), power 9000, critical 1, rested"
void print_units(const GameState& s, Player p, std::ostream& os) {
  for (int c = 0; c < kCircles; ++c)
    for (InstanceId u : s.player(p).circles[static_cast<std::size_t>(c)]) {
      os << "  " << to_string(static_cast<Circle>(c)) << ": " << name_of(s, u);
      if (s.identified(u)) os << ", power " << s.power(u) << ", critical " << s.critical(u);
      os << (s.card(u).rested ? ", rested" : ", standing") << (s.card(u).face_down ? ", face down" : "") << "\n";
    }
}

void print_player(const GameState& s, Player p, std::ostream& os) {
  const PlayerState& ps = s.player(p);
  int face_up = 0;
  for (InstanceId c : ps.damage) face_up += s.card(c).face_down ? 0 : 1;
  os << "player " << to_string(p) << (ps.lost ? " (lost)" : "") << ": damage " << ps.damage.size() << " (" << face_up
     << " face up), hand " << ps.hand.size() << ", deck " << ps.deck.size() << ", soul " << ps.soul.size() << ", drop "
     << ps.drop.size() << "\n";
  print_units(s, p, os);
}

std::string standing_text(const GameState& s, const Standing& st) {
  return name_of(s, st.source) + " ability " + std::to_string(st.ability + 1);
}

}  // namespace

std::string name_of(const GameState& s, InstanceId i) {
  const std::string who = "#" + std::to_string(i);
  return s.identified(i) ? s.def(i).name + " (" + who + ")" : who;
}

std::string board(const Game& g) {
  std::ostringstream os;
  print_moment(g, os);
  for (Player p : {Player::A, Player::B}) print_player(g.state(), p, os);
  for (const Standing& st : g.state().standing) os << "standing by: " << standing_text(g.state(), st) << "\n";
  return os.str();
}

void PrintTo(const Driver& d, std::ostream* os) { *os << "the game at\n" << board(d); }

testing::AssertionResult accepted(const char* driver_text, const char* answer_text, const Driver& d,
                                  const std::optional<RuleViolation>& v) {
  if (!v) return testing::AssertionSuccess();
  return testing::AssertionFailure() << answer_text << " was refused: " << v->to_string() << "\nboard of " << driver_text
                                     << ":\n" << board(d);
}

testing::AssertionResult refused(const char* driver_text, const char* answer_text, const char*, const Driver& d,
                                 const std::optional<RuleViolation>& v, const std::string& expected) {
  if (v && v->to_string() == expected) return testing::AssertionSuccess();
  return testing::AssertionFailure() << answer_text << "\n  expected refusal: " << expected
                                     << "\n  actual:           " << (v ? v->to_string() : "accepted") << "\nboard of "
                                     << driver_text << ":\n" << board(d);
}

void PrintTo(const CardView& c, std::ostream* os) {
  const CardState& cs = c.state->card(c.id);
  *os << name_of(*c.state, c.id) << " of player " << to_string(cs.owner) << ", in " << to_string(cs.zone);
  if (cs.zone == Zone::Field) *os << " on " << to_string(cs.circle);
  *os << (cs.rested ? ", rested" : ", standing") << (cs.face_down ? ", face down" : ", face up");
}

std::vector<std::string> standing_by(const Driver& d) {
  std::vector<std::string> out;
  for (const Standing& st : d.state().standing) out.push_back(standing_text(d.state(), st));
  return out;
}

std::vector<std::string> timed_by(const Driver& d) {
  std::vector<std::string> out;
  for (const Standing& st : d.state().timed) out.push_back(standing_text(d.state(), st));
  return out;
}

}  // namespace vg::test
