// Inputs that once crashed the reader or the verifier (found by the fuzz targets, fuzz/): each
// record in tests/verifier/regressions/ gives a positioned InputError or a verdict, never a
// crash. The sanitizer build (build-asan/, VG_SANITIZE) is where a relapse shows.
#include <algorithm>

#include "tests/verifier/common.h"

namespace vg::test {
namespace {

TEST(RegressionsTest, EveryRecordGivesAPositionedErrorOrAVerdict) {
  int checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(VG_SOURCE_DIR "/tests/verifier/regressions")) {
    if (e.path().extension() != ".xml") continue;
    const std::string path = e.path().string();
    auto r = read_replay(path, pool());
    ++checked;
    if (auto* err = std::get_if<InputError>(&r)) {
      EXPECT_EQ(err->file, path);
      EXPECT_GE(err->line, 1) << err->to_string();
      EXPECT_GE(err->column, 1) << err->to_string();
      continue;
    }
    Verdict v = verify(std::get<Replay>(r), pool());
    if (v.error) {
      EXPECT_GE(v.error->line, 1) << path << ": " << v.error->to_string();
      EXPECT_GE(v.error->column, 1) << path << ": " << v.error->to_string();
    } else {
      EXPECT_GT(v.steps, 0) << path;
    }
    EXPECT_THAT(report_lines(path, v), Not(IsEmpty())) << path;
  }
  EXPECT_GE(checked, 1);
}

// An attack on an empty back-row circle is refused as INCONSISTENT, not applied as ILLEGAL
// (applying it attacked no unit, and the damage step read a card before the first).
TEST(RegressionsTest, AttackOnAnEmptyBackCircleIsInconsistent) {
  auto r = read_replay(VG_SOURCE_DIR "/tests/verifier/regressions/attack-target-empty-back-circle.xml", pool());
  ASSERT_EQ(read_error(r), "");
  Verdict v = verify(std::get<Replay>(r), pool());
  ASSERT_EQ(v.error, std::nullopt);
  auto f = std::find_if(v.findings.begin(), v.findings.end(), [](const Finding& x) { return x.step == 124; });
  ASSERT_NE(f, v.findings.end());
  EXPECT_EQ(f->kind, FindingKind::Inconsistent) << f->to_string();
  EXPECT_EQ(f->message, "the opponent has no unit on back-left to attack") << f->to_string();
}

// A critical trigger whose record does not say where the +1 critical went (a misspelt
// attribute) is ILLEGAL; applying it anyway gave the critical to no unit (a card before the first).
TEST(RegressionsTest, CriticalTriggerWithoutItsCriticalIsIllegal) {
  auto r = read_replay(VG_SOURCE_DIR "/tests/verifier/regressions/critical-trigger-without-critical.xml", pool());
  ASSERT_EQ(read_error(r), "");
  Verdict v = verify(std::get<Replay>(r), pool());
  ASSERT_EQ(v.error, std::nullopt);
  auto f = std::find_if(v.findings.begin(), v.findings.end(), [](const Finding& x) { return x.step == 119; });
  ASSERT_NE(f, v.findings.end());
  EXPECT_EQ(f->kind, FindingKind::Illegal) << f->to_string();
  EXPECT_EQ(f->message, "the +1 critical of a critical trigger must go to one of player B's units") << f->to_string();
}

// A guard with an illegal guardian and an interceptor from an empty circle is INCONSISTENT:
// applying it anyway put "the unit" of the empty circle (none) on the guardian circle.
TEST(RegressionsTest, GuardFromAnEmptyCircleIsInconsistent) {
  auto r = read_replay(VG_SOURCE_DIR "/tests/verifier/regressions/guard-illegal-guardian-and-empty-intercept.xml", pool());
  ASSERT_EQ(read_error(r), "");
  Verdict v = verify(std::get<Replay>(r), pool());
  ASSERT_EQ(v.error, std::nullopt);
  auto f = std::find_if(v.findings.begin(), v.findings.end(), [](const Finding& x) { return x.step == 99; });
  ASSERT_NE(f, v.findings.end());
  EXPECT_EQ(f->kind, FindingKind::Inconsistent) << f->to_string();
  EXPECT_EQ(f->message, "there is no unit on back-left to intercept with") << f->to_string();
}

// A deck entry with a count past INT_MAX (read as INT_MAX) overflowed the deck's size: the
// reader refuses a count over 999, as deck files do (the number quoted up to 40 characters).
TEST(RegressionsTest, HugeDeckCountIsAPositionedError) {
  const std::string path = VG_SOURCE_DIR "/tests/verifier/regressions/deck-entry-count-overflow.xml";
  auto r = read_replay(path, pool());
  ASSERT_NE(read_error(r), "");
  EXPECT_EQ(std::get<InputError>(r).to_string(),
            path + ":26:7: <entry> 'count' must be a whole number from 1 to 999, not '2222222222222222222222222222222222222222...'");
}

}  // namespace
}  // namespace vg::test
