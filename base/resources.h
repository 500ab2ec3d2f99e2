// Data files (schemas, type table, lexicons, templates) compiled into the
// binary, with an optional on-disk override so translators can edit a
// checkout and re-run lint/review without rebuilding.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace mm {

/// Uses files under `dir` (a checkout's top folder) instead of the embedded
/// copies. An empty string goes back to the embedded copies.
void set_resource_root(const std::string& dir);
/// The override folder, or "" when embedded copies are used.
const std::string& resource_root();

/// The content of a resource such as "schemas/scene.schema.json".
Result<std::string> resource(std::string_view path);
/// Paths of resources under a prefix (e.g. "lexicons/"), sorted.
std::vector<std::string> resource_list(std::string_view prefix);
/// SHA-256 over every resource path and content, in path order: recorded in
/// manifests so a release names the exact data it was rendered from.
std::string resources_digest();

}  // namespace mm
