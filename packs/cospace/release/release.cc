#include "packs/cospace/release/release.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "base/parallel.h"
#include "base/text.h"
#include "generator/release/hashed_writer.h"
#include "packs/cospace/house_scene.h"
#include "packs/cospace/release/blind.h"
#include "packs/cospace/release/prompt.h"
#include "packs/cospace/scoring/answer_words.h"
#include "packs/cospace/suite.h"

namespace mm::cospace {
namespace {

int workers(const ReleaseOptions& opt) { return opt.threads > 0 ? opt.threads : default_threads(); }

std::optional<Task> task_of(const std::string& name) {
  for (Task t : kTasks)
    if (task_name(t) == name) return t;
  return std::nullopt;
}

// What the conditions are worded in: each one's prompter (a lexicon and its
// templates take milliseconds to read and check), English's for the blind
// baselines, and the answer words every condition shares, loaded side by side.
struct Words {
  std::map<std::string, CospacePrompter> prompters;
  AnswerWords shared;
};

Result<Words> load_words(const ReleaseOptions& opt) {
  std::vector<std::string> langs = opt.languages;
  if (std::find(langs.begin(), langs.end(), "en") == langs.end()) langs.push_back("en");
  std::vector<std::optional<Result<CospacePrompter>>> loaded(langs.size());
  std::optional<Result<AnswerWords>> shared;
  parallel_for(langs.size() + 1, workers(opt), [&](size_t i, int) {
    if (i < langs.size()) loaded[i] = CospacePrompter::load(langs[i]);
    else shared = shared_answer_words();
  });
  Words w;
  for (size_t i = 0; i < langs.size(); ++i) {
    if (!*loaded[i]) return loaded[i]->error();
    w.prompters.emplace(langs[i], std::move(**loaded[i]));
  }
  if (!*shared) return shared->error();
  w.shared = std::move(**shared);
  return w;
}

// Each condition's vocabulary file (the words its answers are read in),
// worked out side by side.
Result<std::vector<std::string>> vocabularies(const std::vector<std::string>& conditions, const Words& w,
                                              int threads) {
  std::vector<std::string> out(conditions.size());
  std::vector<Status> failed(conditions.size());
  parallel_for(conditions.size(), threads, [&](size_t c, int) {
    auto words = w.prompters.at(conditions[c]).answer_words(w.shared);
    if (words) out[c] = words->dump();
    else failed[c] = words.error();
  });
  for (const Status& st : failed)
    if (!st) return st.error();
  return out;
}

// Every prompt of every question, in task order, then question, then
// original / rotated / disrupted.
Result<std::vector<Item>> make_prompts(const ReleaseOptions& opt) {
  std::vector<std::pair<Task, int>> wanted;
  for (const auto& [name, n] : opt.questions)
    if (!task_of(name)) return Error{fmt::format("no CoSpace task '{}'", name)};
  for (Task t : kTasks)
    if (auto n = opt.questions.find(std::string(task_name(t))); n != opt.questions.end())
      for (int i = 0; i < n->second; ++i) wanted.push_back({t, i});
  // The house rooms' pool first, a house per worker at a time: the first
  // house question would otherwise build all of it while the others wait.
  parallel_for(kHousePool, workers(opt), [&](size_t h, int) { house_grid(opt.seed, static_cast<int>(h)); });
  std::vector<std::vector<Item>> per(wanted.size());
  parallel_for(wanted.size(), workers(opt), [&](size_t i, int) {
    per[i] = prompts(wanted[i].first, opt.seed, wanted[i].second);
  });
  std::vector<Item> out;
  for (auto& v : per)
    for (Item& it : v) out.push_back(std::move(it));
  return out;
}

// One item line, as Json::dump() writes it (keys sorted), written directly:
// a release has tens of thousands of them, each with a long prompt. The
// prompt comes as the body every regime shares, already escaped, and the
// regime's ending.
void item_line(std::string& out, const Item& it, const std::string& lang, const std::string& regime,
               const std::vector<std::string>& options, std::string_view escaped_body, std::string_view ending) {
  auto field = [&out](std::string_view key, std::string_view value, bool first = false) {
    out += first ? "{" : ",";
    append_json_string(out, key);
    out += ':';
    append_json_string(out, value);
  };
  field("id", pack::item_id(it.id, lang, regime), true);
  field("language", lang);
  out += ",\"options\":[";
  for (size_t k = 0; k < options.size(); ++k) {
    if (k) out += ',';
    append_json_string(out, options[k]);
  }
  out += ']';
  field("order", condition_name(it.condition));
  field("pack", "cospace");
  field("pair", it.pair);
  out += ",\"prompt\":\"";
  out += escaped_body;
  append_json_escaped(out, ending);
  out += '"';
  field("question", it.id);
  field("regime", regime);
  field("task", task_name(it.task));
  out += "}\n";
}

// An items file is worded in pieces of this many prompts (about 100 KB),
// each by one worker, at most kWindow pieces ahead of the writer.
constexpr size_t kPiecePrompts = 16;
constexpr size_t kWindow = 8;

// The item lines of prompts [from, to) in one condition: prompt order, then regime.
Status item_lines(const ReleaseOptions& opt, const std::vector<Item>& prompts, size_t from, size_t to,
                  const CospacePrompter& pr, std::string& out) {
  const std::string& lang = pr.language();
  for (size_t i = from; i < to; ++i) {
    const Item& it = prompts[i];
    auto texts = pr.prompts(it, opt.regimes);
    auto options = pr.option_texts(it);
    if (!texts || !options)
      return Error{fmt::format("{} ({}): {}", it.id, lang, (!texts ? texts.error() : options.error()).message)};
    std::string body;
    append_json_escaped(body, texts->body);
    for (size_t r = 0; r < opt.regimes.size(); ++r)
      item_line(out, it, lang, std::string(regime_name(opt.regimes[r])), *options, body, texts->endings[r]);
  }
  return {};
}

// One condition's items file, worded on every worker a window ahead of the
// writer: the bytes are those of the prompts in order, and the file is
// never held whole in memory.
Status write_items(const ReleaseOptions& opt, const std::vector<Item>& prompts, const CospacePrompter& pr,
                   HashedWriter& file) {
  size_t pieces = (prompts.size() + kPiecePrompts - 1) / kPiecePrompts;
  std::vector<std::string> text(kWindow);
  std::vector<Status> made(kWindow);
  Status status;
  ordered_for(
      pieces, workers(opt), kWindow,
      [&](size_t p, int) {
        text[p % kWindow].clear();
        made[p % kWindow] = item_lines(opt, prompts, p * kPiecePrompts,
                                       std::min(prompts.size(), (p + 1) * kPiecePrompts), pr, text[p % kWindow]);
      },
      [&](size_t p) {
        status = made[p % kWindow];
        if (status) file.write(text[p % kWindow]);
        return static_cast<bool>(status);
      });
  return status;
}

// gold.jsonl: one line per prompt (to_json), serialised on every worker.
std::string gold_lines(const std::vector<Item>& prompts, int threads) {
  std::vector<std::string> lines(prompts.size());
  parallel_for(prompts.size(), threads, [&](size_t i, int) { lines[i] = to_json(prompts[i]).dump() + "\n"; });
  return join_with(lines, "");
}

// Items per task in each condition: every prompt once per regime.
std::map<std::string, int> items_per_task(const std::vector<Item>& prompts, size_t regimes) {
  std::map<std::string, int> out;
  for (const Item& it : prompts) out[std::string(task_name(it.task))] += static_cast<int>(regimes);
  return out;
}

std::vector<std::string> gate(const Json& table, const std::vector<Item>& prompts) {
  std::map<std::string, size_t> questions;
  for (const Item& it : prompts)
    if (it.condition == Condition::Original) ++questions[std::string(task_name(it.task))];
  return pack::gate_failures(table, questions, {kGateMinQuestions, [](const std::string& task, const std::string&) {
                                                  return task == "ROT-Ang" ? kTwoOptionBound : kGateBound;
                                                }});
}

}  // namespace

Result<std::map<std::string, int>> profile_questions(const std::string& profile) {
  if (profile == "paper")
    return std::map<std::string, int>{{"DIR-Rec", 250}, {"DIR-Obj", 250}, {"ROT-Ang", 300}, {"ROT-Dif", 200},
                                      {"CNT", 200},     {"PLA-QA", 213},  {"PLA-Dec", 213}};
  if (profile == "small") {
    std::map<std::string, int> out;
    for (Task t : kTasks) out[std::string(task_name(t))] = 10;
    return out;
  }
  return Error{fmt::format("--profile '{}': expected paper or small", profile)};
}

Result<ReleaseSummary> generate_release(const ReleaseOptions& opt) {
  if (Status st = pack::check_shard(opt.shard_k, opt.shard_n, opt.languages.size()); !st) return st.error();
  if (opt.regimes.empty()) return Error{"--regimes: expected direct, reasoning or both"};
  auto words = load_words(opt);
  if (!words) return words.error();
  const std::map<std::string, CospacePrompter>& prompters = words->prompters;
  auto en_words = prompters.at("en").answer_words(words->shared);
  if (!en_words) return en_words.error();
  auto all = make_prompts(opt);
  if (!all) return all.error();
  ReleaseSummary s;
  s.prompts = all->size();
  for (const Item& it : *all) s.questions += it.condition == Condition::Original;
  auto table = blind_baselines(*all, opt.seed, prompters.at("en"), *en_words);
  if (!table) return table.error();
  s.baselines = *table;
  s.gate_failures = gate(s.baselines, *all);
  if (opt.gate && !s.gate_failures.empty())
    return Error{fmt::format("release gate: {}", fmt::join(s.gate_failures, "; "))};

  auto writer = pack::PackWriter::begin(opt.out, opt.force, &s.notes);
  if (!writer) return writer.error();
  if (Status st = writer->write("gold.jsonl", gold_lines(*all, workers(opt))); !st) return st.error();
  if (Status st = writer->write("baselines.json", s.baselines.dump(2) + "\n"); !st) return st.error();
  std::map<std::string, int> per_task = items_per_task(*all, opt.regimes.size());
  Json count_table = Json::object();
  std::vector<std::string> conditions = pack::shard_conditions(opt.languages, opt.shard_k, opt.shard_n);
  auto vocabulary = vocabularies(conditions, *words, workers(opt));
  if (!vocabulary) return vocabulary.error();
  // Conditions one after another, each worded on every worker.
  for (size_t c = 0; c < conditions.size(); ++c) {
    const CospacePrompter& pr = prompters.at(conditions[c]);
    Status st = writer->write("items/" + conditions[c] + ".jsonl",
                              [&](HashedWriter& f) { return write_items(opt, *all, pr, f); });
    if (st) st = writer->write("vocabulary/" + conditions[c] + ".json", (*vocabulary)[c]);
    if (!st) return st.error();
    for (const auto& [task, n] : per_task) {
      count_table[task][conditions[c]] = n;
      s.items += static_cast<size_t>(n);
    }
  }
  auto manifest = [&](const Json& listed) -> Result<Json> { return release_manifest(opt, s, count_table, listed); };
  if (Status st = writer->publish(release_card(opt, s, count_table), manifest, opt); !st) return st.error();
  return s;
}

}  // namespace mm::cospace
