#include "packs/space/scoring/score_release.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/common/reading/release_files.h"
#include "packs/space/scoring/read_choice.h"

namespace mm::space {
namespace {

struct Question {
  std::string task;
  std::vector<int> gold;  // gold position per trial
};

struct Release {
  std::map<std::string, Question> questions;
  std::map<std::string, ChoiceWords> words;                        // condition -> words
  std::map<std::string, std::vector<std::string>> options;        // item id -> option texts by position
  std::vector<std::string> languages, regimes;
};

Result<Release> load_release(const std::string& dir, bool verify) {
  auto m = pack::open_pack_manifest(dir, "space", verify);
  if (!m) return m.error();
  Release r;
  r.languages = m->value("languages", std::vector<std::string>());
  r.regimes = m->value("regimes", std::vector<std::string>());
  Status st = pack::each_json_line(dir + "/gold.jsonl", [&](const Json& j, const std::string& where) -> Status {
    if (!j.contains("id") || !j["id"].is_string() || !j.contains("task") || !j["task"].is_string())
      return Error{fmt::format("{}: expected \"id\" and \"task\" strings", where)};
    Question q{j["task"].get<std::string>(), {}};
    for (const Json& t : j.value("trials", Json::array())) q.gold.push_back(t.value("gold", -1));
    if (q.gold.size() != 4) return Error{fmt::format("{}: /trials: expected four trials", where)};
    r.questions.emplace(j["id"].get<std::string>(), std::move(q));
    return {};
  });
  if (!st) return st.error();
  auto words = pack::read_vocabularies<ChoiceWords>(dir, r.languages);
  if (!words) return words.error();
  r.words = std::move(*words);
  for (const auto& lang : r.languages) {
    st = pack::each_json_line(dir + "/items/" + lang + ".jsonl", [&](const Json& j, const std::string& where) -> Status {
      if (!j.contains("id") || !j.contains("options") || !j["options"].is_array() || j["options"].size() != 4)
        return Error{fmt::format("{}: expected \"id\" and four \"options\"", where)};
      r.options[j["id"].get<std::string>()] = j["options"].get<std::vector<std::string>>();
      return {};
    });
    if (!st) return st.error();
  }
  return r;
}

// "<question>#t<k>" -> (question, k).
std::optional<std::pair<std::string, int>> split_trial(const std::string& s) {
  size_t at = s.rfind("#t");
  if (at == std::string::npos || at + 3 != s.size() || s[at + 2] < '1' || s[at + 2] > '4') return std::nullopt;
  return std::make_pair(s.substr(0, at), s[at + 2] - '0');
}

}  // namespace

bool is_space_release(const std::string& dir) { return pack::pack_of(dir) == "space"; }

std::string trial_id(const std::string& question, int trial) { return fmt::format("{}#t{}", question, trial); }

Result<SpaceScore> score_space_release(const std::string& dir, const std::vector<std::string>& files,
                                       const std::string& out, bool verify) {
  auto preds = score::read_predictions(files);
  if (!preds) return preds.error();
  return score_space_release(dir, *preds, out, verify);
}

Result<SpaceScore> score_space_release(const std::string& dir, const score::PredictionSet& preds,
                                       const std::string& out, bool verify) {
  auto rel = load_release(dir, verify);
  if (!rel) return rel.error();
  SpaceScore s;
  for (const auto& e : preds.errors) s.errors.push_back(e.text());
  std::map<std::string, std::set<std::pair<std::string, std::string>>> scope;  // model -> (condition, regime)
  std::set<std::pair<std::string, std::string>> answered;                     // (model, id)
  std::string results;
  Tally tally;
  auto emit = [&](Json line) {
    results += line.dump() + "\n";
    return tally.add(line, "results");
  };
  for (const auto& p : preds.predictions) {
    auto id = pack::parse_item_id(p.id);
    auto trial = id ? split_trial(id->question) : std::nullopt;
    auto q = trial ? rel->questions.find(trial->first) : rel->questions.end();
    auto opts = rel->options.find(p.id);
    if (!id || q == rel->questions.end() || !rel->words.count(id->condition) || opts == rel->options.end() ||
        std::find(rel->regimes.begin(), rel->regimes.end(), id->regime) == rel->regimes.end()) {
      s.unknown.push_back(p.id);
      continue;
    }
    int gold = q->second.gold[trial->second - 1];
    const ChoiceWords& w = rel->words.at(id->condition);
    Choice c = read_choice(p.output, w, opts->second, id->regime == "reasoning");
    bool right = c.status == ChoiceStatus::Ok && c.position == gold;
    Json line = {{"id", p.id}, {"pack", "space"}, {"model", p.model}, {"question", trial->first},
                 {"trial", trial->second}, {"task", q->second.task}, {"language", id->condition},
                 {"regime", id->regime}, {"score", right ? 1 : 0}, {"status", std::string(choice_status_name(c.status))},
                 {"chosen", c.position >= 0 ? Json(w.labels[c.position]) : Json()}, {"gold", w.labels[gold]},
                 {"read_as", c.how}, {"note", c.note}};
    if (Status st = emit(std::move(line)); !st) return st.error();
    scope[p.model].insert({id->condition, id->regime});
    answered.insert({p.model, p.id});
    ++s.scored;
  }
  // Every unanswered item of a model's conditions and regimes scores 0.
  for (const auto& [model, conds] : scope)
    for (const auto& [cond, regime] : conds)
      for (const auto& [qid, q] : rel->questions)
        for (int t = 1; t <= 4; ++t) {
          std::string id = pack::item_id(trial_id(qid, t), cond, regime);
          if (answered.count({model, id})) continue;
          ++s.missing[model];
          Json line = {{"id", id}, {"pack", "space"}, {"model", model}, {"question", qid}, {"trial", t},
                       {"task", q.task}, {"language", cond}, {"regime", regime}, {"score", 0}, {"status", "missing"},
                       {"chosen", nullptr}, {"gold", rel->words.at(cond).labels[q.gold[t - 1]]}, {"read_as", ""},
                       {"note", "no prediction"}};
          if (Status st = emit(std::move(line)); !st) return st.error();
        }
  s.cells = tally.cells();
  if (!out.empty())
    if (Status st = write_file_atomic(out, results); !st) return st.error();
  return s;
}

}  // namespace mm::space
