#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "packs/tos/domains.h"
#include "packs/tos/explorers.h"

namespace mm::tos {
namespace {

struct View {
  int via = -1;  // thing to Goto, or -1 to stay
  Heading heading = Heading::N;
  double expected = 0;  // expected domain size after observing
};

class Strategist {
 public:
  explicit Strategist(Env& env) : env_(env), w_(env.world()), dom_(w_), stood_(w_.things.size(), false) {}

  int run() {
    sweep({{Act::Observe, "", 0}});
    while (!env_.over()) {
      if (resolved_at_ < 0 && dom_.resolved()) resolved_at_ = env_.steps();
      if (step_in_room()) continue;
      if (!advance()) break;
    }
    if (!env_.over()) take({{Act::Terminate, "", 0}});
    if (resolved_at_ < 0 && dom_.resolved()) resolved_at_ = env_.steps();
    return resolved_at_;
  }

 private:
  void take(const std::vector<Action>& acts) {
    env_.step(acts);
    dom_.add_turn(env_.log().back());
    if (const auto& o = env_.log().back().result.observation)
      for (const Seen& s : o->seen)
        if (w_.things[s.thing].is_door() && !stood_[s.thing] &&
            std::find(doors_seen_.begin(), doors_seen_.end(), s.thing) == doors_seen_.end())
          doors_seen_.push_back(s.thing);
  }

  void sweep(std::vector<Action> first) {
    for (int k = 0; k < 4 && !env_.over(); ++k)
      take(k == 0 ? first : std::vector<Action>{{Act::Rotate, "", 90}, {Act::Observe, "", 0}});
  }

  // The agent's cell when it knows it: the start, a door, or a pinned object.
  std::optional<Cell> known_cell(Cell at) const {
    if (at == w_.start) return at;
    for (const Thing& t : w_.things)
      if (t.at == at && (t.is_door() || dom_.cells(w_.index_of(t.name)).size() == 1)) return at;
    return std::nullopt;
  }

  std::vector<int> current_rooms() const {
    std::optional<Cell> c = known_cell(env_.pose().at);
    return c ? w_.rooms_at(*c) : std::vector<int>{};
  }

  // The unresolved object with the largest domain among those that can lie
  // in the rooms the agent stands in.
  int pick_target() const {
    std::vector<int> rooms = current_rooms();
    int best = -1;
    size_t best_size = 1;
    for (int o : w_.objects()) {
      if (given_up_.count(o)) continue;
      std::vector<Cell> cells = dom_.cells(o);
      if (cells.size() <= best_size) continue;
      bool here = std::any_of(cells.begin(), cells.end(), [&](Cell c) { return shares_room(w_.rooms_at(c), rooms); });
      if (here) best = o, best_size = cells.size();
    }
    return best;
  }

  double expected_after(const std::vector<Cell>& cells, Cell from, Heading h) const {
    std::map<int, int> parts;
    for (Cell c : cells) {
      int key = -1;  // not in view
      if (c == from) key = 100;
      else if (cell_in_view(w_, {from, h}, c))
        key = static_cast<int>(ego_of(to_local(c - from, h))) * 10 + static_cast<int>(dist_of(c - from));
      ++parts[key];
    }
    double sum = 0;
    for (auto& [k, n] : parts) sum += static_cast<double>(n) * n;
    return sum / static_cast<double>(cells.size());
  }

  std::optional<View> best_view(int target) const {
    std::vector<Cell> cells = dom_.cells(target);
    std::vector<std::pair<int, Cell>> spots;  // (via, cell)
    if (std::optional<Cell> here = known_cell(env_.pose().at)) spots.push_back({-1, *here});
    for (int i = 0; i < static_cast<int>(w_.things.size()); ++i) {
      if (turn_to_see(w_, env_.pose(), i) < 0) continue;
      if (w_.things[i].is_door() || dom_.cells(i).size() == 1) spots.push_back({i, w_.things[i].at});
    }
    std::optional<View> best;
    for (auto& [via, cell] : spots)
      for (int h = 0; h < 4; ++h) {
        double e = expected_after(cells, cell, static_cast<Heading>(h));
        if (!best || e < best->expected - 1e-9) best = View{via, static_cast<Heading>(h), e};
      }
    if (best && best->expected >= static_cast<double>(cells.size()) - 1e-9) return std::nullopt;
    return best;
  }

  static int degrees_between(Heading from, Heading to) {
    return ((static_cast<int>(to) - static_cast<int>(from)) % 4 + 4) % 4 * 90;
  }

  bool step_in_room() {
    int target = pick_target();
    if (target < 0) return false;
    if (std::optional<View> v = best_view(target)) {
      std::vector<Action> acts;
      Heading heading = env_.pose().heading;
      if (v->via >= 0) {
        ++visits_[v->via];
        int deg = turn_to_see(w_, env_.pose(), v->via);
        if (deg) acts.push_back({Act::Rotate, "", deg}), heading = turned(heading, deg / 90);
        acts.push_back({Act::Goto, w_.things[v->via].name, 0});
      }
      if (int deg = degrees_between(heading, v->heading)) acts.push_back({Act::Rotate, "", deg});
      acts.push_back({Act::Observe, "", 0});
      take(acts);
      return true;
    }
    if (std::optional<std::vector<Action>> q = query_from_somewhere(target)) take(*q);
    else given_up_.insert(target);
    return true;
  }

  // Query the target from here, or after one Goto to a known spot from
  // which it is in view.
  std::optional<std::vector<Action>> query_from_somewhere(int target) const {
    std::vector<Action> acts;
    int deg = turn_to_see(w_, env_.pose(), target);
    if (deg >= 0) {
      if (deg) acts.push_back({Act::Rotate, "", deg});
      acts.push_back({Act::Query, w_.things[target].name, 0});
      return acts;
    }
    for (int i = 0; i < static_cast<int>(w_.things.size()); ++i) {
      if (i == target || (!w_.things[i].is_door() && dom_.cells(i).size() != 1)) continue;
      int go = turn_to_see(w_, env_.pose(), i);
      if (go < 0) continue;
      Pose there{w_.things[i].at, turned(env_.pose().heading, go / 90)};
      int look = turn_to_see(w_, there, target);
      if (look < 0) continue;
      if (go) acts.push_back({Act::Rotate, "", go});
      acts.push_back({Act::Goto, w_.things[i].name, 0});
      if (look) acts.push_back({Act::Rotate, "", look});
      acts.push_back({Act::Query, w_.things[target].name, 0});
      return acts;
    }
    return std::nullopt;
  }

  // Goes to the next door not stood in that is in view, or back through the
  // door it came by; false when no door is left.
  bool advance() {
    for (int d : doors_seen_) {
      if (stood_[d]) continue;
      int deg = turn_to_see(w_, env_.pose(), d);
      if (deg < 0) continue;
      stood_[d] = true;
      trail_.push_back(d);
      std::vector<Action> acts;
      if (deg) acts.push_back({Act::Rotate, "", deg});
      acts.push_back({Act::Goto, w_.things[d].name, 0});
      acts.push_back({Act::Observe, "", 0});
      take(acts);
      sweep_rest();
      return true;
    }
    bool left = std::any_of(doors_seen_.begin(), doors_seen_.end(), [&](int d) { return !stood_[d]; });
    while (left && !trail_.empty()) {
      int back = trail_.back();
      trail_.pop_back();
      if (env_.pose().at == w_.things[back].at) continue;
      int deg = turn_to_see(w_, env_.pose(), back);
      if (deg < 0) continue;
      go_observe(back, deg);
      return true;
    }
    return toward_unresolved();
  }

  // Every door is done but some object is not pinned: go to a door in view
  // that borders a room where it may be (each door at most three times).
  bool toward_unresolved() {
    std::set<int> rooms;
    for (int o : w_.objects()) {
      if (given_up_.count(o)) continue;
      std::vector<Cell> cells = dom_.cells(o);
      if (cells.size() <= 1) continue;
      for (Cell c : cells)
        for (int r : w_.rooms_at(c)) rooms.insert(r);
    }
    if (rooms.empty()) return false;
    // A door bordering such a room first; else any door in view, to cross over.
    for (bool bordering : {true, false})
      for (int d = 0; d < static_cast<int>(w_.things.size()); ++d) {
        const Thing& t = w_.things[d];
        if (!t.is_door() || t.at == env_.pose().at || visits_[d] >= 3) continue;
        if (bordering && !rooms.count(t.rooms[0]) && !rooms.count(t.rooms[1])) continue;
        int deg = turn_to_see(w_, env_.pose(), d);
        if (deg < 0) continue;
        go_observe(d, deg);
        return true;
      }
    return false;
  }

  void go_observe(int thing, int deg) {
    ++visits_[thing];
    std::vector<Action> acts;
    if (deg) acts.push_back({Act::Rotate, "", deg});
    acts.push_back({Act::Goto, w_.things[thing].name, 0});
    acts.push_back({Act::Observe, "", 0});
    take(acts);
  }

  void sweep_rest() {
    for (int k = 0; k < 3 && !env_.over(); ++k) take({{Act::Rotate, "", 90}, {Act::Observe, "", 0}});
  }

  Env& env_;
  const World& w_;
  Domains dom_;
  std::vector<bool> stood_;
  std::vector<int> doors_seen_, trail_;
  std::set<int> given_up_;
  std::map<int, int> visits_;  // Gotos per thing
  int resolved_at_ = -1;
};

}  // namespace

int run_strategist(Env& env) { return Strategist(env).run(); }

}  // namespace mm::tos
