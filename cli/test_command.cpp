// vgjudge test PATH...: runs ruling tests (docs/ruling-tests.md).
#include <boost/program_options.hpp>
#include <fstream>
#include <sstream>
#include <iostream>

#include "cli/commands.h"
#include "rulings/ruling_test.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

// "file:line:col: what" then the expected and the actual value side by side.
std::vector<std::string> failure_lines(const RulingResult& r, const RulingFailure& f) {
  const std::size_t w = std::max<std::size_t>(f.expected.size(), 8);
  std::string head = "expected" + std::string(w - 8, ' ') + " | actual";
  std::string vals = f.expected + std::string(w - f.expected.size(), ' ') + " | " + f.actual;
  return {r.path + ":" + std::to_string(f.line) + ":" + std::to_string(f.column) + ": " + f.what, "    " + head, "    " + vals};
}

}  // namespace

int test_command(const std::vector<std::string>& args) {
  po::options_description opts("vgjudge test PATH... [options]\n\n"
                               "Runs ruling tests (a file, or every *.xml under a directory; docs/ruling-tests.md)\n"
                               "and prints a line per test, the expected and actual value of every failed\n"
                               "expectation, and a summary \"N passed, N failed\".\n"
                               "Exit status: 0 all passed, 1 a test failed, 2 bad input, 3 a card script failed.\n\noptions");
  std::string cards, junit;
  std::vector<std::string> paths;
  std::size_t max_bytes = 0;
  opts.add_options()("help,h", "show this help")(
      "junit", po::value(&junit), "also write the results as JUnit XML to FILE")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files");
  add_max_record_bytes_option(opts, max_bytes);
  Edition edition = kDefaultEdition;
  add_rules_option(opts, edition);  // for the tests that give no rules="..."
  po::variables_map vm;
  if (!parse_options(args, opts, paths, vm)) return 0;
  if (paths.empty()) {
    std::cerr << "vgjudge test: give at least one ruling test file or directory (see 'vgjudge test --help')\n";
    return 2;
  }
  CardPool pool;
  if (!load_pool(cards, pool)) return 2;
  bool bad = false;
  const FileNames files = input_files(paths, ".xml", bad);
  int passed = 0, failed = 0;
  bool script_failed = false;
  std::vector<RulingResult> all;
  for (const std::string& f : files) {
    RulingFile rf = run_ruling_file(f, pool, max_bytes, edition);
    if (rf.error) {
      std::cerr << rf.error->to_string() << "\n";
      bad = true;
      continue;
    }
    for (RulingResult& r : rf.tests) {
      std::cout << (r.passed() ? "PASS " : "FAIL ") << r.id << "  (" << r.path << ":" << r.line << ", " << r.checks << " checks)\n";
      for (const RulingFailure& fl : r.failures) {
        for (const std::string& line : failure_lines(r, fl)) std::cout << "  " << line << "\n";
        if (fl.what == "card script") {  // an error of the tool (rulings/ruling_test.cpp)
          std::cerr << fl.actual << "\n";
          script_failed = true;
        }
      }
      (r.passed() ? passed : failed) += 1;
      all.push_back(std::move(r));
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  if (!junit.empty()) {
    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"vgjudge rulings\" tests=\"" << all.size()
        << "\" failures=\"" << failed << "\">\n";
    for (const RulingResult& r : all) {
      out << "  <testcase classname=\"" << xml_escape(r.path) << "\" name=\"" << xml_escape(r.id) << "\"";
      if (r.passed()) {
        out << "/>\n";
        continue;
      }
      out << ">\n    <failure message=\"" << r.failures.size() << " expectations failed\">";
      for (const RulingFailure& fl : r.failures)
        for (const std::string& line : failure_lines(r, fl)) out << xml_escape(line) << "\n";
      out << "</failure>\n  </testcase>\n";
    }
    out << "</testsuite>\n";
    if (!write_named_file(junit, out.str(), "the JUnit file")) return 2;
  }
  if (script_failed) return kExitScriptFailed;
  if (bad) return 2;
  return failed ? 1 : 0;
}

}  // namespace vg::cli
