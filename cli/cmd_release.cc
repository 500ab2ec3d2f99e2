// `mentalmap verify` and `mentalmap merge`: thin handlers over mm_release.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/progress.h"
#include "generator/release/merge.h"
#include "packs/common/reading/release_files.h"
#include "packs/cospace/release/release.h"
#include "packs/space/release/release.h"
#include "packs/tos/release/release.h"
#include "base/file_io.h"
#include "base/parallel.h"
#include "generator/release/verify.h"
#include "validators/baselines/release_gate.h"

namespace mm::cli {

namespace {

// The blind baselines. By default the gate as the manifest records it (its
// table, baselines.json, is hashed like every file); `deep` recomputes the
// table from gold.jsonl and compares it with baselines.json.
void check_baselines(const std::string& dir, const Manifest& m, bool deep, std::vector<std::string>& errors) {
  if (m.baselines.is_null()) {
    if (!m.shard) errors.push_back("no blind-baselines table (made before the gate existed, or generated without it)");
    return;
  }
  if (!deep) {
    if (m.baselines.value("gate", "") != "passed")
      errors.push_back(fmt::format("gate: manifest.json records the blind-baselines gate as {} ({} violation(s); "
                                   "written with --skip-gate; baselines.json names them)",
                                   m.baselines.value("gate", "missing"), m.baselines.value("violations", 0)));
    return;
  }
  auto table = baselines::release_table(dir, m, default_threads());
  if (!table) return errors.push_back(table.error().message);
  auto stored = read_file(dir + "/baselines.json");
  if (!stored || *stored != baselines::table_json(*table).dump(1) + "\n")
    errors.push_back("baselines.json differs from the blind baselines recomputed from gold.jsonl");
  for (const auto& v : baselines::check_gate(*table)) errors.push_back("gate: " + v.text());
}

}  // namespace

int run_verify(const std::vector<std::string>& args) {
  po::options_description desc("verify options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder")
      ("quick", "hashes, file list and manifest only")
      ("deep", "also re-validate every line against its schema and the scoring contract, recount the items and "
               "recompute the blind baselines (for a release whose maker you do not trust to have run mentalmap)")
      ("public", po::value<std::string>()->value_name("DIR"),
       "a published release's public half, when DIR is its private half and the two are not side by side");
  po::positional_options_description pos;
  pos.add("release", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap verify DIR [--quick | --deep]", args, desc, vm, &pos)) return *rc;
  if (vm.count("quick") && vm.count("deep")) return fail("verify: --quick and --deep exclude each other");
  std::string dir = vm["release"].as<std::string>();
  VerifyDepth depth = vm.count("quick") ? VerifyDepth::files : vm.count("deep") ? VerifyDepth::deep
                                                                                : VerifyDepth::standard;
  ProgressBar bar("verifying (stages)", 4);
  auto r = verify_release(dir, depth, 50, vm.count("public") ? vm["public"].as<std::string>() : "",
                          [&](size_t done, size_t) { bar.update(done); });
  bar.finish();
  if (!r) return fail(r.error().message);
  if (r->public_half) {
    for (const auto& e : r->errors) std::cerr << "mentalmap: " << dir << ": " << e << "\n";
    if (!r->ok()) return fail(fmt::format("{}: {} problem(s) found", dir, r->errors.size()));
    std::cout << fmt::format("{}: OK — public half: {} files ({} items) match its manifest; the gold and the full "
                             "checks are with the private half\n",
                             dir, r->manifest.files.size(), r->items);
    return 0;
  }
  if (r->ok() && depth != VerifyDepth::files) check_baselines(dir, r->manifest, depth == VerifyDepth::deep, r->errors);
  for (const auto& n : r->notes) std::cerr << "mentalmap: note: " << dir << ": " << n << "\n";
  for (const auto& e : r->errors) std::cerr << "mentalmap: " << dir << ": " << e << "\n";
  if (!r->ok()) return fail(fmt::format("{}: {} problem(s) found", dir, r->errors.size()));
  std::string what = depth == VerifyDepth::files      ? ""
                     : depth == VerifyDepth::standard ? "; self-test prompts regenerated; gate passed"
                                                      : fmt::format("; {} items recounted and schema-valid; self-test "
                                                                    "prompts regenerated; blind baselines recomputed, "
                                                                    "gate passed", r->items);
  std::cout << fmt::format("{}: OK — {} files match the manifest{}\n", dir, r->manifest.files.size(), what);
  return 0;
}

int run_merge(const std::vector<std::string>& args) {
  po::options_description desc("merge options");
  desc.add_options()
      ("shards", po::value<std::vector<std::string>>()->multitoken()->required(), "shard folders")
      ("out", po::value<std::string>()->required(), "merged release folder")
      ("skip-gate", "write the merged release even when a blind baseline passes more than its bound")
      ("force", "replace --out even when it is not a mentalmap release (everything in it is lost)");
  po::positional_options_description pos;
  pos.add("shards", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap merge SHARD_DIR... --out DIR", args, desc, vm, &pos)) return *rc;
  std::vector<std::string> notes;
  const auto& shards = vm["shards"].as<std::vector<std::string>>();
  std::string pack = shards.empty() ? "" : pack::pack_of(shards[0]);
  if (pack == "tos" || pack == "space" || pack == "cospace") {  // a pack release's shards (docs/tos.md, ...)
    auto merge = pack == "tos" ? tos::merge_release : pack == "space" ? space::merge_release : cospace::merge_release;
    Status st = merge(shards, vm["out"].as<std::string>(), vm.count("force") > 0, &notes);
    for (const auto& n : notes) warn(n);
    if (!st) return fail(st.error().message);
    std::cerr << "merged into " << vm["out"].as<std::string>() << "\n";
    return 0;
  }
  Status st = merge_releases(vm["shards"].as<std::vector<std::string>>(), vm["out"].as<std::string>(),
                             baselines::release_gate(default_threads(), !vm.count("skip-gate")), vm.count("force") > 0,
                             &notes);
  for (const auto& n : notes) warn(n);
  if (!st) return fail(st.error().message);
  std::cerr << "merged into " << vm["out"].as<std::string>() << "\n";
  return 0;
}

}  // namespace mm::cli
