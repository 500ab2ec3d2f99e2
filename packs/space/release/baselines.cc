#include "packs/space/release/baselines.h"

#include <algorithm>
#include <functional>

#include <fmt/format.h>

#include "base/parallel.h"
#include "base/rng.h"
#include "base/text.h"
#include "packs/space/mcq.h"
#include "packs/space/release/option_rules.h"
#include "packs/space/release/prompt.h"
#include "packs/space/scoring/read_choice.h"

namespace mm::space {
namespace {

// A content baseline: a score per option (item order); the best is answered.
using Scorer = std::function<std::vector<double>(const McqQuestion&, const std::vector<std::string>& texts_by_option)>;

struct Baseline {
  std::string name;
  int constant = -1;  // a fixed position, or -1
  Scorer score;       // else a content score (null: random)
};

std::vector<Baseline> baselines_of(const McqTask& task, bool marked, bool grids) {
  std::vector<Baseline> out;
  for (int p = 0; p < kOptions; ++p) out.push_back({fmt::format("constant-{}", position_letter(p)), p, nullptr});
  out.push_back({"random", -1, nullptr});
  auto length = [](double sign) {
    return Scorer([sign](const McqQuestion&, const std::vector<std::string>& t) {
      std::vector<double> s;
      for (const std::string& x : t) s.push_back(sign * static_cast<double>(to_u32(x).size()));
      return s;
    });
  };
  out.push_back({"longest", -1, length(1)});
  out.push_back({"shortest", -1, length(-1)});
  if (marked) {
    auto count = [](double sign) {
      return Scorer([sign](const McqQuestion& q, const std::vector<std::string>&) {
        std::vector<double> s;
        for (const OptionValue& o : q.options) s.push_back(sign * o.marked);
        return s;
      });
    };
    out.push_back({"most-marked", -1, count(1)});
    out.push_back({"fewest-marked", -1, count(-1)});
  }
  auto distance = task.distance ? task.distance : generic_distance;
  auto by_options = [](std::function<OptionScores(const McqQuestion&)> f) {
    return Scorer([f](const McqQuestion& q, const std::vector<std::string>&) { return f(q); });
  };
  out.push_back({"consensus", -1,
                 by_options([distance](const McqQuestion& q) { return negated(summed_distances(q, distance)); })});
  out.push_back({"outlier", -1, by_options([distance](const McqQuestion& q) { return summed_distances(q, distance); })});
  out.push_back({"multiset-shared", -1, by_options(shared_multisets)});
  out.push_back({"multiset-unique", -1, by_options([](const McqQuestion& q) { return negated(shared_multisets(q)); })});
  out.push_back({"most-symbols", -1,
                 Scorer([](const McqQuestion&, const std::vector<std::string>& t) { return distinct_symbols(t); })});
  if (grids)
    out.push_back(
        {"unique-up-to-turns", -1, by_options([](const McqQuestion& q) { return negated(same_up_to_turns(q)); })});
  for (const Shortcut& sc : task.shortcuts)
    out.push_back({sc.name, -1, [f = sc.score](const McqQuestion& q, const std::vector<std::string>&) { return f(q); }});
  return out;
}

// The position a content score picks in a trial: the best option, ties to
// the earliest position.
int pick(const std::vector<double>& by_option, const Trial& t) {
  int best = 0;
  for (int p = 1; p < kOptions; ++p)
    if (by_option[t.order[p]] > by_option[t.order[best]]) best = p;
  return best;
}

}  // namespace

Result<Json> blind_baselines(const std::vector<McqQuestion>& questions, uint64_t seed, int threads) {
  auto pr = SpacePrompter::load("en");
  if (!pr) return pr.error();
  auto words = pr->choice_words();
  if (!words) return words.error();
  std::array<std::string, 4> answers;
  for (int p = 0; p < kOptions; ++p) {
    auto a = pr->answer(p);
    if (!a) return a.error();
    answers[p] = *a;
  }
  // Per question: baseline name -> trials right.
  std::vector<std::map<std::string, int>> right(questions.size());
  std::vector<Status> failed(questions.size());
  parallel_for(questions.size(), threads > 0 ? threads : default_threads(), [&](size_t i, int) {
    const McqQuestion& q = questions[i];
    const McqTask* task = find_mcq_task(q.task);
    if (!task) return void(failed[i] = Error{fmt::format("{}: no SPACE task '{}'", q.id, q.task)});
    bool marked = std::all_of(q.options.begin(), q.options.end(), [](const OptionValue& o) { return o.marked >= 0; });
    bool grids = std::all_of(q.options.begin(), q.options.end(), [](const OptionValue& o) { return o.grid.has_value(); });
    Trial identity{0, {0, 1, 2, 3}};
    auto by_option = pr->option_texts(q, identity);
    if (!by_option) return void(failed[i] = by_option.error());
    for (const Trial& t : mcq_trials(q.gold)) {
      auto texts = pr->option_texts(q, t);
      if (!texts) return void(failed[i] = texts.error());
      Rng rng = Rng::derive(seed, {"space", "baseline", q.id}, static_cast<uint64_t>(t.gold_position));
      for (const Baseline& b : baselines_of(*task, marked, grids)) {
        int p = b.constant >= 0 ? b.constant
                : b.score       ? pick(b.score(q, *by_option), t)
                                : static_cast<int>(rng.below(kOptions));
        Choice c = read_choice(answers[p], *words, *texts, false);
        right[i][b.name] += c.status == ChoiceStatus::Ok && c.position == t.gold_position;
      }
    }
  });
  for (const Status& st : failed)
    if (!st) return st.error();
  // task -> baseline -> (questions, strict, trials right)
  std::map<std::string, std::map<std::string, std::array<size_t, 3>>> sums;
  for (size_t i = 0; i < questions.size(); ++i)
    for (const auto& [name, n] : right[i]) {
      auto& s = sums[questions[i].task][name];
      ++s[0];
      s[1] += n == kOptions;
      s[2] += static_cast<size_t>(n);
    }
  Json table = Json::object();
  for (const auto& [task, by] : sums) {
    double best = -1;
    for (const auto& [name, s] : by) {
      double strict = double(s[1]) / s[0], mean = double(s[2]) / (kOptions * s[0]);
      table[task][name] = {{"strict", strict}, {"mean", mean}};
      if (name.starts_with("constant-") && mean > best) {
        best = mean;
        table[task]["position"] = {{"strict", strict}, {"mean", mean}};
      }
    }
  }
  return table;
}

}  // namespace mm::space
