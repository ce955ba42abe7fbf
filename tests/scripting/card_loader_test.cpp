// Loading a card directory lazily (scripting/card_loader.h): when every file is named for its
// card's number ("T-001.lua" for T/001), a card is loaded when it is first named; a file whose
// card is not the one its name gives is an error, positioned at its 'number'; a directory with
// any other name is loaded whole, as load_card_directory does.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

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
  ASSERT_EQ(pool.size(), 2);
  EXPECT_EQ(pool[1].name, "");  // not loaded yet
  const CardId second = pool.find("T/002");
  EXPECT_EQ(second, 1);
  EXPECT_EQ(pool[second].name, "Second");
  EXPECT_EQ(pool[0].name, "");  // T/001 still waits
  EXPECT_FALSE(pool.load_error());
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

}  // namespace
}  // namespace vg
