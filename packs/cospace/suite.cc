#include "packs/cospace/suite.h"

#include <map>
#include <stdexcept>

#include "packs/cospace/panorama.h"
#include "packs/cospace/tasks/counting.h"
#include "packs/cospace/tasks/direction.h"
#include "packs/cospace/tasks/planning.h"
#include "packs/cospace/tasks/rotation.h"

namespace mm::cospace {
namespace {

std::string option_or_empty(const Item& item, int i) {
  return i >= 0 && i < static_cast<int>(item.options.size()) ? item.options[i] : "";
}

}  // namespace

Item make_item(Task t, uint64_t seed, int index) {
  switch (t) {
    case Task::DirRec: return make_dir_rec(seed, index);
    case Task::DirObj: return make_dir_obj(seed, index);
    case Task::RotAng: return make_rot_ang(seed, index);
    case Task::RotDif: return make_rot_dif(seed, index);
    case Task::Cnt: return make_cnt(seed, index);
    case Task::PlaQa: return make_planning(seed, index).qa;
    case Task::PlaDec: return make_planning(seed, index).dec;
  }
  throw std::logic_error("make_item: unknown task");
}

std::string solve(const Item& item) {
  switch (item.task) {
    case Task::DirRec: return solve_dir_rec(item);
    case Task::DirObj: return option_or_empty(item, solve_dir_obj(item));
    case Task::RotAng: return option_or_empty(item, solve_rot_ang(item));
    case Task::RotDif: {
      int v = solve_rot_dif(item);
      return v > 0 ? std::to_string(v) : "";
    }
    case Task::Cnt: {
      int n = solve_cnt(item);
      return n >= 0 ? std::to_string(n) : "";
    }
    case Task::PlaQa: return option_or_empty(item, solve_pla_qa(item));
    case Task::PlaDec: return option_or_empty(item, solve_pla_dec(item));
  }
  return "";
}

bool paired_task(Task t) { return t == Task::DirRec || t == Task::DirObj || t == Task::Cnt; }
bool disrupted_task(Task t) { return paired_task(t) || t == Task::PlaQa || t == Task::PlaDec; }

std::vector<Item> prompts(Task t, uint64_t seed, int index) {
  std::vector<Item> out{make_item(t, seed, index)};
  if (paired_task(t)) out.push_back(rotated(out[0]));
  if (disrupted_task(t)) out.push_back(disrupted(out[0]));
  return out;
}

PairMetrics pair_metrics(const std::vector<Graded>& graded) {
  std::map<std::string, std::pair<int, int>> by_pair;  // prompts seen, prompts correct
  for (const Graded& g : graded) {
    if (g.item->condition == Condition::Disrupted) continue;
    auto& [seen, right] = by_pair[g.item->pair];
    ++seen;
    right += g.correct;
  }
  PairMetrics m;
  int prompts = 0, right = 0, both = 0;
  for (const auto& [pair, counts] : by_pair) {
    if (counts.first != 2) continue;
    ++m.questions;
    prompts += 2;
    right += counts.second;
    both += counts.second == 2;
  }
  if (m.questions > 0) {
    m.acc_q = static_cast<double>(right) / prompts;
    m.acc_p = static_cast<double>(both) / m.questions;
  }
  return m;
}

Conditional conditional_accuracy(const std::vector<Graded>& graded, Condition condition) {
  std::map<std::string, std::pair<int, int>> qa_dec;  // -1 unseen, 0 wrong, 1 right
  for (const Graded& g : graded) {
    if (g.item->condition != condition) continue;
    auto& slot = qa_dec.try_emplace(g.item->pair, -1, -1).first->second;
    if (g.item->task == Task::PlaQa) slot.first = g.correct;
    if (g.item->task == Task::PlaDec) slot.second = g.correct;
  }
  Conditional c;
  int right = 0;
  for (const auto& [pair, r] : qa_dec) {
    if (r.first != 1 || r.second < 0) continue;
    ++c.given;
    right += r.second;
  }
  if (c.given > 0) c.accuracy = static_cast<double>(right) / c.given;
  return c;
}

}  // namespace mm::cospace
