// The sampler over built-in houses (generator/scenes/builtin_house.cc):
// replay == after for well over 1,000 episodes, determinism, the schema, the
// action mix and chain disjointness on realistic scenes.
#include <doctest/doctest.h>

#include "base/schema_check.h"
#include "generator/episodes/sampler.h"
#include "generator/scenes/builtin_house.h"
#include "tests/episodes/sampler_checks.h"

namespace mm {
namespace {

constexpr uint64_t kSeed = 20240611;
constexpr int kHouses = 24;

const std::vector<Scene>& houses() {
  static const std::vector<Scene> hs = [] {
    std::vector<Scene> v;
    for (int i = 0; i < kHouses; ++i) v.push_back(generate_builtin_house(kSeed, i));
    return v;
  }();
  return hs;
}

TEST_CASE("built-in houses: single episodes replay, pass the checks and cover the mix") {
  test::MixStats mix;
  for (const auto& h : houses()) {
    CAPTURE(h.id);
    for (int i = 0; i < 50; ++i) {
      auto e = sample_single_action(h, kSeed, i);
      REQUIRE(e.has_value());
      test::check_single(*e);
      mix.add(*e);
    }
  }
  MESSAGE(mix.report());
  CHECK(mix.total == 1200);
  mix.check_coverage(0.15, 0.25);
}

TEST_CASE("built-in houses: chains are disjoint, successful and replay") {
  std::map<std::string, int> types;
  int n = 0;
  for (const auto& h : houses()) {
    CAPTURE(h.id);
    for (int i = 0; i < 12; ++i) {
      auto e = sample_chain(h, kSeed, i);
      REQUIRE(e.has_value());
      test::check_chain(*e, 3);
      for (const auto& s : e->trajectory) ++types[std::string(action_name(s.action.type))];
      ++n;
    }
  }
  std::string mix;
  for (const auto& [t, k] : types) mix += t + " " + std::to_string(k) + "\n";
  MESSAGE(n, " chains\n", mix);
  CHECK(types.size() >= 15);
}

TEST_CASE("built-in houses: episodes are deterministic and round-trip through the schema") {
  auto checker = SchemaChecker::cached(kEpisodeSchema);
  REQUIRE(checker.ok());
  for (int k = 0; k < 6; ++k) {
    const Scene& h = houses()[k];
    // A fresh copy of the house: nothing may depend on earlier sampling.
    Scene again = generate_builtin_house(kSeed, k);
    for (int i = 0; i < 8; ++i) {
      auto e = i % 2 ? sample_chain(h, 99, i) : sample_single_action(h, 99, i);
      auto f = i % 2 ? sample_chain(again, 99, i) : sample_single_action(again, 99, i);
      REQUIRE(e.has_value());
      REQUIRE(f.has_value());
      std::string text = episode_dump(*e);
      CHECK(text == episode_dump(*f));
      CHECK((*checker)->validate_text(text, e->id).ok());
      auto j = parse_json(text, e->id);
      REQUIRE(j.ok());
      auto back = episode_from_json(*j, h, e->id);
      REQUIRE_MESSAGE(back.ok(), (back.ok() ? "" : back.error().message));
      CHECK(episode_dump(*back) == text);
    }
  }
}

}  // namespace
}  // namespace mm
