// Where scenes come from on the command line: "builtin:N" (N built-in houses),
// "builtin:K" as a single house for show/episode, a ProcTHOR file, or
// canonical scene files / a folder of them.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "base/error.h"
#include "generator/core/scene.h"

namespace mm {

struct SceneSpec {
  enum class Kind { Builtin, ProcthorFile, CanonicalFile, CanonicalDir } kind = Kind::Builtin;
  int count = 0;       // builtin: number of houses (indices 0..count-1)
  std::string path;    // files and folders
};

/// Parses "builtin:N" or a path. Errors say what forms are accepted.
Result<SceneSpec> parse_scene_spec(const std::string& spec);

/// Streams every scene of a spec in a fixed order. Bad houses in a ProcTHOR
/// file go to on_error and the stream continues.
Status for_each_scene(const SceneSpec& spec, uint64_t seed, const std::function<void(Scene&&)>& on_scene,
                      const std::function<void(const Error&)>& on_error);

/// One scene by reference: "builtin:K" (house index K), a canonical scene
/// file, a single-house ProcTHOR JSON, or "FILE.jsonl[.gz]:LINE".
Result<Scene> load_one_scene(const std::string& ref, uint64_t seed);

}  // namespace mm
