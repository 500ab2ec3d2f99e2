#include "packs/tos/scoring/score_release.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/tos/answer_words.h"
#include "packs/tos/score.h"
#include "packs/common/reading/release_files.h"
#include "packs/tos/world_json.h"
#include "validators/reading/predictions.h"

namespace mm::tos {
namespace {

struct Release {
  std::map<std::string, World> worlds;
  std::map<std::string, std::pair<Question, std::string>> questions;  // id -> (question, world id)
  std::map<std::string, AnswerWords> words;                            // condition -> words
  std::map<std::string, double> floor;                                 // task -> best blind baseline
  std::vector<std::string> languages, regimes;
};

Result<Release> load_release(const std::string& dir, bool verify) {
  auto m = pack::open_pack_manifest(dir, "tos", verify);
  if (!m) return m.error();
  Release r;
  r.languages = m->value("languages", std::vector<std::string>());
  r.regimes = m->value("regimes", std::vector<std::string>());
  if (auto b = m->find("baselines"); b != m->end() && b->is_object())
    for (auto& [task, by] : b->items())
      for (auto& [name, v] : by.items())
        if (v.is_number()) r.floor[task] = std::max(r.floor[task], v.get<double>());
  Status st = pack::each_json_line(dir + "/gold.jsonl", [&](const Json& j, const std::string& where) -> Status {
    for (const char* k : {"id", "world", "task"})
      if (!j.contains(k) || !j[k].is_string()) return Error{fmt::format("{}: /{}: expected a string", where, k)};
    if (!j.contains("ask") || !j.contains("gold")) return Error{fmt::format("{}: expected \"ask\" and \"gold\"", where)};
    std::string wid = j["world"].get<std::string>();
    if (!r.worlds.count(wid)) {
      std::string path = fmt::format("{}/worlds/{}.json", dir, wid);
      auto wj = pack::read_json_file(path);
      if (!wj) return wj.error();
      auto w = world_from_json(*wj, path);
      if (!w) return w.error();
      r.worlds.emplace(wid, std::move(*w));
    }
    Question q{j["task"].get<std::string>(), j["id"].get<std::string>(), j["ask"], j["gold"]};
    r.questions.emplace(q.id, std::make_pair(q, wid));
    return {};
  });
  if (!st) return st.error();
  auto words = pack::read_vocabularies<AnswerWords>(dir, r.languages);
  if (!words) return words.error();
  r.words = std::move(*words);
  return r;
}

}  // namespace

bool is_tos_release(const std::string& dir) { return pack::pack_of(dir) == "tos"; }

Result<ReleaseScore> score_release(const std::string& dir, const std::vector<std::string>& files, const std::string& out,
                                   bool verify) {
  auto preds = score::read_predictions(files);
  if (!preds) return preds.error();
  return score_release(dir, *preds, out, verify);
}

Result<ReleaseScore> score_release(const std::string& dir, const score::PredictionSet& preds_in, const std::string& out,
                                   bool verify) {
  auto rel = load_release(dir, verify);
  if (!rel) return rel.error();
  const score::PredictionSet* preds = &preds_in;
  ReleaseScore s;
  for (const auto& e : preds->errors) s.errors.push_back(e.text());
  struct Sum {
    double score = 0;
    size_t n = 0, parsed = 0;
  };
  // model -> regime -> task -> condition
  std::map<std::string, std::map<std::string, std::map<std::string, std::map<std::string, Sum>>>> sums;
  std::map<std::string, std::set<std::pair<std::string, std::string>>> scope;  // model -> (condition, regime)
  std::map<std::string, std::set<std::string>> answered;
  std::string results;
  for (const auto& p : preds->predictions) {
    auto id = pack::parse_item_id(p.id);
    auto q = id ? rel->questions.find(id->question) : rel->questions.end();
    if (!id || q == rel->questions.end() || !rel->words.count(id->condition) ||
        std::find(rel->regimes.begin(), rel->regimes.end(), id->regime) == rel->regimes.end()) {
      s.unknown.push_back(p.id);
      continue;
    }
    const auto& [question, wid] = q->second;
    std::string text = rel->words.at(id->condition).canonical(p.output);
    Score sc = score_answer(rel->worlds.at(wid), question, text);
    Sum& sum = sums[p.model][id->regime][question.task][id->condition];
    sum.score += sc.score;
    ++sum.n;
    sum.parsed += sc.parsed;
    scope[p.model].insert({id->condition, id->regime});
    answered[p.model].insert(p.id);
    ++s.scored;
    Json line = {{"id", p.id},         {"model", p.model},     {"question", question.id}, {"task", question.task},
                 {"language", id->condition}, {"regime", id->regime}, {"score", sc.score},   {"parsed", sc.parsed},
                 {"answer", sc.answer}, {"details", sc.details}};
    results += line.dump() + "\n";
  }
  // The score above the task's floor (its best blind baseline): 0 for a
  // blind answer, 1 for every answer right.
  for (const auto& [model, regimes] : sums)
    for (const auto& [regime, tasks] : regimes)
      for (const auto& [task, langs] : tasks)
        for (const auto& [lang, sum] : langs) {
          double mean = sum.score / sum.n, floor = rel->floor.count(task) ? rel->floor.at(task) : 0;
          s.summary[model][regime][task][lang] = {{"items", sum.n},
                                                  {"mean", mean},
                                                  {"parsed", static_cast<double>(sum.parsed) / sum.n},
                                                  {"floor", floor},
                                                  {"above_floor", floor < 1 ? (mean - floor) / (1 - floor) : 0.0}};
        }
  for (const auto& [model, conds] : scope) {
    size_t want = rel->questions.size() * conds.size();
    s.missing[model] = want - answered[model].size();
  }
  if (!out.empty())
    if (Status st = write_file_atomic(out, results); !st) return st.error();
  return s;
}

std::string summary_table(const ReleaseScore& s) {
  std::string out = "model\tregime\ttask\tcondition\titems\tmean\tparsed\tfloor\tabove_floor\n";
  for (auto& [model, regimes] : s.summary.items())
    for (auto& [regime, tasks] : regimes.items())
      for (auto& [task, langs] : tasks.items())
        for (auto& [lang, v] : langs.items())
          out += fmt::format("{}\t{}\t{}\t{}\t{}\t{:.3f}\t{:.3f}\t{:.3f}\t{:.3f}\n", model, regime, task, lang,
                             v["items"].get<size_t>(), v["mean"].get<double>(), v["parsed"].get<double>(),
                             v["floor"].get<double>(), v["above_floor"].get<double>());
  return out;
}

}  // namespace mm::tos
