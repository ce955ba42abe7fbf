#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <variant>

#include "cli/commands.h"
#include "cli/terminal.h"
#include "replays/decklist_file.h"
#include "replays/input_file.h"
#include "scripting/card_loader.h"

namespace vg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

bool parse_options(const std::vector<std::string>& args, const po::options_description& opts,
                   std::vector<std::string>& positional, po::variables_map& vm) {
  po::options_description hidden;
  hidden.add_options()("args", po::value(&positional));
  po::options_description all;
  all.add(opts).add(hidden);
  po::positional_options_description pos;
  pos.add("args", -1);
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  if (vm.count("help")) {
    std::cout << opts;
    return false;
  }
  po::notify(vm);
  return true;
}

std::string version_text() {
  std::string out = "vgjudge " VG_VERSION "\nrules editions: " + supported_editions() + "\n";
  out += "data: " + data_root() + "\n";
  return out;
}

namespace {

// The data (cards/lua, cards/decks, docs/rules) of an installed vgjudge: PREFIX/share/vgjudge
// beside PREFIX/bin/vgjudge, wherever PREFIX is (a staging root, an unpacked .deb, /usr).
std::string installed_data_root() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  const fs::path root = exe.parent_path().parent_path() / VG_DATA_SUBDIR;
  return fs::is_directory(root / "cards" / "lua", ec) ? root.string() : "";
}

}  // namespace

// The installed data beside the binary, or else the source tree vgjudge was built from.
std::string data_root() {
  static const std::string root = [] {
    std::string installed = installed_data_root();
    return installed.empty() ? std::string(VG_SOURCE_DIR) : installed;
  }();
  return root;
}

// cards/lua under the working directory (a checkout, the usual place to run from), or else data_root()'s.
std::string default_cards_dir() {
  std::error_code ec;
  if (fs::is_directory("cards/lua", ec)) return "cards/lua";
  return data_root() + "/cards/lua";
}

// The working directory when it holds docs/rules/cr-1.10, or else data_root().
std::string default_source_root() {
  std::error_code ec;
  if (fs::is_directory("docs/rules/cr-1.10", ec)) return ".";
  return data_root();
}

std::string xml_escape(const std::string& s) {
  std::string o;
  for (char c : terminal_text(s, false)) {  // no byte XML forbids is left
    if (c == '&') o += "&amp;";
    else if (c == '<') o += "&lt;";
    else if (c == '>') o += "&gt;";
    else if (c == '"') o += "&quot;";
    else o += c;
  }
  return o;
}

namespace {

bool write_failed(const std::string& path, const std::string& what, int err) {
  std::cerr << terminal_line(path + ":1:1: cannot write " + what + ": " + std::generic_category().message(err)) << "\n";
  return false;
}

// Writes all of `text` to a descriptor; the errno of a failure, else 0.
int write_all(int fd, const std::string& text) {
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    done += static_cast<std::size_t>(n);
  }
  return 0;
}

}  // namespace

bool write_named_file(const std::string& path, const std::string& text, const std::string& what) {
  std::ofstream out(path, std::ios::binary);
  if (!out) return write_failed(path, what, errno);
  out << text;
  out.flush();
  if (!out) return write_failed(path, what, errno ? errno : EIO);
  out.close();
  if (!out) return write_failed(path, what, errno ? errno : EIO);
  return true;
}

// Into a new file beside it, created by this call (O_EXCL: never through a link or a file
// already there), then renamed over the name: a link at the name is replaced, not followed,
// and a reader never sees half a file.
bool write_file_in_folder(const std::string& path, const std::string& text, const std::string& what) {
  const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) return write_failed(path, what, errno);
  int err = write_all(fd, text);
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err == 0 && ::rename(temporary.c_str(), path.c_str()) != 0) err = errno;
  if (err == 0) return true;
  ::unlink(temporary.c_str());
  return write_failed(path, what, err);
}

bool make_output_folder(const std::string& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!ec && fs::is_directory(dir, ec)) return true;
  std::cerr << terminal_line(dir + ":1:1: cannot make the output folder: " + (ec ? ec.message() : "it is not a directory")) << "\n";
  return false;
}

bool load_pool(const std::string& dir, CardPool& pool) {
  if (auto e = load_card_directory(dir, pool)) {
    std::cerr << terminal_line(e->to_string()) << "\n";
    return false;
  }
  return true;
}

std::optional<Decklist> load_deck(const std::string& path, const CardPool& pool, Edition edition) {
  auto r = read_decklist(path, pool);
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cerr << terminal_line(e->to_string()) << "\n";
    return std::nullopt;
  }
  const Decklist& deck = std::get<Decklist>(r);
  for (const DeckEntry& entry : deck.entries)
    if (auto outside = outside_edition(pool[entry.card], edition)) {
      std::cerr << terminal_line(InputError{path, entry.line, 1, *outside}.to_string()) << "\n";
      return std::nullopt;
    }
  return deck;
}

// Read as text and parsed strictly: a std::size_t option would take "-1" as its largest value.
void add_max_record_bytes_option(po::options_description& opts, std::size_t& max_bytes) {
  max_bytes = kDefaultMaxInputBytes;
  constexpr int kMost = std::numeric_limits<int>::max();
  opts.add_options()("max-record-bytes",
                     po::value<std::string>()->notifier([&max_bytes](const std::string& text) {
                       auto n = whole_number(text, 1, kMost);
                       if (!n) throw po::error("--max-record-bytes must be a whole number from 1 to " + std::to_string(kMost) + ", not '" + excerpt(text) + "'");
                       max_bytes = static_cast<std::size_t>(*n);
                     }),
                     "refuse a record or ruling test file longer than this many bytes (default 16777216, 16 MiB)");
}

void add_rules_option(po::options_description& opts, Edition& edition) {
  edition = kDefaultEdition;
  opts.add_options()("rules",
                     po::value<std::string>()->notifier([&edition](const std::string& text) {
                       const std::optional<Edition> e = edition_from_string(text);
                       if (!e) throw po::error("--rules must be one of " + supported_editions() + ", not '" + excerpt(text) + "'");
                       edition = *e;
                     }),
                     ("the rules edition to play under: " + supported_editions() + " (default " +
                      std::string(to_string(kDefaultEdition)) + ")").c_str());
}

namespace {

// Reports an entry of a directory walk that is left out; the run then ends with status 2.
void skipped(const fs::path& p, const std::string& why, bool& bad) {
  std::cerr << terminal_line(p.string() + ":1:1: " + why + ": skipped") << "\n";
  bad = true;
}

// Every file ending in `extension` under `root`, depth first with a list of the directories
// still to read (no recursion, no stack of open directories), at most kMaxDirectoryDepth
// levels deep. Links to directories are not followed (they could loop); what cannot be read
// is skipped with a message.
void walk(const fs::path& root, const std::string& extension, FileNames& out, bool& bad) {
  std::vector<std::pair<fs::path, int>> pending{{root, 0}};
  while (!pending.empty()) {
    auto [dir, depth] = std::move(pending.back());
    pending.pop_back();
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
      const fs::directory_entry& e = *it;
      std::error_code sec;  // is_symlink and is_directory use the type the directory listed
      const bool directory = !e.is_symlink(sec) && !sec && e.is_directory(sec);
      if (sec) {
        skipped(e.path(), "cannot read it: " + sec.message(), bad);
      } else if (directory) {
        if (depth < kMaxDirectoryDepth) pending.emplace_back(e.path(), depth + 1);
        else skipped(e.path(), "a directory nested deeper than " + std::to_string(kMaxDirectoryDepth) + " levels", bad);
      } else if (e.path().extension() == extension) {
        // The type the directory listed, without a stat; a link to a file is followed.
        if (e.is_regular_file(sec)) out.push_back(e.path().string());
        else skipped(e.path(), sec ? "cannot read it: " + sec.message() : "not a regular file", bad);
      }
    }
    if (ec) skipped(dir, "cannot read the directory: " + ec.message(), bad);
  }
}

}  // namespace

void FileNames::push_back(const std::string& name) {
  starts_.push_back(text_.size());
  text_.append(name.c_str(), name.size() + 1);
}

void FileNames::sort_from(std::size_t first) {
  const char* text = text_.data();
  std::sort(starts_.begin() + static_cast<std::ptrdiff_t>(first), starts_.end(),
            [text](std::size_t a, std::size_t b) { return std::strcmp(text + a, text + b) < 0; });
}

void FileNames::shrink_to_fit() {
  text_.shrink_to_fit();
  starts_.shrink_to_fit();
}

FileNames input_files(const std::vector<std::string>& paths, const std::string& extension, bool& bad) {
  FileNames out;
  for (const std::string& p : paths) {
    std::error_code ec;
    const fs::file_status st = fs::status(p, ec);
    if (fs::is_directory(st)) {
      const std::size_t first = out.size();
      walk(p, extension, out, bad);
      if (out.size() == first) {
        std::cerr << terminal_line(p + ":1:1: no " + extension + " files under this directory") << "\n";
        bad = true;
      }
      out.sort_from(first);
    } else if (fs::exists(st)) {
      out.push_back(p);  // read_input_file refuses what is not a regular file
    } else {
      std::cerr << terminal_line(p + ":1:1: no such file or directory") << "\n";
      bad = true;
    }
  }
  out.shrink_to_fit();
  return out;
}

}  // namespace vg::cli
