#include "generator/release/scan.h"

#include <algorithm>
#include <filesystem>
#include <optional>

#include <fmt/format.h>

#include "generator/core/file_io.h"
#include "generator/core/parallel.h"
#include "generator/core/scene_json.h"
#include "generator/scenes/scene_source.h"

namespace mm {

namespace {

// First variant of a family's unit 0 of design d, as the plan will build it.
Variant first_variant(const FamilyInfo& info, int d) {
  return {info.frames.front(), info.orders ? Order::AnchorFirst : Order::None, d};
}

// Whether case 0 of each design builds in this house. Strict designs are
// tried one by one; soft designs fall back to any answer, so one build
// answers for all of them.
std::vector<bool> feasible_designs(const Family& fam, const CaseContext& ctx) {
  const FamilyInfo& info = fam.info();
  std::vector<bool> out(info.designs.size(), false);
  std::optional<bool> soft;
  for (size_t d = 0; d < info.designs.size(); ++d) {
    if (!info.designs[d].strict && soft) {
      out[d] = *soft;
      continue;
    }
    out[d] = fam.build(ctx, 0, first_variant(info, int(d))).has_value();
    if (!info.designs[d].strict) soft = out[d];
  }
  return out;
}

}  // namespace

Result<ScanResult> scan_scenes(const std::string& spec_text, uint64_t seed, const std::string& scratch,
                               const std::vector<bool>& families_used, int threads,
                               const std::function<void(size_t)>& on_house) {
  auto spec = parse_scene_spec(spec_text);
  if (!spec) return spec.error();
  std::error_code ec;
  std::filesystem::create_directories(scratch, ec);
  if (ec) return Error{fmt::format("{}: cannot create: {}", scratch, ec.message())};
  const auto& fams = all_families();
  ScanResult out;
  out.feasible.assign(fams.size(), {});
  for (size_t f = 0; f < fams.size(); ++f) out.feasible[f].assign(fams[f]->info().designs.size(), {});
  std::optional<Error> failure;

  // Houses are checked a batch at a time on the workers and recorded in
  // source order, so memory holds one batch (a few MB) and the result is the
  // same for any thread count. Large batches keep the workers busy across
  // houses of uneven cost.
  struct Checked {
    Scene scene;
    std::string path;
    std::vector<std::vector<bool>> feasible;  // [family][design]
    std::optional<Error> error;
  };
  const size_t batch_size = static_cast<size_t>(std::max(1, threads)) * 16;
  std::vector<Checked> batch;
  auto flush = [&] {
    parallel_for(batch.size(), threads, [&](size_t i, int) {
      Checked& c = batch[i];
      Status st = write_file(c.path, scene_dump(c.scene));
      if (!st) {
        c.error = st.error();
        return;
      }
      CaseContext ctx(c.scene, seed);
      for (size_t f = 0; f < fams.size(); ++f)
        c.feasible.push_back(families_used[f] ? feasible_designs(*fams[f], ctx)
                                              : std::vector<bool>(fams[f]->info().designs.size(), false));
    });
    for (Checked& c : batch) {
      if (failure) break;
      if (c.error) {
        failure = c.error;
        break;
      }
      for (size_t f = 0; f < fams.size(); ++f)
        for (size_t d = 0; d < c.feasible[f].size(); ++d) out.feasible[f][d].push_back(c.feasible[f][d]);
      out.scene_files.push_back(c.path);
      out.scene_ids.push_back(c.scene.id);
      if (on_house) on_house(out.scene_files.size());
    }
    batch.clear();
  };
  auto on_scene = [&](Scene&& s) {
    if (failure) return;
    std::string path = fmt::format("{}/{:06d}.json", scratch, out.scene_files.size() + batch.size());
    batch.push_back({std::move(s), std::move(path), {}, std::nullopt});
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
