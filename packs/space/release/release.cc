#include "packs/space/release/release.h"

#include <algorithm>

#include <fmt/format.h>

#include "base/parallel.h"
#include "packs/common/release/pack_release.h"
#include "packs/space/mcq.h"
#include "packs/space/mcq/mcq_tasks.h"
#include "packs/space/release/baselines.h"
#include "packs/space/release/episode_baselines.h"
#include "packs/space/release/episode_list.h"
#include "packs/space/release/prompt.h"
#include "packs/space/scoring/score_release.h"

namespace mm::space {
namespace {

int workers(const ReleaseOptions& opt) { return opt.threads > 0 ? opt.threads : default_threads(); }

// Items 0..max(n, kGateAudit)-1 of each task's stream, in table order; the
// first n of a task are the release's.
Result<std::vector<McqQuestion>> make_questions(const ReleaseOptions& opt) {
  std::vector<std::pair<const McqTask*, int>> wanted;
  for (const McqTask& t : mcq_tasks())
    if (auto n = opt.questions.find(t.name); n != opt.questions.end() && n->second > 0)
      for (int i = 0; i < std::max(n->second, kGateAudit); ++i) wanted.push_back({&t, i});
  for (const auto& [task, n] : opt.questions)
    if (!find_mcq_task(task)) return Error{fmt::format("no SPACE multiple-choice task '{}'", task)};
  std::vector<McqQuestion> out(wanted.size());
  parallel_for(wanted.size(), workers(opt), [&](size_t i, int) {
    out[i] = wanted[i].first->make(opt.seed, static_cast<uint64_t>(wanted[i].second));
  });
  return out;
}

bool released(const ReleaseOptions& opt, const McqQuestion& q) {
  return q.record.value("index", 0) < opt.questions.at(q.task);
}

Json gold_line(const McqQuestion& q) {
  const McqTask* task = find_mcq_task(q.task);
  Json trials = Json::array();
  for (const Trial& t : mcq_trials(q.gold))
    trials.push_back({{"trial", t.gold_position + 1}, {"gold", t.gold_position}, {"order", t.order}});
  return {{"id", q.id}, {"task", q.task}, {"scale", task->scale}, {"group", task->group},
          {"gold", q.gold}, {"trials", trials}, {"record", q.record}};
}

// The items of one condition: question order, then trial, then regime.
Result<std::string> condition_items(const ReleaseOptions& opt, const std::vector<const McqQuestion*>& qs,
                                    const std::string& lang, std::map<std::string, int>& counts) {
  auto pr = SpacePrompter::load(lang);
  if (!pr) return pr.error();
  std::vector<std::string> text(qs.size());
  std::vector<Status> failed(qs.size());
  parallel_for(qs.size(), workers(opt), [&](size_t i, int) {
    const McqQuestion& q = *qs[i];
    for (const Trial& t : mcq_trials(q.gold)) {
      auto prompts = pr->prompts(q, t, opt.regimes);
      auto options = pr->option_texts(q, t);
      if (!prompts || !options) {
        failed[i] = Error{fmt::format("{} ({}): {}", q.id, lang, (!prompts ? prompts.error() : options.error()).message)};
        return;
      }
      std::string trial = trial_id(q.id, t.gold_position + 1);
      for (size_t r = 0; r < opt.regimes.size(); ++r) {
        std::string regime(regime_name(opt.regimes[r]));
        Json item = {{"id", pack::item_id(trial, lang, regime)}, {"pack", "space"}, {"question", q.id},
                     {"task", q.task}, {"trial", t.gold_position + 1}, {"language", lang}, {"regime", regime},
                     {"options", *options}, {"prompt", (*prompts)[r]}};
        text[i] += item.dump() + "\n";
      }
    }
  });
  std::string out;
  for (size_t i = 0; i < qs.size(); ++i) {
    if (!failed[i]) return failed[i].error();
    out += text[i];
    counts[qs[i]->task] += static_cast<int>(kOptions * opt.regimes.size());
  }
  return out;
}

}  // namespace

Result<std::map<std::string, int>> profile_questions(const std::string& profile) {
  std::map<std::string, int> out;
  if (profile != "paper" && profile != "small")
    return Error{fmt::format("--profile '{}': expected paper or small", profile)};
  for (const McqTask& t : mcq_tasks()) out[t.name] = profile == "paper" ? t.paper_count : 10;
  return out;
}

Result<ReleaseSummary> generate_release(const ReleaseOptions& opt) {
  if (Status st = pack::check_shard(opt.shard_k, opt.shard_n, opt.languages.size()); !st) return st.error();
  if (opt.regimes.empty()) return Error{"--regimes: expected direct, reasoning or both"};
  for (const std::string& lang : opt.languages)
    if (auto pr = SpacePrompter::load(lang); !pr) return pr.error();
  auto all = make_questions(opt);
  if (!all) return all.error();
  std::vector<McqQuestion> mine;
  for (const McqQuestion& q : *all)
    if (released(opt, q)) mine.push_back(q);
  ReleaseSummary s;
  s.questions = mine.size();
  auto on_release = blind_baselines(mine, opt.seed, workers(opt));
  if (!on_release) return on_release.error();
  auto on_audit = blind_baselines(*all, opt.seed, workers(opt));
  if (!on_audit) return on_audit.error();
  std::map<std::string, size_t> audited;
  for (const McqQuestion& q : *all) ++audited[q.task];
  auto played = episode_baselines(opt.seed, opt.episodes, workers(opt));
  if (!played) return played.error();
  s.baselines = {{"release", *on_release}, {"audit", *on_audit}, {"audit_questions", audited}, {"episodes", *played}};
  s.gate_failures = pack::gate_failures(*on_audit, audited, {kGateMinQuestions, [](const std::string&, const std::string&) {
                                                               return kGateBound;
                                                             }});
  if (opt.gate && !s.gate_failures.empty())
    return Error{fmt::format("release gate: {}", fmt::join(s.gate_failures, "; "))};

  auto writer = pack::PackWriter::begin(opt.out, opt.force, &s.notes);
  if (!writer) return writer.error();
  std::vector<Json> gold;
  std::vector<const McqQuestion*> qs;
  for (const McqQuestion& q : mine) {
    gold.push_back(gold_line(q));
    qs.push_back(&q);
  }
  if (Status st = writer->write("gold.jsonl", pack::jsonl(gold)); !st) return st.error();
  if (Status st = writer->write("baselines.json", s.baselines.dump(2) + "\n"); !st) return st.error();
  auto episodes = episode_list(opt.seed, opt.episodes);
  if (!episodes) return episodes.error();
  s.episodes = static_cast<size_t>(std::count(episodes->begin(), episodes->end(), '\n'));
  if (Status st = writer->write("episodes.jsonl", *episodes); !st) return st.error();
  std::vector<std::string> conditions = pack::shard_conditions(opt.languages, opt.shard_k, opt.shard_n);
  Json count_table = Json::object();
  for (const std::string& lang : conditions) {
    std::map<std::string, int> counts;
    auto items = condition_items(opt, qs, lang, counts);
    if (!items) return items.error();
    auto words = SpacePrompter::load(lang)->choice_words();
    if (!words) return words.error();
    if (Status st = writer->write("items/" + lang + ".jsonl", *items); !st) return st.error();
    if (Status st = writer->write("vocabulary/" + lang + ".json", words->dump()); !st) return st.error();
    for (const auto& [task, n] : counts) {
      count_table[task][lang] = n;
      s.items += static_cast<size_t>(n);
    }
  }
  auto manifest = [&](const Json& listed) -> Result<Json> { return release_manifest(opt, s, count_table, listed); };
  if (Status st = writer->publish(release_card(opt, s, count_table), manifest, opt); !st) return st.error();
  return s;
}

}  // namespace mm::space
