#include "packs/tos/release/release.h"

#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/parallel.h"
#include "base/resources.h"
#include "base/text.h"
#include "packs/tos/baselines.h"
#include "packs/tos/determined.h"
#include "packs/tos/explorers.h"
#include "packs/tos/probes.h"
#include "packs/common/release/pack_release.h"
#include "packs/tos/release/prompt.h"
#include "packs/tos/world_gen.h"
#include "packs/tos/world_json.h"

namespace mm::tos {
namespace {

struct Explored {
  World world;
  std::vector<Turn> log;
  std::vector<Question> questions;
  std::vector<double> gain;  // information gain after each step
  std::optional<Reexploration> again;  // the shift and second log of its false-belief question
};

constexpr double kMaxBinShare = 0.4;

// Worlds in index order, each explored and asked; a task takes a world's
// questions until it has worlds x per_task of them, so every task has the
// paper's count (300 for 100 worlds) even where a world yields fewer than
// per_task of a task (few determined ones, say). Worlds that add nothing
// are left out.
Result<std::vector<Explored>> explore_all(const ReleaseOptions& opt, int& skipped) {
  auto kinds = load_kinds();
  if (!kinds) return kinds.error();
  if (Status st = check_layout(opt.layout, kinds->size()); !st) return st.error();
  // Each task worlds x per_task questions; false belief one per world, as
  // the paper asks it once per scene.
  auto target_of = [&](const std::string& task) {
    return static_cast<size_t>(opt.worlds) * static_cast<size_t>(task == "false.belief" ? 1 : opt.per_task);
  };
  std::map<std::string, size_t> have, per_bin;
  auto complete = [&] {
    for (const std::string& t : release_task_names())
      if (have[t] < target_of(t)) return false;
    return true;
  };
  std::vector<Explored> out;
  skipped = 0;
  // Worlds are explored and asked in parallel, a batch at a time; the
  // tasks then take their questions in world order, so the release is the
  // same for any thread count.
  const int threads = opt.threads > 0 ? opt.threads : default_threads(), batch = 8;
  for (int first = 0; !complete(); first += batch) {
    if (first > 20 * opt.worlds + 100) {
      std::vector<std::string> short_of;
      for (const std::string& t : release_task_names())
        if (have[t] < target_of(t)) short_of.push_back(fmt::format("{} ({} of {})", t, have[t], target_of(t)));
      return Error{fmt::format("{} worlds give too few questions of {}", first, fmt::join(short_of, ", "))};
    }
    std::vector<std::optional<Explored>> made(batch);
    std::vector<Status> failed(batch);
    parallel_for(batch, threads, [&](size_t i, int) {
      auto w = generate_world(opt.seed, opt.layout, first + static_cast<int>(i), *kinds);
      if (!w) return void(failed[i] = w.error());
      Env env(*w, opt.budget);
      if (opt.explorer == "scout") run_scout(env);
      else run_strategist(env);
      Knowledge known(*w, env.log());
      std::vector<Question> qs =
          opt.determined_only
              ? make_questions(*w, opt.seed, opt.per_task, [&](const Question& q) { return determined(known, q); })
              : make_questions(*w, opt.seed, opt.per_task);
      WorldProbes probes = make_probes(*w, env.log(), opt.seed, opt.per_task);
      qs.insert(qs.end(), probes.questions.begin(), probes.questions.end());
      made[i] = Explored{std::move(*w), env.log(), std::move(qs), known.gain_per_step(), std::move(probes.again)};
    });
    for (int i = 0; i < batch && !complete(); ++i) {
      if (!failed[i]) return failed[i].error();
      std::vector<Question>& qs = made[i]->questions;
      std::erase_if(qs, [&](const Question& q) {
        if (have[q.task] >= target_of(q.task)) return true;
        // No distance bin may hold more than 40 % of a relation task's
        // golds: the logs pin some distances more often than others
        // (persp.take would be half "mid"), and a blind "mid" would profit.
        if (q.gold.is_object() && q.gold.contains("distance")) {
          size_t& n = per_bin[q.task + "/" + q.gold["distance"].get<std::string>()];
          if (n >= kMaxBinShare * static_cast<double>(target_of(q.task))) return true;
          ++n;
        }
        ++have[q.task];
        return false;
      });
      if (qs.empty()) {
        ++skipped;
        continue;
      }
      out.push_back(std::move(*made[i]));
    }
  }
  return out;
}

// The items of one condition, in question order then regime order.
Result<std::string> condition_items(const ReleaseOptions& opt, const std::vector<Explored>& all,
                                    const std::string& lang, std::map<std::string, int>& counts) {
  auto pr = TosPrompter::load(lang);
  if (!pr) return pr.error();
  std::string out;
  for (const Explored& e : all) {
    auto whole = pr->exploration(e.world, e.log);
    if (!whole) return Error{fmt::format("{} ({}): {}", e.world.id, lang, whole.error().message)};
    for (const Question& q : e.questions) {
      // The nine tasks share the whole log; a probe has its own.
      auto head = is_probe(q.task) ? pr->probe_exploration(e.world, e.log, q, e.again ? &*e.again : nullptr) : whole;
      if (!head) return Error{fmt::format("{} ({}): {}", q.id, lang, head.error().message)};
      auto tails = pr->questions(e.world, q, opt.regimes);
      if (!tails) return Error{fmt::format("{} ({}): {}", q.id, lang, tails.error().message)};
      for (size_t r = 0; r < opt.regimes.size(); ++r) {
        Json item = {{"id", item_id(q.id, lang, opt.regimes[r])}, {"pack", "tos"}, {"question", q.id},
                     {"world", e.world.id}, {"task", q.task}, {"language", lang},
                     {"regime", regime_name(opt.regimes[r])}, {"explorer", opt.explorer},
                     {"prompt", *head + "\n\n" + (*tails)[r]}};
        out += item.dump() + "\n";
        ++counts[q.task];
      }
    }
  }
  return out;
}

std::string card(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts) {
  std::string out = fmt::format(
      "# Theory of Space release (mentalmap)\n\n"
      "The passive setting of Theory of Space in text: {} worlds (seed {}, {} rooms of {}x{} cells, {} objects "
      "each), explored by the {}; {} questions over the nine tasks, the cognitive-map probes (cogmap: the log cut "
      "after a step, then the map of every object seen so far) and false belief (false.belief: a second exploration "
      "after objects were moved or turned unseen, then which changed), {} items in {} condition(s) and {} regime(s). Every "
      "task question's gold is determined by the exploration log and the stated layout, a false-belief gold by the two "
      "logs; a probe is scored by its map's correctness against the truth, as in the paper.\n"
      "How the world, the observations and the scoring work: docs/tos.md of mentalmap.\n\n"
      "Score answers with `mentalmap score <this folder> answers.jsonl --out results.jsonl`; an answer line is "
      "{{\"id\": ..., \"model\": ..., \"output\": ...}}.\n\n## Items per task and condition\n\n| task |",
      s.worlds, opt.seed, opt.layout.rooms, opt.layout.room_width, opt.layout.room_height, opt.layout.objects_per_room,
      opt.explorer, s.questions, s.items, opt.languages.size(), opt.regimes.size());
  for (const auto& l : opt.languages) out += " " + l + " |";
  out += "\n| --- |";
  for (size_t i = 0; i < opt.languages.size(); ++i) out += " ---: |";
  out += "\n";
  for (const std::string& task : release_task_names()) {
    out += "| " + task + " |";
    for (const auto& l : opt.languages) out += fmt::format(" {} |", counts.contains(task) ? counts[task].value(l, 0) : 0);
    out += "\n";
  }
  out += fmt::format(
      "\n## Blind baselines\n\nMean score of answers that never read the log. The gate refuses a release where one "
      "reaches {} ({} on alloc.map, view2loc and cogmap, scored by coordinate similarity) on a task of {} or more "
      "questions. The highest of a task's row is its floor: `mentalmap score` reports each score above it too.\n\n"
      "| task | majority | example | stay | copy |\n| --- | ---: | ---: | ---: | ---: |\n",
      kGateBound, kGateBoundSimilarity, kGateMinQuestions);
  for (auto& [task, b] : s.baselines.items()) {
    out += "| " + task + " |";
    for (const char* n : {"majority", "example", "stay", "copy"})
      out += b.contains(n) ? fmt::format(" {:.3f} |", b[n].get<double>()) : std::string(" - |");
    out += "\n";
  }
  return out;
}

}  // namespace

Json release_manifest(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts, const Json& files) {
  Json m = pack::manifest_head("tos");
  m.update(pack::run_fields(opt));
  m.update({{"worlds", s.worlds},
            {"questions_per_task_target", static_cast<size_t>(opt.worlds) * static_cast<size_t>(opt.per_task)},
            {"questions_per_task", opt.per_task},
            {"determined_only", opt.determined_only},
            {"skipped_worlds", s.skipped_worlds},
            {"layout", {{"rooms", opt.layout.rooms}, {"room_width", opt.layout.room_width},
                        {"room_height", opt.layout.room_height}, {"objects_per_room", opt.layout.objects_per_room}}},
            {"explorer", opt.explorer},
            {"budget", opt.budget},
            {"counts", counts},
            {"questions", s.questions},
            {"items", s.items},
            {"baselines", s.baselines},
            {"gate", {{"bound", kGateBound}, {"bound_similarity", kGateBoundSimilarity},
                      {"passed", s.gate_failures.empty()}, {"failures", s.gate_failures}}},
            {"files", files}});
  return m;
}

Result<std::pair<ReleaseOptions, ReleaseSummary>> release_of_manifest(const Json& m, const std::string& source) {
  try {
    ReleaseOptions o;
    pack::read_run_fields(m, o);
    o.per_task = m.at("questions_per_task").get<int>();
    if (o.per_task < 1) throw std::out_of_range("/questions_per_task: expected at least 1");
    o.worlds = static_cast<int>(m.at("questions_per_task_target").get<size_t>() / static_cast<size_t>(o.per_task));
    o.determined_only = m.at("determined_only").get<bool>();
    const Json& l = m.at("layout");
    o.layout = {l.at("rooms").get<int>(), l.at("room_width").get<int>(), l.at("room_height").get<int>(),
                l.at("objects_per_room").get<int>()};
    o.explorer = m.at("explorer").get<std::string>();
    o.budget = m.at("budget").get<int>();
    ReleaseSummary s;
    pack::read_summary_fields(m, s);
    s.worlds = m.at("worlds").get<size_t>();
    s.skipped_worlds = m.at("skipped_worlds").get<int>();
    return std::make_pair(o, s);
  } catch (const std::exception& e) {
    return Error{fmt::format("{}: not a Theory of Space release manifest this mentalmap reads: {}", source, e.what())};
  }
}

std::string release_card(const ReleaseOptions& opt, const ReleaseSummary& s, const Json& counts) {
  return card(opt, s, counts);
}

double gate_bound(const std::string& task) {
  AnswerKind k = answer_kind(task);
  return k == AnswerKind::Map || k == AnswerKind::Pose || k == AnswerKind::CogMap ? kGateBoundSimilarity : kGateBound;
}

std::string item_id(const std::string& question, const std::string& condition, Regime r) {
  return pack::item_id(question, condition, regime_name(r));
}

Result<ReleaseSummary> generate_release(const ReleaseOptions& opt) {
  if (opt.explorer != "scout" && opt.explorer != "strategist")
    return Error{fmt::format("--explorer '{}': expected scout or strategist", opt.explorer)};
  if (opt.worlds < 1) return Error{"--worlds: expected at least 1"};
  if (Status st = pack::check_shard(opt.shard_k, opt.shard_n, opt.languages.size()); !st) return st.error();
  ReleaseSummary s;
  auto all = explore_all(opt, s.skipped_worlds);
  if (!all) return all.error();
  std::vector<WorldQuestions> wqs;
  s.worlds = all->size();
  for (const Explored& e : *all) {
    wqs.push_back({&e.world, e.questions});
    s.questions += e.questions.size();
  }
  s.baselines = blind_baselines(wqs);
  std::map<std::string, size_t> per_task;
  for (const auto& wq : wqs)
    for (const Question& q : wq.questions) ++per_task[q.task];
  s.gate_failures = pack::gate_failures(s.baselines, per_task, {kGateMinQuestions, [](const std::string& task,
                                                                                      const std::string&) {
                                          return gate_bound(task);
                                        }});
  if (opt.gate && !s.gate_failures.empty())
    return Error{fmt::format("release gate: {}", fmt::join(s.gate_failures, "; "))};

  auto files = pack::PackWriter::begin(opt.out, opt.force, &s.notes);
  if (!files) return files.error();
  std::vector<Json> gold;
  for (const Explored& e : *all) {
    std::vector<Json> log;
    for (size_t k = 0; k < e.log.size(); ++k) {
      log.push_back(turn_to_json(e.world, e.log[k], static_cast<int>(k + 1)));
      log.back()["information_gain"] = e.gain.at(k);
    }
    if (Status st = files->write("worlds/" + e.world.id + ".json", world_to_json(e.world).dump(2) + "\n"); !st) return st.error();
    if (Status st = files->write("worlds/" + e.world.id + ".log.jsonl", pack::jsonl(log)); !st) return st.error();
    for (const Question& q : e.questions)
      gold.push_back({{"id", q.id}, {"world", e.world.id}, {"task", q.task}, {"ask", q.ask}, {"gold", q.gold}});
  }
  if (Status st = files->write("gold.jsonl", pack::jsonl(gold)); !st) return st.error();
  // The conditions of this shard (every one unless sharded): each is
  // rendered and written by one worker, so at most one condition per
  // worker is held in memory.
  std::vector<std::string> mine = pack::shard_conditions(opt.languages, opt.shard_k, opt.shard_n);
  std::vector<std::map<std::string, int>> counts(mine.size());
  std::vector<Status> done(mine.size());
  parallel_for(mine.size(), opt.threads > 0 ? opt.threads : default_threads(), [&](size_t i, int) {
    const std::string& lang = mine[i];
    auto text = condition_items(opt, *all, lang, counts[i]);
    if (!text) return void(done[i] = text.error());
    auto pr = TosPrompter::load(lang);
    auto words = pr ? pr->answer_words() : Result<AnswerWords>(pr.error());
    if (!words) return void(done[i] = words.error());
    if (Status st = files->write("items/" + lang + ".jsonl", *text); !st) return void(done[i] = st);
    done[i] = files->write("vocabulary/" + lang + ".json", words->dump());
  });
  for (const Status& st : done)
    if (!st) return st.error();
  Json count_table = Json::object();
  for (size_t i = 0; i < mine.size(); ++i)
    for (const auto& [task, n] : counts[i]) {
      count_table[task][mine[i]] = n;
      s.items += n;
    }
  if (Status st = files->write("baselines.json", s.baselines.dump(2) + "\n"); !st) return st.error();
  auto manifest = [&](const Json& listed) -> Result<Json> { return release_manifest(opt, s, count_table, listed); };
  if (Status st = files->publish(card(opt, s, count_table), manifest, opt); !st) return st.error();
  return s;
}

}  // namespace mm::tos
