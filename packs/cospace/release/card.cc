// A CoSpace release's manifest and card, read back for merge (release.h).
#include <fmt/format.h>

#include "packs/common/release/merge.h"
#include "packs/common/release/pack_release.h"
#include "packs/cospace/item.h"
#include "packs/cospace/release/release.h"

namespace mm::cospace {
namespace {

// "| task | a | b |" rows of the baselines table over `names`.
std::string baseline_rows(const Json& table, const std::vector<std::string>& names) {
  std::string out;
  for (Task t : kTasks) {
    std::string task(task_name(t));
    if (!table.contains(task)) continue;
    out += "| " + task + " |";
    for (const std::string& n : names)
      out += table[task].contains(n) ? fmt::format(" {:.3f} |", table[task][n].get<double>()) : std::string(" - |");
    out += "\n";
  }
  return out;
}

}  // namespace

Json release_manifest(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts, const Json& files) {
  Json m = pack::manifest_head("cospace");
  m.update(pack::run_fields(opt));
  m.update({{"profile", opt.profile},
            {"questions_per_task", opt.questions},
            {"counts", counts},
            {"questions", s.questions},
            {"prompts", s.prompts},
            {"items", s.items},
            {"baselines", s.baselines},
            {"gate", {{"bound", kGateBound}, {"two_option_bound", kTwoOptionBound},
                      {"min_questions", kGateMinQuestions}, {"passed", s.gate_failures.empty()},
                      {"failures", s.gate_failures}}},
            {"files", files}});
  return m;
}

std::string release_card(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts) {
  std::string out = fmt::format(
      "# CoSpace release (mentalmap)\n\n"
      "CoSpace in text (profile {}, seed {}): {} questions about one continuous space seen in overlapping views "
      "from a single standpoint, asked as {} prompts (Direction and Counting twice, the views started at another "
      "view, for the consistency measures ACC_q and ACC_p; Direction, Counting and Planning once more with the "
      "views shuffled, a diagnostic), {} items in {} condition(s) and {} regime(s). Every gold is checked by an "
      "independent stitching of the views. How the views, tasks and measures work: docs/cospace.md of mentalmap.\n\n"
      "Score answers with `mentalmap score <this folder> answers.jsonl --out results.jsonl`; an answer line is "
      "{{\"id\": ..., \"model\": ..., \"output\": ...}}. `mentalmap report results.jsonl --out DIR` prints accuracy, "
      "ACC_q, ACC_p, their gap and PLA-Dec given PLA-QA per task.\n\n## Items per task and condition\n\n"
      "| task | questions |",
      opt.profile, opt.seed, s.questions, s.prompts, s.items, opt.languages.size(), opt.regimes.size());
  for (const auto& l : opt.languages) out += " " + l + " |";
  out += "\n| --- | ---: |";
  for (size_t i = 0; i < opt.languages.size(); ++i) out += " ---: |";
  out += "\n";
  for (Task t : kTasks) {
    std::string task(task_name(t));
    auto n = opt.questions.find(task);
    if (n == opt.questions.end()) continue;
    out += fmt::format("| {} | {} |", task, n->second);
    for (const auto& l : opt.languages) out += fmt::format(" {} |", counts.contains(task) ? counts[task].value(l, 0) : 0);
    out += "\n";
  }
  std::vector<std::string> names{"position", "random", "longest", "shortest", "majority", "mentioned",
                                 "shared-turn", "every-mention", "busiest-view", "ignore-overlap", "view"};
  std::string head = "| task |", rule = "| --- |";
  for (const auto& n : names) head += " " + n + " |", rule += " ---: |";
  out += fmt::format(
      "\n## Blind baselines\n\nAccuracy on the original prompts of answers that never do what the task is about "
      "(docs/cospace.md), read by the scorer. The gate refuses a release where one reaches {} ({} on ROT-Ang, which "
      "has two options) on a task of at least {} questions.\n\n{}\n{}\n{}",
      kGateBound, kTwoOptionBound, kGateMinQuestions, head, rule, baseline_rows(s.baselines, names));
  return out;
}

Result<std::pair<ReleaseOptions, ReleaseSummary>> release_of_manifest(const Json& m, const std::string& source) {
  try {
    ReleaseOptions o;
    pack::read_run_fields(m, o);
    o.profile = m.at("profile").get<std::string>();
    o.questions = m.at("questions_per_task").get<std::map<std::string, int>>();
    ReleaseSummary s;
    pack::read_summary_fields(m, s);
    s.prompts = m.at("prompts").get<size_t>();
    return std::make_pair(o, s);
  } catch (const std::exception& e) {
    return Error{fmt::format("{}: not a CoSpace release manifest this mentalmap reads: {}", source, e.what())};
  }
}

Status merge_release(const std::vector<std::string>& shards, const std::string& out, bool force,
                     std::vector<std::string>* notes) {
  return pack::merge_pack_release<ReleaseOptions, ReleaseSummary>("cospace", shards, out, force, notes,
                                                                  release_of_manifest, release_card, release_manifest);
}

}  // namespace mm::cospace
