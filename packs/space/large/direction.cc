#include "packs/space/large/direction.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

#include "packs/space/bin_slips.h"
#include "packs/space/large/walkthrough.h"
#include "packs/space/mcq.h"

namespace mm::space {
namespace {

Vec2 offset(Cell from, Cell to) { return map_offset(from.row, from.col, to.row, to.col); }

}  // namespace

DirectionItem make_direction(uint64_t seed, uint64_t index) {
  return make_direction(large_item_layout(seed, index), seed, index);
}

DirectionItem make_direction(Layout layout, uint64_t seed, uint64_t index) {
  require_environment(layout, seed, index, "make_direction");
  Rng rng = Rng::derive(seed, {"space", "large", "direction"}, index);
  DirectionItem item;
  item.seed = seed;
  item.index = index;
  item.layout = std::move(layout);
  const std::vector<Landmark>& marks = item.layout.landmarks;
  int n = static_cast<int>(marks.size());
  struct Triple {
    int s, a, b;
    double cw;
  };
  std::vector<Triple> sound;  // every ordered triple clear of the borders
  for (int s = 0; s < n; ++s)
    for (int a = 0; a < n; ++a)
      for (int b = 0; b < n; ++b) {
        if (s == a || s == b || a == b) continue;
        double cw = clockwise_deg(offset(marks[s].cell, marks[a].cell), offset(marks[s].cell, marks[b].cell));
        if (bin8_border_distance(cw) >= kDirectionBorderMargin) sound.push_back({s, a, b, cw});
      }
  if (sound.empty())
    throw std::logic_error("make_direction: no landmark triple clear of the borders on " + item.layout.id);
  Bin8 wanted = static_cast<Bin8>(rng.below(8));
  std::vector<Triple> in_bin;
  for (const Triple& t : sound)
    if (bin8_of(t.cw) == wanted) in_bin.push_back(t);
  const Triple& t = rng.pick(in_bin.empty() ? sound : in_bin);
  item.stand = marks[t.s].letter;
  item.face = marks[t.a].letter;
  item.target = marks[t.b].letter;
  Bin8 gold_bin = bin8_of(t.cw);

  // A first slip (north taken as the facing, left and right swapped, a
  // neighbouring bin, a quarter turn), the opposite bin, and both
  // (bin_slips.h).
  Bin8 map_up = bin8_of(clockwise_deg({0, 1}, offset(marks[t.s].cell, marks[t.b].cell)));
  std::vector<BinSlip> picked = bin_slip_distractors(
      rng, gold_bin, {{"map-up", map_up}, {"mirrored", static_cast<Bin8>((8 - static_cast<int>(gold_bin)) % 8)}});
  item.gold = place_gold(rng, "bearing", gold_bin, picked, item.options, item.kinds);
  return item;
}

Json to_json(const DirectionItem& item) {
  Json options = Json::array();
  for (size_t i = 0; i < item.options.size(); ++i)
    options.push_back({{"bin", bin8_name(item.options[i])}, {"kind", item.kinds[i]}});
  return {{"task", "direction"},
          {"seed", item.seed},
          {"index", item.index},
          {"layout", item.layout.id},
          {"walkthrough", kMcqWalkthrough},
          {"stand", std::string(1, item.stand)},
          {"face", std::string(1, item.face)},
          {"target", std::string(1, item.target)},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> direction_solve(const DirectionItem& item, double margin) {
  auto find = [&](char letter) {
    for (int r = 0; r < item.layout.rows(); ++r)
      for (int c = 0; c < item.layout.cols(); ++c)
        if (item.layout.map[r][c] == letter) return Vec2{static_cast<double>(c), -static_cast<double>(r)};
    throw std::invalid_argument(std::string("direction_solve: no '") + letter + "' on the map");
  };
  Vec2 s = find(item.stand), a = find(item.face), b = find(item.target);
  Vec2 f{a.x - s.x, a.y - s.y}, v{b.x - s.x, b.y - s.y};
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i)
    if (in_bin8(f, v, item.options[i], margin)) correct.push_back(i);
  return correct;
}

}  // namespace mm::space
