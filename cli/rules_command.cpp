#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <variant>

#include "cli/commands.h"
#include "rules/rules_reference.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

// Prints one heading and a list of places, or "(none)".
void print_places(const char* heading, const std::vector<SourcePlace>& places) {
  std::cout << heading << ":" << (places.empty() ? " (none)" : "") << "\n";
  for (const SourcePlace& p : places) std::cout << "  " << p.to_string() << "\n";
}

// The rule, its parent chain, its children, and where it is implemented and tested.
void print_rule(const RulesReference& ref, const RuleEntry& r) {
  std::cout << r.number << " " << r.title << "\n  " << r.statement << "\n";
  if (r.is_not_applicable()) std::cout << "  n/a: " << r.not_applicable << "\n";
  std::cout << "listed at " << r.listed_at.to_string() << "\n";
  const auto chain = ref.ancestors(r);
  std::cout << "parents:" << (chain.empty() ? " (none)" : "") << "\n";
  for (const RuleEntry* p : chain) std::cout << "  " << p->number << " " << p->title << "\n";
  std::cout << "children:" << (r.children.empty() ? " (none)" : "") << "\n";
  for (const std::string& c : r.children) std::cout << "  " << c << " " << ref.find(c)->title << "\n";
  print_places("implemented", r.implemented_at);
  print_places("tested", r.tested_at);
}

// Reads the reference under root and scans root's sources; prints the error on failure.
std::optional<RulesReference> load_reference(const std::string& root) {
  auto r = RulesReference::read(std::filesystem::path(root) / "docs" / "rules" / "cr-1.10");
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cerr << e->to_string() << "\n";
    return std::nullopt;
  }
  RulesReference ref = std::move(std::get<RulesReference>(r));
  ref.scan_sources(root);
  return ref;
}

int run(const RulesReference& ref, const std::vector<std::string>& words, bool search, bool coverage,
        bool markdown) {
  if (coverage) {
    std::cout << (markdown ? ref.coverage_markdown() : ref.coverage_text());
    return 0;
  }
  if (search) {
    const auto found = ref.search(words);
    for (const RuleEntry* r : found) std::cout << r->number << " " << r->title << "\n";
    return found.empty() ? 1 : 0;
  }
  const RuleEntry* r = ref.find(words[0]);
  if (!r) {
    std::cerr << "vgjudge rules: " << ref.unknown_number_message(words[0]) << "\n";
    return 2;
  }
  print_rule(ref, *r);
  return 0;
}

}  // namespace

// vgjudge rules NUMBER | --search WORD... | --coverage [--markdown]
int rules_command(const std::vector<std::string>& args) {
  po::options_description opts(
      "vgjudge rules NUMBER | --search WORD... | --coverage [--markdown] [options]\n\n"
      "Shows a rule of the rules reference (docs/rules/cr-1.10): its statement, parents, children,\n"
      "and the source files that implement and test it. --search lists the rules whose title or\n"
      "statement contains every word (ignoring case); --coverage prints, per section, how many\n"
      "rules are implemented, tested, not applicable and missing.\n"
      "Exit status: 0 shown, 1 no rule matches the search, 2 unknown rule number or bad input.\n\noptions");
  std::string root;
  std::vector<std::string> positional;
  opts.add_options()("help,h", "show this help")("search", "list the rules containing every WORD")(
      "coverage", "print the coverage table per section")("markdown", "with --coverage: print it as Markdown")(
      "source", po::value(&root)->default_value(default_source_root()), "source tree holding docs/rules");
  po::variables_map vm;
  if (!parse_options(args, opts, positional, vm)) return 0;
  const bool search = vm.count("search") > 0, coverage = vm.count("coverage") > 0;
  const bool markdown = vm.count("markdown") > 0;
  const bool wrong = search ? (coverage || positional.empty())
                            : coverage ? !positional.empty() : positional.size() != 1;
  if (wrong || (markdown && !coverage)) {
    std::cerr << "vgjudge rules: expected NUMBER, --search WORD... or --coverage [--markdown]"
                 " (see 'vgjudge rules --help')\n";
    return 2;
  }
  auto ref = load_reference(root);
  if (!ref) return 2;
  return run(*ref, positional, search, coverage, markdown);
}

}  // namespace vg::cli
