// Ruling tests (docs/ruling-tests.md): an XML file states a start position, the decisions the
// players make (in the record's event vocabulary, replays/FORMAT.md), and what must follow:
// the state after, the findings a decision must get, and options that must or must not be
// legal at a point. The runner is strict: a decision the game asks for that the script does not
// answer, or a scripted decision left unused, fails the test.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/card_pool.h"
#include "engine/edition.h"
#include "engine/input_error.h"
#include "replays/input_file.h"

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

}  // namespace vg
