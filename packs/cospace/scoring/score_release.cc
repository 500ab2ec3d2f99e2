#include "packs/cospace/scoring/score_release.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "base/file_io.h"
#include "packs/common/reading/release_files.h"
#include "packs/cospace/scoring/read_answer.h"

namespace mm::cospace {
namespace {

struct Prompt {
  std::string task, order, pair, answer;
  std::vector<std::string> options;  // keys
  int gold = -1;
};

struct Release {
  std::map<std::string, Prompt> prompts;                      // prompt id -> gold
  std::map<std::string, AnswerWords> words;                   // condition -> words
  std::map<std::string, std::vector<std::string>> texts;      // item id -> option texts
  std::vector<std::string> languages, regimes;
};

Status read_gold(const std::string& dir, Release& r) {
  return pack::each_json_line(dir + "/gold.jsonl", [&](const Json& j, const std::string& where) -> Status {
    for (const char* f : {"id", "task", "condition", "pair", "answer"})
      if (!j.contains(f) || !j[f].is_string()) return Error{fmt::format("{}: expected a \"{}\" string", where, f)};
    Prompt p{j["task"], j["condition"], j["pair"], j["answer"], {}, -1};
    if (j.contains("options")) {
      if (!j["options"].is_array() || !j.contains("gold") || !j["gold"].is_number_integer())
        return Error{fmt::format("{}: expected \"options\" with a \"gold\" index", where)};
      p.options = j["options"].get<std::vector<std::string>>();
      p.gold = j["gold"].get<int>();
      if (p.gold < 0 || p.gold >= static_cast<int>(p.options.size()))
        return Error{fmt::format("{}: /gold: {} is no option", where, p.gold)};
    }
    r.prompts.emplace(j["id"].get<std::string>(), std::move(p));
    return {};
  });
}

Result<Release> load_release(const std::string& dir, bool verify) {
  auto m = pack::open_pack_manifest(dir, "cospace", verify);
  if (!m) return m.error();
  Release r;
  r.languages = m->value("languages", std::vector<std::string>());
  r.regimes = m->value("regimes", std::vector<std::string>());
  if (Status st = read_gold(dir, r); !st) return st.error();
  auto words = pack::read_vocabularies<AnswerWords>(dir, r.languages);
  if (!words) return words.error();
  r.words = std::move(*words);
  for (const auto& lang : r.languages) {
    Status st = pack::each_json_line(dir + "/items/" + lang + ".jsonl", [&](const Json& j, const std::string& where) -> Status {
      if (!j.contains("id") || !j["id"].is_string() || !j.contains("options") || !j["options"].is_array())
        return Error{fmt::format("{}: expected \"id\" and \"options\"", where)};
      r.texts[j["id"].get<std::string>()] = j["options"].get<std::vector<std::string>>();
      return {};
    });
    if (!st) return st.error();
  }
  return r;
}

std::string gold_text(const Prompt& p, const AnswerWords& w) {
  return p.options.empty() ? p.answer : w.choice.labels[static_cast<size_t>(p.gold)];
}

}  // namespace

bool is_cospace_release(const std::string& dir) { return pack::pack_of(dir) == "cospace"; }

bool is_cospace_results(const std::string& path) {
  auto text = read_file(path);
  if (!text) return false;
  auto j = Json::parse(text->substr(0, text->find('\n')), nullptr, false);
  return j.is_object() && j.value("pack", "") == "cospace";
}

Result<CospaceScore> score_cospace_release(const std::string& dir, const score::PredictionSet& preds,
                                           const std::string& out, bool verify) {
  auto rel = load_release(dir, verify);
  if (!rel) return rel.error();
  CospaceScore s;
  for (const auto& e : preds.errors) s.errors.push_back(e.text());
  std::map<std::string, std::set<std::pair<std::string, std::string>>> scope;  // model -> (condition, regime)
  std::set<std::pair<std::string, std::string>> answered;                     // (model, id)
  std::string results;
  Metrics metrics;
  auto emit = [&](Json line) {
    results += line.dump() + "\n";
    return metrics.add(line, "results");
  };
  auto head = [](const std::string& id, const std::string& model, const std::string& prompt, const Prompt& p,
                 const std::string& cond, const std::string& regime) {
    return Json{{"id", id},       {"pack", "cospace"}, {"model", model}, {"question", prompt}, {"task", p.task},
                {"order", p.order}, {"pair", p.pair},  {"language", cond}, {"regime", regime}};
  };
  for (const auto& p : preds.predictions) {
    auto id = pack::parse_item_id(p.id);
    auto q = id ? rel->prompts.find(id->question) : rel->prompts.end();
    auto texts = rel->texts.find(p.id);
    if (!id || q == rel->prompts.end() || !rel->words.count(id->condition) || texts == rel->texts.end() ||
        std::find(rel->regimes.begin(), rel->regimes.end(), id->regime) == rel->regimes.end()) {
      s.unknown.push_back(p.id);
      continue;
    }
    const Prompt& gold = q->second;
    const AnswerWords& w = rel->words.at(id->condition);
    bool reasoning = id->regime == "reasoning";
    Read r = gold.options.empty() ? read_number(p.output, w, reasoning)
                                  : read_option(p.output, w, texts->second, gold.options, reasoning);
    bool ok = r.status == space::ChoiceStatus::Ok;
    bool right = ok && (gold.options.empty() ? std::to_string(r.number) == gold.answer : r.position == gold.gold);
    Json line = head(p.id, p.model, id->question, gold, id->condition, id->regime);
    Json chosen = !ok ? Json() : gold.options.empty() ? Json(std::to_string(r.number)) : Json(w.choice.labels[r.position]);
    line.update({{"score", right ? 1 : 0}, {"status", std::string(space::choice_status_name(r.status))},
                 {"chosen", chosen}, {"gold", gold_text(gold, w)}, {"read_as", r.how}, {"note", r.note}});
    if (Status st = emit(std::move(line)); !st) return st.error();
    scope[p.model].insert({id->condition, id->regime});
    answered.insert({p.model, p.id});
    ++s.scored;
  }
  for (const auto& [model, conds] : scope)
    for (const auto& [cond, regime] : conds)
      for (const auto& [pid, gold] : rel->prompts) {
        std::string id = pack::item_id(pid, cond, regime);
        if (answered.count({model, id})) continue;
        ++s.missing[model];
        Json line = head(id, model, pid, gold, cond, regime);
        line.update({{"score", 0}, {"status", "missing"}, {"chosen", nullptr},
                     {"gold", gold_text(gold, rel->words.at(cond))}, {"read_as", ""}, {"note", "no prediction"}});
        if (Status st = emit(std::move(line)); !st) return st.error();
      }
  s.cells = metrics.cells();
  if (!out.empty())
    if (Status st = write_file_atomic(out, results); !st) return st.error();
  return s;
}

}  // namespace mm::cospace
