#include <boost/program_options.hpp>
#include <array>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <set>

#include "cli/commands.h"
#include "verifier/mutation.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace vg::cli {

namespace {

// With `check`, verifies the written record and scores its verdict (printing the end of its line).
std::optional<MutationScore> check_mutation(const Mutation& m, const CardPool& pool, const std::string& base, const std::string& text, bool check) {
  if (!check) {
    std::cout << "\n";
    return std::nullopt;
  }
  auto r = parse_replay(base + ".xml", text, pool);
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cout << "; NOT FOUND: " << e->to_string() << "\n";
    return MutationScore{};
  }
  const Verdict v = verify(std::get<Replay>(r), pool);
  const MutationScore s = score(m, v);
  if (s.exact()) {
    std::cout << "; found\n";
  } else {
    std::cout << (m.found_in(v) ? "; found, with " + std::to_string(v.findings.size()) + " findings:" : "; NOT FOUND:");
    for (std::size_t k = 0; k < v.findings.size() && k < 3; ++k) std::cout << (k ? " | " : " ") << v.findings[k].to_string();
    std::cout << (v.findings.empty() ? " no finding" : "") << (v.verified() ? "" : " (not verified)") << "\n";
  }
  return s;
}

// Writes one mutation (the record and its expected finding) and, with `check`, verifies the
// written record and scores its verdict into `scored`; false when a file cannot be written.
bool write_mutation(const Mutation& m, const CardPool& pool, const std::string& base, bool check, std::optional<MutationScore>& scored) {
  const std::string text = write_replay(m.replay, pool);
  if (!write_file_in_folder(base + ".xml", text, "the mutated record") ||
      !write_file_in_folder(base + ".finding", m.expected() + "\n" + m.change + "\n", "the expected finding"))
    return false;
  std::cout << base << ".xml: " << m.op << ": " << m.change << "; expects " << m.expected();
  scored = check_mutation(m, pool, base, text, check);
  return true;
}

// The tallies of each family of operators: [0] made by the engine, [1] as people write them.
using FamilyTallies = std::array<std::map<std::string, MutationTally>, 2>;

// Every operator (or the one named) on one clean record; false when a file cannot be written.
bool mutate_file(const std::string& file, const Replay& replay, const CardPool& pool, const std::string& out, std::uint64_t seed,
                 const std::string& only, bool check, FamilyTallies& tallies, std::set<std::string>& stems) {
  Timeline t(replay, pool);
  // Records of other directories may share a name: each keeps its own mutants (game-1-2....).
  std::string stem = fs::path(file).stem().string();
  for (int k = 2; !stems.insert(stem).second; ++k) stem = fs::path(file).stem().string() + "-" + std::to_string(k);
  for (const MutationOperator& op : mutation_operators()) {
    if (!only.empty() && op.name != only) continue;
    auto m = mutate(op, t, seed);
    if (!m) {
      std::cout << file << ": " << op.name << ": does not apply\n";
      continue;
    }
    std::optional<MutationScore> s;
    if (!write_mutation(*m, pool, out + "/" + stem + "." + std::string(op.name), check, s)) return false;
    if (s) tallies[op.as_written ? 1 : 0][std::string(op.name)].add(*s);
  }
  return true;
}

}  // namespace

// vgjudge mutate: corrupts clean records, one step per operator, to test the verifier.
int mutate_command(const std::vector<std::string>& args) {
  std::string cards, out, only;
  std::vector<std::string> files;
  std::uint64_t seed = 1;
  po::options_description opts("vgjudge mutate FILE... -o DIR [--seed N] [--op NAME] [--check]\n\n"
                               "Writes, for each clean record and each mutation operator that applies to it, a\n"
                               "corrupted record DIR/STEM.OPERATOR.xml (STEM-2, STEM-3, ... for records of the same name)\n"
                               "and its expected finding (first finding:\n"
                               "step, kind and rule) in DIR/STEM.OPERATOR.finding. Two families of operators:\n"
                               "after a mistake made by the engine, the game is played on from the board it left\n"
                               "(legal play); a mistake as people write it (operators named Written...) is in the\n"
                               "writing, and every other line stays as the game went. Each mutant holds one mistake.\n"
                               "The seed chooses where each operator strikes. --check verifies every mutation and\n"
                               "prints a table per family, a row per operator: mutants detected; first finding at\n"
                               "the mutated step; citing the operator's rule; exactly one finding; all three. The\n"
                               "exit status is then 1 below the target in either family: 95% of its mutants with\n"
                               "all three, and 80% of each operator's.\n\noptions");
  opts.add_options()("help,h", "show this help")("output,o", po::value(&out), "output directory")(
      "seed", po::value(&seed)->default_value(1), "seed of the choice of places")(
      "op", po::value(&only), "run only this operator")("check", "verify each mutation")(
      "list", "list the operators and exit")("cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files");
  std::size_t max_bytes = 0;
  add_max_record_bytes_option(opts, max_bytes);
  Edition edition = kDefaultEdition;
  add_rules_option(opts, edition);  // given: the records are played under it instead of their rules=
  po::options_description hidden;
  hidden.add_options()("file", po::value(&files));
  po::options_description all;
  all.add(opts).add(hidden);
  po::positional_options_description pos;
  pos.add("file", -1);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  po::notify(vm);
  if (vm.count("help")) {
    std::cout << opts;
    return 0;
  }
  if (vm.count("list")) {
    for (const MutationOperator& op : mutation_operators())
      std::cout << op.name << ": " << op.summary << "; " << to_string(op.kind) << " " << cr::cite(op.rule, edition) << "\n";
    return 0;
  }
  if (files.empty() || out.empty() || (!only.empty() && !find_mutation_operator(only))) {
    std::cerr << "vgjudge mutate: give FILE... and -o DIR" << (only.empty() ? "" : ", and a known --op (see --list)") << "\n";
    return 2;
  }
  CardPool pool;
  if (!load_pool(cards, pool)) return 2;
  if (!make_output_folder(out)) return 2;
  FamilyTallies tallies;
  std::set<std::string> stems;
  for (const std::string& file : files) {
    auto r = read_replay(file, pool, max_bytes);
    if (auto* e = std::get_if<InputError>(&r)) {
      std::cerr << e->to_string() << "\n";
      return 2;
    }
    Replay& replay = std::get<Replay>(r);
    if (vm.count("rules")) replay.edition = edition;
    if (!mutate_file(file, replay, pool, out, seed, only, vm.count("check") > 0, tallies, stems)) return 2;
  }
  if (!vm.count("check")) return 0;
  bool met = true;
  for (int family : {0, 1}) {
    if (tallies[family].empty()) continue;
    std::cout << (family == 0 ? "made by the engine, played on:\n" : "as people write them, the rest as the game went:\n") << mutation_table(tallies[family]);
    met = met && meets_mutation_target(tallies[family]);
  }
  return met ? 0 : 1;
}

}  // namespace vg::cli
