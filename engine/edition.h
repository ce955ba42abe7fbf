// The editions of the Comprehensive Rules a game may be played under. An edition is data: it
// picks the number each rule is printed with (engine/rules.h) and, where the editions differ,
// the procedure the engine follows (each difference lives beside the procedure it changes).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace vg {

enum class Edition : std::uint8_t {
  Cr1_10,  // ver. 1.10 (2012): the first six products, TD01-TD04, BT01, BT02
  Cr1_31,  // ver. 1.31 (2014-12-19): the later classic era (Limit Break, Lock, Legion, Seek Mate)
};
inline constexpr std::array kEditions = {Edition::Cr1_10, Edition::Cr1_31};
inline constexpr int kEditionCount = static_cast<int>(kEditions.size());
// Where a record, a ruling test or a command says nothing.
inline constexpr Edition kDefaultEdition = Edition::Cr1_10;

inline int index(Edition e) { return static_cast<int>(e); }
// "CR 1.10": how records name the edition (rules="CR 1.10") and how findings print it.
std::string_view to_string(Edition e);
// "1.10"
std::string_view version(Edition e);
// The edition a record's rules attribute names ("CR 1.31"), or nullopt.
std::optional<Edition> edition_from_string(std::string_view s);
// "CR 1.10, CR 1.31": for messages that name the editions supported.
std::string supported_editions();
// The edition a card was printed for, told by its set: the sets of CR 1.10's time (TD01-TD04,
// BT01, BT02) play under every edition; the later classic sets (BT03 on, TD05 on) use rules
// CR 1.10 lacks (Limit Break, CR 1.31 10.2.5) and play from CR 1.31 on. A card of no printed set
// (a test card) plays under every edition.
Edition printed_for(std::string_view card_number);

}  // namespace vg
