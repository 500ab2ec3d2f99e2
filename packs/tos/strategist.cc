// The Strategist (docs/tos.md): each turn, the one that removes the most
// expected bits from the AC-3 domains. It may stand where it is or go, by a
// chain of Gotos, to any door or pinned object it can reach (whose place it
// knows), turn to any heading, and Observe, or Query an object that is in
// view there whatever cell of its domain it occupies (or that the last
// observation showed from where it stands). An observation's bits are
// expected over each unresolved object's domain, split by what the view would
// show of it; a Query's are all the object's bits. It stops when every
// domain is one cell, or when no turn is expected to tell anything.
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "packs/tos/domains.h"
#include "packs/tos/explorers.h"

namespace mm::tos {
namespace {

class Strategist {
 public:
  explicit Strategist(Env& env) : env_(env), w_(env.world()), dom_(w_) {}

  int run() {
    while (!env_.over()) {
      if (resolved_at_ < 0 && dom_.resolved()) resolved_at_ = env_.steps();
      if (dom_.resolved()) break;
      if (!greedy_step()) break;
    }
    if (!env_.over()) take({{Act::Terminate, "", 0}});
    if (resolved_at_ < 0 && dom_.resolved()) resolved_at_ = env_.steps();
    return resolved_at_;
  }

 private:
  void take(const std::vector<Action>& acts) {
    env_.step(acts);
    dom_.add_turn(env_.log().back());
  }

  // The agent's cell when it knows it: the start, a door, or a pinned object.
  std::optional<Cell> known_cell(Cell at) const {
    if (at == w_.start) return at;
    for (const Thing& t : w_.things)
      if (t.at == at && (t.is_door() || dom_.cells(w_.index_of(t.name)).size() == 1)) return at;
    return std::nullopt;
  }

  // Expected bits an observation from `from` facing `h` removes from the
  // domains: for each unresolved object, its domain split by what the view
  // would show of it (not in view, here, or its direction and distance bin).
  double expected_bits(Cell from, Heading h) const {
    double bits = 0;
    for (int o : w_.objects()) {
      std::vector<Cell> cells = dom_.cells(o);
      if (cells.size() <= 1) continue;
      std::map<int, int> parts;
      for (Cell c : cells) {
        int key = -1;
        if (c == from)
          key = 100;
        else if (cell_in_view(w_, {from, h}, c))
          key = static_cast<int>(ego_of(to_local(c - from, h))) * 10 + static_cast<int>(dist_of(c - from));
        ++parts[key];
      }
      double n = static_cast<double>(cells.size()), after = 0;
      for (auto& [k, m] : parts) after += m / n * std::log2(static_cast<double>(m));
      bits += std::log2(n) - after;
    }
    return bits;
  }

  // A place the agent can reach in one turn: the Gotos (each after the
  // turn that brings its target into view) through doors and pinned objects.
  struct Route {
    Pose pose;
    std::vector<Action> actions;
  };

  // Every door and pinned object reachable by a chain of Gotos, each by the
  // fewest hops; routes[0] is where the agent stands.
  std::vector<Route> reachable() const {
    std::vector<Route> out{{env_.pose(), {}}};
    std::vector<bool> done(w_.things.size(), false);
    for (size_t k = 0; k < out.size(); ++k) {
      for (int i = 0; i < static_cast<int>(w_.things.size()); ++i) {
        if (done[i] || w_.things[i].at == out[k].pose.at) continue;
        if (!w_.things[i].is_door() && dom_.cells(i).size() != 1) continue;
        int deg = turn_to_see(w_, out[k].pose, i);
        if (deg < 0) continue;
        done[i] = true;
        Route r = out[k];
        if (deg) r.actions.push_back({Act::Rotate, "", deg});
        r.actions.push_back({Act::Goto, w_.things[i].name, 0});
        r.pose = {w_.things[i].at, turned(out[k].pose.heading, deg / 90)};
        out.push_back(std::move(r));
      }
    }
    return out;
  }

  // Did the last turn's observation, from where the agent still stands,
  // show the object?
  bool seen_now(int o) const {
    if (env_.log().empty()) return false;
    const auto& obs = env_.log().back().result.observation;
    if (!obs || !(obs->pose.at == env_.pose().at) || obs->pose.heading != env_.pose().heading) return false;
    return std::any_of(obs->seen.begin(), obs->seen.end(), [&](const Seen& s) { return s.thing == o; });
  }

  // Is every cell the object may occupy in view from the pose (so a Query
  // from there cannot fail)?
  bool surely_visible(int o, const Pose& p) const {
    std::vector<Cell> cells = dom_.cells(o);
    return !cells.empty() &&
           std::all_of(cells.begin(), cells.end(), [&](Cell c) { return c != p.at && cell_in_view(w_, p, c); });
  }

  // The turn that removes the most expected bits: from where the agent
  // stands or after a chain of Gotos to a door or a pinned object, any heading,
  // then Observe, or Query an object surely in view (all its bits).
  bool greedy_step() {
    struct Option {
      int via = -1;
      Heading heading;
      int query = -1;
      double bits = 0;
    };
    std::vector<Route> routes = reachable();
    std::vector<std::pair<int, Cell>> spots;
    if (std::optional<Cell> here = known_cell(env_.pose().at)) spots.push_back({-1, *here});
    for (size_t r = 1; r < routes.size(); ++r) spots.push_back({static_cast<int>(r), routes[r].pose.at});
    std::optional<Option> best;
    for (auto& [via, cell] : spots)
      for (int h = 0; h < 4; ++h) {
        Heading heading = static_cast<Heading>(h);
        Option o{via, heading, -1, expected_bits(cell, heading)};
        if (!best || o.bits > best->bits + 1e-9) best = o;
        for (int q : w_.objects()) {
          size_t n = dom_.cells(q).size();
          bool in_view =
              surely_visible(q, {cell, heading}) || (via < 0 && heading == env_.pose().heading && seen_now(q));
          if (n <= 1 || !in_view) continue;
          Option qo{via, heading, q, std::log2(static_cast<double>(n))};
          if (qo.bits > best->bits + 1e-9) best = qo;
        }
      }
    if (!best || best->bits < 1e-6) return false;
    std::vector<Action> acts;
    Heading heading = env_.pose().heading;
    if (best->via >= 0) {
      const Route& r = routes[static_cast<size_t>(best->via)];
      acts = r.actions;
      heading = r.pose.heading;
    }
    if (int deg = degrees_between(heading, best->heading)) acts.push_back({Act::Rotate, "", deg});
    if (best->query >= 0)
      acts.push_back({Act::Query, w_.things[best->query].name, 0});
    else
      acts.push_back({Act::Observe, "", 0});
    take(acts);
    return true;
  }

  static int degrees_between(Heading from, Heading to) {
    return ((static_cast<int>(to) - static_cast<int>(from)) % 4 + 4) % 4 * 90;
  }

  Env& env_;
  const World& w_;
  Domains dom_;
  int resolved_at_ = -1;
};

}  // namespace

int run_strategist(Env& env) { return Strategist(env).run(); }

}  // namespace mm::tos
