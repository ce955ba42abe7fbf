#include <boost/program_options.hpp>
#include <iostream>

#include "cli/commands.h"

namespace po = boost::program_options;

namespace vg::cli {

// vgjudge deck check FILE...: every violation of CR 5.1 in each deck, positioned at the file.
int deck_command(const std::vector<std::string>& args) {
  po::options_description opts("vgjudge deck check FILE... [options]\n\n"
                               "Checks each deck file against deck construction (CR 5.1), and warns of\n"
                               "what CR 1.10 allows but later rules do not (a fifth Sentinel).\n"
                               "Exit status: 0 all legal, 1 a deck breaks a rule, 2 bad input.\n\noptions");
  std::string cards;
  std::vector<std::string> positional;
  opts.add_options()("help,h", "show this help")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files");
  Edition edition = kDefaultEdition;
  add_rules_option(opts, edition);
  po::variables_map vm;
  if (!parse_options(args, opts, positional, vm)) return 0;
  if (positional.empty() || positional[0] != "check" || positional.size() < 2) {
    std::cerr << "vgjudge deck: expected 'check FILE...' (see 'vgjudge deck --help')\n";
    return 2;
  }
  CardPool pool;
  if (!load_pool(cards, pool)) return 2;
  int status = 0;
  for (std::size_t i = 1; i < positional.size(); ++i) {
    auto deck = load_deck(positional[i], pool, edition);
    if (!deck) return 2;
    auto violations = check_deck(*deck, pool, edition);
    for (const RuleViolation& v : violations) std::cout << positional[i] << ": " << v.to_string() << "\n";
    for (const std::string& w : deck_warnings(*deck, pool, edition)) std::cout << positional[i] << ": warning: " << w << "\n";
    if (violations.empty()) std::cout << positional[i] << ": legal deck of " << deck->size() << " cards\n";
    else status = 1;
  }
  return status;
}

}  // namespace vg::cli
