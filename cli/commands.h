// The subcommands of vgjudge. Each takes its arguments (after the command name) and returns the
// exit status; option errors throw boost::program_options::error, reported by main.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/card_pool.h"
#include "engine/deck.h"

namespace vg::cli {

// Exit status 3: a card script failed while a game ran. It is an error of the tool, never a
// player's finding; the message on standard error is "file:line: card N ability A: message".
constexpr int kExitScriptFailed = 3;

int deck_command(const std::vector<std::string>& args);
int perft_command(const std::vector<std::string>& args);
int play_command(const std::vector<std::string>& args);
int verify_command(const std::vector<std::string>& args);
int selfplay_command(const std::vector<std::string>& args);
int state_command(const std::vector<std::string>& args);
int trace_command(const std::vector<std::string>& args);
int rules_command(const std::vector<std::string>& args);
int mutate_command(const std::vector<std::string>& args);
int test_command(const std::vector<std::string>& args);
int report_command(const std::vector<std::string>& args);
int ask_command(const std::vector<std::string>& args);
int variants_command(const std::vector<std::string>& args);

// Shared helpers (common.cpp).
// Parses options plus any number of positional arguments into `positional`; false when
// --help was asked for (the help is printed). Option errors throw as in main.
bool parse_options(const std::vector<std::string>& args, const boost::program_options::options_description& opts,
                   std::vector<std::string>& positional, boost::program_options::variables_map& vm);
std::string default_cards_dir();
// The source root holding docs/rules/cr-1.10: the working directory, or else the build's source tree.
std::string default_source_root();
// Loads the card pool; prints the positioned error and returns false on failure.
bool load_pool(const std::string& dir, CardPool& pool);
// Text for an XML attribute or element (JUnit files).
std::string xml_escape(const std::string& s);
std::optional<Decklist> load_deck(const std::string& path, const CardPool& pool);
// Adds --max-record-bytes (default kDefaultMaxInputBytes, 16 MiB): the longest record or
// ruling test file a command reads.
void add_max_record_bytes_option(boost::program_options::options_description& opts, std::size_t& max_bytes);
// How deep input_files walks into a directory.
inline constexpr int kMaxDirectoryDepth = 64;
// The files named: a file as given (its reader refuses what is not a regular file), and every
// file ending in `extension` under a directory, in name order. A missing path, and what a
// directory walk cannot read or must not follow, print "path:1:1: message" and set `bad`.
std::vector<std::string> input_files(const std::vector<std::string>& paths, const std::string& extension, bool& bad);

}  // namespace vg::cli
