// Assertions on what the verifier gives back, header-only (the verifier tests do not link the
// game driver): a verdict prints as its findings.
//
//   EXPECT_THAT(v, IsClean());
#pragma once

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "tests/support/print.h"
#include "verifier/verifier.h"

namespace vg {

// GoogleTest printers, found by argument-dependent lookup.
inline void PrintTo(const Finding& f, std::ostream* os) { *os << to_string(f.kind) << " " << f.to_string(); }
inline void PrintTo(const Verdict& v, std::ostream* os) {
  *os << "a verdict of " << v.steps << " steps, " << (v.finished ? "finished" : "not finished") << ", outcome \""
      << v.outcome << "\"";
  if (v.error) *os << ", error " << v.error->to_string();
  for (const Finding& f : v.findings) PrintTo(f, &(*os << "\n  "));
}

namespace test {

using ::testing::IsEmpty;
using ::testing::Not;

// The verification finished without an error or a finding (Verdict::clean()).
MATCHER(IsClean, "is clean: finished, without an error or a finding") { return arg.clean(); }

// The verification went to the end of the record without an error (findings allowed).
MATCHER(Finished, "finished, without an error") { return arg.finished && !arg.error; }

}  // namespace test
}  // namespace vg
