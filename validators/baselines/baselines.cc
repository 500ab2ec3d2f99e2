// The baselines over a release's gold, streamed: a first pass counts the
// gold answers (for the constants worth trying and the majority of each half
// of the houses), a second reads the items a chunk at a time on the workers
// and scores every baseline's answer, and (for `mentalmap baselines`) a third
// writes the chosen answers as predictions and results lines. Memory holds
// the counts and one chunk, never the release; results are reduced in file
// order, so they do not depend on the thread count. Every baseline answers
// both regimes of one underlying item alike (one line, no reasoning), so
// pass 2 scores the first of the two and counts it twice; pass 3 scores
// every item, and a test checks the two agree.
#include "validators/baselines/baselines.h"


#include <algorithm>
#include <memory>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/parallel.h"
#include "validators/baselines/baseline_answers.h"
#include "validators/reading/gold_stream.h"
#include "validators/reading/json_fields.h"
#include "validators/reading/phrase_index.h"
#include "validators/scoring/scorer.h"
#include "format/text_norm.h"

namespace mm::baselines {
namespace {

constexpr size_t kChunk = score::kGoldChunk;
constexpr double kRecurring = 0.02;  // a majority answer recurs in this share of its half

int fold_of(std::string_view scene_or_base) { return int(fnv1a64(scene_or_base) & 1); }

// What counts as passing: the binary verdict, or for graphs with change
// metrics the change-aware pass when the baseline copies the reference graph
// (the before-state, the actual outcome), which passes the paper's strict
// pass by construction when little changes.
bool passed(const score::ItemResult& r, bool copies_reference) {
  if (copies_reference && r.score.components.contains("change_pass"))
    return r.score.components["change_pass"].get<bool>();
  return r.score.correct;
}

// ---- pass 1: the gold answers ------------------------------------------------

struct FamilyStats {
  Format format = Format::Label;
  std::map<std::string, int64_t> golds;                                  // answer -> count
  std::map<std::pair<std::string, int>, std::map<std::string, int64_t>> by_fold;  // (condition, fold)
};

struct Stats {
  std::map<std::string, FamilyStats> families;
  void add(const std::string& family, Format f, const std::string& language, int fold, const std::string& answer) {
    FamilyStats& s = families[family];
    s.format = f;
    ++s.golds[answer];
    ++s.by_fold[{language, fold}][answer];
  }
};

// Pass 1 reads a gold line's top-level fields it needs and stops (the
// bulky "scoring" object comes after them in every line `generate` writes);
// the rest of such a line is read in pass 2 unless it is the second regime
// of an item (then it is not read at all): the release was checked against
// its manifest's hashes first. Lines it cannot read are left to pass 2,
// which reports them. Returns the item's base id and condition ("" when
// unreadable): the two regimes of one underlying item share them, and every
// baseline answers them alike.
std::string count_line(std::string_view line, Stats& stats, const std::map<std::string, FamilyGate>& gates) {
  auto f = score::read_json_fields(line, {"base_id", "language", "format", "family", "scene", "answer"});
  if (!f || f->str("base_id").empty() || f->str("language").empty()) return "";
  std::string key = f->str("base_id") + "|" + f->str("language");
  auto format = parse_format(f->str("format"));
  std::string family = f->str("family");
  auto answer = f->json.find("answer");
  if (answer == f->json.end() || !format || *format == Format::FreeText) return key;
  if (auto g = gates.find(family); g != gates.end() && g->second.gate == "diagnostic") return key;
  std::string scene = f->str("scene");
  stats.add(family, *format, f->str("language"), fold_of(scene.empty() ? f->str("base_id") : scene), answer->second);
  return key;
}

// ---- pass 2: scoring every baseline on one item ---------------------------------

// What pass 1 decided for one family: the constants to try and the majority
// answer of each (condition, fold), fitted on the other fold.
struct Plan {
  Format format = Format::Label;
  std::vector<Json> constants;
  std::map<std::pair<std::string, int>, Json> majority;  // (condition, fold of the item) -> answer
};

Plan plan_of(const FamilyStats& s) {
  Plan p;
  p.format = s.format;
  std::vector<std::pair<std::string, int64_t>> golds(s.golds.begin(), s.golds.end());
  p.constants = constant_candidates(s.format, golds);
  for (const auto& [key, counts] : s.by_fold) {
    // Ties go to the smallest answer text: the choice never depends on order.
    std::string best;
    int64_t n = -1, total = 0;
    for (const auto& [a, c] : counts) {
      total += c;
      if (c > n) best = a, n = c;
    }
    // An answer that does not recur (a graph, an event list) is no majority:
    // the baseline then gives no answer rather than another item's.
    bool recurs = n >= 2 && double(n) >= kRecurring * double(total);
    p.majority[{key.first, 1 - key.second}] = recurs ? Json::parse(best) : Json();
  }
  return p;
}

struct Verdict {
  bool pass = false;
  double score = 0;
};

struct Outcome {
  std::string family, language;
  bool counted = false;
  double chance = 0;
  Verdict random, oracle, majority;
  std::vector<Verdict> constants;
  std::vector<std::pair<std::string, Verdict>> shortcuts;
};

struct Context {
  const std::map<std::string, FamilyGate>& gates;
  const Options& opt;
  std::map<std::string, Plan> plans;
  std::map<std::string, std::shared_ptr<const score::PhraseIndex>> indexes;
  std::vector<std::string> keys;  // per gold line: base id | condition
};

// The answers of every baseline for one item, in model-name order
// ("constant" only when the best constant is known).
std::vector<std::pair<std::string, Json>> answers_of(const score::GoldItem& g, const Context& c,
                                                     const std::map<std::string, Json>* best_constant) {
  std::vector<std::pair<std::string, Json>> out;
  const Plan& plan = c.plans.at(g.family);
  if (best_constant) out.emplace_back("constant", best_constant->at(g.language));
  auto m = plan.majority.find({g.language, fold_of(g.scene.empty() ? g.base_id : g.scene)});
  out.emplace_back("majority", m == plan.majority.end() ? Json() : m->second);
  // Seeded by the underlying item and condition, so both regimes of an item
  // get the same guess (and the gate can score them once).
  Rng rng = Rng::derive(c.opt.seed, {"baseline", "random", g.base_id, g.language});
  out.emplace_back("random", random_answer(g, rng));
  for (auto& [name, answer] : shortcut_answers(g)) out.emplace_back("shortcut:" + name, std::move(answer));
  return out;
}

// Answers of the closed formats (yes/no, numbers, directions) are read the
// same way for every item of a condition, regime and offered set, so the
// constants are parsed once per worker and only evaluated per item.
bool item_independent(Format f) {
  return f == Format::Boolean || f == Format::Integer || f == Format::Direction || f == Format::DirectionPair;
}

const score::Parsed& cached_parse(const std::string& text, const score::GoldItem& g, const score::PhraseIndex& index) {
  thread_local std::map<std::string, score::Parsed> cache;
  std::string key = g.language + '|' + g.regime + '|' + std::string(format_name(g.format)) + '|' + g.evaluator + '|' + text;
  for (const auto& c : g.choices) key += '|' + c;
  auto it = cache.find(key);
  if (it == cache.end()) it = cache.emplace(std::move(key), score::parse_output(text, g, index)).first;
  return it->second;
}

Result<Outcome> score_one(const score::GoldItem& g, const Context& c) {
  Outcome o;
  o.family = g.family;
  o.language = g.language;
  if (!c.plans.count(g.family)) return o;
  auto idx = c.indexes.find(g.language);
  if (idx == c.indexes.end()) return Error{fmt::format("no lexicon loaded for condition '{}'", g.language)};
  o.counted = true;
  o.chance = chance_of(g);
  auto verdict = [&](const Json& answer, bool no_change = false) {
    std::string text = answer_text(g.format, answer);
    if (item_independent(g.format)) {
      score::ItemResult r;
      r.item = &g;
      r.score = score::evaluate(g, cached_parse(text, g, *idx->second));
      return Verdict{passed(r, no_change), r.score.score};
    }
    score::ItemResult r = score::score_item(g, "baseline", &text, *idx->second);
    return Verdict{passed(r, no_change), r.score.score};
  };
  o.oracle = verdict(g.answer);
  for (const auto& [name, answer] : answers_of(g, c, nullptr)) {
    if (name == "majority") o.majority = verdict(answer);
    else if (name == "random") o.random = verdict(answer);
    else {
      std::string shortcut = name.substr(std::string_view("shortcut:").size());
      o.shortcuts.emplace_back(shortcut, verdict(answer, shortcut == kNoChange || shortcut == "actual"));
    }
  }
  for (const Json& k : c.plans.at(g.family).constants) o.constants.push_back(verdict(k));
  return o;
}

Result<Context> prepare(std::string_view text, const std::map<std::string, FamilyGate>& gates, const Options& opt) {
  Context c{gates, opt, {}, {}, {}};
  std::vector<std::string_view> lines;
  for (std::string_view l : score::split_lines(text))
    if (!score::trim(l).empty()) lines.push_back(l);
  // Counted a slice per worker; counts add up in any order, keys keep theirs.
  const size_t slices = size_t(std::max(1, opt.threads)) * 4;
  std::vector<Stats> parts(slices);
  c.keys.resize(lines.size());
  parallel_for(slices, opt.threads, [&](size_t s, int) {
    for (size_t i = lines.size() * s / slices; i < lines.size() * (s + 1) / slices; ++i)
      c.keys[i] = count_line(lines[i], parts[s], gates);
  });
  Stats stats;
  for (const Stats& part : parts)
    for (const auto& [family, fs] : part.families) {
      FamilyStats& into = stats.families[family];
      into.format = fs.format;
      for (const auto& [a, n] : fs.golds) into.golds[a] += n;
      for (const auto& [key, counts] : fs.by_fold)
        for (const auto& [a, n] : counts) into.by_fold[key][a] += n;
    }
  for (const auto& [family, s] : stats.families) {
    c.plans[family] = plan_of(s);
    for (const auto& [key, counts] : s.by_fold) {
      if (c.indexes.count(key.first)) continue;
      MM_TRY(idx, score::PhraseIndex::get(key.first));
      c.indexes[key.first] = *idx;
    }
  }
  return c;
}

void add(Table& t, const Outcome& o, std::map<std::string, std::map<std::string, std::vector<Rate>>>& constants) {
  if (!o.counted) return;
  Cell& cell = t.cells[o.family][o.language];
  ++cell.items;
  cell.chance += o.chance;
  cell.random.add(o.random.pass, o.random.score);
  cell.oracle.add(o.oracle.pass, o.oracle.score);
  cell.majority.add(o.majority.pass, o.majority.score);
  for (const auto& [name, v] : o.shortcuts) cell.shortcuts[name].add(v.pass, v.score);
  auto& rates = constants[o.family][o.language];
  rates.resize(o.constants.size());
  for (size_t k = 0; k < o.constants.size(); ++k) rates[k].add(o.constants[k].pass, o.constants[k].score);
}

// The best constant of each cell: most passes, then the higher score sum,
// then the earlier candidate.
std::map<std::string, std::map<std::string, Json>> choose_constants(
    Table& t, const Context& c, const std::map<std::string, std::map<std::string, std::vector<Rate>>>& constants) {
  std::map<std::string, std::map<std::string, Json>> best;
  for (const auto& [family, by_lang] : constants)
    for (const auto& [lang, rates] : by_lang) {
      size_t k = 0;
      for (size_t i = 1; i < rates.size(); ++i)
        if (rates[i].pass > rates[k].pass || (rates[i].pass == rates[k].pass && rates[i].score_sum > rates[k].score_sum))
          k = i;
      Cell& cell = t.cells[family][lang];
      const Plan& plan = c.plans.at(family);
      const Json& answer = plan.constants.at(k);
      cell.constant = rates.empty() ? Rate{} : rates[k];
      cell.constant_answer = answer_text(plan.format, answer);
      best[family][lang] = answer;
    }
  return best;
}

}  // namespace

std::string Violation::text() const {
  return fmt::format("family {}, condition {}: the {} baseline passes {:.1f} % of {} items (bound {:.0f} %)", family,
                     condition, baseline, 100 * rate, n, 100 * bound);
}

Result<Table> compute_text(std::string_view text, const std::string& path,
                           const std::map<std::string, FamilyGate>& families, const Options& opt, const Sinks* sinks) {
  MM_TRY(c, prepare(text, families, opt));
  Table t;
  t.families = families;
  std::map<std::string, std::map<std::string, std::vector<Rate>>> constants;
  std::vector<Outcome> chunk(kChunk);
  Status st = score::for_gold_lines(
      text, path, opt.threads,
      [&](size_t i, const score::GoldItem& g) -> Status {
        MM_TRY(o, score_one(g, *c));
        chunk[i % kChunk] = std::move(*o);
        return Status::Ok();
      },
      [&](size_t, size_t twin) { add(t, chunk[twin % kChunk], constants); }, &c->keys);
  if (!st) return st.error();
  for (auto& [family, by_lang] : t.cells)
    for (auto& [lang, cell] : by_lang) cell.chance /= double(std::max<int64_t>(1, cell.items));
  auto best = choose_constants(t, *c, constants);
  if (!sinks) return t;

  // Pass 3: the chosen answers as predictions and results lines.
  std::vector<std::vector<std::pair<std::string, std::string>>> preds(kChunk);
  std::vector<std::vector<std::string>> results(kChunk);
  st = score::for_gold_lines(
      text, path, opt.threads,
      [&](size_t i, const score::GoldItem& g) -> Status {
        auto& p = preds[i % kChunk];
        auto& r = results[i % kChunk];
        p.clear(), r.clear();
        if (!c->plans.count(g.family)) return Status::Ok();
        const auto& index = *c->indexes.at(g.language);
        for (const auto& [name, answer] : answers_of(g, *c, &best.at(g.family))) {
          std::string model = "baseline:" + name, out = answer_text(g.format, answer);
          OJson line = {{"id", g.id}, {"model", model}, {"output", out}};
          p.emplace_back(name, line.dump(-1, ' ', false, OJson::error_handler_t::replace));
          r.push_back(score::result_line(score::score_item(g, model, &out, index)));
        }
        return Status::Ok();
      },
      [&](size_t i, size_t) {
        for (const auto& [name, line] : preds[i % kChunk]) sinks->prediction(name, line);
        for (const auto& line : results[i % kChunk]) sinks->result(line);
      });
  if (!st) return st.error();
  return t;
}

Result<Table> compute_file(const std::string& gold_path, const std::map<std::string, FamilyGate>& families,
                           const Options& opt, const Sinks* sinks) {
  MM_TRY(text, read_input_file(gold_path));
  return compute_text(*text, gold_path, families, opt, sinks);
}

}  // namespace mm::baselines
