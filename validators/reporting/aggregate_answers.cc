// L5 output diagnostics (JSON validity, node vs edge F1) and the
// constant-answer detector.
#include "validators/reporting/aggregate_diagnostics.h"

namespace mm::report {
namespace {

// An order-independent mean (see Cell).
struct Mean {
  int64_t micros = 0, n = 0;
  void add(double v) {
    micros += to_micros(v);
    ++n;
  }
  std::optional<double> value() const {
    return n ? std::optional<double>(double(micros) / 1e6 / double(n)) : std::nullopt;
  }
};

}  // namespace

std::vector<JsonValidityRow> json_validity_rows(const std::vector<Row>& rows) {
  std::map<std::pair<std::string, std::string>, std::pair<Mean, Mean>> grouped;
  for (const Row& r : rows) {
    if (r.level != kMaxLevel || !is_natural_language(r.language)) continue;
    auto& [valid, strict] = grouped[{r.model, r.regime}];
    valid.add(r.json_valid.value_or(0.0));
    strict.add(r.strict_json.value_or(0.0));
  }
  std::vector<JsonValidityRow> out;
  for (const auto& [key, m] : grouped)
    out.push_back({key.first, key.second, m.first.n, m.first.value(), m.second.value()});
  return out;
}

std::vector<GraphF1Row> graph_f1_rows(const std::vector<Row>& rows) {
  std::map<std::pair<std::string, std::string>, std::pair<Mean, Mean>> grouped;
  for (const Row& r : rows) {
    if (r.level != kMaxLevel) continue;
    auto& [node, edge] = grouped[{r.model, r.language}];
    node.add(r.node_f1.value_or(0.0));
    edge.add(r.edge_f1.value_or(0.0));
  }
  std::vector<GraphF1Row> out;
  for (const auto& [key, m] : grouped) {
    GraphF1Row g{key.first, key.second, m.first.n, m.first.value(), m.second.value(), std::nullopt};
    if (g.node_f1 && g.edge_f1) g.gap = *g.node_f1 - *g.edge_f1;
    out.push_back(g);
  }
  return out;
}

namespace {

void finish(AnswerRow& a, const std::map<std::string, int64_t>& answers) {
  for (const auto& [text, count] : answers)  // ascending text: the first maximum wins ties
    if (count > a.top_count) a.top_answer = text, a.top_count = count;
  if (a.n) a.invalid_rate = double(a.invalid) / double(a.n);
  if (a.ok) a.top_share = double(a.top_count) / double(a.ok);
  a.constant = a.top_share && *a.top_share >= kConstantAnswerShare;
}

}  // namespace

std::vector<AnswerRow> answer_rows(const std::vector<Row>& rows) {
  std::map<std::pair<std::string, std::string>, std::pair<AnswerRow, std::map<std::string, int64_t>>> grouped;
  for (const Row& r : rows) {
    auto& [a, answers] = grouped[{r.model, r.family}];
    ++a.n;
    if (r.status == "ok") {
      ++a.ok;
      ++answers[r.answer];
    } else if (r.status == "missing") {
      ++a.missing;
    } else {
      ++a.invalid;
    }
  }
  std::vector<AnswerRow> out;
  for (auto& [key, entry] : grouped) {
    auto& [a, answers] = entry;
    a.model = key.first;
    a.family = key.second;
    finish(a, answers);
    out.push_back(a);
  }
  return out;
}

}  // namespace mm::report
