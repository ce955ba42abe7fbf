// CR section 5: deck construction and setting up the game.
#include <gtest/gtest.h>

#include "engine/deck.h"
#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

// td01 with `count` copies of `number` (added as a new entry, or replacing an existing one).
Decklist with(Decklist d, const std::string& number, int count) {
  for (DeckEntry& e : d.entries)
    if (e.card == card(number)) {
      e.count = count;
      return d;
    }
  d.entries.push_back({card(number), count, 0});
  return d;
}

std::vector<std::string> messages(const std::vector<RuleViolation>& vs) {
  std::vector<std::string> out;
  for (const RuleViolation& v : vs) out.push_back(v.to_string());
  return out;
}

// CR 5.1.2: both trial decks are legal as printed.
TEST(DeckConstructionTest, TrialDecksAreLegal) {
  EXPECT_EQ(td01().size(), 50);
  EXPECT_EQ(td02().size(), 50);
  EXPECT_THAT(check_deck(td01(), pool()), IsEmpty());
  EXPECT_THAT(check_deck(td02(), pool()), IsEmpty());
}

// CR 5.1.2.1: exactly fifty cards.
TEST(DeckConstructionTest, FortyNineCardsAreRejected) {
  Decklist d = with(td01(), "TD01/005", 0);  // drop the one Blaster Blade
  EXPECT_EQ(messages(check_deck(d, pool())),
            std::vector<std::string>{"the deck has 49 cards; a deck must have exactly 50 [CR 5.1.2.1]"});
}

// CR 5.1.2.2: at most four cards of one name.
TEST(DeckConstructionTest, FiveCardsOfOneNameAreRejected) {
  Decklist d = with(with(td01(), "TD01/002", 0), "TD01/001", 5);  // Bors out, a fifth Brigitte in
  EXPECT_EQ(messages(check_deck(d, pool())),
            std::vector<std::string>{"the deck has 5 cards named \"Crimson Butterfly, Brigitte\"; at most 4 cards of one name are allowed [CR 5.1.2.2]"});
}

// CR 5.1.2.2: a reprint (Blaster Blade BT01/002, a reprint of TD01/005) counts with its first printing.
TEST(DeckConstructionTest, AReprintCountsWithItsFirstPrinting) {
  // Bors and Tristan out, three more Blaster Blades and one BT01/002: 50 cards.
  Decklist d = with(with(with(with(td01(), "TD01/002", 0), "TD01/006", 0), "TD01/005", 4), "BT01/002", 1);
  EXPECT_EQ(messages(check_deck(d, pool())),
            std::vector<std::string>{"the deck has 5 cards named \"Blaster Blade\"; at most 4 cards of one name are allowed [CR 5.1.2.2]"});
}

// CR 5.1.2.3: exactly sixteen trigger units.
TEST(DeckConstructionTest, FifteenTriggersAreRejected) {
  Decklist d = with(with(td01(), "TD01/016", 3), "TD01/005", 2);  // a Flogal becomes a Blaster Blade
  EXPECT_EQ(messages(check_deck(d, pool())),
            std::vector<std::string>{"the deck has 15 trigger units; a deck must have exactly 16 [CR 5.1.2.3]"});
}

// CR 5.1.2.4: at most four heal triggers.
TEST(DeckConstructionTest, FiveHealTriggersAreRejected) {
  Decklist d = with(with(td01(), "TD01/016", 3), "TD02/015", 1);  // a Flogal becomes a Genjo (heal)
  EXPECT_EQ(messages(check_deck(d, pool())),
            std::vector<std::string>{"the deck has 5 heal triggers; at most 4 are allowed [CR 5.1.2.4]"});
}

// CR 5.1.2: every violation is reported, in rule order.
TEST(DeckConstructionTest, EveryViolationIsReportedInRuleOrder) {
  Decklist d = with(with(td01(), "TD01/014", 6), "TD01/001", 0);  // 48 cards, 6 Elaine (heal)
  EXPECT_EQ(messages(check_deck(d, pool())),
            (std::vector<std::string>{
                "the deck has 48 cards; a deck must have exactly 50 [CR 5.1.2.1]",
                "the deck has 6 cards named \"Yggdrasil Maiden, Elaine\"; at most 4 cards of one name are allowed (the copies beyond "
                "four also make 6 heal triggers, more than the 4 allowed [CR 5.1.2.4]) [CR 5.1.2.2]",
                "the deck has 18 trigger units; a deck must have exactly 16 [CR 5.1.2.3]"}));
}

// CR 1.31 10.2.8.1: at most four cards with Sentinel.
// Issue 28: the copies beyond four that alone break the heal or Sentinel limit are one mistake,
// one finding at the name's rule that names the other; a limit broken by other cards as well
// is a finding of its own.
TEST(DeckConstructionTest, CopiesBeyondFourThatBreakTheSentinelLimitAreOneFinding) {
  const Decklist five = deck_of({{"T/016", 5}, {"T/001", 4}, {"T/018", 41}});
  const std::string surveyors = "the deck has 41 cards named \"Test Surveyor\"; at most 4 cards of one name are allowed [CR 5.1.2.2]";
  const std::string no_triggers = "the deck has 0 trigger units; a deck must have exactly 16 [CR 5.1.2.3]";
  EXPECT_EQ(messages(check_deck(five, pool(), Edition::Cr1_31)),
            (std::vector<std::string>{surveyors,
                                      "the deck has 5 cards named \"Test Warden\"; at most 4 cards of one name are allowed (the copies "
                                      "beyond four also make 5 cards with Sentinel, more than the 4 allowed [CR 5.1.2.5]) [CR 5.1.2.2]",
                                      no_triggers}));
  // The note goes with the name whose copies make the limit, whatever names sort after it.
  const Decklist keepers = deck_of({{"T/017", 5}, {"T/001", 4}, {"T/018", 41}});
  EXPECT_EQ(messages(check_deck(keepers, pool(), Edition::Cr1_31)),
            (std::vector<std::string>{"the deck has 5 cards named \"Test Keeper\"; at most 4 cards of one name are allowed (the copies "
                                      "beyond four also make 5 cards with Sentinel, more than the 4 allowed [CR 5.1.2.5]) [CR 5.1.2.2]",
                                      surveyors, no_triggers}));
  const Decklist six = deck_of({{"T/016", 5}, {"T/017", 1}, {"T/001", 3}, {"T/018", 41}});
  EXPECT_EQ(messages(check_deck(six, pool(), Edition::Cr1_31)),
            (std::vector<std::string>{surveyors,
                                      "the deck has 5 cards named \"Test Warden\"; at most 4 cards of one name are allowed [CR 5.1.2.2]",
                                      no_triggers, "the deck has 6 cards with Sentinel; at most 4 are allowed [CR 5.1.2.5]"}));
}

// CR 2.11.4: the four-Sentinel limit is reminder text under CR 1.10, so a fifth is a warning for
// the judge and not a violation (docs/rulings.md).
TEST(DeckConstructionTest, AFifthSentinelIsAWarningNotAViolation) {
  EXPECT_THAT(deck_warnings(deck_of({{"T/016", 4}, {"T/001", 46}}), pool()), IsEmpty());
  const Decklist five = deck_of({{"T/016", 4}, {"T/017", 1}, {"T/001", 45}});
  EXPECT_EQ(deck_warnings(five, pool()),
            std::vector<std::string>{"the deck has 5 cards marked Sentinel; later rules allow at most 4 (CR 1.10 has no such "
                                     "limit: the mark's reminder text does not change the game) [CR 2.11.4]"});
  EXPECT_EQ(messages(check_deck(five, pool())),
            (std::vector<std::string>{"the deck has 45 cards named \"Test Squire\"; at most 4 cards of one name are allowed [CR 5.1.2.2]",
                                      "the deck has 0 trigger units; a deck must have exactly 16 [CR 5.1.2.3]"}));
}

Script no_setup() {
  Script s;
  s.play_setup = false;
  return s;
}

// A first vanguard answer for `p` naming `number`, with the card taken from the deck.
Action first_vanguard_action(const Driver& d, Player p, const std::string& number) {
  Action a = Action::make(ActionKind::FirstVanguard, p);
  a.card = d.state().player(p).deck.front();
  a.reveals = {{a.card, card(number)}};
  return a;
}

// CR 5.2.2: the first vanguard is a grade 0 card, put face down on the vanguard circle.
TEST(SetupTest, FirstVanguardIsPutFaceDown) {
  Driver d(no_setup());
  EXPECT_EQ(d.decision(), Decision::FirstVanguard);
  EXPECT_EQ(d.asked(), Player::A);
  EXPECT_ACCEPTED(d, d.first_vanguard(Player::A, "TD01/012"));
  InstanceId v = d.unit(Player::A, Circle::Vanguard);
  ASSERT_NE(v, kNoInstance);
  EXPECT_EQ(d.state().def(v).number, "TD01/012");
  EXPECT_THAT(look(d, v), FaceDown());
  EXPECT_EQ(d.state().player(Player::A).deck.size(), 49u);
  EXPECT_EQ(d.decision(), Decision::FirstVanguard);  // then player B chooses
  EXPECT_EQ(d.asked(), Player::B);
}

// CR 5.2.2: a grade 1 card cannot be the first vanguard.
TEST(SetupTest, GradeOneFirstVanguardIsRejected) {
  Driver d(no_setup());
  ASSERT_REFUSED(d, d.first_vanguard(Player::A, "TD01/008"), "cannot choose Little Sage, Marron as the first vanguard: it must be grade 0, not grade 1 [CR 5.2.2]");
  EXPECT_EQ(d.unit(Player::A, Circle::Vanguard), kNoInstance);
}

// CR 5.2.1.1: the cards used are the presented decklist's; a card it lacks cannot appear.
TEST(SetupTest, CardOutsideTheDecklistIsInconsistent) {
  Driver d(no_setup());
  auto v = d.first_vanguard(Player::A, "TD02/012");
  ASSERT_REFUSED(d, v, "player A's decklist has no more copies of Lizard Runner, Undeux (TD02/012) left to reveal [CR 5.2.1.1]");
  EXPECT_EQ(v->kind, ViolationKind::Inconsistent);
}

// CR 5.2.3, 5.2.4: after the first vanguards both decks are shuffled, A's then B's, and then
// the first player is decided (both chance requests, answered from outside).
TEST(SetupTest, DecksAreShuffledThenFirstPlayerIsDecided) {
  Driver d(no_setup());
  ASSERT_ACCEPTED(d, d.game().submit(first_vanguard_action(d, Player::A, "TD01/012")));
  ASSERT_ACCEPTED(d, d.game().submit(first_vanguard_action(d, Player::B, "TD02/012")));
  EXPECT_EQ(d.decision(), Decision::Shuffle);
  EXPECT_EQ(d.asked(), Player::A);
  ASSERT_ACCEPTED(d, d.game().submit(d.dealer().answer(d.game())));
  EXPECT_EQ(d.decision(), Decision::Shuffle);
  EXPECT_EQ(d.asked(), Player::B);
  ASSERT_ACCEPTED(d, d.game().submit(d.dealer().answer(d.game())));
  EXPECT_EQ(d.decision(), Decision::FirstPlayer);
  // A shuffle answered where the first player is needed does not fit the record.
  EXPECT_REFUSED(d, d.game().submit(Action::make(ActionKind::Shuffle, Player::A)), "the record shows a shuffle where the rules call for deciding at random who goes first [CR 5.2.4]");
}

// CR 5.2.4, 5.2.5: the first player decided at random is the turn player of turn 1; both draw 5.
TEST(SetupTest, FirstPlayerBeginsAndBothDrawFive) {
  Script s;
  s.first = Player::B;
  Driver d(s);
  EXPECT_EQ(d.state().first_player, Player::B);
  EXPECT_EQ(d.state().turn, 1);
  EXPECT_EQ(d.state().turn_player, Player::B);
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 5u);
  EXPECT_EQ(d.state().player(Player::B).hand.size(), 6u);  // 5 + the draw of turn 1
  EXPECT_EQ(d.state().player(Player::A).deck.size(), 44u);
  EXPECT_EQ(d.state().player(Player::B).deck.size(), 43u);
}

// CR 5.2.5: the first player redraws first, then the other player.
TEST(SetupTest, FirstPlayerRedrawsFirst) {
  Script s = no_setup();
  s.first = Player::B;
  Driver d(s);
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::A, "TD01/012"));
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::B, "TD02/012"));
  EXPECT_EQ(d.decision(), Decision::Redraw);
  EXPECT_EQ(d.asked(), Player::B);
  ASSERT_ACCEPTED(d, d.redraw({}));
  EXPECT_EQ(d.decision(), Decision::Redraw);
  EXPECT_EQ(d.asked(), Player::A);
}

// CR 5.2.5: returned cards go back into the deck, it is shuffled, and as many are drawn.
TEST(SetupTest, RedrawReturnsShufflesAndDrawsAsMany) {
  Script s = no_setup();
  s.tops_a = {"TD01/005", "TD01/002", "TD01/008", "TD01/008", "TD01/007"};
  Driver d(s);
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::A, "TD01/012"));
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::B, "TD02/012"));
  ASSERT_EQ(d.hand_numbers(Player::A), (std::vector<std::string>{"TD01/005", "TD01/002", "TD01/008", "TD01/008", "TD01/007"}));
  d.dealer().stack(Player::A, {card("TD01/013"), card("TD01/014")});
  ASSERT_ACCEPTED(d, d.redraw({"TD01/005", "TD01/002"}));
  EXPECT_EQ(d.hand_numbers(Player::A), (std::vector<std::string>{"TD01/008", "TD01/008", "TD01/007", "TD01/013", "TD01/014"}));
  EXPECT_EQ(d.state().player(Player::A).deck.size(), 44u);
  EXPECT_EQ(d.state().player(Player::A).drop.size(), 0u);
}

// CR 5.2.5: only cards of one's own hand can be returned.
TEST(SetupTest, RedrawOfCardNotInHandIsInconsistent) {
  Driver d(no_setup());
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::A, "TD01/012"));
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::B, "TD02/012"));
  Action a = Action::make(ActionKind::Redraw, Player::A);
  a.cards = {d.state().player(Player::B).hand.front()};
  EXPECT_REFUSED(d, d.submit(a), "card #" + std::to_string(a.cards.front()) + " is not in player A's hand [CR 5.2.5]");
}

// CR 6.1.1: stand up turns both first vanguards face up, after both redraws.
TEST(SetupTest, StandUpTurnsVanguardsFaceUp) {
  Driver d(no_setup());
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::A, "TD01/012"));
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::B, "TD02/012"));
  ASSERT_ACCEPTED(d, d.redraw({}));
  EXPECT_THAT(look(d, d.unit(Player::B, Circle::Vanguard)), FaceDown());
  ASSERT_ACCEPTED(d, d.redraw({}));
  EXPECT_THAT(look(d, d.unit(Player::A, Circle::Vanguard)), Not(FaceDown()));
  EXPECT_THAT(look(d, d.unit(Player::B, Circle::Vanguard)), Not(FaceDown()));
  EXPECT_EQ(d.state().phase, Phase::Ride);
}

}  // namespace
}  // namespace vg::test
