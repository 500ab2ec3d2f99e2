// Helpers for the harness tests: one small gated release per test binary,
// the scorer run the way `score` runs it, and a ZIP writer for .eval logs.
#pragma once

#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "base/json_util.h"
#include "harness/import/harness_outputs.h"
#include "tests/test_util.h"

namespace mm::test {

/// A release of 4 built-in houses (small profile, seed 0; en, zh, struct)
/// with its blind-baselines gate passed, generated once per process.
const std::string& harness_release();

/// Each item's canonical answer text (what the oracle writes), by id.
const std::map<std::string, std::string>& canonical_answers();

/// A reply no grader accepts for the item (scores 0).
inline std::string wrong_answer() { return "zzz qqq"; }

/// Results of scoring `files` (read as `opt` says) against `release`:
/// (model, id) -> the results line.
std::map<std::pair<std::string, std::string>, Json> score_files(const std::string& release,
                                                               const std::vector<std::string>& files,
                                                               const harness::ImportOptions& opt = {},
                                                               score::PredictionSet* preds_out = nullptr);

/// Every JSON line of every file under `dir` with suffix `ext`, in path order.
std::vector<Json> lines_under(const std::string& dir, const std::string& ext = ".jsonl");
/// Line `i` of a fixture file under tests/data/harness/.
Json fixture_line(const std::string& file, size_t i);
/// Writes JSON lines to `path` (its folders made).
void write_lines(const std::string& path, const std::vector<Json>& lines);

struct ZipEntry {
  std::string name, data;
  int method = 8;  // 0 stored, 8 deflate, 93 Zstandard (two frames when the data allows)
};
/// A ZIP archive of `entries` in order (repeated names allowed).
std::string make_zip(const std::vector<ZipEntry>& entries);

}  // namespace mm::test
