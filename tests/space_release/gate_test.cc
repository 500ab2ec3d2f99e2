// The blind baselines and the gate: a constant letter scores exactly chance
// on the four-trial rotation, the real small profile passes, and a task
// whose gold is always the longest option is refused.
#include <doctest/doctest.h>

#include "packs/common/release/pack_release.h"
#include <fmt/format.h>

#include "packs/space/release/baselines.h"
#include "packs/space/release/release.h"

namespace mm::space {

TEST_CASE("space gate: constants score chance, the real tasks stay under the bound") {
  std::vector<McqQuestion> qs;
  for (const McqTask& t : mcq_tasks())
    for (uint64_t i = 0; i < 40; ++i) qs.push_back(t.make(5, i));
  auto table = blind_baselines(qs, 5, 2);
  REQUIRE(table);
  for (const McqTask& t : mcq_tasks()) {
    const Json& b = (*table)[t.name];
    for (const char* c : {"constant-A", "constant-B", "constant-C", "constant-D", "position"}) {
      CHECK(b[c]["mean"].get<double>() == doctest::Approx(0.25));
      CHECK(b[c]["strict"].get<double>() == 0);
    }
    CHECK(b.contains("consensus"));
    CHECK(b.contains("random"));
  }
  CHECK((*table)["mpfb"].contains("piece-sizes"));
  CHECK((*table)["sadd"].contains("most-marked"));
  CHECK(!(*table)["ptt"].contains("most-marked"));
  // The bin tasks' options are two opposite pairs: no option is the hub of
  // the others' slips (mirror, opposite, neighbour).
  for (const char* t : {"ptt", "direction"}) CHECK((*table)[t]["slip-hub"]["mean"].get<double>() == doctest::Approx(0.25));
}

TEST_CASE("space gate: no blind baseline reaches the bound on 300 questions of every task") {
  // The population a user's release is drawn from (the paper profile's
  // streams, seed 20240917 as the core's tests): every rule of baselines.h,
  // the option-only ones included, must stay under the gate's bound.
  constexpr uint64_t kSeed = 20240917;
  std::vector<McqQuestion> qs;
  for (const McqTask& t : mcq_tasks())
    for (uint64_t i = 0; i < 300; ++i) qs.push_back(t.make(kSeed, i));
  auto table = blind_baselines(qs, kSeed, 2);
  REQUIRE(table);
  for (const auto& [task, by] : table->items()) {
    std::string row = task;
    for (const auto& [name, cell] : by.items()) {
      CAPTURE(task);
      CAPTURE(name);
      CHECK(cell["mean"].get<double>() < kGateBound);
      CHECK(cell["strict"].get<double>() < kGateBound);
      row += fmt::format(" {}={:.3f}", name, cell["mean"].get<double>());
    }
    MESSAGE(row);
  }
}

TEST_CASE("space gate: a task whose gold is always the longest option fails the gate") {
  std::vector<McqQuestion> qs;
  for (uint64_t i = 0; i < 120; ++i) {
    McqQuestion q;
    q.task = "cbtt";
    q.id = "space-cbtt-" + std::to_string(i);
    q.gold = static_cast<int>(i % 4);
    for (int o = 0; o < 4; ++o) {
      std::string letters = o == q.gold ? "A B C D E" : std::string(o % 2 ? "A B C" : "B C D");
      q.options.push_back({std::nullopt, {{"space.cbtt.sequence", {{"letters", letters}}}}, letters, -1});
    }
    qs.push_back(q);
  }
  auto table = blind_baselines(qs, 0, 2);
  REQUIRE(table);
  CHECK((*table)["cbtt"]["longest"]["mean"].get<double>() == 1.0);
  CHECK((*table)["cbtt"]["longest"]["strict"].get<double>() == 1.0);
  auto failures = pack::gate_failures(*table, {{"cbtt", 120}}, {100, [](auto&, auto&) { return 0.35; }});
  REQUIRE(!failures.empty());
  CHECK(failures.front().find("cbtt: the ") == 0);
  bool longest = false;
  for (const auto& f : failures) longest |= f.find("the longest baseline scores mean 1.000 (bound 0.35)") != std::string::npos;
  CHECK(longest);
  // Too few questions: not gated.
  CHECK(pack::gate_failures(*table, {{"cbtt", 99}}, {100, [](auto&, auto&) { return 0.35; }}).empty());
}

}  // namespace mm::space
