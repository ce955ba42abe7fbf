#include "scripting/card_loader.h"

#include <algorithm>
#include <filesystem>
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
  return scripts_of(pool).load(path, pool);
}

std::optional<InputError> load_card_source(const std::string& path, const std::string& source, CardPool& pool) {
  return scripts_of(pool).load_source(path, source, pool);
}

std::optional<InputError> load_card_directory(const std::string& dir, CardPool& pool) {
  std::error_code ec;
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".lua") files.push_back(entry.path().string());
  if (ec) return InputError{dir, 1, 1, "cannot read the card directory: " + ec.message()};
  std::sort(files.begin(), files.end());
  for (const std::string& f : files)
    if (auto e = load_card_file(f, pool)) return e;
  return std::nullopt;
}

}  // namespace vg
