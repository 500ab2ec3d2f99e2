#include "packs/cospace/scoring/metrics.h"

#include <fmt/format.h>

#include "packs/cospace/item.h"

namespace mm::cospace {

Status Metrics::add(const Json& line, const std::string& where) {
  for (const char* f : {"model", "regime", "language", "task", "order", "pair", "status"})
    if (!line.contains(f) || !line[f].is_string())
      return Error{fmt::format("{}: expected a \"{}\" string (a CoSpace results line)", where, f)};
  if (!line.contains("score") || !line["score"].is_number())
    return Error{fmt::format("{}: expected a \"score\" number", where)};
  by_[{line["model"], line["regime"], line["language"]}].push_back(
      {line["task"], line["order"], line["pair"], line["score"].get<double>() >= 1, line["status"] == "ok"});
  return {};
}

Cells Metrics::cells() const {
  Cells out;
  for (const auto& [key, lines] : by_) {
    Cell& cell = out[key[0]][key[1]][key[2]];
    // pair -> (original right, rotated right) per task; planning targets -> (QA, Dec) per order.
    std::map<std::pair<std::string, std::string>, std::pair<int, int>> pairs;
    std::map<std::pair<std::string, std::string>, std::pair<int, int>> plans;
    for (const Line& l : lines) {
      TaskCell& t = cell.tasks[l.task];
      ++t.prompts;
      t.read += l.read;
      if (l.order == "original") ++t.questions, t.right += l.right;
      if (l.order == "disrupted") ++t.disrupted, t.disrupted_right += l.right;
      if (l.order == "original" || l.order == "rotated") {
        auto& p = pairs[{l.task, l.pair}];
        (l.order == "original" ? p.first : p.second) = l.right ? 1 : 0;
        if (l.order == "rotated") p.second += 2;  // marks that the twin exists
      }
      if (l.task == "PLA-QA" || l.task == "PLA-Dec") {
        auto& p = plans[{l.order, l.pair}];
        (l.task == "PLA-QA" ? p.first : p.second) = l.right ? 1 : 0;
      }
    }
    for (const auto& [k, p] : pairs) {
      if (p.second < 2) continue;  // no rotated twin: not a consistency pair
      TaskCell& t = cell.tasks[k.first];
      int rotated = p.second - 2;
      ++t.pairs;
      t.pair_prompts_right += static_cast<size_t>(p.first + rotated);
      t.pairs_both += p.first && rotated;
    }
    for (const auto& [k, p] : plans) {
      if (!p.first) continue;
      ConditionalCell& c = cell.conditional[k.first];
      ++c.given;
      c.both += p.second;
    }
  }
  return out;
}

std::string metrics_table(const Cells& cells) {
  std::string out = "model\tregime\tcondition\ttask\tquestions\taccuracy\tACC_q\tACC_p\tgap\tdisrupted\n";
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, conds] : regimes)
      for (const auto& [cond, cell] : conds) {
        for (Task task : kTasks) {
          auto it = cell.tasks.find(std::string(task_name(task)));
          if (it == cell.tasks.end()) continue;
          const TaskCell& t = it->second;
          auto pct = [](double v) { return fmt::format("{:.1f}", 100 * v); };
          out += fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", model, regime, cond, it->first, t.questions,
                             pct(t.accuracy()), t.pairs ? pct(t.acc_q()) : "-", t.pairs ? pct(t.acc_p()) : "-",
                             t.pairs ? pct(t.acc_q() - t.acc_p()) : "-", t.disrupted ? pct(t.disrupted_accuracy()) : "-");
        }
        for (const auto& [order, c] : cell.conditional)
          out += fmt::format("{}\t{}\t{}\tPLA-Dec|PLA-QA ({})\t{}\t{:.1f}\t-\t-\t-\t-\n", model, regime, cond, order,
                             c.given, 100 * c.accuracy());
      }
  return out;
}

Json metrics_json(const Cells& cells) {
  Json out = Json::object();
  for (const auto& [model, regimes] : cells)
    for (const auto& [regime, conds] : regimes)
      for (const auto& [cond, cell] : conds) {
        Json& j = out[model][regime][cond];
        for (const auto& [task, t] : cell.tasks) {
          Json c = {{"questions", t.questions}, {"accuracy", t.accuracy()}, {"read", t.prompts ? double(t.read) / t.prompts : 0}};
          if (t.pairs) c.update({{"pairs", t.pairs}, {"acc_q", t.acc_q()}, {"acc_p", t.acc_p()}, {"gap", t.acc_q() - t.acc_p()}});
          if (t.disrupted) c.update({{"disrupted", t.disrupted}, {"disrupted_accuracy", t.disrupted_accuracy()}});
          j["tasks"][task] = c;
        }
        for (const auto& [order, c] : cell.conditional)
          j["PLA-Dec|PLA-QA"][order] = {{"given", c.given}, {"accuracy", c.accuracy()}};
      }
  return out;
}

}  // namespace mm::cospace
