// Reads arbitrary bytes as a replay: a Replay or a positioned InputError, never a crash.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <variant>

#include "fuzz/fuzz_pool.h"
#include "replays/replay.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  vg::fuzz::pool();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto r = vg::parse_replay("fuzz.xml", text, vg::fuzz::pool());
  if (auto* e = std::get_if<vg::InputError>(&r)) {
    if (e->line < 1 || e->column < 1) std::abort();  // every error is positioned
  } else {
    // What was read writes back and reads again.
    const std::string again = vg::write_replay(std::get<vg::Replay>(r), vg::fuzz::pool());
    if (!std::holds_alternative<vg::Replay>(vg::parse_replay("again.xml", again, vg::fuzz::pool()))) std::abort();
  }
  return 0;
}
