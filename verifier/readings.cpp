// The reading policies (replays/FORMAT.md, docs/rulings.md).
#include "verifier/verification.h"

namespace vg::detail {}  // namespace vg::detail
