// Building synthetic results lines (docs/metrics.md §7) for the report tests.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "validators/reporting/report_build.h"
#include "validators/reporting/report_rows.h"

namespace mm::report::test {

/// One results line's axes and outcome; `n` copies are emitted, of which
/// the first `correct` are correct. Ids are made unique by a counter.
struct Lines {
  std::string model = "m";
  int level = 0;
  std::string family = "exists", language = "en", mode = "balanced", regime = "direct", frame = "none";
  int n = 10, correct = 0;
  double score = -1;  // -1: score = correct ? 1 : 0
  std::string status = "ok";
  nlohmann::json answer = true;
  nlohmann::json components = nlohmann::json::object();
};

/// Appends the lines of `spec` to `out` (JSONL).
inline void emit(const Lines& spec, std::string& out) {
  static int counter = 0;
  for (int i = 0; i < spec.n; ++i) {
    bool ok = i < spec.correct;
    nlohmann::ordered_json j;
    j["id"] = "item-" + std::to_string(++counter);
    j["model"] = spec.model;
    j["family"] = spec.family;
    j["level"] = spec.level;
    j["language"] = spec.language;
    j["mode"] = spec.mode;
    j["regime"] = spec.regime;
    j["frame"] = spec.frame;
    j["order"] = "none";
    j["tier"] = "core";
    j["format"] = "boolean";
    j["evaluator"] = "boolean";
    j["status"] = spec.status;
    j["answer"] = spec.status == "ok" ? spec.answer : nlohmann::json();
    j["off_language"] = false;
    j["ambiguous"] = false;
    j["correct"] = ok;
    j["score"] = spec.score >= 0 ? spec.score : (ok ? 1.0 : 0.0);
    j["components"] = spec.components;
    j["note"] = "";
    out += j.dump() + "\n";
  }
}

inline Rows rows_of(const std::string& text, const std::string& file = "results.jsonl") {
  Rows rows;
  Status st = add_results(text, file, rows);
  if (!st) throw std::runtime_error(st.error().message);
  return rows;
}

}  // namespace mm::report::test
