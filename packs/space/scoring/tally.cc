#include "packs/space/scoring/tally.h"

#include <fmt/format.h>

namespace mm::space {

Status Tally::add(const Json& line, const std::string& where) {
  std::vector<std::string> key;
  for (const char* k : {"model", "regime", "language", "task", "question"}) {
    auto it = line.find(k);
    if (it == line.end() || !it->is_string()) return Error{fmt::format("{}: /{}: expected a string", where, k)};
    key.push_back(it->get<std::string>());
  }
  auto score = line.find("score");
  if (score == line.end() || !score->is_number()) return Error{fmt::format("{}: /score: expected 0 or 1", where)};
  std::string question = key.back();
  key.pop_back();
  Question& q = by_[key][question];
  ++q.trials;
  q.right += score->get<double>() >= 1;
  q.read += line.value("status", "") == "ok";
  return {};
}

Cells Tally::cells() const {
  Cells out;
  for (const auto& [key, questions] : by_) {
    TallyCell& c = out[key[0]][key[1]][key[2]][key[3]];
    for (const auto& [id, q] : questions) {
      ++c.questions;
      c.strict += q.trials == 4 && q.right == 4;
      c.trials += q.trials;
      c.right += q.right;
      c.read += q.read;
    }
  }
  return out;
}

std::string tally_table(const Cells& cells) {
  std::string out = "model\tregime\ttask\tcondition\tquestions\tstrict\tmean\tread\tchance\n";
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, conds] : regimes)
      for (const auto& [cond, tasks] : conds)
        for (const auto& [task, c] : tasks)
          out += fmt::format("{}\t{}\t{}\t{}\t{}\t{:.3f}\t{:.3f}\t{:.3f}\t{:.2f}\n", model, regime, task, cond,
                             c.questions, c.strict_score(), c.mean(), c.trials ? double(c.read) / c.trials : 0.0,
                             kChanceMean);
  return out;
}

Json tally_json(const Cells& cells) {
  Json out = Json::object();
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, conds] : regimes)
      for (const auto& [cond, tasks] : conds)
        for (const auto& [task, c] : tasks)
          out[model][regime][task][cond] = {{"questions", c.questions},
                                            {"trials", c.trials},
                                            {"strict", c.strict_score()},
                                            {"mean", c.mean()},
                                            {"read", c.trials ? double(c.read) / c.trials : 0.0},
                                            {"chance", kChanceMean},
                                            {"strict_chance", kChanceStrict}};
  return out;
}

}  // namespace mm::space
