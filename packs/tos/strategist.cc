// The Strategist (docs/tos.md): each turn, the one that removes the most
// bits from the AC-3 domains. It may stand where it is or go, by a chain of
// Gotos, to any door or pinned object it can reach (whose place it knows),
// and last, perhaps, to an object not yet pinned that is surely in view; then
// turn to any heading and Observe, or Query an object surely in view. Each
// candidate's bits are first estimated from the domains (each unresolved
// object's domain split by what the view would show of it; standing on an
// unpinned object, averaged over the cells it may occupy, grouped by what the
// known things would show); the best few are then carried out on worlds
// drawn from the domains and propagated by AC-3, and the one that removes
// most bits there on average is taken. It stops when every domain is one
// cell, or when no turn is expected to tell anything.
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include "base/rng.h"
#include "packs/tos/domains.h"
#include "packs/tos/explorers.h"

namespace mm::tos {
namespace {

// Objects with more possible cells than this are not worth standing on.
constexpr size_t kHopCells = 24;
// How many turns, best by the estimate, are tried on drawn worlds, and on
// how many worlds each.
constexpr size_t kShortlist = 6;
constexpr int kSamples = 8;

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

  // What a view from `from` facing `h` would show of a thing at `c`: 100
  // when it is on the agent's cell, its direction and distance bin when in
  // view, -1 when not.
  int shown_as(Cell from, Heading h, Cell c) const {
    if (c == from) return 100;
    if (!cell_in_view(w_, {from, h}, c)) return -1;
    return static_cast<int>(ego_of(to_local(c - from, h))) * 10 + static_cast<int>(dist_of(c - from));
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
        ++parts[shown_as(from, h, c)];
      }
      double n = static_cast<double>(cells.size()), after = 0;
      for (auto& [k, m] : parts) after += m / n * std::log2(static_cast<double>(m));
      bits += std::log2(n) - after;
    }
    return bits;
  }

  // The same from the cell of object `anchor`, not pinned: the agent stands
  // on one of `from` (equally likely) and will not learn which. What a view
  // shows of an object then leaves the cells some standpoint explains.
  double expected_bits_from(int anchor, const std::vector<Cell>& from, Heading h) const {
    double bits = 0;
    for (int o : w_.objects()) {
      if (o == anchor) continue;
      std::vector<Cell> cells = dom_.cells(o);
      if (cells.size() <= 1) continue;
      std::map<int, std::pair<int, std::vector<bool>>> parts;  // key -> (pairs, cells explained)
      int pairs = 0;
      for (Cell p : from)
        for (size_t i = 0; i < cells.size(); ++i) {
          Cell c = cells[i];
          if (c == p) continue;
          auto& part = parts[shown_as(p, h, c)];
          if (part.second.empty()) part.second.assign(cells.size(), false);
          ++part.first;
          part.second[i] = true;
          ++pairs;
        }
      if (!pairs) continue;
      double after = 0;
      for (auto& [k, part] : parts) {
        int n = static_cast<int>(std::count(part.second.begin(), part.second.end(), true));
        after += static_cast<double>(part.first) / pairs * std::log2(static_cast<double>(n));
      }
      bits += std::log2(static_cast<double>(cells.size())) - after;
    }
    return bits;
  }

  // What the agent expects to learn standing on object `anchor` (on one of
  // `from`): the things whose cells it knows (doors, pinned objects) show
  // which standpoints remain, which pins the anchor in part; the other
  // objects are then seen from one of those.
  double expected_bits_at(int anchor, const std::vector<Cell>& from, Heading h) const {
    std::map<std::vector<int>, std::vector<Cell>> groups;
    for (Cell p : from) {
      std::vector<int> sig;
      for (int i = 0; i < static_cast<int>(w_.things.size()); ++i) {
        if (i == anchor || !(w_.things[i].is_door() || dom_.cells(i).size() == 1)) continue;
        Cell c = w_.things[i].is_door() ? w_.things[i].at : dom_.cells(i)[0];
        sig.push_back(shown_as(p, h, c));
      }
      groups[sig].push_back(p);
    }
    double n = static_cast<double>(from.size()), bits = 0;
    for (auto& [sig, g] : groups) {
      double share = static_cast<double>(g.size()) / n;
      bits += share * (std::log2(n) - std::log2(static_cast<double>(g.size())) + expected_bits_from(anchor, g, h));
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
    // Standing on an object it has not pinned, the agent knows only what
    // its last observation showed from here.
    bool lost = !known_cell(env_.pose().at);
    for (size_t k = 0; k < out.size(); ++k) {
      for (int i = 0; i < static_cast<int>(w_.things.size()); ++i) {
        if (done[i] || w_.things[i].at == out[k].pose.at) continue;
        if (!w_.things[i].is_door() && dom_.cells(i).size() != 1) continue;
        if (k == 0 && lost && !seen_now(i)) continue;
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

  // The object the agent stands on when it has not pinned it, or -1.
  int lost_on() const {
    if (known_cell(env_.pose().at)) return -1;
    for (int o : w_.objects())
      if (w_.things[o].at == env_.pose().at) return o;
    return -1;
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

  // A turn considered: where it goes (a route, then perhaps a last Goto to
  // an object not pinned), the heading, and Observe or Query.
  struct Option {
    int via = -1;           // index into reachable(); -1 stays
    Heading heading;
    int query = -1;
    double bits = 0;        // expected bits, estimated from the domains
    int hop = -1;           // an unpinned object gone to last
    Heading hop_heading{};  // the heading that shows it from the route's end
  };

  // The turn that removes the most expected bits: from where the agent
  // stands or after a chain of Gotos to a door or a pinned object, any heading,
  // then Observe, or Query an object surely in view (all its bits).
  bool greedy_step() {
    std::vector<Route> routes = reachable();
    std::vector<std::pair<int, Cell>> spots;
    if (std::optional<Cell> here = known_cell(env_.pose().at)) spots.push_back({-1, *here});
    for (size_t r = 1; r < routes.size(); ++r) spots.push_back({static_cast<int>(r), routes[r].pose.at});
    std::vector<Option> opts;
    for (auto& [via, cell] : spots)
      for (int h = 0; h < 4; ++h) {
        Heading heading = static_cast<Heading>(h);
        opts.push_back({via, heading, -1, expected_bits(cell, heading)});
        for (int q : w_.objects()) {
          size_t n = dom_.cells(q).size();
          bool in_view =
              surely_visible(q, {cell, heading}) || (via < 0 && heading == env_.pose().heading && seen_now(q));
          if (n <= 1 || !in_view) continue;
          opts.push_back({via, heading, q, std::log2(static_cast<double>(n))});
        }
      }
    // Or a last Goto to an object not yet pinned but surely in view: the
    // agent then stands on one of its domain's cells, not knowing which, so
    // a view from there is worth its bits averaged over those cells.
    for (size_t r = 0; r < routes.size(); ++r) {
      std::optional<Cell> at = r == 0 ? known_cell(env_.pose().at) : std::optional<Cell>(routes[r].pose.at);
      for (int h1 = 0; h1 < 4; ++h1) {
        Heading look = static_cast<Heading>(h1);
        for (int o : w_.objects()) {
          std::vector<Cell> cells = dom_.cells(o);
          if (cells.size() <= 1 || cells.size() > kHopCells) continue;
          bool in_view = (at && surely_visible(o, {*at, look})) || (r == 0 && look == env_.pose().heading && seen_now(o));
          if (!in_view) continue;
          for (int h2 = 0; h2 < 4; ++h2) {
            // The same view again shows the same things: nothing new.
            if (viewed_.count({o, h2})) continue;
            opts.push_back({static_cast<int>(r), static_cast<Heading>(h2), -1,
                            expected_bits_at(o, cells, static_cast<Heading>(h2)), o, look});
          }
        }
      }
    }
    // Or, standing on such an object, another heading from where it stands.
    if (int on = lost_on(); on >= 0)
      for (int h = 0; h < 4; ++h) {
        if (viewed_.count({on, h})) continue;
        opts.push_back({0, static_cast<Heading>(h), -1, expected_bits_at(on, dom_.cells(on), static_cast<Heading>(h))});
      }
    // The few best by that estimate are tried on worlds drawn from the
    // domains, and the one that removes most bits there is taken.
    std::stable_sort(opts.begin(), opts.end(), [](const Option& a, const Option& b) { return a.bits > b.bits + 1e-9; });
    std::optional<Option> best;
    double best_sampled = -1;
    for (size_t i = 0; i < opts.size() && i < kShortlist && opts[i].bits >= 1e-6; ++i) {
      double b = sampled_bits(actions_of(opts[i], routes));
      if (b > best_sampled + 1e-9) best = opts[i], best_sampled = b;
    }
    if (!best) return false;
    if (best->hop < 0 && best->query < 0 && best->via <= 0 && lost_on() >= 0)
      viewed_.insert({lost_on(), static_cast<int>(best->heading)});
    if (best->hop >= 0) viewed_.insert({best->hop, static_cast<int>(best->heading)});
    take(actions_of(*best, routes));
    return true;
  }

  std::vector<Action> actions_of(const Option& best, const std::vector<Route>& routes) const {
    std::vector<Action> acts;
    Heading heading = env_.pose().heading;
    if (best.via >= 0) {
      const Route& r = routes[static_cast<size_t>(best.via)];
      acts = r.actions;
      heading = r.pose.heading;
    }
    if (best.hop >= 0) {
      if (int deg = degrees_between(heading, best.hop_heading)) acts.push_back({Act::Rotate, "", deg});
      acts.push_back({Act::Goto, w_.things[best.hop].name, 0});
      heading = best.hop_heading;
    }
    if (int deg = degrees_between(heading, best.heading)) acts.push_back({Act::Rotate, "", deg});
    if (best.query >= 0)
      acts.push_back({Act::Query, w_.things[best.query].name, 0});
    else
      acts.push_back({Act::Observe, "", 0});
    return acts;
  }

  static double remaining_bits(const Domains& d) {
    double b = 0;
    for (int n : d.sizes()) b += n > 1 ? std::log2(static_cast<double>(n)) : 0;
    return b;
  }

  // The bits a turn removes on average over worlds drawn from the domains
  // (each object on a cell of its domain, no two on one cell), the turn
  // carried out in each and its outcome propagated by AC-3.
  double sampled_bits(const std::vector<Action>& acts) const {
    Rng rng = Rng::derive(0, {"strategist", w_.id}, static_cast<uint64_t>(env_.steps()));
    double before = remaining_bits(dom_), sum = 0;
    int n = 0, on = lost_on();
    for (int k = 0; k < kSamples; ++k) {
      World hyp = w_;
      std::vector<Cell> taken;
      for (const Thing& t : w_.things)
        if (t.is_door()) taken.push_back(t.at);
      bool ok = true;
      for (int o : w_.objects()) {
        std::vector<Cell> cells = dom_.cells(o);
        std::erase_if(cells, [&](Cell c) { return std::find(taken.begin(), taken.end(), c) != taken.end(); });
        if (cells.empty()) { ok = false; break; }
        hyp.things[o].at = rng.pick(cells);
        taken.push_back(hyp.things[o].at);
      }
      if (!ok) continue;
      Pose start = env_.pose();
      if (on >= 0) start.at = hyp.things[on].at;
      Env e(hyp, 2, start);
      e.step(acts);
      if (!e.log().back().result.error.empty()) continue;
      Domains d = dom_;
      d.add_turn(e.log().back());
      std::vector<int> sizes = d.sizes();
      if (std::find(sizes.begin(), sizes.end(), 0) != sizes.end()) continue;
      sum += before - remaining_bits(d);
      ++n;
    }
    return n ? sum / n : 0;
  }

  static int degrees_between(Heading from, Heading to) {
    return ((static_cast<int>(to) - static_cast<int>(from)) % 4 + 4) % 4 * 90;
  }

  Env& env_;
  const World& w_;
  Domains dom_;
  int resolved_at_ = -1;
  std::set<std::pair<int, int>> viewed_;  // (object stood on, heading) observed from
};

}  // namespace

int run_strategist(Env& env) { return Strategist(env).run(); }

}  // namespace mm::tos
