// Every SPACE multiple-choice task's options as a blind reader sees them
// (blind_baselines.h): the printed text, the numbers and the grids, never
// the stimulus.
#pragma once

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "packs/space/cbtt.h"
#include "packs/space/jlo.h"
#include "packs/space/large/direction.h"
#include "packs/space/large/distance.h"
#include "packs/space/large/map_sketch.h"
#include "packs/space/mpfb.h"
#include "packs/space/mrt.h"
#include "packs/space/ptt.h"
#include "packs/space/sadd.h"
#include "packs/space/satt.h"
#include "tests/space/blind_baselines.h"
#include "tests/space/space_test_util.h"

namespace mm::space::test {

struct BlindTask {
  std::string name;
  std::function<BlindItem(int)> item;  ///< item index -> its options
};

namespace blind {

inline BlindItem from_grids(const std::vector<CharGrid>& options, int gold) {
  BlindItem b;
  b.gold = gold;
  b.grids = options;
  for (const CharGrid& g : options) b.texts.push_back(grid_text(g));
  return b;
}

inline BlindItem from_bins(const std::vector<Bin8>& options, int gold) {
  BlindItem b;
  b.gold = gold;
  b.circle = 8;
  for (Bin8 o : options) {
    b.texts.emplace_back(bin8_name(o));
    b.values.push_back({static_cast<double>(static_cast<int>(o))});
  }
  return b;
}

inline BlindItem distance_item(const DistanceItem& item) {
  BlindItem b;
  b.gold = item.gold;
  b.values = item.options;
  for (const auto& list : item.options) {
    std::string t;
    for (double x : list) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%s%.1f", t.empty() ? "" : ", ", x);
      t += buf;
    }
    b.texts.push_back(t);
  }
  return b;
}

inline BlindItem satt_item(const SattItem& item) {
  BlindItem b;
  b.gold = item.gold;
  int rows = 0, cols = 0;
  for (const auto& list : item.options)
    for (const RowCol& rc : list) rows = std::max(rows, rc.row), cols = std::max(cols, rc.col);
  for (const auto& list : item.options) {
    std::string t;
    std::vector<double> v;
    CharGrid g = blank_grid(rows, cols);
    for (const RowCol& rc : list) {
      t += (t.empty() ? "(" : " (") + std::to_string(rc.row) + ", " + std::to_string(rc.col) + ")";
      v.push_back(rc.row), v.push_back(rc.col);
      g[rc.row - 1][rc.col - 1] = 'x';
    }
    b.texts.push_back(t);
    b.values.push_back(v);
    b.grids.push_back(g);
  }
  return b;
}

inline BlindItem jlo_item(const JloItem& item) {
  BlindItem b;
  b.gold = item.gold;
  for (const RefPair& p : item.options) {
    b.texts.push_back(std::to_string(p.first) + " and " + std::to_string(p.second));
    b.values.push_back({static_cast<double>(p.first), static_cast<double>(p.second)});
  }
  return b;
}

inline BlindItem cbtt_item(const CbttItem& item) {
  BlindItem b;
  b.gold = item.gold;
  b.texts = item.options;
  return b;
}

}  // namespace blind

/// The ten tasks, items of kSeed.
inline std::vector<BlindTask> blind_tasks() {
  using namespace blind;
  return {
      {"mrt", [](int i) { auto it = make_mrt(kSeed, i); return from_grids(it.options, it.gold); }},
      {"ptt", [](int i) { auto it = make_ptt(kSeed, i); return from_bins(it.options, it.gold); }},
      {"jlo", [](int i) { return jlo_item(make_jlo(kSeed, i)); }},
      {"sadd", [](int i) { auto it = make_sadd(kSeed, i); return from_grids(it.options, it.gold); }},
      {"cbtt", [](int i) { return cbtt_item(make_cbtt(kSeed, i)); }},
      {"satt", [](int i) { return satt_item(make_satt(kSeed, i)); }},
      {"mpfb", [](int i) { auto it = make_mpfb(kSeed, i); return from_grids(it.options, it.gold); }},
      {"direction", [](int i) { auto it = make_direction(kSeed, i); return from_bins(it.options, it.gold); }},
      {"distance", [](int i) { return distance_item(make_distance(kSeed, i)); }},
      {"map_sketch", [](int i) { auto it = make_map_sketch(kSeed, i); return from_grids(it.options, it.gold); }},
  };
}

}  // namespace mm::space::test
