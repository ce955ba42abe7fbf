// The one reader of an event element (replays/FORMAT.md): the replay reader reads a record's
// <game> with it, the ruling-test runner a test's <script>.
#pragma once

#include <pugixml.hpp>

#include <optional>
#include <string>

#include "replays/replay.h"

namespace vg {

// Reads one event element into `out`; a positioned error when it is not a well-formed event.
std::optional<InputError> read_event(const pugi::xml_node& n, const std::string& path, const SourcePositions& pos,
                                     const CardPool& pool, Event& out, EventVocabulary vocabulary = {});

}  // namespace vg
