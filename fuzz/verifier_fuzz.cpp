// Reads arbitrary bytes as a replay and verifies what reads: a verdict or a positioned
// InputError, never a crash.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <variant>

#include "fuzz/fuzz_pool.h"
#include "verifier/verifier.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  vg::fuzz::pool();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto r = vg::parse_replay("fuzz.xml", text, vg::fuzz::pool());
  if (!std::holds_alternative<vg::Replay>(r)) return 0;
  vg::Verdict v = vg::verify(std::get<vg::Replay>(r), vg::fuzz::pool());
  if (v.error && (v.error->line < 1 || v.error->column < 1)) std::abort();
  (void)vg::report_lines("fuzz.xml", v);
  return 0;
}
