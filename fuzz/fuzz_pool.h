// Shared by the fuzz targets: the real card pool (cards/lua), loaded once.
#pragma once

#include <cstdio>
#include <cstdlib>

#include "scripting/card_loader.h"

namespace vg::fuzz {

inline const CardPool& pool() {
  static const CardPool kPool = [] {
    CardPool p;
    if (auto e = load_card_directory(VG_SOURCE_DIR "/cards/lua", p)) {
      std::fprintf(stderr, "%s\n", e->to_string().c_str());
      std::abort();
    }
    return p;
  }();
  return kPool;
}

}  // namespace vg::fuzz
