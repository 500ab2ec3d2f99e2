#include "packs/cospace/tasks/planning.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "base/rng.h"
#include "packs/cospace/panorama.h"
#include "packs/cospace/stitch.h"

namespace mm::cospace {
namespace {

constexpr std::string_view kSectors[] = {"front", "front-right", "right", "back-right",
                                         "back",  "back-left",   "left",  "front-left"};
constexpr std::string_view kTurns[] = {"", "turn-right-45", "turn-right-90", "turn-right-135",
                                       "turn-back", "turn-left-135", "turn-left-90", "turn-left-45"};

std::string joined(const std::vector<std::string_view>& actions) {
  std::string out;
  for (std::string_view a : actions) {
    if (!out.empty()) out += ",";
    out += a;
  }
  return out;
}

// The go-ahead option for sector b: "go-ahead" alone when b is the front.
std::string route(int b) { return b == 0 ? std::string(kGoAhead) : joined({turn_to(b), kGoAhead}); }

// The sector of the stitched target relative to the first view, or -1.
int stitched_sector(const Item& item) {
  if (item.views.empty()) return -1;
  Arc bearings = stitch(item.views).single_object_bearings(item.target);
  int facing = item.views[0].heading;
  for (int b = 0; b < 8; ++b)
    if (bearings.any() && (bearings & ~arc_sector(facing + 45 * b)).none()) return b;
  return -1;
}

}  // namespace

std::string_view sector_name(int sector) { return kSectors[((sector % 8) + 8) % 8]; }
std::string_view turn_to(int sector) { return kTurns[((sector % 8) + 8) % 8]; }

std::optional<int> turn_degrees(std::string_view key) {
  for (int b = 1; b < 8; ++b)
    if (kTurns[b] == key) return 45 * b;
  return std::nullopt;
}

PlanningPair make_planning(uint64_t seed, int index) {
  for (int attempt = 0; attempt < 256; ++attempt) {
    Full f = draw_full(seed, "pla", index, attempt);
    Stitching st = stitch(f.views);
    // Candidates: the room's single-object kinds, fixed to one sector off the front.
    std::vector<std::string> ok;
    for (int i : f.scene.room_objects()) {
      const tos::Thing& t = f.scene.world.things[i];
      if (f.scene.count_in_room(t.type) != 1) continue;
      auto bin = single_allo(st.single_object_bearings(t.type));
      if (bin && (static_cast<int>(*bin) * 45 - f.first) % 360 != 0) ok.push_back(t.type);
    }
    if (ok.empty()) continue;
    std::sort(ok.begin(), ok.end());
    Rng rng = Rng::derive(seed, {"cospace", "pla", "question"}, static_cast<uint64_t>(index) * 4096 + attempt);
    std::string target = rng.pick(ok);
    const tos::Thing* thing = nullptr;
    for (int i : f.scene.room_objects())
      if (f.scene.world.things[i].type == target) thing = &f.scene.world.things[i];
    // World truth: the target's compass bin, turned into your frame.
    int b = ((static_cast<int>(tos::allo_of(thing->at - f.scene.at)) - f.first / 45) % 8 + 8) % 8;

    int n = static_cast<int>(f.views.size());
    PlanningPair out{shell(Task::PlaQa, seed, index, f.scene, f.views, n),
                     shell(Task::PlaDec, seed, index, f.scene, f.views, n)};
    out.qa.pair = out.dec.pair = "cospace-pla-" + std::to_string(index);
    out.qa.target = out.dec.target = target;

    std::vector<std::string> sectors;
    for (int s = 0; s < 8; ++s)
      if (s != b) sectors.emplace_back(sector_name(s));
    rng.shuffle(sectors);
    sectors.resize(3);
    out.qa.gold = gold_position(index, 4);
    out.qa.answer = std::string(sector_name(b));
    out.qa.options = with_gold(out.qa.answer, sectors, out.qa.gold);

    // Two other turns before go-ahead, and one of the three turns after
    // go-ahead (order matters): the gold's in a third of the questions, so
    // the option that shares its turn with another is the gold no more often.
    std::vector<int> wrong;
    for (int s = 1; s < 8; ++s)
      if (s != b) wrong.push_back(s);
    rng.shuffle(wrong);
    int swapped[] = {b, wrong[0], wrong[1]};
    std::vector<std::string> routes = {route(wrong[0]), route(wrong[1]),
                                       joined({kGoAhead, turn_to(swapped[index % 3])})};
    rng.shuffle(routes);
    out.dec.gold = gold_position(index + 1, 4);
    out.dec.answer = route(b);
    out.dec.options = with_gold(out.dec.answer, routes, out.dec.gold);
    return out;
  }
  throw std::runtime_error("make_planning: no askable target after many scenes");
}

int solve_pla_qa(const Item& item) {
  int b = stitched_sector(item);
  if (b < 0) return -1;
  auto at = std::find(item.options.begin(), item.options.end(), sector_name(b));
  return at == item.options.end() ? -1 : static_cast<int>(at - item.options.begin());
}

int solve_pla_dec(const Item& item) {
  int b = stitched_sector(item);
  if (b < 0) return -1;
  int found = -1;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    // Simulate: turns on the spot add up; a go-ahead must come last and
    // only once, facing the target's sector.
    std::vector<std::string> actions;
    std::string rest = item.options[i];
    for (size_t c = rest.find(','); c != std::string::npos; c = rest.find(',')) {
      actions.push_back(rest.substr(0, c));
      rest = rest.substr(c + 1);
    }
    actions.push_back(rest);
    int turned = 0;
    bool reaches = !actions.empty() && actions.back() == kGoAhead;
    for (size_t k = 0; k + 1 < actions.size() && reaches; ++k) {
      auto d = turn_degrees(actions[k]);
      if (!d) reaches = false;
      else turned += *d;
    }
    if (!reaches || turned % 360 != 45 * b) continue;
    if (found >= 0) return -1;
    found = i;
  }
  return found;
}

}  // namespace mm::cospace
