#include "packs/cospace/release/blind.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>

#include <fmt/format.h>

#include "base/rng.h"
#include "packs/cospace/baselines.h"
#include "packs/cospace/release/prompt.h"
#include "packs/cospace/scoring/read_answer.h"
#include "packs/cospace/tasks/planning.h"

namespace mm::cospace {
namespace {

const char* const kLabels[] = {"A", "B", "C", "D"};

// An answer a rule gives: an option position or an open number.
struct Pick {
  std::string rule;
  int position = -1;
  int number = -1;
};

std::vector<std::string> actions_of(const std::string& route) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t at = route.find(','); at != std::string::npos; at = route.find(',', start)) {
    out.push_back(route.substr(start, at - start));
    start = at + 1;
  }
  out.push_back(route.substr(start));
  return out;
}

int shared_turn(const Item& item) {
  for (size_t i = 0; i < item.options.size(); ++i) {
    auto a = actions_of(item.options[i]);
    if (a.size() != 2 || a[1] != kGoAhead) continue;
    for (size_t j = 0; j < item.options.size(); ++j)
      if (j != i && item.options[j].find(a[0]) != std::string::npos) return static_cast<int>(i);
  }
  return 0;
}

int mentioned(const Item& item) {
  for (size_t i = 0; i < item.options.size(); ++i)
    for (const View& v : item.views)
      for (const Mention& m : v.seen)
        if (m.kind == item.options[i]) return static_cast<int>(i);
  return 0;
}

int busiest_view(const Item& item) {
  int best = 0;
  for (const View& v : item.views)
    best = std::max(best, static_cast<int>(std::count_if(v.seen.begin(), v.seen.end(),
                                                         [&](const Mention& m) { return m.kind == item.target; })));
  return best;
}

int by_length(const std::vector<std::string>& texts, bool longest) {
  int best = 0;
  for (size_t i = 1; i < texts.size(); ++i)
    if (longest ? texts[i].size() > texts[best].size() : texts[i].size() < texts[best].size())
      best = static_cast<int>(i);
  return best;
}

std::vector<Pick> picks(const Item& item, const std::vector<std::string>& texts, const std::string& majority,
                        uint64_t seed, size_t k) {
  std::vector<Pick> out;
  Rng rng = Rng::derive(seed, {"cospace", "baseline", "random", task_key(item.task)}, k);
  if (item.options.empty()) {
    bool cnt = item.task == Task::Cnt;
    out.push_back({"random", -1, static_cast<int>(rng.between(1, cnt ? 4 : 5))});
    out.push_back({"majority", -1, std::stoi(majority)});
    if (cnt) {
      out.push_back({"every-mention", -1, count_every_mention(item)});
      out.push_back({"busiest-view", -1, busiest_view(item)});
    } else {
      for (int v = 1; v <= 5; ++v) out.push_back({fmt::format("constant-view-{}", v), -1, v});
    }
    return out;
  }
  int n = static_cast<int>(item.options.size());
  for (int p = 0; p < n; ++p) out.push_back({fmt::format("constant-{}", kLabels[p]), p, -1});
  out.push_back({"random", static_cast<int>(rng.below(static_cast<uint64_t>(n))), -1});
  out.push_back({"longest", by_length(texts, true), -1});
  out.push_back({"shortest", by_length(texts, false), -1});
  auto m = std::find(item.options.begin(), item.options.end(), majority);
  out.push_back({"majority", m == item.options.end() ? 0 : static_cast<int>(m - item.options.begin()), -1});
  if (item.task == Task::DirObj) out.push_back({"mentioned", mentioned(item), -1});
  if (item.task == Task::PlaDec) out.push_back({"shared-turn", shared_turn(item), -1});
  if (item.task == Task::RotAng) out.push_back({"ignore-overlap", ignore_overlap(item), -1});
  return out;
}

// The most frequent gold key of each task, ties to the smallest key.
std::map<Task, std::string> majorities(const std::vector<const Item*>& items) {
  std::map<Task, std::map<std::string, int>> counts;
  for (const Item* it : items) ++counts[it->task][it->answer];
  std::map<Task, std::string> out;
  for (const auto& [t, c] : counts)
    out[t] = std::max_element(c.begin(), c.end(), [](const auto& a, const auto& b) { return a.second < b.second; })->first;
  return out;
}

}  // namespace

Result<Json> blind_baselines(const std::vector<Item>& prompts, uint64_t seed, const CospacePrompter& en,
                             const AnswerWords& words) {
  const CospacePrompter* pr = &en;
  std::vector<const Item*> originals;
  for (const Item& it : prompts)
    if (it.condition == Condition::Original) originals.push_back(&it);
  auto majority = majorities(originals);
  std::map<std::string, std::map<std::string, std::pair<int, int>>> tally;  // task -> rule -> (right, n)
  for (size_t k = 0; k < originals.size(); ++k) {
    const Item& it = *originals[k];
    auto texts = pr->option_texts(it);
    if (!texts) return texts.error();
    for (const Pick& p : picks(it, *texts, majority[it.task], seed, k)) {
      std::string answer = p.position >= 0 ? fmt::format("Answer: {}", kLabels[p.position])
                                           : fmt::format("Answer: {}", p.number);
      Read r = it.options.empty() ? read_number(answer, words, false)
                                  : read_option(answer, words, *texts, it.options, false);
      bool right = r.status == space::ChoiceStatus::Ok &&
                   (it.options.empty() ? std::to_string(r.number) == it.answer : r.position == it.gold);
      auto& cell = tally[std::string(task_name(it.task))][p.rule];
      cell.first += right;
      cell.second += 1;
    }
  }
  Json out = Json::object();
  for (const auto& [task, rules] : tally) {
    double position = 0, view = 0;
    for (const auto& [rule, c] : rules) {
      double acc = c.second ? double(c.first) / c.second : 0;
      out[task][rule] = acc;
      if (rule.starts_with("constant-view-")) view = std::max(view, acc);
      else if (rule.starts_with("constant-")) position = std::max(position, acc);
    }
    if (rules.count("constant-A")) out[task]["position"] = position;
    if (rules.count("constant-view-1")) out[task]["view"] = view;
  }
  return out;
}

}  // namespace mm::cospace
