#include <boost/program_options.hpp>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>

#include "cli/commands.h"
#include "verifier/variants.h"
#include "verifier/verifier.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace vg::cli {

namespace {

struct Tally {
  int variants = 0, clean = 0, findings = 0, not_verified = 0;
};

// Verifies every variant of one played record; writes each one that is not clean to `out`.
// False when a file cannot be written.
bool check_variants(const PlayedRecord& played, const CardPool& pool, const std::string& name, const std::string& out, bool keep_all,
                    std::map<std::string, Tally>& tallies) {
  for (const Variant& v : legal_variants(played, pool)) {
    const std::string text = write_replay(v.replay, pool);
    const std::string path = out + "/" + name + "." + v.kind + ".xml";
    auto parsed = parse_replay(path, text, pool);
    Tally& t = tallies[v.kind];
    ++t.variants;
    const Verdict verdict = std::holds_alternative<Replay>(parsed) ? verify(std::get<Replay>(parsed), pool) : Verdict{};
    const bool verified = std::holds_alternative<Replay>(parsed) && verdict.verified() && verdict.finished;
    t.findings += static_cast<int>(verdict.findings.size());
    t.not_verified += !verified;
    const bool clean = verified && verdict.findings.empty();
    if (!out.empty() && (keep_all || !clean) && !write_file_in_folder(path, text, "the variant")) return false;
    if (clean) {
      ++t.clean;
      continue;
    }
    std::cout << path << ": " << (verdict.findings.empty() ? std::string("not verified") : verdict.findings[0].to_string()) << "\n";
  }
  return true;
}

}  // namespace

// vgjudge variants: self-play over every pair of bundled decks, each game written as every legal
// variant (verifier/variants.h) and verified; every variant must be clean.
int variants_command(const std::vector<std::string>& args) {
  std::string cards, decks_dir, out;
  bool keep_all = false;
  std::uint64_t seed = 1;
  int games = 1;
  po::options_description opts("vgjudge variants [--games K] [--seed N] [--decks DIR] [-o DIR]\n\n"
                               "Plays K games (seeds N, N+1, ...) for every ordered pair of the decks in DIR, writes\n"
                               "each game as every legal variant a scorekeeper may write (each seat's view, setup\n"
                               "orders, draw before power, late mandatory AUTO, new ids on redraws, forced choices\n"
                               "left out), the same games again with the AUTO abilities in another order, and\n"
                               "verifies each. Variants with a finding are written to DIR.\n"
                               "Exit status: 0 every variant clean, 1 otherwise, 2 bad input.\n\noptions");
  opts.add_options()("help,h", "show this help")("games", po::value(&games)->default_value(1), "games per deck pair")(
      "seed", po::value(&seed)->default_value(1), "first seed")(
      "decks", po::value(&decks_dir)->default_value(default_cards_dir() + "/../decks"), "directory of *.deck files")(
      "output,o", po::value(&out)->default_value(""), "where to write variants that are not clean")(
      "all", po::bool_switch(&keep_all), "write every variant to the output directory, clean or not")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files");
  Edition edition = kDefaultEdition;
  add_rules_option(opts, edition);
  std::vector<std::string> positional;
  po::variables_map vm;
  if (!parse_options(args, opts, positional, vm)) return 0;
  CardPool pool;
  if (!load_pool(cards, pool)) return 2;
  bool bad = false;
  std::vector<std::pair<std::string, Decklist>> decks;
  for (const std::string& f : input_files({decks_dir}, ".deck", bad)) {
    auto d = load_deck(f, pool, kEditions.back());
    if (!d) return 2;
    const bool later = index(earliest_edition(*d, pool)) > index(edition);
    if (later || !check_deck(*d, pool, edition).empty()) continue;  // not a legal deck under this edition
    decks.emplace_back(fs::path(f).stem().string(), *d);
  }
  if (bad || decks.empty() || games < 1) {
    std::cerr << "vgjudge variants: give --games 1 or more and a directory holding *.deck files\n";
    return 2;
  }
  if (!out.empty() && !make_output_folder(out)) return 2;
  const auto start = std::chrono::steady_clock::now();
  std::map<std::string, Tally> tallies;
  int played_games = 0;
  for (const auto& [a_name, a_deck] : decks)
    for (const auto& [b_name, b_deck] : decks)
      for (int g = 0; g < games; ++g)
        for (bool reverse : {false, true}) {
          const std::uint64_t s = seed + static_cast<std::uint64_t>(g);
          PlayedRecord played = play_record(pool, {a_deck, b_deck}, s, reverse, edition);
          if (!played.complete) continue;
          ++played_games;
          const std::string name = a_name + "-vs-" + b_name + "-" + std::to_string(s) + (reverse ? "-auto-order" : "");
          if (!check_variants(played, pool, name, out, keep_all, tallies)) return 2;
        }
  Tally total;
  for (const auto& [kind, t] : tallies) {
    std::cout << kind << ": " << t.variants << " variants, " << t.clean << " clean, " << t.findings << " findings, " << t.not_verified
              << " not verified\n";
    total.variants += t.variants;
    total.clean += t.clean;
    total.findings += t.findings;
    total.not_verified += t.not_verified;
  }
  const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "total: " << played_games << " games, " << total.variants << " variants, " << total.clean << " clean, " << total.findings
            << " findings, " << total.not_verified << " not verified, " << seconds << " s\n";
  return total.clean == total.variants ? 0 : 1;
}

}  // namespace vg::cli
