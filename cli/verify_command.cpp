#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>
#include <variant>

#include "cli/commands.h"
#include "cli/terminal.h"
#include "desk/board.h"
#include "scripting/card_loader.h"
#include "verifier/verifier.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

using desk::json_string;

struct VerifyRun {
  std::string cards, format = "text", junit;
  unsigned jobs = 1;
  bool quiet = false;
  std::size_t max_bytes = 0;
};

// The summary's counts, kept as each verdict is printed.
struct Totals {
  int clean = 0, with_findings = 0, errors = 0, findings = 0, script_failures = 0;
  void add(const Verdict& v) {
    findings += static_cast<int>(v.findings.size());
    script_failures += v.script_failure ? 1 : 0;
    (!v.verified() ? errors : v.clean() ? clean : with_findings) += 1;
  }
};

// One game as a JSON object (the --format json array's elements, a --format jsonl line).
std::string verdict_json(const std::string& path, const Verdict& v) {
  std::string o = "{\"file\": " + json_string(path) + ", \"verdict\": \"" + (v.error ? "error" : v.script_failure ? "script-error" : v.clean() ? "clean" : "findings") +
                  "\", \"steps\": " + std::to_string(v.steps) + ", \"outcome\": " + json_string(v.outcome);
  if (v.error) o += ", \"error\": " + json_string(v.error->to_string());
  if (v.script_failure) o += ", \"error\": " + json_string(v.script_failure->to_string());
  // Findings, then NOTE lines (not findings: a clean record may have some), in one form.
  const auto list = [&](const char* name, const std::vector<Finding>& fs) {
    o += std::string(", \"") + name + "\": [";
    for (std::size_t i = 0; i < fs.size(); ++i) {
      const Finding& f = fs[i];
      o += std::string(i ? ", " : "") + "{\"kind\": \"" + std::string(to_string(f.kind)) + "\", \"rule\": " + json_string(cr::number(f.rule, f.edition)) +
           ", \"step\": " + std::to_string(f.step) + ", \"line\": " + std::to_string(f.line) + ", \"turn\": " + std::to_string(f.turn) +
           ", \"phase\": \"" + std::string(to_string(f.phase)) + "\", \"battle_step\": \"" + std::string(to_string(f.battle_step)) +
           "\", \"player\": \"" + std::string(to_string(f.player)) + "\", \"message\": " + json_string(f.message) +
           ", \"follows\": " + std::to_string(f.follows) + "}";
    }
    o += "]";
  };
  list("findings", v.findings);
  if (!v.notes.empty()) list("notes", v.notes);
  return o + "}";
}

// Verifies files[i] for every i a shared counter hands out; `done` is called with each result.
// Each worker loads its own card pool (the card scripts' Lua state is not shared between
// threads), lazily: only the card files of the decks it meets.
void verify_files(const FileNames& files, const VerifyRun& run, const CardPool& first_pool,
                  const std::function<void(std::size_t, Verdict)>& done) {
  std::atomic<std::size_t> next{0};
  auto worker = [&](const CardPool& pool) {
    for (std::size_t i; (i = next++) < files.size();) {
      pool.clear_load_error();  // an earlier record's broken card file is not this one's
      auto r = read_replay(files[i], pool, run.max_bytes);
      Verdict v;
      if (pool.load_error()) v.error = *pool.load_error();  // a card file its decks use
      else if (auto* e = std::get_if<InputError>(&r)) v.error = *e;
      else v = verify(std::get<Replay>(r), pool);
      done(i, std::move(v));
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < run.jobs && t < files.size(); ++t)
    threads.emplace_back([&] {
      CardPool pool;
      if (load_card_directory_lazily(run.cards, pool)) return;  // the first load succeeded: this one does too
      worker(pool);
    });
  worker(first_pool);
  for (std::thread& t : threads) t.join();
}

// "[=====>    ] 120/1000  35.2 games/s  ETA 0:25" on standard error, redrawn in place.
void draw_progress(std::size_t done, std::size_t total, std::chrono::steady_clock::time_point start) {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  const int eta = rate > 0 ? static_cast<int>(static_cast<double>(total - done) / rate) : 0;
  const std::size_t width = 30, filled = total ? done * width / total : width;
  char tail[96];
  std::snprintf(tail, sizeof tail, "] %zu/%zu  %.1f games/s  ETA %d:%02d ", done, total, rate, eta / 60, eta % 60);
  raw_stderr() << "\r[" << std::string(filled, '=') << std::string(width - filled, ' ') << tail << std::flush;
}

// The results as JUnit XML: a test case per record, failed by its findings or its error.
bool write_junit(const std::string& path, const FileNames& files, const std::vector<Verdict>& verdicts) {
  std::ostringstream out;
  std::size_t failures = 0, errors = 0;
  for (const Verdict& v : verdicts) {
    if (v.error) ++errors;
    else if (!v.clean()) ++failures;
  }
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"vgjudge verify\" tests=\"" << files.size()
      << "\" failures=\"" << failures << "\" errors=\"" << errors << "\">\n";
  for (std::size_t i = 0; i < files.size(); ++i) {
    const Verdict& v = verdicts[i];
    out << "  <testcase classname=\"vgjudge verify\" name=\"" << xml_escape(files[i]) << "\"";
    if (v.clean()) {
      out << "/>\n";
      continue;
    }
    const char* tag = v.error ? "error" : "failure";
    out << ">\n    <" << tag << " message=\"" << xml_escape(report_lines(files[i], v).back()) << "\">";
    if (v.error) out << xml_escape(v.error->to_string()) << "\n";
    for (const std::string& line : report_lines(files[i], v)) out << xml_escape(line) << "\n";
    out << "</" << tag << ">\n  </testcase>\n";
  }
  out << "</testsuite>\n";
  return write_named_file(path, out.str(), "the JUnit file");
}

// Prints one game's result in the chosen format (the json array's brackets are the caller's).
void print_verdict(const VerifyRun& run, const std::string& path, const Verdict& v, bool first) {
  if (run.format == "json") {
    std::cout << (first ? "  " : ",\n  ") << verdict_json(path, v);
  } else if (run.format == "jsonl") {
    std::cout << verdict_json(path, v) << "\n" << std::flush;
  } else {
    if (v.error) std::cerr << terminal_line(v.error->to_string()) << "\n";
    if (v.script_failure) std::cerr << terminal_line(v.script_failure->to_string()) << "\n";
    for (const std::string& line : report_lines(path, v)) std::cout << terminal_line(line) << "\n";
  }
}

// Parses verify's options into `run` and `paths`; false after --help.
bool parse_verify_options(const std::vector<std::string>& args, VerifyRun& run, std::vector<std::string>& paths) {
  po::options_description opts("vgjudge verify PATH... [options]\n\n"
                               "Replays each recorded game (a file, or every *.xml under a directory) through\n"
                               "the rules and reports every finding as\n"
                               "  file:line: step N, turn T, PHASE/STEP, player P: KIND message [CR rule]\n"
                               "Games are verified in parallel (-j) and reported in the order of the files.\n"
                               "On a terminal a progress bar (rate, ETA) is drawn on standard error.\n"
                               "Exit status: 0 all clean, 1 findings, 2 a record could not be read, 3 a card\n"
                               "script failed (the game is not verified; an error of the tool, not a finding).\n\noptions");
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  opts.add_options()("help,h", "show this help")(
      "format", po::value(&run.format)->default_value("text"), "text, json (one array) or jsonl (a JSON line per game, as each is done)")(
      "jobs,j", po::value(&run.jobs)->default_value(cores), "games verified at once (default: the number of cores)")(
      "quiet,q", po::bool_switch(&run.quiet), "no progress bar")(
      "junit", po::value(&run.junit), "also write the results as JUnit XML to FILE (a test case per game)")(
      "cards", po::value(&run.cards)->default_value(default_cards_dir()), "directory of card files");
  add_max_record_bytes_option(opts, run.max_bytes);
  po::variables_map vm;
  return parse_options(args, opts, paths, vm);
}

}  // namespace

// vgjudge verify PATH...: every finding of each recorded game, then a summary.
int verify_command(const std::vector<std::string>& args) {
  VerifyRun run;
  std::vector<std::string> paths;
  if (!parse_verify_options(args, run, paths)) return 0;
  if (run.format != "text" && run.format != "json" && run.format != "jsonl") {
    std::cerr << "vgjudge verify: --format must be text, json or jsonl\n";
    return 2;
  }
  if (paths.empty()) {
    std::cerr << "vgjudge verify: give at least one replay file or directory (see 'vgjudge verify --help')\n";
    return 2;
  }
  run.jobs = std::max(1u, run.jobs);
  CardPool pool;
  if (auto e = load_card_directory_lazily(run.cards, pool)) {
    std::cerr << terminal_line(e->to_string()) << "\n";
    return 2;
  }
  bool bad = false;
  const FileNames files = input_files(paths, ".xml", bad);
  const bool progress = !run.quiet && isatty(STDERR_FILENO) && files.size() > 1;
  const auto start = std::chrono::steady_clock::now();
  std::map<std::size_t, Verdict> waiting;  // results done before an earlier file's (memory flat in the files)
  std::vector<Verdict> verdicts;
  Totals totals;
  std::mutex m;
  std::size_t printed = 0, done = 0;
  if (run.format == "json") std::cout << "[\n";
  // Results arrive in any order; each is printed once every earlier file's has been.
  verify_files(files, run, pool, [&](std::size_t i, Verdict v) {
    std::lock_guard lock(m);
    waiting.emplace(i, std::move(v));
    ++done;
    if (progress) raw_stderr() << "\r" << std::string(78, ' ') << "\r" << std::flush;
    for (auto next = waiting.begin(); next != waiting.end() && next->first == printed; next = waiting.erase(next), ++printed) {
      print_verdict(run, files[printed], next->second, printed == 0);
      totals.add(next->second);
      if (!run.junit.empty()) verdicts.push_back(std::move(next->second));  // memory flat without --junit
    }
    if (progress) draw_progress(done, files.size(), start);
  });
  if (progress) raw_stderr() << "\n";
  const auto [clean, with_findings, errors, findings, script_failures] = totals;
  if (run.format == "json") std::cout << "\n]\n";
  else if (run.format == "text")
    std::cout << "total: " << files.size() << " games, " << clean << " clean, " << with_findings << " with findings ("
              << findings << " findings), " << errors << " not verified\n";
  if (!run.junit.empty() && !write_junit(run.junit, files, verdicts)) return 2;
  if (script_failures) return kExitScriptFailed;
  if (bad || errors) return 2;
  return with_findings ? 1 : 0;
}

}  // namespace vg::cli
