#include "scripting/card_loader.h"

#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <memory>
#include <string_view>
#include <system_error>
#include <variant>
#include <vector>

#include "scripting/card_scripts.h"

namespace vg {

namespace {

// The pool's card scripts, created on first use: every card file of a pool shares one state.
CardScripts& scripts_of(CardPool& pool) {
  if (auto* s = dynamic_cast<const CardScripts*>(pool.scripts())) return const_cast<CardScripts&>(*s);
  auto s = std::make_shared<CardScripts>();
  pool.set_scripts(s);
  return *s;
}

}  // namespace

std::optional<InputError> load_card_file(const std::string& path, CardPool& pool) {
  CardScripts& scripts = scripts_of(pool);
  if (auto e = scripts.load(path, pool)) return e;
  return scripts.complete_reprints(pool);
}

std::optional<InputError> load_card_source(const std::string& path, const std::string& source, CardPool& pool) {
  CardScripts& scripts = scripts_of(pool);
  if (auto e = scripts.load_source(path, source, pool)) return e;
  return scripts.complete_reprints(pool);
}

namespace {

std::string directory_prefix(const std::string& dir) { return dir.empty() || dir.back() == '/' ? dir : dir + "/"; }

// Calls `each` with the name of every *.lua file of the directory, in the order the directory
// lists them, until it returns false. POSIX readdir: std::filesystem's iterator and paths took a
// quarter of one game's instructions.
template <typename Each>
std::optional<InputError> each_card_file_name(const std::string& dir, Each each) {
  std::unique_ptr<DIR, int (*)(DIR*)> d(opendir(dir.c_str()), closedir);
  if (!d) return InputError{dir, 1, 1, "cannot read the card directory: " + std::generic_category().message(errno)};
  for (;;) {
    errno = 0;
    const dirent* entry = readdir(d.get());
    if (!entry) break;
    const std::string_view name = entry->d_name;
    if (name.size() > 4 && name.substr(name.size() - 4) == ".lua" && !each(name)) return std::nullopt;
  }
  if (errno != 0) return InputError{dir, 1, 1, "cannot read the card directory: " + std::generic_category().message(errno)};
  return std::nullopt;
}

}  // namespace

std::variant<std::vector<std::string>, InputError> card_files(const std::string& dir) {
  const std::string prefix = directory_prefix(dir);
  std::vector<std::string> files;
  if (auto e = each_card_file_name(dir, [&](std::string_view name) {
        files.push_back(prefix + std::string(name));
        return true;
      }))
    return *e;
  std::sort(files.begin(), files.end());
  return files;
}

namespace {

// Whether a file name is a card number's: "TD01-005.lua" for TD01/005 (exactly one '-', with
// text on both sides, then ".lua").
bool named_for_a_number(std::string_view name) {
  if (name.size() <= 4 || name.substr(name.size() - 4) != ".lua") return false;
  const std::string_view stem = name.substr(0, name.size() - 4);
  const auto dash = stem.find('-');
  return dash != std::string_view::npos && dash != 0 && dash + 1 != stem.size() && stem.find('-', dash + 1) == std::string_view::npos;
}

// The file a number's card is in: "TD01/005" is prefix + "TD01-005.lua", if that file is there.
// A number that no file name gives (no '/' or two, a '-', a NUL) has none: a record's text
// never reaches another path.
std::string file_of_number(const std::string& prefix, std::string_view number) {
  const auto slash = number.find('/');
  if (slash == std::string_view::npos || number.find('/', slash + 1) != std::string_view::npos ||
      number.find('-') != std::string_view::npos || number.find('\0') != std::string_view::npos)
    return {};
  std::string file = prefix;
  file.append(number.substr(0, slash)).append("-").append(number.substr(slash + 1)).append(".lua");
  const std::string_view name = std::string_view(file).substr(prefix.size());
  if (!named_for_a_number(name) || access(file.c_str(), F_OK) != 0) return {};
  return file;
}

}  // namespace

std::optional<InputError> load_card_directory(const std::string& dir, CardPool& pool) {
  auto files = card_files(dir);
  if (auto* e = std::get_if<InputError>(&files)) return *e;
  CardScripts& scripts = scripts_of(pool);
  for (const std::string& f : std::get<std::vector<std::string>>(files))
    if (auto e = scripts.load(f, pool)) return e;
  return scripts.complete_reprints(pool);  // a reprint may come before its first printing
}

// The directory is read once, for its names, and no card is read until a number names it: what
// a record costs does not grow with the card pool.
std::optional<InputError> load_card_directory_lazily(const std::string& dir, CardPool& pool) {
  if (pool.size() != 0) return load_card_directory(dir, pool);
  std::size_t files = 0;
  bool named = true;
  if (auto e = each_card_file_name(dir, [&](std::string_view name) {
        named = named_for_a_number(name);
        ++files;
        return named;
      }))
    return e;
  if (!named) return load_card_directory(dir, pool);
  scripts_of(pool);
  pool.load_lazily(
      files, [prefix = directory_prefix(dir)](std::string_view number) { return file_of_number(prefix, number); },
      [](CardPool& p, CardId id, const std::string& file) { return scripts_of(p).load_into(file, p, id); });
  return std::nullopt;
}

}  // namespace vg
