// Evaluators of ordered answers: chain consistency (a direction pair),
// sequence-exact (room paths) and Kendall's tau (action ordering).
#include <cmath>
#include <map>

#include "validators/scoring/eval_internal.h"

namespace mm::score {
namespace {

bool ok(const Parsed& p) { return p.status == ParseStatus::Ok; }

std::vector<std::string> strings(const Json& j) {
  std::vector<std::string> out;
  if (j.is_array())
    for (const auto& x : j)
      if (x.is_string()) out.push_back(x.get<std::string>());
  return out;
}

}  // namespace

// Gold [X from Z, Z from X]. Score = mean of three indicators: the first
// direction right, the second right, and the two answers being opposite
// (consistent with each other even when wrong). Correct = both right.
Score eval_chain(const GoldItem& g, const Parsed& p) {
  std::vector<std::string> gold = strings(g.answer), pred = ok(p) ? strings(p.answer) : std::vector<std::string>{};
  bool fwd = pred.size() >= 2 && gold.size() == 2 && pred[0] == gold[0];
  bool back = pred.size() >= 2 && gold.size() == 2 && pred[1] == gold[1];
  bool consistent = pred.size() >= 2 && !pred[0].empty() && opposite(pred[0]) == pred[1];
  Score s;
  s.correct = fwd && back;
  s.score = (double(fwd) + double(back) + double(consistent)) / 3.0;
  s.components["forward_correct"] = fwd;
  s.components["backward_correct"] = back;
  s.components["consistent"] = consistent;
  return s;
}

Score eval_sequence(const GoldItem& g, const Parsed& p) {
  std::vector<std::string> gold = strings(g.answer), pred = ok(p) ? strings(p.answer) : std::vector<std::string>{};
  Score s;
  s.correct = ok(p) && pred == gold;
  s.score = s.correct ? 1 : 0;
  std::set<std::string> ps(pred.begin(), pred.end()), gs(gold.begin(), gold.end());
  s.components["set_f1"] = round6(ok(p) ? set_f1(ps, gs).f1 : 0.0);
  s.components["endpoints_correct"] = !pred.empty() && !gold.empty() && pred.front() == gold.front() &&
                                      pred.back() == gold.back();
  return s;
}

// Kendall's tau-b between the gold order and the predicted one. Each gold
// item ranks by its first position in the prediction; gold items the
// prediction leaves out share the rank after the last listed one (ties);
// predicted items that are not in the gold are ignored. Score = (tau+1)/2;
// correct iff tau = 1 (every item listed, in the gold order). An undefined
// tau (fewer than two gold items, or every item tied) counts as -1.
Score eval_kendall(const GoldItem& g, const Parsed& p) {
  std::vector<std::string> gold = strings(g.answer), pred = ok(p) ? strings(p.answer) : std::vector<std::string>{};
  std::map<std::string, size_t> first;
  for (size_t i = 0; i < pred.size(); ++i) first.emplace(pred[i], i);
  std::vector<double> rank;
  bool complete = true;
  for (const auto& x : gold) {
    auto it = first.find(x);
    rank.push_back(it == first.end() ? double(pred.size()) : double(it->second));
    complete = complete && it != first.end();
  }
  int64_t concordant = 0, discordant = 0, ties = 0, pairs = 0;
  for (size_t i = 0; i < rank.size(); ++i)
    for (size_t j = i + 1; j < rank.size(); ++j) {
      ++pairs;
      if (rank[i] < rank[j]) ++concordant;
      else if (rank[i] > rank[j]) ++discordant;
      else ++ties;
    }
  double denom = std::sqrt(double(pairs) * double(pairs - ties));
  double tau = ok(p) && denom > 0 ? double(concordant - discordant) / denom : -1.0;
  Score s;
  s.correct = ok(p) && tau >= 1.0 - 1e-12;
  s.score = (tau + 1.0) / 2.0;
  s.components["tau"] = round6(tau);
  s.components["complete"] = ok(p) && complete;
  return s;
}

}  // namespace mm::score
