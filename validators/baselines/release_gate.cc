#include "validators/baselines/release_gate.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/sha256.h"
#include "validators/reading/release_vocabulary.h"

namespace mm::baselines {

std::map<std::string, FamilyGate> gates_of(const Manifest& m) {
  std::map<std::string, FamilyGate> out;
  if (!m.families.is_object()) return out;
  for (const auto& [id, row] : m.families.items())
    out[id] = {row.value("level", 0), row.value("gate", std::string()), row.value("two_answer", false)};
  return out;
}

Result<Table> release_table(const std::string& dir, const Manifest& m, int threads, const Sinks* sinks) {
  MM_CHECK(score::use_release_vocabulary(dir, m.languages));
  return compute_file(dir + "/gold.jsonl", gates_of(m), {m.seed, threads}, sinks);
}

std::string violations_message(const std::vector<Violation>& v) {
  constexpr size_t kShown = 12;
  std::string out = fmt::format(
      "the release does not pass the blind-baselines gate: {} answer{} without reasoning pass{} more than "
      "{} bound{} (docs/baselines.md):",
      v.size(), v.size() == 1 ? "" : "s", v.size() == 1 ? "es" : "", v.size() == 1 ? "its" : "their",
      v.size() == 1 ? "" : "s");
  for (size_t i = 0; i < v.size() && i < kShown; ++i) out += "\n  " + v[i].text();
  if (v.size() > kShown) out += fmt::format("\n  ... and {} more", v.size() - kShown);
  return out;
}

ReleaseGate release_gate(int threads, bool enforce) {
  return [threads, enforce](const std::string& dir, const Manifest& m) -> Result<GateOutcome> {
    MM_TRY(table, release_table(dir, m, threads));
    auto violations = check_gate(*table);
    if (enforce && !violations.empty()) {
      std::string message = violations_message(violations);
      if (m.profile == "full")
        message += fmt::format(
            "\nThe full profile at --per-cell {} gives each family only a handful of cases per condition, so chance "
            "alone can carry a constant past its bound; a larger --per-cell evens the answers out (or --skip-gate "
            "writes the release with the failure recorded, for a look at the grid).",
            m.per_cell);
      return Error{message};
    }
    std::string text = table_json(*table).dump(1) + "\n";
    MM_CHECK(write_file(dir + "/baselines.json", text));
    GateOutcome out;
    out.files.push_back({"baselines.json", text.size(), sha256_hex(text)});
    out.summary = table_summary(*table);
    return out;
  };
}

}  // namespace mm::baselines
