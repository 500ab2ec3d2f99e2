// Helpers for the scorer tests: items built from compact JSON specs (with
// defaults for the fields a test does not care about) and data files.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "base/file_io.h"
#include "base/json_util.h"
#include "generator/release/writer.h"
#include "tests/test_util.h"
#include "validators/reading/gold.h"
#include "validators/reading/phrase_index.h"
#include "validators/reading/release_input.h"

namespace mm::test {

/// The small-profile release a user gets from `generate --scenes
/// builtin:10 --seed 5 --profile small --languages <languages>`, written into
/// `dir` and opened for scoring.
inline score::Release small_release(const TempDir& dir, std::vector<std::string> languages) {
  GenerateOptions opt;
  opt.scenes = "builtin:10";
  opt.seed = 5;
  opt.profile = Profile::Small;
  opt.languages = std::move(languages);
  opt.out = dir.file("release");
  auto g = generate_release(opt);
  REQUIRE_MESSAGE(g, (g ? "" : g.error().message));
  auto r = score::open_release(opt.out);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  return std::move(*r);
}

inline std::string validators_data(const std::string& rel) {
  return std::string(MM_SOURCE_DIR) + "/tests/validators/data/" + rel;
}

/// A gold line from a spec: defaults for id, base_id, family, level,
/// language (en), mode, regime (direct), frame, order, choices, scoring.
/// Every field the release writer puts in a gold line is present, since the
/// reader requires them (generator/release/records.cc).
inline Json gold_line(const Json& spec) {
  Json g = {{"id", "mm-00000000000000000000"}, {"base_id", "b-0000000000000000"}, {"family", "testFamily"}, {"language", "en"},
            {"mode", "balanced"}, {"regime", "direct"}, {"frame", "none"}, {"order", "none"},
            {"normaliser", "x"}, {"choices", Json::array()}, {"scoring", Json::object()}, {"level", 0}};
  for (const auto& [k, v] : spec.items()) g[k] = v;
  if (!g.contains("normaliser")) g["normaliser"] = g["format"];
  return g;
}

inline score::GoldItem make_item(const Json& spec) {
  auto g = score::gold_from_json(gold_line(spec), "test");
  REQUIRE_MESSAGE(g, (g ? "" : g.error().message));
  return *g;
}

inline const score::PhraseIndex& index_for(const std::string& lang) {
  auto idx = score::PhraseIndex::get(lang);
  REQUIRE_MESSAGE(idx, (idx ? "" : idx.error().message));
  return **idx;
}

}  // namespace mm::test
