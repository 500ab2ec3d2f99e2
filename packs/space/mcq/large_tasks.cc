// The three large-scale rows of the MCQ table (mcq_tasks.h): direction
// estimation, distance estimation and map sketching, each asked after the
// tour walkthrough of its environment (walkthrough.h), shown as DM text
// frames (dm_text.h), one per step. The environment of question `index` is
// large_environment(seed, index) (env/environment.h: every fourth a
// built-in house), the one the navigation episodes with that index play.
// The core items are packs/space/large/{direction,distance,map_sketch}.h;
// the symbols of the maps reach the messages as arguments, so no template
// types one.
#include <cmath>
#include <string>

#include "packs/space/env/environment.h"
#include "packs/space/large/direction.h"
#include "packs/space/large/distance.h"
#include "packs/space/large/dm_text.h"
#include "packs/space/large/map_sketch.h"
#include "packs/space/large/walkthrough.h"
#include "packs/space/mcq/mcq_tasks.h"
#include "packs/space/mcq/question_parts.h"

namespace mm::space {
namespace {

// What space.large.intro names: the window's side and the map symbols.
TextArgs walk_args() {
  return {lit("size", std::to_string(kDmWindow)), sym("agent", kAgent),   sym("wall", kObstacle),
          sym("free", kFree),                     sym("start", kStart),   sym("goal", kGoal),
          sym("outside", kOutside)};
}

// The tour walkthrough as stimulus blocks: one frame per step, its label
// naming the mark the agent's '@' hides there (start, goal or a landmark).
std::vector<Block> tour_blocks(const Layout& layout) {
  Walkthrough walk = make_walkthrough(layout, kMcqWalkthrough);
  std::vector<Block> out;
  for (size_t k = 0; k < walk.frames.size(); ++k) {
    char mark = layout.map[walk.route[k].row][walk.route[k].col];
    TextArgs args = {lit("n", std::to_string(k + 1))};
    if (mark == kFree) {
      out.push_back({"space.large.step", std::move(args), walk.frames[k]});
      continue;
    }
    args.push_back(sym("mark", mark));
    out.push_back({"space.large.step_on", std::move(args), walk.frames[k]});
  }
  return out;
}

McqQuestion large_question(std::string task, const Layout& layout, uint64_t index, Json record, int gold) {
  McqQuestion q = base_question(std::move(task), index, std::move(record), gold);
  q.args = walk_args();
  q.stimulus = tour_blocks(layout);
  return q;
}

McqQuestion direction(uint64_t seed, uint64_t index) {
  DirectionItem it = make_direction(large_environment(seed, index), seed, index);
  McqQuestion q = large_question("direction", it.layout, index, to_json(it), it.gold);
  for (TextArg a : {sym("stand", it.stand), sym("face", it.face), sym("target", it.target)}) q.args.push_back(a);
  for (TextArg& a : bin_word_args()) q.args.push_back(std::move(a));
  for (Bin8 b : it.options) q.options.push_back(bin_option(static_cast<int>(b)));
  return q;
}

// A distance in tenths as its whole and tenth digits ("6", "7" for 6.7), so a
// language writes its own decimal mark between them.
TextArgs distance_args(char to, double d) {
  long tenths = std::lround(d * 10);
  return {sym("to", to), lit("whole", std::to_string(tenths / 10)), lit("tenth", std::to_string(tenths % 10))};
}

McqQuestion distance(uint64_t seed, uint64_t index) {
  DistanceItem it = make_distance(large_environment(seed, index), seed, index);
  McqQuestion q = large_question("distance", it.layout, index, to_json(it), it.gold);
  q.args.push_back(sym("from", it.from));
  for (const std::vector<double>& list : it.options) {
    OptionValue o;
    o.value = list;
    for (size_t i = 0; i < list.size(); ++i)
      o.parts.push_back({i + 1 < list.size() ? "space.distance.entry" : "space.distance.last",
                         distance_args(it.to[i], list[i])});
    q.options.push_back(std::move(o));
  }
  return q;
}

McqQuestion map_sketch(uint64_t seed, uint64_t index) {
  MapSketchItem it = make_map_sketch(large_environment(seed, index), seed, index);
  McqQuestion q = large_question("map_sketch", it.layout, index, to_json(it), it.gold);
  for (const CharGrid& g : it.options) q.options.push_back(grid_option(g));
  return q;
}

}  // namespace

std::vector<McqTask> large_scale_tasks() {
  // Paper counts (docs/space.md, "Profiles"): the smallest question counts
  // that fit both every model's four-trial mean and the human figure of the
  // paper's Table 1 (DM text).
  McqTask dir{"direction", "large", "cognitive mapping", 150, direction, bin_distance, {{"slip-hub", bin_slip_hub}, {"nearest-front", bin_nearest_front}}, false};
  McqTask dist{"distance", "large", "cognitive mapping", 200, distance, nullptr, {}, false};
  McqTask map{"map_sketch", "large", "cognitive mapping", 30, map_sketch, nullptr, {}, false};
  for (McqTask* t : {&dir, &dist, &map}) t->intro = "space.large.intro";
  return {dir, dist, map};
}

}  // namespace mm::space
