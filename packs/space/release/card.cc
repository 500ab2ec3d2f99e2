// A SPACE release's manifest and card, read back for merge (release.h).
#include <algorithm>

#include <fmt/format.h>

#include "packs/common/release/merge.h"
#include "packs/common/release/pack_release.h"
#include "packs/space/mcq/mcq_tasks.h"
#include "packs/space/release/episode_list.h"
#include "packs/space/release/release.h"
#include "packs/space/scoring/tally.h"

namespace mm::space {
namespace {

// The baselines of one table as rows "| task | a | b |" over `names`.
std::string baseline_rows(const Json& table, const std::vector<std::string>& names) {
  std::string out;
  for (const McqTask& t : mcq_tasks()) {
    if (!table.contains(t.name)) continue;
    out += "| " + t.name + " |";
    for (const std::string& n : names) {
      const Json& b = table[t.name];
      out += b.contains(n) ? fmt::format(" {:.3f} / {:.3f} |", b[n]["mean"].get<double>(), b[n]["strict"].get<double>())
                           : std::string(" - |");
    }
    out += "\n";
  }
  return out;
}

// The interactive tasks' agents: each listed episode played by the task's
// oracle and, kEpisodeTrials times, by a random agent.
std::string episode_rows(const Json& episodes) {
  if (episodes.empty()) return "";
  auto cell = [](const Json& c, const char* key) {
    return c.contains(key) ? fmt::format("{:.3f}", c[key].get<double>()) : std::string("-");
  };
  std::string out =
      "\n## Interactive tasks\n\nEvery episode of episodes.jsonl played by the task's oracle (it must win each with "
      "SPL 1) and, three times, by an agent drawing its actions at random (chance):\n\n"
      "| task | episodes | oracle success | oracle SPL | random success | random SPL |\n"
      "| --- | ---: | ---: | ---: | ---: | ---: |\n";
  for (const auto& [task, by] : episodes.items())
    out += fmt::format("| {} | {} | {} | {} | {} | {} |\n", task, by["oracle"]["plays"].get<size_t>(),
                       cell(by["oracle"], "success"), cell(by["oracle"], "spl"), cell(by["random"], "success"),
                       cell(by["random"], "spl"));
  return out;
}

}  // namespace

Json release_manifest(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts, const Json& files) {
  Json m = pack::manifest_head("space");
  m.update(pack::run_fields(opt));
  m.update({{"profile", opt.profile},
            {"questions_per_task", opt.questions},
            {"episodes_per_task", opt.episodes},
            {"episode_trials", kEpisodeTrials},
            {"episodes", s.episodes},
            {"trials", 4},
            {"counts", counts},
            {"questions", s.questions},
            {"items", s.items},
            {"baselines", s.baselines},
            {"gate", {{"bound", kGateBound}, {"measures", {"strict", "mean"}}, {"audit_questions", kGateAudit},
                      {"passed", s.gate_failures.empty()}, {"failures", s.gate_failures}}},
            {"files", files}});
  return m;
}

std::string release_card(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts) {
  std::string out = fmt::format(
      "# SPACE release (mentalmap)\n\n"
      "The multiple-choice tasks of SPACE in text (profile {}, seed {}): {} questions, each asked in four trials "
      "with the correct option in position A, B, C and D in turn, {} items in {} condition(s) and {} regime(s). "
      "Every stimulus is a character grid; every gold is checked by a brute-force solver. A question counts as right "
      "under the strict rule when all four of its trials are; its mean is the share of its trials right (chance "
      "{:.0f} %, strict chance 1/256).\n"
      "How the tasks, the prompts and the scoring work: docs/space.md of mentalmap.\n\n"
      "Score answers with `mentalmap score <this folder> answers.jsonl --out results.jsonl`; an answer line is "
      "{{\"id\": ..., \"model\": ..., \"output\": ...}}.\n\n"
      "The interactive tasks (route retracing, shortcut discovery, MCT, CSWM) are {} episodes in episodes.jsonl, "
      "each with the command that plays it over standard input and output (`mentalmap serve --pack space` offers "
      "the same episodes over HTTP). Play each episode {} times, one log per play, and score the logs with "
      "`mentalmap score LOG... --model NAME --out played.jsonl`. `mentalmap report results.jsonl played.jsonl "
      "--out DIR` prints both scales in the paper's grouping, with chance and the paper's human figures.\n\n"
      "## Items per task and condition\n\n| task | ability | questions |",
      opt.profile, opt.seed, s.questions, s.items, opt.languages.size(), opt.regimes.size(), kChanceMean * 100,
      s.episodes, kEpisodeTrials);
  for (const auto& l : opt.languages) out += " " + l + " |";
  out += "\n| --- | --- | ---: |";
  for (size_t i = 0; i < opt.languages.size(); ++i) out += " ---: |";
  out += "\n";
  for (const McqTask& t : mcq_tasks()) {
    auto n = opt.questions.find(t.name);
    if (n == opt.questions.end()) continue;
    out += fmt::format("| {} | {} | {} |", t.name, t.group, n->second);
    for (const auto& l : opt.languages)
      out += fmt::format(" {} |", counts.contains(t.name) ? counts[t.name].value(l, 0) : 0);
    out += "\n";
  }
  // The generic baselines, then every task's own shortcuts (mcq_tasks.h).
  std::vector<std::string> names{"position",  "random",  "longest",         "shortest",        "most-marked",
                                 "fewest-marked", "consensus", "outlier", "multiset-shared", "multiset-unique",
                                 "most-symbols",  "unique-up-to-turns"};
  for (const McqTask& t : mcq_tasks())
    for (const Shortcut& sc : t.shortcuts)
      if (std::find(names.begin(), names.end(), sc.name) == names.end()) names.push_back(sc.name);
  std::string head = "| task |", rule = "| --- |";
  for (const auto& n : names) head += " " + n + " |", rule += " ---: |";
  out += fmt::format(
      "\n## Blind baselines\n\nMean / strict score of answers that never solve the question (docs/space.md), "
      "read by the scorer. The gate refuses a release where one reaches {} on either measure, judged on the first "
      "{} questions of each task's stream (this release's and the unpublished ones after them).\n\n"
      "On this release's questions:\n\n{}\n{}\n{}\nOn the gate's {} questions per task:\n\n{}\n{}\n{}",
      kGateBound, kGateAudit, head, rule, baseline_rows(s.baselines["release"], names), kGateAudit, head, rule,
      baseline_rows(s.baselines["audit"], names));
  out += episode_rows(s.baselines.value("episodes", Json::object()));
  return out;
}

Result<std::pair<ReleaseOptions, ReleaseSummary>> release_of_manifest(const Json& m, const std::string& source) {
  try {
    ReleaseOptions o;
    pack::read_run_fields(m, o);
    o.profile = m.at("profile").get<std::string>();
    o.questions = m.at("questions_per_task").get<std::map<std::string, int>>();
    o.episodes = m.at("episodes_per_task").get<std::map<std::string, int>>();
    ReleaseSummary s;
    pack::read_summary_fields(m, s);
    s.episodes = m.at("episodes").get<size_t>();
    return std::make_pair(o, s);
  } catch (const std::exception& e) {
    return Error{fmt::format("{}: not a SPACE release manifest this mentalmap reads: {}", source, e.what())};
  }
}

Status merge_release(const std::vector<std::string>& shards, const std::string& out, bool force,
                     std::vector<std::string>* notes) {
  return pack::merge_pack_release<ReleaseOptions, ReleaseSummary>("space", shards, out, force, notes,
                                                                  release_of_manifest, release_card, release_manifest);
}

}  // namespace mm::space
