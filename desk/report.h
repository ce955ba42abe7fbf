// vgjudge report: one static HTML page per recorded game and an index page for a set of games,
// all sharing one asset file beside them (kReportAssetName: the style sheet and the script, no
// network). A page embeds the first board of the game whole (desk/board.h's JSON) and then, per
// step, only the parts of the board that changed; the script rebuilds the board of any step
// and draws it as a Vanguard field.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "desk/walk.h"
#include "rules/rules_reference.h"

namespace vg::desk {

// The file beside the pages that every page and the index load (desk/report_assets.h).
inline constexpr std::string_view kReportAssetName = "vgjudge-report.js";
std::string report_asset();

// The page of one game; `rules` gives each finding's rule text (may be null).
std::string report_page(const Walk& walk, const RulesReference* rules);

// The findings are counted by kind in the index: ILLEGAL, MISSED, INCONSISTENT, UNDETERMINED.
inline constexpr std::array<FindingKind, 4> kIndexedKinds = {FindingKind::Illegal, FindingKind::Missed, FindingKind::Inconsistent,
                                                             FindingKind::Undetermined};

// One row of the index page: one game.
struct IndexEntry {
  std::string file;  // the record, as the user named it
  std::string page;  // the page's file name, relative to the index (empty: no page)
  std::string verdict;
  std::array<std::string, 2> players;  // each seat: the record's player name and its deck's clans
  std::array<int, kIndexedKinds.size()> kinds{};  // findings of each kind
  int findings = 0;
  int steps = 0;
  int turns = 0;
  std::string winner;  // "A", "B", "draw", or empty while the game is not over
  std::string outcome;
};

// The row of a game walked from its record.
IndexEntry index_entry(const Walk& walk, const Replay& replay, const CardPool& pool, std::string page);

std::string index_page(const std::vector<IndexEntry>& games);

// The verdict word of report_lines: CLEAN, FINDINGS, INCOMPLETE or ERROR.
std::string verdict_word(const Verdict& v);

// A player's deck as the index names it: the clans of its cards (CR 2.2), most cards first,
// e.g. "Royal Paladin" or "Kagero, Narukami"; empty for an empty deck.
std::string deck_clans(const Decklist& deck, const CardPool& pool);

}  // namespace vg::desk
