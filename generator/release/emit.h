// Pass 2 of generation: builds the planned units of one house and renders
// them in every requested condition (build: on any worker, with that
// worker's renderers), then appends the item and gold lines, the scene and
// its episodes to the staging folder in house order, counting as it goes
// (commit: on the calling thread).
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "generator/core/scene.h"
#include "generator/release/hashed_writer.h"
#include "format/manifest.h"
#include "generator/release/plan.h"
#include "generator/release/scan.h"
#include "generator/release/writer.h"
#include "generator/render/renderer.h"

namespace mm {

/// Everything one house contributes to a release, ready to append.
struct HouseOutput {
  struct Line {
    std::string condition, level, item, gold;
    OJson self_test;  // null unless this rendering is a self-test item
    std::array<std::string, kAxisCount> axes;  // family, regime, frame, mode, order (Manifest::axes)
  };
  std::string scene_id, scene_json, episodes_jsonl;
  std::vector<std::pair<std::string, std::string>> floorplans;  // release path -> bytes (multimodal)
  std::vector<Line> lines;
  std::vector<std::string> warnings;
  std::optional<Error> error;
};

class Emitter {
 public:
  /// Loads one set of renderers per worker and opens items/<condition>.jsonl
  /// and gold.jsonl.
  Status open(const std::string& dir, const GenerateOptions& opt, int workers = 1);
  /// Remembers which units provide the self-test items (after assignment).
  void plan(const std::vector<Unit>& units);
  /// Builds and renders the units of one house (indices into `units`);
  /// safe to call from several workers at once, each with its own index.
  /// `first_cases` holds items the plan built already (scan.h), taken
  /// instead of building them again.
  HouseOutput build(const Scene& scene, const std::vector<Unit>& units, const std::vector<size_t>& mine,
                    int worker, const CaseCache* first_cases = nullptr) const;
  /// Appends one built house to the release files.
  Status commit(HouseOutput&& out, std::vector<std::string>& warnings);
  /// Closes every file and fills the manifest's counts, self-test and files.
  Status finish(Manifest& m);
  int64_t items() const { return items_; }

 private:
  Status record_file(const std::string& rel, const std::string& bytes);

  std::string dir_;
  std::string scratch_;  // multimodal: where SVGs are rasterised (removed by finish)
  GenerateOptions opt_;
  // [worker][condition]: ICU formatters are not shared between threads.
  std::vector<std::map<std::string, std::shared_ptr<const Renderer>>> renderers_;
  std::map<std::string, std::unique_ptr<HashedWriter>> item_files_;
  HashedWriter gold_;
  std::map<std::string, std::map<std::string, int64_t>> counts_, axes_;
  std::vector<FileEntry> files_;
  OJson self_test_ = OJson::array();
  std::set<size_t> self_test_units_;
  int64_t items_ = 0;
};

}  // namespace mm
