// manifest.json of a release: provenance (tool, schema and ICU versions, the
// data digest, seed, profile, scene source), counts per level x condition,
// self-test items, and the SHA-256 and size of every other file.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm {

inline constexpr int kManifestFormatVersion = 1;

/// The axes Manifest::axes counts, in card order.
inline constexpr size_t kAxisCount = 5;
inline constexpr std::array<const char*, kAxisCount> kAxisNames = {"family", "regime", "frame", "mode", "order"};
inline constexpr const char* kManifestSchema = "schemas/manifest.schema.json";

struct FileEntry {
  std::string path;  // relative, with '/'
  uint64_t bytes = 0;
  std::string sha256;
};

struct ShardInfo {
  int k = 1, n = 1;
  int first_house = 0, end_house = 0;  // [first, end)
};

struct Manifest {
  std::string tool_version;
  std::string icu_version;
  std::string resources_sha256;
  uint64_t seed = 0;
  std::string profile;
  int per_cell = 0;
  bool scratchpad = false;  // the scratchpad regime was added (generate --scratchpad)
  bool multimodal = false;  // items carry floorplan images (generate --multimodal)
  bool item_plans = false;  // each item its own floorplan (generate --multimodal --item-plans)
  std::string scenes;  // the --scenes spec as given
  int houses = 0;
  std::vector<std::string> languages;
  std::optional<ShardInfo> shard;
  /// "L0".."L5" and "diagnostic" -> condition -> items.
  std::map<std::string, std::map<std::string, int64_t>> counts;
  /// Items per value of each axis, over every condition: "family",
  /// "regime", "frame", "mode", "order" -> value -> items (what the card
  /// prints; empty in releases made before it existed).
  std::map<std::string, std::map<std::string, int64_t>> axes;
  OJson self_test = OJson::array();
  std::vector<std::string> warnings;
  std::vector<FileEntry> files;
  /// The families the release uses: id -> {level, gate, two_answer,
  /// designs}; what the blind-baselines gate needs to know of each.
  OJson families;
  /// The blind-baselines summary (null for shards and older releases):
  /// gate verdict and, per family, chance and the worst condition of each
  /// baseline; the full table is baselines.json.
  OJson baselines;
};

/// "L<level>" or "diagnostic" for level -1.
std::string level_key(int level);

OJson manifest_to_json(const Manifest& m);
std::string manifest_dump(const Manifest& m);
/// Parses and schema-checks; refuses a manifest written by a newer format.
Result<Manifest> manifest_from_json(const Json& j, const std::string& source);
Result<Manifest> load_manifest(const std::string& release_dir);

}  // namespace mm
