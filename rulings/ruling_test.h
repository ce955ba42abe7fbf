// Ruling tests (docs/ruling-tests.md): an XML file states a start position, the decisions the
// players make (in the record's event vocabulary, replays/FORMAT.md), and what must follow:
// the state after, the findings a decision must get, and options that must or must not be
// legal at a point. The runner is strict: a decision the game asks for that the script does not
// answer, or a scripted decision left unused, fails the test.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/card_pool.h"
#include "engine/edition.h"
#include "engine/input_error.h"
#include "replays/input_file.h"
#include "verifier/verifier.h"

namespace vg {

// One expectation that did not hold: where it is written, what it checks, expected and actual.
struct RulingFailure {
  int line = 0, column = 0;
  std::string what;
  std::string expected, actual;
};

struct RulingResult {
  std::string path;
  std::string id;
  std::string description;  // the ruling the test encodes
  int line = 0;
  int checks = 0;  // expectations checked
  std::vector<RulingFailure> failures;
  bool passed() const { return failures.empty(); }
};

struct RulingFile {
  std::optional<InputError> error;  // bad input: nothing of the file was run
  std::vector<RulingResult> tests;
};

// Parses and runs every test of one file (root <ruling-test>, or <ruling-tests> holding several).
// `pool` holds the cards with their abilities; a test with abilities="off" plays them vanilla.
// The file is read as read_input_file reads it: at most max_bytes, a regular file, UTF-8.
// A test without rules="..." is played under `edition`.
RulingFile run_ruling_file(const std::string& path, const CardPool& pool, std::size_t max_bytes = kDefaultMaxInputBytes,
                           Edition edition = kDefaultEdition);

// A position at the table (docs/desk.md, "A position at the table"): a ruling test file read
// for the table it states, for `vgjudge state --position` and `vgjudge ask --position`. The
// table is the test's <position>, then the decisions of its <script> played in order, as
// `vgjudge test` plays them; its <expect>, <legal>, <illegal> and <retire> are not checked. A
// decision that cannot be played as written is bad input. It plays with the pool it was read
// with, which must outlive it.
class TablePosition {
 public:
  const Game& game() const;  // the game at the table, chance played out
  // The position's ids of its cards; a card it left unnamed is named as a record names it
  // (A1..A50, B1..B50), unless the position gave that id to another card.
  RecordNames names() const;
  Edition edition() const;
  int decisions() const;  // the script's decisions played
  // The findings one decision (XML, in a script's vocabulary: a card by id, by is="NUMBER" or
  // by circle) would get at the table; none: legal there. The decision moves past what the game
  // asks before it: an optional automatic ability is not played, a requirement (a mandatory
  // automatic ability, a trigger's effect, a choice, a check) is MISSED. An event that is not
  // well-formed, or names a card the table does not have, is an InputError on "EVENT".
  std::variant<std::vector<Finding>, InputError> judge(const std::string& event_xml) const;

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
  friend std::variant<TablePosition, InputError> read_table_position(const std::string&, const CardPool&, std::size_t, Edition);
};

// Reads a position file: one <ruling-test> (or <ruling-tests> holding one), read as
// run_ruling_file reads it; bad input, an unknown card or a card printed for a later edition
// than the test's rules="..." (or `edition`) included, is an InputError (file:line:col).
std::variant<TablePosition, InputError> read_table_position(const std::string& path, const CardPool& pool,
                                                            std::size_t max_bytes = kDefaultMaxInputBytes,
                                                            Edition edition = kDefaultEdition);

}  // namespace vg
