#include "scripting/card_loader.h"

#include <dirent.h>

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

// POSIX readdir: std::filesystem's iterator and paths took a quarter of one game's instructions.
std::variant<std::vector<std::string>, InputError> card_files(const std::string& dir) {
  std::unique_ptr<DIR, int (*)(DIR*)> d(opendir(dir.c_str()), closedir);
  if (!d) return InputError{dir, 1, 1, "cannot read the card directory: " + std::generic_category().message(errno)};
  const std::string prefix = dir.empty() || dir.back() == '/' ? dir : dir + "/";
  std::vector<std::string> files;
  for (;;) {
    errno = 0;
    const dirent* entry = readdir(d.get());
    if (!entry) break;
    const std::string_view name = entry->d_name;
    if (name.size() > 4 && name.substr(name.size() - 4) == ".lua") files.push_back(prefix + std::string(name));
  }
  if (errno != 0) return InputError{dir, 1, 1, "cannot read the card directory: " + std::generic_category().message(errno)};
  std::sort(files.begin(), files.end());
  return files;
}

namespace {

// "TD01/005" for ".../TD01-005.lua"; empty when the name has not exactly one '-'.
std::string number_of_file_name(const std::string& file) {
  std::string stem = file.substr(file.rfind('/') + 1);
  stem.resize(stem.size() - 4);  // card_files lists names ending in ".lua"
  const auto dash = stem.find('-');
  if (dash == std::string::npos || dash == 0 || dash + 1 == stem.size() || stem.find('-', dash + 1) != std::string::npos) return {};
  stem[dash] = '/';
  return stem;
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

std::optional<InputError> load_card_directory_lazily(const std::string& dir, CardPool& pool) {
  auto listed = card_files(dir);
  if (auto* e = std::get_if<InputError>(&listed)) return *e;
  const auto& files = std::get<std::vector<std::string>>(listed);
  std::vector<std::string> numbers;
  for (const std::string& f : files) numbers.push_back(number_of_file_name(f));
  // Distinct file names give distinct numbers: it is enough that every name is a card number.
  const bool named = pool.size() == 0 && std::find(numbers.begin(), numbers.end(), "") == numbers.end();
  if (!named) return load_card_directory(dir, pool);
  scripts_of(pool);
  pool.set_loader([](CardPool& p, CardId id, const std::string& file) { return scripts_of(p).load_into(file, p, id); });
  pool.reserve(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) pool.add_unloaded(numbers[i], files[i]);
  return std::nullopt;
}

}  // namespace vg
