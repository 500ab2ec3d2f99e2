#include "generator/release/scan.h"

#include <filesystem>

#include <fmt/format.h>

#include "generator/core/file_io.h"
#include "generator/core/scene_json.h"
#include "generator/scenes/scene_source.h"

namespace mm {

namespace {

// First variant of a family's unit 0, as the plan will build it.
Variant first_variant(const FamilyInfo& info) {
  return {info.frames.front(), info.orders ? Order::AnchorFirst : Order::None};
}

}  // namespace

Result<ScanResult> scan_scenes(const std::string& spec_text, uint64_t seed, const std::string& scratch,
                               const std::vector<bool>& families_used,
                               const std::function<void(size_t)>& on_house) {
  auto spec = parse_scene_spec(spec_text);
  if (!spec) return spec.error();
  std::error_code ec;
  std::filesystem::create_directories(scratch, ec);
  if (ec) return Error{fmt::format("{}: cannot create: {}", scratch, ec.message())};
  const auto& fams = all_families();
  ScanResult out;
  out.feasible.assign(fams.size(), {});
  std::optional<Error> failure;
  auto on_scene = [&](Scene&& s) {
    if (failure) return;
    std::string path = fmt::format("{}/{:06d}.json", scratch, out.scene_files.size());
    Status st = write_file(path, scene_dump(s));
    if (!st) {
      failure = st.error();
      return;
    }
    CaseContext ctx(s, seed);
    for (size_t f = 0; f < fams.size(); ++f) {
      bool ok = families_used[f] && fams[f]->build(ctx, 0, first_variant(fams[f]->info())).has_value();
      out.feasible[f].push_back(ok);
    }
    out.scene_files.push_back(path);
    out.scene_ids.push_back(s.id);
    if (on_house) on_house(out.scene_files.size());
  };
  Status st = for_each_scene(*spec, seed, on_scene,
                             [&](const Error& e) { out.skipped.push_back(e.message); });
  if (!st) return st.error();
  if (failure) return *failure;
  if (out.scene_files.empty()) return Error{fmt::format("scene source '{}' gave no usable house", spec_text)};
  return out;
}

}  // namespace mm
