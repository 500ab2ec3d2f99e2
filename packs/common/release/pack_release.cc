#include "packs/common/release/pack_release.h"

#include <stdexcept>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/resources.h"
#include "base/text.h"

namespace mm::pack {

Json manifest_head(std::string_view pack) {
  return {{"format", "mentalmap.release"},
          {"pack", pack},
          {"version", 1},
          {"tool", {{"name", "mentalmap"}, {"version", MENTALMAP_VERSION}}},
          {"icu_version", icu_version()},
          {"resources_sha256", resources_digest()}};
}

Status check_shard(int k, int n, size_t conditions) {
  if (n < 1 || k < 1 || k > n || static_cast<size_t>(n) > conditions)
    return Error{fmt::format("--shard {}/{}: expected K/N with 1 <= K <= N <= {} (a pack release is sharded by "
                             "condition)",
                             k, n, conditions)};
  return {};
}

std::vector<std::string> shard_conditions(const std::vector<std::string>& all, int k, int n) {
  std::vector<std::string> mine;
  for (size_t i = 0; i < all.size(); ++i)
    if (static_cast<int>(i % static_cast<size_t>(n)) == k - 1) mine.push_back(all[i]);
  return mine;
}

std::string jsonl(const std::vector<Json>& lines) {
  std::string out;
  for (const Json& j : lines) out += j.dump() + "\n";
  return out;
}

std::vector<std::string> gate_failures(const Json& table, const std::map<std::string, size_t>& questions,
                                       const GateRule& rule) {
  std::vector<std::string> out;
  for (auto& [task, by] : table.items()) {
    auto n = questions.find(task);
    if (n == questions.end() || n->second < rule.min_questions) continue;
    for (auto& [name, v] : by.items()) {
      if (v.is_number()) {
        double b = rule.bound(task, "");
        if (v.get<double>() >= b)
          out.push_back(fmt::format("{}: the {} baseline scores {:.3f} (bound {})", task, name, v.get<double>(), b));
        continue;
      }
      for (auto& [measure, x] : v.items()) {
        double b = rule.bound(task, measure);
        if (x.is_number() && x.get<double>() >= b)
          out.push_back(
              fmt::format("{}: the {} baseline scores {} {:.3f} (bound {})", task, name, measure, x.get<double>(), b));
      }
    }
  }
  return out;
}

Result<PackWriter> PackWriter::begin(const std::string& out, bool force, std::vector<std::string>* notes) {
  auto staging = Staging::begin(out, OutputKind::Release, force, notes);
  if (!staging) return staging.error();
  return PackWriter(std::move(*staging));
}

Status PackWriter::publish(const std::string& card, const std::function<Result<Json>(const Json& files)>& manifest,
                           const RunOptions& run) {
  if (Status st = write("README.md", card); !st) return st;
  auto made = manifest(listed());
  if (!made) return made.error();
  Json& m = *made;
  if (run.shard_n > 1)
    m["shard"] = {{"k", run.shard_k}, {"n", run.shard_n},
                  {"conditions", shard_conditions(run.languages, run.shard_k, run.shard_n)}};
  if (Status st = write_file(staging_.dir() + "/manifest.json", m.dump(2) + "\n"); !st) return st;
  return staging_.commit();
}

Json run_fields(const RunOptions& o) {
  std::vector<std::string> regimes;
  for (Regime r : o.regimes) regimes.emplace_back(regime_name(r));
  return {{"seed", o.seed}, {"languages", o.languages}, {"regimes", regimes}};
}

void read_run_fields(const Json& m, RunOptions& o) {
  o.seed = m.at("seed").get<uint64_t>();
  o.languages = m.at("languages").get<std::vector<std::string>>();
  o.regimes.clear();
  for (const Json& r : m.at("regimes")) {
    auto regime = parse_regime(r.get<std::string>());
    if (!regime) throw std::out_of_range("/regimes: expected direct or reasoning, found " + r.dump());
    o.regimes.push_back(*regime);
  }
}

}  // namespace mm::pack
