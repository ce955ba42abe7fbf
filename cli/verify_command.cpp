#include <unistd.h>

#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <variant>

#include "cli/commands.h"
#include "verifier/verifier.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace vg::cli {

namespace {

// The replay files named: files as given, directories searched for *.xml, in name order.
std::vector<std::string> replay_files(const std::vector<std::string>& paths, bool& bad) {
  std::vector<std::string> out;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (const auto& e : fs::recursive_directory_iterator(p, ec))
        if (e.is_regular_file() && e.path().extension() == ".xml") found.push_back(e.path().string());
      std::sort(found.begin(), found.end());
      out.insert(out.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      out.push_back(p);
    } else {
      std::cerr << p << ":1:1: no such file or directory\n";
      bad = true;
    }
  }
  return out;
}

std::string json_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    if (c == '\n') { o += "\\n"; continue; }
    o += c;
  }
  return o;
}

void print_json(const std::string& path, const Verdict& v, bool first) {
  std::cout << (first ? "" : ",\n") << "  {\"file\": \"" << json_escape(path) << "\", \"verdict\": \""
            << (v.error ? "error" : v.script_failure ? "script-error" : v.clean() ? "clean" : "findings") << "\", \"steps\": " << v.steps
            << ", \"outcome\": \"" << json_escape(v.outcome) << "\"";
  if (v.error) std::cout << ", \"error\": \"" << json_escape(v.error->to_string()) << "\"";
  if (v.script_failure) std::cout << ", \"error\": \"" << json_escape(v.script_failure->to_string()) << "\"";
  std::cout << ", \"findings\": [";
  for (std::size_t i = 0; i < v.findings.size(); ++i) {
    const Finding& f = v.findings[i];
    std::cout << (i ? ", " : "") << "{\"kind\": \"" << to_string(f.kind) << "\", \"rule\": \"" << f.rule
              << "\", \"step\": " << f.step << ", \"line\": " << f.line << ", \"turn\": " << f.turn
              << ", \"phase\": \"" << to_string(f.phase) << "\", \"battle_step\": \"" << to_string(f.battle_step)
              << "\", \"player\": \"" << to_string(f.player) << "\", \"message\": \"" << json_escape(f.message)
              << "\", \"follows\": " << f.follows << "}";
  }
  std::cout << "]}";
}

}  // namespace

// vgjudge verify PATH...: every finding of each recorded game, then a summary.
int verify_command(const std::vector<std::string>& args) {
  po::options_description opts("vgjudge verify PATH... [options]\n\n"
                               "Replays each recorded game (a file, or every *.xml under a directory) through\n"
                               "the rules and reports every finding as\n"
                               "  file:line: step N, turn T, PHASE/STEP, player P: KIND message [CR rule]\n"
                               "Exit status: 0 all clean, 1 findings, 2 a record could not be read, 3 a card\n"
                               "script failed (the game is not verified; an error of the tool, not a finding).\n\noptions");
  std::string cards, format;
  std::vector<std::string> paths;
  opts.add_options()("help,h", "show this help")(
      "format", po::value(&format)->default_value("text"), "text or json")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files");
  po::variables_map vm;
  if (!parse_options(args, opts, paths, vm)) return 0;
  if (format != "text" && format != "json") {
    std::cerr << "vgjudge verify: --format must be text or json\n";
    return 2;
  }
  if (paths.empty()) {
    std::cerr << "vgjudge verify: give at least one replay file or directory (see 'vgjudge verify --help')\n";
    return 2;
  }
  CardPool pool;
  if (!load_pool(cards, pool)) return 2;
  bool bad = false;
  std::vector<std::string> files = replay_files(paths, bad);
  const bool progress = format == "text" && isatty(STDERR_FILENO) && files.size() > 20;
  int clean = 0, with_findings = 0, errors = 0, findings = 0, script_failures = 0;
  if (format == "json") std::cout << "[\n";
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (progress) std::cerr << "\r[" << i + 1 << "/" << files.size() << "] " << std::flush;
    auto r = read_replay(files[i], pool);
    Verdict v;
    if (auto* e = std::get_if<InputError>(&r)) v.error = *e;
    else v = verify(std::get<Replay>(r), pool);
    if (format == "json") {
      print_json(files[i], v, i == 0);
    } else {
      if (v.error) std::cerr << v.error->to_string() << "\n";
      if (v.script_failure) std::cerr << v.script_failure->to_string() << "\n";
      for (const std::string& line : report_lines(files[i], v)) std::cout << line << "\n";
    }
    findings += static_cast<int>(v.findings.size());
    script_failures += v.script_failure ? 1 : 0;
    (!v.verified() ? errors : v.clean() ? clean : with_findings) += 1;
  }
  if (progress) std::cerr << "\n";
  if (format == "json") std::cout << "\n]\n";
  else
    std::cout << "total: " << files.size() << " games, " << clean << " clean, " << with_findings << " with findings ("
              << findings << " findings), " << errors << " not verified\n";
  if (script_failures) return kExitScriptFailed;
  if (bad || errors) return 2;
  return with_findings ? 1 : 0;
}

}  // namespace vg::cli
