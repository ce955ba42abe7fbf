// vgjudge: the command line over the vgjudge libraries. Each subcommand has --help.
// Exit status: 0 success (or a clean result), 1 findings, 2 bad input or wrong use, 3 a card
// script failed while a game ran (verify, selfplay, play, test).
#include <boost/program_options.hpp>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/terminal.h"
#include "verifier/verifier.h"

namespace po = boost::program_options;

namespace {

const std::map<std::string, std::pair<std::string, std::function<int(const std::vector<std::string>&)>>>& commands() {
  static const std::map<std::string, std::pair<std::string, std::function<int(const std::vector<std::string>&)>>> kCommands = {
      {"ask", {"ask FILE --at STEP EVENT  would this record event be legal there? (--legal: the legal ones)", vg::cli::ask_command}},
      {"deck", {"deck check FILE...   check decks against deck construction (CR 5.1)", vg::cli::deck_command}},
      {"perft", {"perft ...            count legal decision sequences from a position", vg::cli::perft_command}},
      {"verify", {"verify PATH...       verify recorded games (files or directories of *.xml; -j N, --format jsonl, --junit FILE)", vg::cli::verify_command}},
      {"selfplay", {"selfplay ...         play seeded games and write them as replays", vg::cli::selfplay_command}},
      {"state", {"state FILE --at STEP  print the board of a recorded game after a step (or line:N; --format json)", vg::cli::state_command}},
      {"trace", {"trace FILE           print the rule trace of a recorded game, step by step (--turn, --from, --to)", vg::cli::trace_command}},
      {"rules", {"rules NUMBER         show a rule and where it is implemented and tested (--edition, --search, --coverage, --diff)", vg::cli::rules_command}},
      {"mutate", {"mutate FILE... -o DIR  corrupt clean records one step at a time to test the verifier", vg::cli::mutate_command}},
      {"test", {"test PATH...         run ruling tests (files or directories of *.xml; --junit FILE)", vg::cli::test_command}},
      {"report", {"report PATH... -o DIR  write a static HTML page per recorded game (board at every step, findings)", vg::cli::report_command}},
      {"variants", {"variants ...         write self-played games as every legal variant and verify each", vg::cli::variants_command}},
      {"play", {"play ...             play a seeded game between two decks and print its rule trace", vg::cli::play_command}},
  };
  return kCommands;
}

void usage(std::ostream& out) {
  out << "usage: vgjudge COMMAND [OPTIONS]\n       vgjudge --version\n\ncommands:\n";
  for (const auto& [name, cmd] : commands()) out << "  " << cmd.first << "\n";
  out << "\nExit status: 0 success or clean, 1 findings, 2 bad input or wrong use,\n"
         "3 a card script failed while a game ran (an error of the tool: the game is not verified).\n"
         "\nRun 'vgjudge COMMAND --help' for a command's options.\n";
}

// The results printed must have reached standard output (a full disk, a closed pipe): else
// they are lost, and the status says so.
int checked_output(int status) {
  errno = 0;
  std::cout.flush();
  if (std::cout) return status;
  std::cerr << "vgjudge: cannot write standard output" << (errno ? std::string(": ") + std::strerror(errno) : "") << "\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  vg::keep_freed_memory();
  const vg::cli::TerminalGuard terminal;  // every byte printed is escaped for the terminal (cli/terminal.h)
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << "vgjudge: missing command\n";
    usage(std::cerr);
    return 2;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    usage(std::cout);
    return 0;
  }
  if (args[0] == "--version") {
    std::cout << vg::cli::version_text();
    return 0;
  }
  auto it = commands().find(args[0]);
  if (it == commands().end()) {
    std::cerr << "vgjudge: unknown command '" << args[0] << "'\n";
    usage(std::cerr);
    return 2;
  }
  int status = 2;
  try {
    status = it->second.second(std::vector<std::string>(args.begin() + 1, args.end()));
  } catch (const po::error& e) {
    std::cerr << "vgjudge " << args[0] << ": " << e.what() << " (see 'vgjudge " << args[0] << " --help')\n";
  }
  return checked_output(status);
}
