// The sampler on the hand-built house: determinism, the action mix, failure
// share, held before-states and the disjointness of chains.
#include <doctest/doctest.h>

#include <map>

#include "generator/episodes/sampler.h"
#include "tests/episodes/sampler_checks.h"
#include "tests/episodes/test_scene.h"

namespace mm {
namespace {

TEST_CASE("the same seed gives byte-identical episodes") {
  Scene s = test::test_house();
  for (int i = 0; i < 25; ++i) {
    auto a = sample_single_action(s, 5, i), b = sample_single_action(s, 5, i);
    REQUIRE(a.has_value());
    REQUIRE(b.has_value());
    CHECK(episode_dump(*a) == episode_dump(*b));
    auto c = sample_chain(s, 5, i), d = sample_chain(s, 5, i);
    REQUIRE(c.has_value());
    REQUIRE(d.has_value());
    CHECK(episode_dump(*c) == episode_dump(*d));
  }
  CHECK(sample_single_action(s, 5, 3)->id == "test-house-es0003");
  CHECK(sample_chain(s, 5, 3)->id == "test-house-ec0003");
  // Different seeds give different episodes (not all the same action).
  std::set<std::string> dumps;
  for (uint64_t seed = 0; seed < 10; ++seed) dumps.insert(episode_dump(*sample_single_action(s, seed, 0)));
  CHECK(dumps.size() > 5);
}

TEST_CASE("single-action episodes cover the 17 sampled actions") {
  Scene s = test::test_house();
  test::MixStats mix;
  for (uint64_t seed = 0; seed < 20; ++seed)
    for (int i = 0; i < 100; ++i) {
      auto e = sample_single_action(s, seed, i);
      REQUIRE(e.has_value());
      test::check_single(*e);
      mix.add(*e);
    }
  INFO(mix.report());
  mix.check_coverage(0.15, 0.25);
}

TEST_CASE("the failure rate option is honoured") {
  Scene s = test::test_house();
  for (double rate : {0.0, 0.5}) {
    SampleOptions opt;
    opt.failure_rate = rate;
    int failed = 0;
    for (int i = 0; i < 400; ++i) failed += !sample_single_action(s, 3, i, opt)->trajectory[0].success;
    CHECK(failed / 400.0 == doctest::Approx(rate).epsilon(0.08));
  }
}

TEST_CASE("chains are three successful actions on disjoint objects") {
  Scene s = test::test_house();
  std::map<std::string, int> types;
  int held_start = 0;
  for (uint64_t seed = 0; seed < 10; ++seed)
    for (int i = 0; i < 30; ++i) {
      auto e = sample_chain(s, seed, i);
      REQUIRE(e.has_value());
      test::check_chain(*e, 3);
      held_start += !e->before.held.empty();
      for (const auto& st : e->trajectory) ++types[std::string(action_name(st.action.type))];
    }
  std::string mix;
  for (const auto& [t, n] : types) mix += t + " " + std::to_string(n) + "\n";
  INFO(mix);
  CHECK(held_start > 30);
  CHECK(types.size() >= 15);
  CHECK(types.count("PullObject") == 0);
}

TEST_CASE("chain length follows the options") {
  Scene s = test::test_house();
  SampleOptions opt;
  opt.chain_length = 2;
  auto e = sample_chain(s, 1, 0, opt);
  REQUIRE(e.has_value());
  test::check_chain(*e, 2);
  opt.chain_length = 0;
  CHECK_FALSE(sample_chain(s, 1, 0, opt).has_value());
}

TEST_CASE("a scene with nothing to act on yields no episode") {
  Scene s = test::test_house();
  s.objects.clear();
  s.reindex();
  CHECK_FALSE(sample_single_action(s, 1, 0).has_value());
  CHECK_FALSE(sample_chain(s, 1, 0).has_value());
}

}  // namespace
}  // namespace mm
