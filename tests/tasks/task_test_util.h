// Helpers for family tests: items of a family over many built-in houses, and
// rendering them in English and the structured control.
#pragma once

#include <doctest/doctest.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "generator/render/renderer.h"
#include "generator/scenes/builtin_house.h"
#include "generator/tasks/family.h"

namespace mm::test {

/// One generated item with the scene it came from.
struct Sample {
  std::shared_ptr<const Scene> scene;
  TaskItem item;
  int case_index = 0;
  Variant variant;
};

/// Calls `check` on items of `family` until `wanted` items were produced,
/// cycling over built-in houses (seed `seed`) and cases; every variant of the
/// family is used in turn, and the designs are dealt in the family's designed
/// mix (as a release deals them). Fails if fewer than `wanted` come out of
/// `max_houses` houses.
inline int for_items(const std::string& family, int wanted,
                     const std::function<void(const Sample&)>& check, uint64_t seed = 0,
                     int max_houses = 400, int cases_per_house = 2) {
  const Family* f = find_family(family);
  REQUIRE_MESSAGE(f, "unknown family " << family);
  auto variants = variants_of(f->info());
  const std::vector<int> designs = design_sequence(f->info());
  int made = 0;
  for (int h = 0; h < max_houses && made < wanted; ++h) {
    auto scene = std::make_shared<const Scene>(generate_builtin_house(seed, h));
    CaseContext ctx(*scene, seed);
    for (int j = 0; j < cases_per_house && made < wanted; ++j) {
      Variant v = variants[(h + j) % variants.size()];
      v.design = designs[size_t(h * cases_per_house + j) % designs.size()];
      auto item = f->build(ctx, j, v);
      if (!item) continue;
      check(Sample{scene, std::move(*item), j, v});
      ++made;
    }
  }
  CHECK_MESSAGE(made >= wanted, family << ": only " << made << " items from " << max_houses << " houses");
  return made;
}

/// The renderer of a condition, loaded once per test process.
inline const Renderer& renderer(const std::string& lang) {
  static std::map<std::string, std::shared_ptr<const Renderer>> cache;
  auto it = cache.find(lang);
  if (it == cache.end()) {
    auto r = Renderer::load(lang);
    REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
    it = cache.emplace(lang, *r).first;
  }
  return *it->second;
}

/// Renders an item in every mode and regime of a condition; fails on error.
inline void check_renders(const TaskItem& item, const std::string& lang) {
  for (Mode m : kAllModes)
    for (Regime r : kEveryRegime) {
      auto p = renderer(lang).prompt(item, m, r);
      REQUIRE_MESSAGE(p, item.family << " in " << lang << ": " << (p ? "" : p.error().message));
      CHECK(!p->empty());
    }
}

}  // namespace mm::test
