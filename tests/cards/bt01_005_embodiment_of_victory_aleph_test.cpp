// BT01/005 Embodiment of Victory, Aleph: [ACT](VC/RC) [Counter Blast 4] +3000 power and +1
// critical until end of turn; [ACT](VC) [one each of Dragon Knight, Aleph, Embodiment of Armor,
// Bahr and Embodiment of Spear, Tahr from the soul into the drop zone] every damage card face up.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAleph = "BT01/005";
constexpr const char* kKnight = "BT01/014";
constexpr const char* kBahr = "TD02/007";
constexpr const char* kTahr = "BT01/024";

// CR 10.1.15.1, 8.5.2.3: four face-up damage cards pay for +3000 power and +1 critical.
TEST(Bt01EmbodimentOfVictoryAlephTest, CounterBlastFourGivesPowerAndCritical) {
  Board b({{{Circle::Vanguard, kAleph}}, {}, {}, {}, fillers(4)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(v, 1, b.face_up_damage(Player::A, 3))),
            "the counter blast needs 4 face-up damage cards, not 3: a cost is paid whole or not at all [CR 10.1.15.1]");
  ASSERT_FALSE(b.act(v, 1, b.face_up_damage(Player::A, 4)));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 13000);
  EXPECT_EQ(b.critical(Player::A, Circle::Vanguard), 2);
}

// CR 10.1.16.1, 8.5.2.3, CR 1.31 10.1.16.1.1: the soul blast takes one card of each of the three
// names; a second Bahr does not pay for Tahr. Paid, every face-down damage card turns face up (CR 10.1.12.1).
TEST(Bt01EmbodimentOfVictoryAlephTest, ThreeNamedSoulCardsTurnTheDamageFaceUp) {
  Side a({{Circle::Vanguard, kAleph}}, {}, {}, {}, fillers(3), {kKnight, kBahr, kBahr, kTahr});
  a.face_down = 3;
  Board b(a, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const auto& soul = b.state().player(Player::A).soul;
  std::vector<InstanceId> bahrs;
  for (InstanceId c : soul)
    if (b.state().card(c).card == card(kBahr)) bahrs.push_back(c);
  ASSERT_EQ(bahrs.size(), 2u);
  const InstanceId knight = b.card_in(Player::A, Zone::Soul, kKnight), tahr = b.card_in(Player::A, Zone::Soul, kTahr);
  EXPECT_EQ(message(b.act(v, 2, {knight, bahrs[0], bahrs[1]})),
            "cannot pay the soul blast with Embodiment of Armor, Bahr (" + id(bahrs[1]) +
                "): it takes one each of: Dragon Knight, Aleph; Embodiment of Armor, Bahr; Embodiment of Spear, Tahr [CR 10.1.16.1]");
  EXPECT_EQ(message(b.act(v, 2, {knight, bahrs[0]})),
            "the soul blast needs 3 soul cards, not 2: a cost is paid whole or not at all [CR 10.1.16.1]");
  ASSERT_FALSE(b.act(v, 2, {knight, bahrs[0], tahr}));
  EXPECT_EQ(b.face_up_damage(Player::A, 5).size(), 3u);
  EXPECT_EQ(b.state().player(Player::A).soul, std::vector<InstanceId>{bahrs[1]});
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 3u);
}

}  // namespace
}  // namespace vg::test
