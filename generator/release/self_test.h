// Self-test of a release: the manifest names a few items by recipe (scene,
// family, case, variant, mode, regime, language) and the SHA-256 of their
// prompts. Regenerating them with this build must give the same prompts,
// proving the tool, data and ICU reproduce the release before it is scored.
#pragma once

#include <string>

#include "base/error.h"
#include "format/manifest.h"

namespace mm {

/// Regenerates every self-test item from <dir>/scenes and compares prompt
/// hashes. The error names the first item that differs and why.
Status check_self_test(const std::string& dir, const Manifest& m);

}  // namespace mm
