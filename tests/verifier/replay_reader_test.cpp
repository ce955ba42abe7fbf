// Malformed records get one positioned error each (file:line:col: message).
#include "tests/verifier/common.h"

namespace vg::test {
namespace {

const char* kHeader =
    "<vanguard-replay format=\"1\" rules=\"CR 1.10\">\n"
    "  <player id=\"A\" name=\"a\"><deck><entry count=\"4\" card=\"TD01/001\"/></deck></player>\n"
    "  <player id=\"B\" name=\"b\"><deck><entry count=\"4\" card=\"TD02/001\"/></deck></player>\n";

std::string error_of(const std::string& text) {
  auto r = parse_replay("game.xml", text, pool());
  if (auto* e = std::get_if<InputError>(&r)) return e->to_string();
  return "no error";
}

std::string verify_error_of(const std::string& text) {
  auto r = parse_replay("game.xml", text, pool());
  if (auto* e = std::get_if<InputError>(&r)) return "read: " + e->to_string();
  Verdict v = verify(std::get<Replay>(r), pool());
  return v.error ? v.error->to_string() : "no error";
}

TEST(ReplayReaderTest, BrokenXmlIsPositioned) {
  EXPECT_EQ(error_of(std::string(kHeader) + "  <game>\n    <draw player=\"A\"\n  </game>\n</vanguard-replay>\n"),
            "game.xml:6:3: malformed XML: Error parsing start element tag");
}

TEST(ReplayReaderTest, UnknownCardIsPositioned) {
  EXPECT_EQ(error_of(std::string(kHeader) + "  <game>\n    <draw player=\"A\" card=\"A1\" is=\"TD09/001\"/>\n  </game>\n</vanguard-replay>\n"),
            "game.xml:5:5: unknown card TD09/001");
}

TEST(ReplayReaderTest, MissingAttributeIsPositioned) {
  EXPECT_EQ(error_of(std::string(kHeader) + "  <game>\n    <call player=\"A\" card=\"A1\"/>\n  </game>\n</vanguard-replay>\n"),
            "game.xml:5:5: <call> needs the attribute 'circle'");
}

TEST(ReplayReaderTest, UnknownElementIsPositioned) {
  EXPECT_EQ(error_of(std::string(kHeader) + "  <game>\n    <summon player=\"A\"/>\n  </game>\n</vanguard-replay>\n"),
            "game.xml:5:5: unknown element <summon> in <game>");
}

TEST(ReplayReaderTest, WrongFormatVersionIsRefused) {
  EXPECT_EQ(error_of("<vanguard-replay format=\"2\"/>"),
            "game.xml:1:1: unsupported replay format '2' (this vgjudge reads format 1)");
}

TEST(ReplayReaderTest, UnknownInstanceIsPositioned) {
  EXPECT_EQ(verify_error_of(std::string(kHeader) + "  <game>\n    <ride player=\"A\" card=\"A7\" is=\"TD01/001\"/>\n  </game>\n</vanguard-replay>\n"),
            "game.xml:5:5: unknown card instance 'A7': player A never drew it (no unnamed card in hand)");
}

TEST(ReplayReaderTest, WrittenReplaysReadBackTheSame) {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-clean-a.xml", pool());
  ASSERT_EQ(read_error(r), "");
  const std::string once = write_replay(std::get<Replay>(r), pool());
  auto again = parse_replay("again.xml", once, pool());
  ASSERT_EQ(read_error(again), "");
  EXPECT_EQ(write_replay(std::get<Replay>(again), pool()), once);
  EXPECT_EQ(std::get<Replay>(again).events.size(), std::get<Replay>(r).events.size());
}

}  // namespace
}  // namespace vg::test
