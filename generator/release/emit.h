// Pass 2 of generation: builds the planned units of one house, renders them
// in every requested condition and appends the item and gold lines, the
// scene and its episodes to the staging folder, counting as it goes.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "generator/core/scene.h"
#include "generator/release/hashed_writer.h"
#include "generator/release/manifest.h"
#include "generator/release/plan.h"
#include "generator/release/writer.h"
#include "generator/render/renderer.h"

namespace mm {

class Emitter {
 public:
  /// Loads the renderers and opens items/<condition>.jsonl and gold.jsonl.
  Status open(const std::string& dir, const GenerateOptions& opt);
  /// Remembers which units provide the self-test items (after assignment).
  void plan(const std::vector<Unit>& units);
  /// Builds and writes the units of one house (indices into `units`).
  Status house(const Scene& scene, const std::vector<Unit>& units, const std::vector<size_t>& mine,
               std::vector<std::string>& warnings);
  /// Closes every file and fills the manifest's counts, self-test and files.
  Status finish(Manifest& m);
  int64_t items() const { return items_; }

 private:
  Status write_scene_files(const Scene& scene, const std::set<std::string>& cases, uint64_t seed);
  Status record_file(const std::string& rel, const std::string& bytes);

  std::string dir_;
  GenerateOptions opt_;
  std::map<std::string, std::shared_ptr<const Renderer>> renderers_;
  std::map<std::string, std::unique_ptr<HashedWriter>> item_files_;
  HashedWriter gold_;
  std::map<std::string, std::map<std::string, int64_t>> counts_;
  std::vector<FileEntry> files_;
  OJson self_test_ = OJson::array();
  std::set<size_t> self_test_units_, self_test_done_;
  int64_t items_ = 0;
};

}  // namespace mm
