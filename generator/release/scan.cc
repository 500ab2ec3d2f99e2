#include "generator/release/scan.h"

#include <algorithm>
#include <map>
#include <set>
#include <filesystem>
#include <optional>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/parallel.h"
#include "generator/core/scene_json.h"
#include "generator/scenes/scene_source.h"

namespace mm {

Variant first_variant(const FamilyInfo& info, int d) {
  return {info.frames.front(), info.orders ? Order::AnchorFirst : Order::None, d};
}

void keep_used(CaseCache& cache, const std::vector<Unit>& units) {
  std::set<std::tuple<int, int, int>> used;
  for (const Unit& u : units) {
    const FamilyInfo& info = all_families().at(size_t(u.family))->info();
    if (u.house >= 0 && u.j == 0 && u.order == first_variant(info, u.design).order)
      used.insert({u.house, u.family, u.design});
  }
  std::erase_if(cache, [&](const auto& entry) { return !used.count(entry.first); });
}

FeasibilityOracle feasibility_oracle(const std::vector<std::string>& scene_files, uint64_t seed, int threads,
                                     std::optional<Error>* error, CaseCache* cache) {
  return [&scene_files, seed, threads, error, cache](const std::vector<FeasibilityQuery>& queries) {
    std::map<int, std::vector<size_t>> by_house;
    for (size_t q = 0; q < queries.size(); ++q) by_house[queries[q].house].push_back(q);
    std::vector<std::pair<int, std::vector<size_t>>> work(by_house.begin(), by_house.end());
    std::vector<std::optional<TaskItem>> built(queries.size());
    std::vector<std::optional<Error>> errors(work.size());
    const auto& fams = all_families();
    parallel_for(work.size(), threads, [&](size_t i, int) {
      const auto& [house, qs] = work[i];
      auto scene = load_scene_file(scene_files.at(size_t(house)), {.strict_receptacles = false});
      if (!scene) {
        errors[i] = scene.error();
        return;
      }
      CaseContext ctx(*scene, seed);
      for (size_t q : qs) {
        const Family& f = *fams.at(size_t(queries[q].family));
        built[q] = f.build(ctx, 0, first_variant(f.info(), queries[q].design));
      }
    });
    for (auto& e : errors)
      if (e && error && !*error) *error = e;
    std::vector<bool> answers;
    for (size_t q = 0; q < queries.size(); ++q) {
      answers.push_back(built[q].has_value());
      if (built[q] && cache) cache->emplace(std::tuple{queries[q].house, queries[q].family, queries[q].design},
                                            std::move(*built[q]));
    }
    return answers;
  };
}

Result<ScanResult> scan_scenes(const std::string& spec_text, uint64_t seed, const std::string& scratch, int threads,
                               const std::function<void(size_t)>& on_house) {
  MM_TRY(spec, parse_scene_spec(spec_text));
  std::error_code ec;
  std::filesystem::create_directories(scratch, ec);
  if (ec) return Error{fmt::format("{}: cannot create: {}", scratch, ec.message())};
  ScanResult out;
  std::optional<Error> failure;

  // Houses are checked a batch at a time on the workers and recorded in
  // source order, so memory holds one batch (a few MB) and the result is the
  // same for any thread count. Large batches keep the workers busy across
  // houses of uneven cost.
  struct Checked {
    Scene scene;
    std::string path;
    std::optional<Error> error;
  };
  const size_t batch_size = static_cast<size_t>(std::max(1, threads)) * 16;
  std::vector<Checked> batch;
  auto flush = [&] {
    parallel_for(batch.size(), threads, [&](size_t i, int) {
      Checked& c = batch[i];
      Status st = write_file(c.path, scene_dump(c.scene));
      if (!st) c.error = st.error();
    });
    for (Checked& c : batch) {
      if (failure) break;
      if (c.error) {
        failure = c.error;
        break;
      }
      out.scene_files.push_back(c.path);
      out.scene_ids.push_back(c.scene.id);
      if (on_house) on_house(out.scene_files.size());
    }
    batch.clear();
  };
  auto on_scene = [&](Scene&& s) {
    if (failure) return;
    std::string path = fmt::format("{}/{:06d}.json", scratch, out.scene_files.size() + batch.size());
    batch.push_back({std::move(s), std::move(path), std::nullopt});
    if (batch.size() == batch_size) flush();
  };
  Status st = for_each_scene(*spec, seed, on_scene,
                             [&](const Error& e) { out.skipped.push_back(e.message); });
  if (!st) return st.error();
  if (!failure) flush();
  if (failure) return *failure;
  if (out.scene_files.empty()) return Error{fmt::format("scene source '{}' gave no usable house", spec_text)};
  return out;
}

}  // namespace mm
