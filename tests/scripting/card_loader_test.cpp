// Loading a card directory lazily (scripting/card_loader.h): when every file is named for its
// card's number ("T-001.lua" for T/001), a card is loaded when it is first named, and no other; a file whose
// card is not the one its name gives is an error, positioned at its 'number'; a directory with
// any other name is loaded whole, as load_card_directory does. A reprint's file names its first
// printing (reprint_of) and is that card under its own number, in either way of loading.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "scripting/card_loader.h"

namespace vg {
namespace {

// A card file's text: a plain grade 0 unit with this number and name.
std::string card(const std::string& number, const std::string& name) {
  return "return { number = \"" + number + "\", name = \"" + name +
         "\", clan = \"Test\", race = \"Human\",\n"
         "  grade = 0, power = 5000, shield = 10000, critical = 1 }\n";
}

// A new directory of card files, removed at the end of the test.
class CardDirectory : public ::testing::Test {
 protected:
  void SetUp() override {
    char name[] = "/tmp/vg_card_loader_XXXXXX";
    ASSERT_NE(mkdtemp(name), nullptr);
    dir_ = name;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  void write(const std::string& file, const std::string& text) { std::ofstream(dir_ + "/" + file, std::ios::binary) << text; }
  std::string dir_;
};

TEST_F(CardDirectory, ACardIsLoadedWhenFirstNamed) {
  write("T-001.lua", card("T/001", "First"));
  write("T-002.lua", card("T/002", "Second"));
  CardPool pool;
  ASSERT_FALSE(load_card_directory_lazily(dir_, pool));
  EXPECT_EQ(pool.size(), 0);  // nothing read yet
  const CardId second = pool.find("T/002");
  EXPECT_EQ(second, 0);  // the first card named
  EXPECT_EQ(pool[second].name, "Second");
  EXPECT_EQ(pool.size(), 1);  // T/001 still waits
  const CardDef* held = &pool[second];
  EXPECT_EQ(pool.find("T/001"), 1);
  EXPECT_EQ(pool[1].name, "First");
  EXPECT_EQ(&pool[second], held);  // a card read later (a search by number in a game) moves none
  EXPECT_EQ(pool.find("T/002"), 0);  // read once
  EXPECT_EQ(pool.size(), 2);
  EXPECT_FALSE(pool.load_error());
}

// A number no file is named for is no card, and never a path: a record's text names only files
// of the card directory, by the card number's one file name.
TEST_F(CardDirectory, ANumberNoFileIsNamedForIsUnknown) {
  write("T-001.lua", card("T/001", "First"));
  const std::string outside = dir_ + "-outside";
  std::filesystem::create_directory(outside);
  std::ofstream(outside + "/X-001.lua", std::ios::binary) << card("X/001", "Outside");
  CardPool pool;
  ASSERT_FALSE(load_card_directory_lazily(dir_, pool));
  const std::string escape = "../" + std::filesystem::path(outside).filename().string() + "/X/001";
  for (const std::string& number : std::vector<std::string>{"T/002", "T001", "T/0/01", "T-0/01", escape, std::string("T/001\0", 6)})
    EXPECT_EQ(pool.find(number), kUnknownCard) << number;
  EXPECT_EQ(pool.size(), 0);
  EXPECT_FALSE(pool.load_error());
  std::filesystem::remove_all(outside);
}

TEST_F(CardDirectory, AFileHoldingAnotherCardThanItsNameIsAnErrorWhenLoaded) {
  write("T-001.lua", card("T/001", "First"));
  write("T-002.lua", card("T/001", "First again"));
  CardPool pool;
  ASSERT_FALSE(load_card_directory_lazily(dir_, pool));
  EXPECT_NE(pool.find("T/001"), kUnknownCard);
  EXPECT_EQ(pool.find("T/002"), kUnknownCard);
  ASSERT_TRUE(pool.load_error());
  EXPECT_EQ(pool.load_error()->to_string(), dir_ + "/T-002.lua:1:1: card T/001 is in the file named for T/002");
}

TEST_F(CardDirectory, AFileNotNamedForACardNumberLoadsTheWholeDirectory) {
  write("T-001.lua", card("T/001", "First"));
  write("extra.lua", card("T/050", "Extra"));
  CardPool pool;
  ASSERT_FALSE(load_card_directory_lazily(dir_, pool));
  ASSERT_EQ(pool.size(), 2);
  EXPECT_EQ(pool[0].name, "First");  // loaded already, in file name order
  EXPECT_EQ(pool[1].name, "Extra");
  EXPECT_EQ(pool.find("T/050"), 1);
}

TEST_F(CardDirectory, TheSameCardInTwoFilesOfAWholeLoadIsAnError) {
  write("T-001.lua", card("T/001", "First"));
  write("extra.lua", card("T/001", "First again"));
  CardPool pool;
  const auto e = load_card_directory_lazily(dir_, pool);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->to_string(), dir_ + "/extra.lua:1:1: card T/001 is defined twice");
}

// A reprint's file: its number and its first printing's, nothing else.
std::string reprint(const std::string& number, const std::string& first) {
  return "return {\n  number = \"" + number + "\",\n  reprint_of = \"" + first + "\",\n}\n";
}

// CR 2.1: a reprint is its first printing's card (name, characteristics, abilities) under its
// own number, and knows which card that is; loaded lazily, naming it loads the first printing.
TEST_F(CardDirectory, AReprintIsItsFirstPrintingUnderItsOwnNumber) {
  write("T-001.lua", card("T/001", "First"));
  write("T-S01.lua", reprint("T/S01", "T/001"));
  CardPool lazy;
  ASSERT_FALSE(load_card_directory_lazily(dir_, lazy));
  const CardId id = lazy.find("T/S01");
  ASSERT_NE(id, kUnknownCard);
  EXPECT_EQ(lazy[id].number, "T/S01");
  EXPECT_EQ(lazy[id].name, "First");
  EXPECT_EQ(lazy[id].reprint_of, "T/001");
  EXPECT_EQ(lazy[id].power, 5000);
  EXPECT_EQ(lazy[lazy.find("T/001")].reprint_of, "");
  EXPECT_FALSE(lazy.load_error());
}

// A whole load reads the files in name order: the reprint (A-...) before its first printing (T-...).
TEST_F(CardDirectory, AReprintBeforeItsFirstPrintingInAWholeLoad) {
  write("A-001.lua", reprint("A/001", "T/001"));
  write("T-001.lua", card("T/001", "First"));
  CardPool pool;
  ASSERT_FALSE(load_card_directory(dir_, pool));
  ASSERT_EQ(pool.size(), 2);
  EXPECT_EQ(pool[0].number, "A/001");
  EXPECT_EQ(pool[0].name, "First");
  EXPECT_EQ(pool[0].reprint_of, "T/001");
}

TEST_F(CardDirectory, AReprintOfACardNoFileDefinesIsAnError) {
  write("T-S01.lua", reprint("T/S01", "T/009"));
  CardPool pool;
  const auto e = load_card_directory(dir_, pool);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->to_string(), dir_ + "/T-S01.lua:3:1: card T/S01 is a reprint of T/009, which no card file defines");
  CardPool lazy;
  ASSERT_FALSE(load_card_directory_lazily(dir_, lazy));
  EXPECT_EQ(lazy.find("T/S01"), kUnknownCard);
  ASSERT_TRUE(lazy.load_error());
  EXPECT_EQ(lazy.load_error()->to_string(), dir_ + "/T-S01.lua:3:1: card T/S01 is a reprint of T/009, which no card file defines");
}

// A reprint names the first printing: a chain of reprints is refused, as is a loop.
TEST_F(CardDirectory, AReprintOfAReprintIsAnError) {
  write("T-001.lua", card("T/001", "First"));
  write("T-S01.lua", reprint("T/S01", "T/001"));
  write("T-S02.lua", reprint("T/S02", "T/S01"));
  CardPool pool;
  const auto e = load_card_directory(dir_, pool);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->to_string(), dir_ + "/T-S02.lua:3:1: card T/S02 names T/S01 as its first printing, but that card is itself a reprint of T/001");
  write("T-001.lua", reprint("T/001", "T/S02"));
  CardPool loop;
  ASSERT_FALSE(load_card_directory_lazily(dir_, loop));
  EXPECT_EQ(loop.find("T/S02"), kUnknownCard);
  ASSERT_TRUE(loop.load_error());
  EXPECT_EQ(loop.load_error()->to_string(), dir_ + "/T-001.lua:3:1: card T/001 names T/S02 as its first printing, but that card is itself a reprint");
}

TEST_F(CardDirectory, AReprintThatStatesACharacteristicIsAnError) {
  write("T-001.lua", card("T/001", "First"));
  write("T-S01.lua", "return {\n  number = \"T/S01\",\n  reprint_of = \"T/001\",\n  power = 6000,\n}\n");
  CardPool pool;
  const auto e = load_card_directory(dir_, pool);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->to_string(), dir_ + "/T-S01.lua:4:1: a reprint's file holds only its number and reprint_of: 'power' is given by its first printing, T/001");
}

}  // namespace
}  // namespace vg
