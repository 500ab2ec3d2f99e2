// Canonical JSON form of a scene, checked against schemas/scene.schema.json
// on every read.
#pragma once

#include <string>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/core/scene.h"

namespace mm {

inline constexpr const char* kSceneSchema = "schemas/scene.schema.json";

OJson scene_to_json(const Scene& s);
/// Canonical bytes: 2-space indented JSON and a final newline.
std::string scene_dump(const Scene& s);

/// Validates against the schema, converts and runs check_scene. `source`
/// names the document in errors.
Result<Scene> scene_from_json(const Json& j, const std::string& source,
                              const SceneCheckOptions& opt = {});
/// Reads a canonical scene file (schema-checked).
Result<Scene> load_scene_file(const std::string& path, const SceneCheckOptions& opt = {});

}  // namespace mm
