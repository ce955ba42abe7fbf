// vgjudge report: one self-contained static HTML page per recorded game (inline CSS and JS, no
// network), and an index page for a set of games. The page embeds the board of every step as
// the JSON of desk/board.h and draws it as a Vanguard field with a little vanilla JS.
#pragma once

#include <string>
#include <vector>

#include "desk/walk.h"
#include "rules/rules_reference.h"

namespace vg::desk {

// The page of one game; `rules` gives each finding's rule text (may be null).
std::string report_page(const Walk& walk, const RulesReference* rules);

// One row of the index page.
struct IndexEntry {
  std::string file;  // the record
  std::string page;  // the page's file name, relative to the index
  std::string verdict;
  int findings = 0;
  int steps = 0;
  std::string outcome;
};

std::string index_page(const std::vector<IndexEntry>& games);

// The verdict word of report_lines: CLEAN, FINDINGS, INCOMPLETE or ERROR.
std::string verdict_word(const Verdict& v);

}  // namespace vg::desk
