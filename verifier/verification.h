// The verification of one record (verifier/verifier.h): the reading of its events through the
// engine, shared by the files of verifier/ that each hold one part of it:
// - verifier.cpp: the reading loop, one event at a time, and the report;
// - binding.cpp: the record's card ids bound to engine instances;
// - look_ahead.cpp: where an event belongs, what the record moved past, the findings;
// - late_reading.cpp: mandatory abilities written late (FORMAT.md, "Orders a record may use");
// - readings.cpp: the reading policies: a line refused in place or read where it fits, the
//   reading with the fewest findings, and the notes of abilities left out that change nothing.
// Internal to vg_verifier.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "replays/codec.h"
#include "verifier/reading_order.h"
#include "verifier/verifier.h"

namespace vg::detail {

// "turn 8, battle/attack": a moment as findings name it.
std::string moment(const Moment& m);
std::string outcome(const GameState& s);
// The one legal answer to the request, if it has only one.
std::optional<Action> only_answer(const Game& g);
// The answer a record moving past this request implies without saying it (FORMAT.md, "What the
// verifier infers").
std::optional<Action> implied_decline(const Request& r, const Game& g);
// Policy 2 (readings.cpp): whether playing this mandatory automatic ability, standing by in the
// game, changes nothing the game does from here (its effect has nothing to act on).
bool play_changes_nothing(const Game& game, const Action& play);
// An optional step of an effect with one thing to say yes to ("you may draw": game:may asks
// for the ability's own card or nothing).
inline bool asks_one_yes(const Request& r) { return r.min == 0 && r.options.size() == 1; }
// Whether the event answers this request of an ability's resolution: the choice, the card
// taken from the deck, the shuffle it asks for.
bool answers_resolution(const Event& e, const Request& r, Step step);

// One step the record skipped over: a decline, or a mandatory requirement left undone.
struct Passage {
  std::optional<Action> decline;
  Request missed;  // when no decline
  GameState before;
};

// What a second reading learns from the first about a hidden draw: the record id and the
// identity the card drawn there turned out to have (it is played, revealed or used later).
struct Hint {
  std::string id;  // empty: the card was identified but never named
  CardId is = kUnknownCard;
};
using Hints = std::map<int, Hint>;  // by the step of the hidden draw

constexpr InstanceId kErasedId = -2;  // a slot of Verification::ids_ whose id was renamed

// The record id of each instance ("" while the record has not named it), all in one buffer:
// the verification is copied for every trial of a reading, and copying this copies two
// arrays rather than a string per card. A name given again is appended; the buffer is packed
// when it holds more replaced bytes than names.
class InstanceNames {
 public:
  void assign(std::size_t cards);
  std::size_t size() const { return at_.size(); }
  std::string_view operator[](std::size_t c) const { return std::string_view(text_).substr(at_[c].first, at_[c].second); }
  void set(std::size_t c, std::string_view name);
  RecordNames all() const;

 private:
  std::string text_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> at_;  // per instance: offset and length
  std::size_t live_ = 0;                                      // the bytes of names in use
};

// Where the look-ahead finds an action's place: the requests it moves past (each declined, or a
// requirement left undone), the first where the action fits, and the first of its kind and
// player that refuses it.
struct Plan {
  std::vector<Passage> path;
  std::optional<std::size_t> fits_at;  // the passages before the request it fits
  std::optional<std::pair<std::size_t, RuleViolation>> meant;
  // Whether the action fits after passages that are all declines: a legal reading.
  bool legal() const;
};

// The readings of a line that fits no request in force (readings.cpp, docs/rulings.md): the
// look-ahead as issue 12 made it (a mandatory ability it moves past skipped, or played), the
// line refused where it stands and carried out as it can be, the line read back where the rules
// give it its place (a guard after the drive check), an ability that never stood by standing by
// at the check timing before the line, a trigger resolved though its clan is not on the field.
enum class Reading : std::uint8_t { Ahead, AheadPlaying, InPlace, GuardInItsStep, StoodBy, TriggerResolved };

class Verification : private CardBinder {
 public:
  Verification(const Replay& r, const CardPool& pool, const VerifyOptions& o, Hints hints = {})
      : replay_(&r), pool_(&pool), options_(&o), game_(pool, {r.players[0].deck, r.players[1].deck}, r.edition), hints_(std::move(hints)) {
    order_ = reading_order(r, pool, &read_later_);
    game_.set_trace(o.trace);
    trial_reads_ = std::make_shared<TrialReads>(TrialReads{0, o.trial_reads});
    dropped_.assign(r.events.size(), 0);
    last_named_.assign(game_.state().cards.size(), 0);
    names_.assign(game_.state().cards.size());
    index_ids();
  }

  Verdict run(std::optional<Game>* final_state);
  // CR 5.1: the decks presented, and the record's events in reading order from the first.
  void check_decks();
  void read_events();
  Hints hints() const;

 private:
  bool event(const Event& e);
  bool play(const Event& e);
  bool act(const Event& e, Actions& actions, std::size_t from);
  void merge_line_findings(std::size_t before);
  void note_if_false(const Action& a);
  void hint_identity(Action& a) const;
  // readings.cpp
  Plan look(const Event& e, const Action& a) const;
  void ahead(const Event& e, const Action& a, const Plan& plan, bool after_missed);
  bool forks() const { return fork_depth_ == 0 && trial_depth_ == 0; }
  Reading choose_reading(const Event& e, const Action& a, const Plan& plan);
  struct Score {
    std::size_t findings = 0;
    int first = 0;  // the step of the first finding
    bool operator<(const Score& o) const { return findings != o.findings ? findings < o.findings : first < o.first; }
  };
  std::optional<Score> score(const Event& e, Reading r) const;
  const Verification& battle_start() const;
  std::optional<Verification> reread(const Event& e, Reading r) const;
  void read_back(const Event& e, Reading r);
  void in_place(const Event& e, const Action& a);
  RuleViolation refusal_here(const Event& e, const Action& a) const;
  bool play_missed(const Event& e, const Passage& p);
  std::optional<Action> mandatory_play(const Request& r, const GameState& s) const;
  std::optional<Action> trigger_play(const Game& g) const;
  bool changes_nothing(const Action& play) const;
  void note(const Event& e, const Passage& p, const Action& play);
  void note_retired(std::size_t already);
  void second_check_before_draw(const Event& e);
  bool retire(const Event& e);
  std::optional<InstanceId> card(const Event& e, const CardRef& ref, CardRole role) override;
  std::optional<InstanceId> unit(const Event& e, const std::string& token) override;
  bool stopped_by_script();
  bool stopped_by_trials(const Event& e);
  std::optional<InstanceId> bind(const Event& e, const CardRef& ref, Zone zone, std::optional<InputError>& err);
  InstanceId deck_card(Player p, const CardRef& ref, bool chosen) const;
  bool hidden_name(InstanceId c) const;
  std::string_view name_of(InstanceId c) const { return names_[static_cast<std::size_t>(c)]; }
  InstanceId id_of(std::string_view id) const;
  void name_card(InstanceId c, std::string name);
  void index_ids();
  bool declined_unseen(const Event& e, const Action& a) const;
  void make_forced_choices(const Event& e);
  bool call_names_the_choice(const Event& e);
  bool setup_stated(const Event& e);
  std::optional<Player> first_turn_player() const;
  bool drawn_beyond_decklist(const Action& a, const RuleViolation& v) const;
  bool named_later(std::string_view id) const;
  InstanceId named_again(InstanceId c, bool from_hand);
  void drawn_unseen(InstanceId c);
  bool drawn_unseen_from_deck(Player p);
  std::optional<InstanceId> unit(const Event& e, const std::string& token, std::optional<InputError>& err);
  void resolve(const Event& e, const Action& a, bool after_missed = false);
  void out_of_place(const Event& e, const Action& a);
  bool narrow(const Event& e, Action& a);
  void complete_trigger(Action& a) const;
  void complete_cost(Action& a) const;
  void retire_when_moved_past(InstanceId c);
  bool shows_yes(const Event& e, const Action& a);
  bool stop(const std::string& why);
  SmallList<InstanceId, 4> needed_identities(const Event& e, const Action& a) const;
  void follow(const Event& e, const std::vector<Passage>& path, std::size_t count);
  RuleViolation unplaced(const Event& e, const Action& a) const;
  RuleViolation extra_damage_check() const;
  bool turn_player_first(const Event& e, const Action& a);
  bool attack_step_begun(const Event& e, const Actions& actions);
  bool attack_step_abilities_after(const Event& e);
  std::optional<Game> attack_step_abilities(Player p) const;
  bool attack_by_unit_that_cannot(const Action& a, const Actions& actions) const;
  bool offers_unnamed_hand_card(Player p) const;
  void offered_in_place_of(InstanceId c);
  bool names_empty_circle(const Actions& actions) const;
  bool played_later(const Passage& p) const;
  bool written_later(InstanceId source, int ability) const;
  bool left_out(const Passage& p) const;
  std::size_t rest_of_turn() const;
  bool written_late(const Event& e);
  std::optional<std::size_t> late_ability(const Request& r) const;
  bool read(std::size_t position);
  std::size_t read_ability_lines(std::size_t at, std::size_t due);
  bool names_the_answer(const Event& line, const Action& answer) const;
  bool missed_when_due(const Event& e, const Verification& trial, std::size_t at, std::size_t block);
  bool finds_less_than_as_written(const Event& e, const Verification& trial, std::size_t at, std::size_t block) const;
  bool reads_as_written(std::size_t end) const;
  Verification quiet_trial() const;
  bool found_nothing_beyond(const Verification& from) const;
  void pull(std::size_t from, std::size_t to);
  int may_follow() const;
  void find(FindingKind kind, const Event& e, cr::Rule rule, const std::string& message, const GameState& at);
  std::string named(const std::string& message) const;
  void missed(const Event& e, const Passage& p);
  InputError error_at(const Event& e, const std::string& message) const {
    return InputError{replay_->path, e.line, e.column, message};
  }

  const Replay* replay_;
  const CardPool* pool_;
  const VerifyOptions* options_;
  Game game_;
  Verdict verdict_;
  std::vector<std::size_t> order_;  // the events in reading order (verifier/reading_order.h)
  std::vector<std::size_t> read_later_;  // events it reads after where they are written, a finding each
  std::size_t pos_ = 0;             // the position in order_ of the event being verified
  int step_ = 0;                    // its step: its number in the record
  bool ended_reported_ = false;
  int trial_depth_ = 0;                 // nested trials of a late-written ability (written_late)
  // The events all trials of this verification have read (its copies share the count): each
  // late line multiplies the reading orders to try, so a record that would take too many is
  // stopped (VerifyOptions::trial_reads), not followed for hours.
  struct TrialReads {
    std::size_t read = 0, most = 0;
  };
  std::shared_ptr<TrialReads> trial_reads_;
  std::size_t as_written_at_ = SIZE_MAX;  // a trial reading the record as written from here (no late order)
  std::vector<char> dropped_;           // the lines of a late ability reported missed where it was due (bytes: copied with every trial)
  // The instance each record id names: an open-addressing table of instances, keyed by their
  // names (names_ holds each named instance's id), so naming a card allocates nothing.
  std::vector<InstanceId> ids_;
  std::size_t erased_ids_ = 0;
  InstanceNames names_;
  std::optional<InputError> bind_error_;  // why the last event's cards could not be bound
  // An attack the rules forbid was applied anyway: the checks of that battle, which the rules
  // never called for, are not required of the record.
  bool lawless_battle_ = false;
  std::vector<InstanceId> bound_now_;     // the cards the event being read has bound
  Hints hints_;                           // identities of hidden draws, from a first reading
  std::map<int, InstanceId> hidden_draws_;  // the card each hidden draw (by step) took
  std::vector<int> last_named_;  // per card: the step the record last named it
  std::vector<InstanceId> retired_;         // units the game retired that no <retire> has stated yet
  // readings.cpp: the action being read (the event's actions, and which); the reading a trial
  // or the chosen one imposes on it; forks nest one deep.
  Actions* actions_ = nullptr;
  std::size_t action_at_ = 0;
  std::optional<Reading> forced_;
  int fork_depth_ = 0;
  bool play_missed_ = false;  // AheadPlaying: a mandatory ability moved past is played, unwritten
  bool reread_ = false;       // the line at hand was read in a reading of the battle again (read_back)
  std::size_t event_findings_ = 0;  // the findings before the event at hand
  // The battle in progress may be read again from its attack line (a guard written after the
  // drive check, an ability at an earlier check timing): where that line stands in the reading
  // order, the turn, and the findings made before it. The verification as it stood before the
  // line is made only when a reading needs it (battle_start(), readings.cpp).
  struct BattleStart {
    std::size_t pos = SIZE_MAX;  // SIZE_MAX: no battle to read again
    int turn = 0;
    std::size_t findings = 0;
  };
  BattleStart battle_start_;
  // The verifications made again before attack lines, by position, shared by every reading of
  // the record (readings.cpp); a reading made again stops before the attack line at
  // stop_before_attack_.
  struct Starts;
  mutable std::shared_ptr<Starts> starts_;
  std::size_t stop_before_attack_ = SIZE_MAX;
  // Lines read again where the rules give them their place: the finding each gets (made where
  // it was written), by its event; and what to do before an event is read (an ability stood by,
  // a trigger resolved anyway).
  std::map<std::size_t, Finding> imposed_;
  struct Before {
    Reading what = Reading::StoodBy;
    InstanceId card = kNoInstance;
    int ability = 0;
    Player player = Player::A;
  };
  std::map<std::size_t, Before> before_;
  // A StoodBy reading's ability, stood by as the line's action is answered: after the requests
  // the line moves past (a CR 1.31 guard step's pass and its check timing), not before them.
  std::optional<Before> stand_by_at_answer_;
  void stand_by_now();
  std::optional<std::size_t> guard_line_;
  // The last automatic ability played while its "if" was false (reading policy 1).
  struct IfFalse {
    int step = 0;
    Player player = Player::A;
    std::string what;  // "CARD (TEXT)"
  };
  std::optional<IfFalse> if_false_;  // GuardInItsStep: the guard line to read at the guard step
};

}  // namespace vg::detail
