#include "scripting/card_loader.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <lua.hpp>
#include <sstream>
#include <vector>

#include "scripting/lua_sandbox.h"

namespace vg {

namespace {

// The line where `field = ` is written, so a bad value is reported where it stands.
int line_of_field(const std::string& source, const std::string& field) {
  std::istringstream in(source);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    std::size_t at = line.find_first_not_of(" \t");
    if (at != std::string::npos && line.compare(at, field.size(), field) == 0 &&
        line.find('=', at + field.size()) != std::string::npos)
      return n;
  }
  return 1;
}

class CardTable {
 public:
  CardTable(lua_State* L, std::string path, const std::string& source)
      : L_(L), path_(std::move(path)), source_(source) {}

  std::optional<InputError> string_field(const char* name, std::string& out, bool required = true) {
    lua_getfield(L_, -1, name);
    if (lua_type(L_, -1) == LUA_TSTRING) out = lua_tostring(L_, -1);
    bool ok = lua_type(L_, -1) == LUA_TSTRING || (!required && lua_isnil(L_, -1));
    lua_pop(L_, 1);
    if (!ok) return error(name, std::string("'") + name + "' must be a string");
    return std::nullopt;
  }
  std::optional<InputError> int_field(const char* name, std::optional<int>& out, bool required, int min, int max) {
    lua_getfield(L_, -1, name);
    int isnum = 0;
    lua_Integer v = lua_tointegerx(L_, -1, &isnum);
    bool nil = lua_isnil(L_, -1);
    lua_pop(L_, 1);
    if (nil && !required) return std::nullopt;
    if (!isnum || v < min || v > max)
      return error(name, std::string("'") + name + "' must be an integer from " + std::to_string(min) + " to " + std::to_string(max));
    out = static_cast<int>(v);
    return std::nullopt;
  }
  InputError error(const std::string& field, const std::string& message) const {
    return InputError{path_, line_of_field(source_, field), 1, message};
  }

 private:
  lua_State* L_;
  std::string path_;
  const std::string& source_;
};

std::optional<InputError> read_card(lua_State* L, const std::string& path, const std::string& source, CardDef& def) {
  if (!lua_istable(L, -1)) return InputError{path, 1, 1, "a card file must return a table of the card's characteristics"};
  CardTable t(L, path, source);
  std::string trigger = "none", skill = "none";
  std::optional<int> grade, power, shield, critical;
  if (auto e = t.string_field("number", def.number)) return e;
  if (auto e = t.string_field("name", def.name)) return e;
  if (auto e = t.string_field("clan", def.clan)) return e;
  if (auto e = t.string_field("race", def.race)) return e;
  if (auto e = t.int_field("grade", grade, true, 0, 9)) return e;
  if (auto e = t.int_field("power", power, true, 0, 1'000'000)) return e;
  if (auto e = t.int_field("shield", shield, false, 0, 1'000'000)) return e;
  if (auto e = t.int_field("critical", critical, true, 0, 99)) return e;
  if (auto e = t.string_field("trigger", trigger, false)) return e;
  if (auto e = t.string_field("skill", skill, false)) return e;
  auto tr = trigger_from_string(trigger);
  if (!tr) return t.error("trigger", "unknown trigger '" + trigger + "' (none, critical, draw, stand or heal)");
  auto sk = skill_from_string(skill);
  if (!sk) return t.error("skill", "unknown skill '" + skill + "' (none, twin-drive, intercept or boost)");
  def.grade = *grade;
  def.power = *power;
  def.shield = shield;
  def.critical = *critical;
  def.trigger = *tr;
  def.skill = *sk;
  return std::nullopt;
}

}  // namespace

std::optional<InputError> load_card_file(const std::string& path, CardPool& pool) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return InputError{path, 1, 1, "cannot read the card file"};
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string source = buf.str();
  LuaSandbox lua;
  if (auto e = lua.run_file(path, source)) return e;
  CardDef def;
  if (auto e = read_card(lua.state(), path, source, def)) return e;
  if (pool.find(def.number) != kUnknownCard)
    return InputError{path, line_of_field(source, "number"), 1, "card " + def.number + " is defined twice"};
  pool.add(std::move(def));
  return std::nullopt;
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
