// Games the engine plays itself, written as replays and read back, verify clean; a corrupted
// step is found.
#include "engine/autoplay.h"
#include "replays/recorder.h"
#include "tests/verifier/common.h"

namespace vg::test {
namespace {

// Every legal answer the engine offers, abilities included, makes a record the verifier finds
// clean: 300 games of the sensible agent and 100 of the random one (a longer run: `vgjudge
// selfplay --games 10000 ... -o DIR && vgjudge verify DIR`, see README).
TEST(SelfPlayTest, SeededGamesVerifyClean) {
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    Verdict v = verify(recorded_self_play(seed, seed > 300), pool());
    EXPECT_THAT(v, IsClean()) << "seed " << seed << ": " << (v.findings.empty() ? "" : v.findings[0].to_string());
    EXPECT_THAT(v, ::testing::Field("game_over", &Verdict::game_over, true)) << "seed " << seed;
  }
}

// CR 8.5.2.1.1.1: replacing a ride's card by a grade 3 makes an illegal ride when the
// vanguard is grade 0 or 1.
TEST(SelfPlayTest, WrongGradeRideIsFound) {
  Replay r = recorded_self_play(3);
  auto first_ride = std::find_if(r.events.begin(), r.events.end(), [](const Event& e) { return e.kind == EventKind::Ride; });
  ASSERT_NE(first_ride, r.events.end());
  first_ride->card.is = pool().find("TD01/001");
  // The first ride is over the grade 0 first vanguard; its card is already known, so the
  // claim contradicts the record rather than the grade rule.
  Verdict v = verify(r, pool());
  ASSERT_THAT(v.findings, Not(IsEmpty()));
  EXPECT_EQ(v.findings[0].kind, FindingKind::Inconsistent);
  EXPECT_EQ(v.findings[0].rule, cr::kPresentDeck);
}

}  // namespace
}  // namespace vg::test
