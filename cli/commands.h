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
// What vgjudge --version prints: the version, the rules editions, where the data is read from.
std::string version_text();
// The directory holding cards/lua, cards/decks and docs/rules: PREFIX/share/vgjudge of an
// installed vgjudge (PREFIX/bin/vgjudge), or else the source tree vgjudge was built from.
std::string data_root();
// cards/lua of the working directory when it has one, or else data_root()'s.
std::string default_cards_dir();
// The root holding docs/rules/cr-1.10 (in a checkout, the sources `rules` scans too): the
// working directory when it has one, or else data_root().
std::string default_source_root();
// Loads the card pool; prints the positioned error and returns false on failure.
bool load_pool(const std::string& dir, CardPool& pool);
// Output files. Every write is checked, flushed and closed; a failure prints
// "path:1:1: cannot write WHAT: reason" and gives false (the command exits with status 2).
// A file the judge names (--junit FILE): written where the name leads, links followed.
bool write_named_file(const std::string& path, const std::string& text, const std::string& what);
// A file inside an output folder (report, selfplay, mutate, variants): written to a new file
// and renamed over the name, so that a link already in the folder is replaced, never written
// through, and no half-written file is left.
bool write_file_in_folder(const std::string& path, const std::string& text, const std::string& what);
// Makes an output folder (and its parents); prints why not and gives false.
bool make_output_folder(const std::string& dir);
// Text for an XML attribute or element (JUnit files).
std::string xml_escape(const std::string& s);
// A deck file for a game under `edition`: a card printed for a later edition is an input error.
std::optional<Decklist> load_deck(const std::string& path, const CardPool& pool, Edition edition);
// Adds --max-record-bytes (default kDefaultMaxInputBytes, 16 MiB): the longest record or
// ruling test file a command reads.
void add_max_record_bytes_option(boost::program_options::options_description& opts, std::size_t& max_bytes);
// Adds --rules EDITION (default CR 1.10): the rules edition a command plays or tests under.
void add_rules_option(boost::program_options::options_description& opts, Edition& edition);
// How deep input_files walks into a directory.
inline constexpr int kMaxDirectoryDepth = 64;
// A list of file names kept as one block of text: a name costs its length, its end byte and an
// offset (31 bytes for /tmp/x/g000001.xml), not a string and a heap block of its own (64), so a
// walk over 100,000 records holds less. Read by index or in order; a name is handed out as a
// new string.
class FileNames {
 public:
  std::size_t size() const { return starts_.size(); }
  bool empty() const { return starts_.empty(); }
  std::string operator[](std::size_t i) const { return text_.data() + starts_[i]; }
  void push_back(const std::string& name);
  // Puts the names from index `first` on in name order (as std::string's operator< would).
  void sort_from(std::size_t first);
  // Gives back the room the list grew into and does not use.
  void shrink_to_fit();

  struct const_iterator {
    const FileNames* names;
    std::size_t i;
    std::string operator*() const { return (*names)[i]; }
    const_iterator& operator++() { return ++i, *this; }
    bool operator!=(const const_iterator& o) const { return i != o.i; }
  };
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, size()}; }

 private:
  std::string text_;                // the names, each ended by a 0 byte (a path holds none)
  std::vector<std::size_t> starts_;  // where each name begins in text_
};

// The files named: a file as given (its reader refuses what is not a regular file), and every
// file ending in `extension` under a directory, in name order. A missing path, and what a
// directory walk cannot read or must not follow, print "path:1:1: message" and set `bad`.
FileNames input_files(const std::vector<std::string>& paths, const std::string& extension, bool& bad);

}  // namespace vg::cli
