#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <set>
#include <variant>

#include "cli/commands.h"
#include "cli/terminal.h"
#include "desk/report.h"
#include "rules/edition_references.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace vg::cli {

namespace {

// The page's file name: the record's name with .html, made unique within the set.
std::string page_name(const std::string& record, std::set<std::string>& taken) {
  const std::string stem = fs::path(record).stem().string();
  std::string name = stem + ".html";
  for (int n = 2; taken.count(name) || name == "index.html"; ++n) name = stem + "-" + std::to_string(n) + ".html";
  taken.insert(name);
  return name;
}

// The rules reference of every edition for the findings' rule texts; prints the positioned
// error on failure.
std::optional<EditionReferences> load_references(const std::string& dir) {
  auto r = EditionReferences::read(dir);
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cerr << e->to_string() << "\n";
    return std::nullopt;
  }
  return std::get<EditionReferences>(std::move(r));
}

}  // namespace

// vgjudge report FILE... -o DIR: a static HTML page per recorded game, an index page, and the
// asset file they share.
int report_command(const std::vector<std::string>& args) {
  po::options_description opts("vgjudge report PATH... -o DIR [options]\n\n"
                               "Writes one static HTML page per recorded game (a file, or every *.xml under a\n"
                               "directory) into DIR, DIR/index.html listing them, and DIR/vgjudge-report.js,\n"
                               "the style sheet and script they all share. The pages open from disk with no\n"
                               "network: a timeline of turns and steps; the board of every step drawn as a\n"
                               "Vanguard field (the same board as 'vgjudge state'; a page holds the first board\n"
                               "and what changed at each step); the findings on the timeline with their rule's\n"
                               "text, from the reference of the record's edition.\n"
                               "Keys: right/j and left/k step, n and p next and previous finding, Home/End.\n"
                               "The index has a row per game (players and decks, verdict, findings by kind,\n"
                               "winner, turns), sorts by the column clicked, filters by text and verdict, and\n"
                               "opens a game with findings at its first.\n"
                               "Exit status: 0 pages written, 2 a record could not be read.\n\noptions");
  std::string out_dir, cards, reference_dir;
  std::vector<std::string> paths;
  opts.add_options()("help,h", "show this help")("output,o", po::value(&out_dir)->required(), "directory to write the pages into")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files")(
      "reference", po::value(&reference_dir)->default_value(default_source_root() + "/docs/rules"),
      "the rules reference: the directory holding a folder per edition (rule texts)");
  std::size_t max_bytes = 0;
  add_max_record_bytes_option(opts, max_bytes);
  po::variables_map vm;
  if (!parse_options(args, opts, paths, vm)) return 0;
  if (paths.empty()) {
    std::cerr << "vgjudge report: give at least one replay file or directory (see 'vgjudge report --help')\n";
    return 2;
  }
  CardPool pool;
  auto references = load_references(reference_dir);
  if (!references || !load_pool(cards, pool)) return 2;
  bool bad = false;
  const FileNames files = input_files(paths, ".xml", bad);
  if (!make_output_folder(out_dir)) return 2;
  if (!write_file_in_folder((fs::path(out_dir) / desk::kReportAssetName).string(), desk::report_asset(), "the pages' script"))
    return 2;
  std::set<std::string> taken;
  std::vector<desk::IndexEntry> index;
  for (const std::string& file : files) {
    auto r = read_replay(file, pool, max_bytes);
    if (auto* e = std::get_if<InputError>(&r)) {
      std::cerr << terminal_line(e->to_string()) << "\n";
      desk::IndexEntry row;
      row.file = file;
      row.verdict = "ERROR";
      row.outcome = e->to_string();
      index.push_back(std::move(row));
      bad = true;
      continue;
    }
    const Replay& replay = std::get<Replay>(r);
    const desk::Walk w = desk::walk(replay, pool, desk::View::Full);
    if (w.verdict.error) bad = true;
    const std::string page = page_name(file, taken);
    if (!write_file_in_folder((fs::path(out_dir) / page).string(), desk::report_page(w, references->find(replay.edition)), "the page")) return 2;
    index.push_back(desk::index_entry(w, replay, pool, page));
  }
  if (!write_file_in_folder((fs::path(out_dir) / "index.html").string(), desk::index_page(index), "the index page")) return 2;
  std::cout << "report: " << index.size() << " games written to " << (fs::path(out_dir) / "index.html").string() << "\n";
  return bad ? 2 : 0;
}

}  // namespace vg::cli
