#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <variant>

#include "cli/commands.h"
#include "replays/input_file.h"
#include "rules/edition_references.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

// Prints one heading and a list of places, or "(none)".
void print_places(const char* heading, const std::vector<SourcePlace>& places) {
  std::cout << heading << ":" << (places.empty() ? " (none)" : "") << "\n";
  for (const SourcePlace& p : places) std::cout << "  " << p.to_string() << "\n";
}

// The rule of the same meaning in each other edition, or none, and what changed between them
// (the later edition's entry says).
void print_counterparts(const EditionReferences& refs, const RuleEntry& r, Edition edition) {
  for (Edition other : kEditions) {
    if (other == edition || !refs.find(other)) continue;
    const RuleEntry* c = refs.counterpart(r, edition, other);
    std::cout << to_string(other) << ": " << (c ? c->number + " " + c->title : "none") << "\n";
    const RuleEntry* later = index(other) > index(edition) ? c : &r;
    if (c && !later->changed.empty()) std::cout << "  changed: " << later->changed << "\n";
  }
}

// The rule, its counterparts in the other editions, its parent chain, its children, and where
// it is implemented and tested.
void print_rule(const EditionReferences& refs, const RulesReference& ref, const RuleEntry& r) {
  std::cout << r.number << " " << r.title << "\n  " << r.statement << "\n";
  if (r.is_not_applicable()) std::cout << "  n/a: " << r.not_applicable << "\n";
  print_counterparts(refs, r, ref.edition());
  std::cout << "listed at " << r.listed_at.to_string() << "\n";
  const auto chain = ref.ancestors(r);
  std::cout << "parents:" << (chain.empty() ? " (none)" : "") << "\n";
  for (const RuleEntry* p : chain) std::cout << "  " << p->number << " " << p->title << "\n";
  std::cout << "children:" << (r.children.empty() ? " (none)" : "") << "\n";
  for (const std::string& c : r.children) std::cout << "  " << c << " " << ref.find(c)->title << "\n";
  print_places("implemented", r.implemented_at);
  print_places("tested", r.tested_at);
}

// Reads every edition's reference under root and scans root's sources; prints the error on failure.
std::optional<EditionReferences> load_and_scan_references(const std::string& root) {
  auto r = EditionReferences::read(std::filesystem::path(root) / "docs" / "rules");
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cerr << e->to_string() << "\n";
    return std::nullopt;
  }
  EditionReferences refs = std::move(std::get<EditionReferences>(r));
  refs.scan_sources(root);
  return refs;
}

// The editions --diff names; prints why not and returns nullopt for a word that is not one.
std::optional<std::pair<Edition, Edition>> diff_editions(const std::vector<std::string>& words) {
  std::optional<Edition> e[2];
  for (std::size_t i = 0; i < 2; ++i)
    if (!(e[i] = edition_from_string(words[i]))) {
      std::cerr << "vgjudge rules: --diff takes two editions of " << supported_editions() << ", not '" << excerpt(words[i]) << "'\n";
      return std::nullopt;
    }
  return std::pair{*e[0], *e[1]};
}

// What the command line asks for.
struct Request {
  std::vector<std::string> words;
  Edition edition = kDefaultEdition;
  bool search = false, coverage = false, markdown = false, diff = false;
};

int run(const EditionReferences& refs, const Request& q) {
  const RulesReference& ref = *refs.find(q.edition);
  if (q.diff) {
    const auto editions = diff_editions(q.words);
    if (!editions) return 2;
    std::cout << refs.diff(editions->first, editions->second).to_text();
    return 0;
  }
  if (q.coverage) {
    std::cout << (q.markdown ? ref.coverage_markdown() : ref.coverage_text());
    return 0;
  }
  if (q.search) {
    const auto found = ref.search(q.words);
    for (const RuleEntry* r : found) std::cout << r->number << " " << r->title << "\n";
    return found.empty() ? 1 : 0;
  }
  const RuleEntry* r = ref.find(q.words[0]);
  if (!r) {
    std::cerr << "vgjudge rules: " << ref.unknown_number_message(q.words[0]) << "\n";
    return 2;
  }
  print_rule(refs, ref, *r);
  return 0;
}

// Whether the words and switches make one of the command's forms.
bool well_formed(const Request& q, bool edition_given) {
  if (q.diff) return !q.search && !q.coverage && !q.markdown && !edition_given && q.words.size() == 2;
  if (q.search) return !q.coverage && !q.markdown && !q.words.empty();
  if (q.coverage) return q.words.empty();
  return !q.markdown && q.words.size() == 1;
}

}  // namespace

// vgjudge rules NUMBER | --search WORD... | --coverage [--markdown] [--edition E] | --diff E1 E2
int rules_command(const std::vector<std::string>& args) {
  po::options_description opts(
      "vgjudge rules NUMBER [--edition E]\n"
      "vgjudge rules --search WORD... [--edition E]\n"
      "vgjudge rules --coverage [--markdown] [--edition E]\n"
      "vgjudge rules --diff E1 E2\n\n"
      "Shows a rule of the rules reference of an edition (docs/rules/cr-1.10, docs/rules/cr-1.31):\n"
      "its statement, the rule of the same meaning in the other edition and what changed, its\n"
      "parents, children, and the source files that implement and test it. --search lists the\n"
      "rules whose title or statement contains every word (ignoring case); --coverage prints, per\n"
      "section, how many rules are implemented, tested, not applicable and missing; --diff lists\n"
      "the rules added, removed, renumbered and changed in meaning from edition E1 to E2\n"
      "(e.g. --diff \"CR 1.10\" \"CR 1.31\").\n"
      "Exit status: 0 shown, 1 no rule matches the search, 2 unknown rule number or bad input.\n\noptions");
  std::string root, edition;
  Request q;
  opts.add_options()("help,h", "show this help")("search", "list the rules containing every WORD")(
      "coverage", "print the coverage table per section")("markdown", "with --coverage: print it as Markdown")(
      "diff", "list what changed between two editions")(
      "edition", po::value(&edition), ("the edition: " + supported_editions() + " (default " +
                                        std::string(to_string(kDefaultEdition)) + ")").c_str())(
      "source", po::value(&root)->default_value(default_source_root()), "source tree holding docs/rules");
  po::variables_map vm;
  if (!parse_options(args, opts, q.words, vm)) return 0;
  q.search = vm.count("search") > 0, q.coverage = vm.count("coverage") > 0;
  q.markdown = vm.count("markdown") > 0, q.diff = vm.count("diff") > 0;
  if (!well_formed(q, vm.count("edition") > 0)) {
    std::cerr << "vgjudge rules: expected NUMBER, --search WORD..., --coverage [--markdown] or --diff E1 E2"
                 " (see 'vgjudge rules --help')\n";
    return 2;
  }
  if (vm.count("edition")) {
    const std::optional<Edition> e = edition_from_string(edition);
    if (!e) throw po::error("--edition must be one of " + supported_editions() + ", not '" + excerpt(edition) + "'");
    q.edition = *e;
  }
  auto refs = load_and_scan_references(root);
  if (!refs) return 2;
  return run(*refs, q);
}

}  // namespace vg::cli
