// Option-only baselines (blind_baselines.h) over 300 items of each of the ten
// multiple-choice tasks: none may pick the gold in more than 35 % of the
// items (chance is 25 %). The table is printed as it goes into docs/space.md.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "tests/space/blind_tasks.h"

using namespace mm::space::test;

TEST_CASE("no option-only baseline finds the gold far above chance") {
  std::vector<NamedRule> rules = blind_rules();
  for (const BlindTask& task : blind_tasks()) {
    CAPTURE(task.name);
    std::vector<BlindItem> items;
    for (int i = 0; i < kPopulation; ++i) items.push_back(task.item(i));
    bool grids = !items[0].grids.empty();
    std::string row = task.name;
    for (const NamedRule& r : rules) {
      if (r.grids_only && !grids) {
        row += " | -";
        continue;
      }
      double acc = blind_accuracy(r.rule, items);
      char buf[16];
      std::snprintf(buf, sizeof buf, " | %.1f", acc);
      row += buf;
      CAPTURE(r.name);
      CHECK(acc <= 35.0);
    }
    MESSAGE(row);
  }
}
