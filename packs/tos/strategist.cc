// The Strategist (docs/tos.md): each turn, the one that removes the most
// bits from the AC-3 domains. It may stand where it is or go, by a chain of
// Gotos, to any door or pinned object it can reach (whose place it knows),
// and last, perhaps, to an object not yet pinned that is surely in view; then
// turn to any heading and Observe, or Query an object surely in view. Each
// candidate's bits are first estimated from the domains (each unresolved
// object's domain split by what the view would show of it; standing on an
// unpinned object, averaged over the cells it may occupy, grouped by what the
// known things would show); the best few different turns are then carried
// out on worlds drawn from the domains that explain the whole log, and
// propagated by AC-3, and the one that removes most there on average (bits
// weighted toward objects barely placed) is taken. It stops when every
// domain is one cell, or when no turn is expected to tell anything.
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <tuple>

#include "base/rng.h"
#include "packs/tos/domains.h"
#include "packs/tos/explorers.h"

namespace mm::tos {
namespace {

// Objects with more possible cells than this are not worth standing on.
constexpr size_t kHopCells = 24;
// How many turns, best by the estimate, are tried on drawn worlds, and on
// how many worlds each; a world is drawn at most kTries times per kept one.
constexpr size_t kShortlist = 6;
constexpr int kSamples = 8;
constexpr int kTries = 20;
// A domain of n cells is worth log2(n) to this power (see remaining()).
constexpr double kBitsPower = 1.3;

class Strategist {
 public:
  explicit Strategist(Env& env) : env_(env), w_(env.world()), dom_(w_), box_(w_.bounds()) {
    for (int y = box_.y0; y <= box_.y1; ++y)
      for (int x = box_.x0; x <= box_.x1; ++x) masks_.push_back(w_.room_mask({x, y}));
    refresh();
  }

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
    refresh();
  }

  // The agent's cell when it knows it: the start, a door, or a pinned object.
  std::optional<Cell> known_cell(Cell at) const {
    if (at == w_.start) return at;
    for (const Thing& t : w_.things)
      if (t.at == at && (t.is_door() || cells_[w_.index_of(t.name)].size() == 1)) return at;
    return std::nullopt;
  }

  // cell_in_view, with the rooms of the bounding box's cells looked up once
  // (World::room_mask scans the things for a wall cell, and the estimates
  // ask it for every cell of every domain).
  bool visible_from(const Pose& p, Cell c) const {
    return c != p.at && (mask(p.at) & mask(c)) && in_fov(to_local(c - p.at, p.heading));
  }
  uint32_t mask(Cell c) const {
    if (!box_.contains(c)) return w_.room_mask(c);
    return masks_[static_cast<size_t>((c.y - box_.y0) * (box_.x1 - box_.x0 + 1) + (c.x - box_.x0))];
  }

  // What a view from `from` facing `h` would show of a thing at `c`: 100
  // when it is on the agent's cell, its direction and distance bin when in
  // view, -1 when not.
  int shown_as(Cell from, Heading h, Cell c) const {
    if (c == from) return 100;
    if (!visible_from({from, h}, c)) return -1;
    return static_cast<int>(ego_of(to_local(c - from, h))) * 10 + static_cast<int>(dist_of(c - from));
  }

  // Expected bits an observation from `from` facing `h` removes from the
  // domains: for each unresolved object, its domain split by what the view
  // would show of it (not in view, here, or its direction and distance bin).
  double expected_bits(Cell from, Heading h) const {
    double bits = 0;
    for (int o : w_.objects()) {
      const std::vector<Cell>& cells = cells_[o];
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
      const std::vector<Cell>& cells = cells_[o];
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
        if (i == anchor || !(w_.things[i].is_door() || cells_[i].size() == 1)) continue;
        Cell c = w_.things[i].is_door() ? w_.things[i].at : cells_[i][0];
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
    // its observations showed from here.
    bool lost = !known_cell(env_.pose().at);
    for (size_t k = 0; k < out.size(); ++k) {
      for (int i = 0; i < static_cast<int>(w_.things.size()); ++i) {
        if (done[i] || w_.things[i].at == out[k].pose.at) continue;
        if (!w_.things[i].is_door() && cells_[i].size() != 1) continue;
        int deg = k == 0 && lost ? seen_turn(i) : turn_to_see(w_, out[k].pose, i);
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

  // Did an observation taken facing `h` since the agent came where it
  // stands (no Goto since) show the thing? Any heading counts, not only the
  // last one: standing on an object not pinned after viewing all four
  // headings, the agent could otherwise find nowhere to go and stop.
  bool seen_here(int o, Heading h) const {
    for (auto t = env_.log().rbegin(); t != env_.log().rend(); ++t) {
      const auto& obs = t->result.observation;
      if (t->result.error.empty() && obs && obs->pose.heading == h &&
          std::any_of(obs->seen.begin(), obs->seen.end(), [&](const Seen& s) { return s.thing == o; }))
        return true;
      if (std::any_of(t->actions.begin(), t->actions.end(), [](const Action& a) { return a.act == Act::Goto; }) &&
          t->result.error.empty())
        break;
    }
    return false;
  }

  // The smallest clockwise turn to a heading from which the agent saw the
  // thing since it came where it stands, or -1.
  int seen_turn(int o) const {
    for (int k = 0; k < 4; ++k)
      if (seen_here(o, turned(env_.pose().heading, k))) return k * 90;
    return -1;
  }

  // Is every cell the object may occupy in view from the pose (so a Query
  // from there cannot fail)?
  bool surely_visible(int o, const Pose& p) const {
    const std::vector<Cell>& cells = cells_[o];
    return !cells.empty() &&
           std::all_of(cells.begin(), cells.end(), [&](Cell c) { return c != p.at && visible_from(p, c); });
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
  // Every turn considered, best estimate first.
  std::vector<Option> options(const std::vector<Route>& routes) const {
    std::vector<std::pair<int, Cell>> spots;
    if (std::optional<Cell> here = known_cell(env_.pose().at)) spots.push_back({-1, *here});
    for (size_t r = 1; r < routes.size(); ++r) spots.push_back({static_cast<int>(r), routes[r].pose.at});
    std::vector<Option> opts;
    for (auto& [via, cell] : spots)
      for (int h = 0; h < 4; ++h) {
        Heading heading = static_cast<Heading>(h);
        opts.push_back({via, heading, -1, expected_bits(cell, heading)});
        for (int q : w_.objects()) {
          size_t n = cells_[q].size();
          bool in_view = surely_visible(q, {cell, heading}) || (via < 0 && seen_here(q, heading));
          if (n <= 1 || !in_view) continue;
          opts.push_back({via, heading, q, std::log2(static_cast<double>(n))});
        }
      }
    // A last Goto to an object shows the same from whatever route led there:
    // its worth is estimated once per (object, heading).
    std::map<std::pair<int, int>, double> at_memo;
    // Or a last Goto to an object not yet pinned but surely in view: the
    // agent then stands on one of its domain's cells, not knowing which, so
    // a view from there is worth its bits averaged over those cells.
    for (size_t r = 0; r < routes.size(); ++r) {
      std::optional<Cell> at = r == 0 ? known_cell(env_.pose().at) : std::optional<Cell>(routes[r].pose.at);
      for (int h1 = 0; h1 < 4; ++h1) {
        Heading look = static_cast<Heading>(h1);
        for (int o : w_.objects()) {
          const std::vector<Cell>& cells = cells_[o];
          if (cells.size() <= 1 || cells.size() > kHopCells) continue;
          bool in_view = (at && surely_visible(o, {*at, look})) || (r == 0 && seen_here(o, look));
          if (!in_view) continue;
          for (int h2 = 0; h2 < 4; ++h2) {
            // The same view again shows the same things: nothing new.
            if (viewed_.count({o, h2})) continue;
            auto [it, fresh] = at_memo.try_emplace({o, h2}, 0.0);
            if (fresh) it->second = expected_bits_at(o, cells, static_cast<Heading>(h2));
            opts.push_back({static_cast<int>(r), static_cast<Heading>(h2), -1, it->second, o, look});
          }
        }
      }
    }
    // Or, standing on such an object, another heading from where it stands.
    if (int on = lost_on(); on >= 0)
      for (int h = 0; h < 4; ++h) {
        if (viewed_.count({on, h})) continue;
        opts.push_back({0, static_cast<Heading>(h), -1, expected_bits_at(on, cells_[on], static_cast<Heading>(h))});
      }
    std::stable_sort(opts.begin(), opts.end(), [](const Option& a, const Option& b) { return a.bits > b.bits + 1e-9; });
    // Turns that end in the same view (or Query) from the same place, by
    // different routes, show the same: only the first is kept, so that the
    // shortlist below holds different turns.
    std::set<std::tuple<int, int, int, int, int>> ends;
    std::erase_if(opts, [&](const Option& o) {
      Cell end = o.via < 0 ? env_.pose().at : routes[static_cast<size_t>(o.via)].pose.at;
      auto key = o.hop >= 0 ? std::tuple(1, o.hop, 0, static_cast<int>(o.heading), o.query)
                            : std::tuple(0, end.x, end.y, static_cast<int>(o.heading), o.query);
      return !ends.insert(key).second;
    });
    return opts;
  }

  // Standing on an object not pinned, a view taken from it is remembered.
  // `lost` is the object the agent stood on, not pinned, before the turn.
  void note_viewed(const Option& o, int lost) {
    if (o.hop < 0 && o.query < 0 && o.via <= 0 && lost >= 0)
      viewed_.insert({lost, static_cast<int>(o.heading)});
    if (o.hop >= 0) viewed_.insert({o.hop, static_cast<int>(o.heading)});
  }

  // The turn that removes the most expected bits: from where the agent
  // stands or after a chain of Gotos to a door or a pinned object, any heading,
  // then Observe, or Query an object surely in view (all its bits).
  bool greedy_step() {
    std::vector<Route> routes = reachable();
    std::vector<Option> opts = options(routes);
    draws_ = draw_worlds();
    // The few best by that estimate are tried on worlds drawn from the
    // domains, and the one worth most there on average is taken.
    std::optional<Option> best;
    double best_sampled = -1;
    for (size_t i = 0; i < opts.size() && i < kShortlist && opts[i].bits >= 1e-6; ++i) {
      double b = sampled_worth(actions_of(opts[i], routes));
      if (b > best_sampled + 1e-9) best = opts[i], best_sampled = b;
    }
    if (!best) return false;
    note_viewed(*best, lost_on());
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

  // What is left to learn, as the sampled turns are valued: each domain of
  // n > 1 cells counts log2(n) to the power 1.3, not log2(n). The power
  // makes a bit taken from an object barely placed worth more than one
  // taken from an object nearly pinned: the aim is to find roughly where
  // everything is first and pin after, since later views pin much for free.
  // Chosen by measuring, not derived (300 worlds: 141 pinned within 9 steps
  // with plain bits, 151 with 1.3; 1.2 to 1.7 give 147 to 151, 2 gives 143,
  // 0.5 gives 123).
  static double remaining(const Domains& d) {
    double b = 0;
    for (int n : d.sizes()) b += n > 1 ? std::pow(std::log2(static_cast<double>(n)), kBitsPower) : 0;
    return b;
  }

  // Worlds drawn from the domains: each object on a cell of its domain, no
  // two on one cell (doors' cells excluded), kept only when every logged
  // turn would have shown there what it showed (the domains hold each fact
  // about one object, but a view from an object not pinned ties two
  // objects' cells, which a draw cell by cell may break). The draws are
  // seeded by the world and the step, so logs are deterministic.
  std::vector<World> draw_worlds() const {
    Rng rng = Rng::derive(0, {"strategist", w_.id}, static_cast<uint64_t>(env_.steps()));
    std::vector<World> out;
    World hyp = w_;
    for (int k = 0; k < kSamples * kTries && static_cast<int>(out.size()) < kSamples; ++k)
      if (draw(rng, hyp) && explains(hyp)) out.push_back(hyp);
    return out;
  }

  // Puts each object of `hyp` on a cell of its domain, no two on one cell.
  bool draw(Rng& rng, World& hyp) const {
    std::vector<Cell> taken;
    for (const Thing& t : w_.things)
      if (t.is_door()) taken.push_back(t.at);
    for (int o : w_.objects()) {
      std::vector<Cell> cells = cells_[o];
      std::erase_if(cells, [&](Cell c) { return std::find(taken.begin(), taken.end(), c) != taken.end(); });
      if (cells.empty()) return false;
      hyp.things[o].at = rng.pick(cells);
      taken.push_back(hyp.things[o].at);
    }
    return true;
  }

  // Would the world show, turn by turn, what the log shows (the things seen,
  // their bins, and the thing here; not the agent's cell, which the
  // Strategist does not know when it stands on an object not pinned)?
  bool explains(const World& hyp) const {
    Env e(hyp, static_cast<int>(env_.log().size()) + 1, Pose{w_.start, w_.start_heading});
    for (const Turn& t : env_.log()) {
      const TurnResult& r = e.step(t.actions);
      if (r.error.empty() != t.result.error.empty() || !r.observation != !t.result.observation) return false;
      if (r.observation && !same_view(*r.observation, *t.result.observation)) return false;
    }
    return true;
  }

  static bool same_view(const Observation& a, const Observation& b) {
    if (a.here != b.here || a.seen.size() != b.seen.size()) return false;
    for (size_t i = 0; i < a.seen.size(); ++i)
      if (a.seen[i].thing != b.seen[i].thing || a.seen[i].ego != b.seen[i].ego || a.seen[i].dist != b.seen[i].dist)
        return false;
    return true;
  }

  // What a turn is worth on average over this turn's drawn worlds: the turn
  // carried out in each, its outcome propagated by AC-3, and what is left
  // to learn (remaining()) compared before and after.
  double sampled_worth(const std::vector<Action>& acts) const {
    double before = remaining(dom_), sum = 0;
    int n = 0, on = lost_on();
    for (const World& hyp : draws_) {
      Pose start = env_.pose();
      if (on >= 0) start.at = hyp.things[on].at;
      Env e(hyp, 2, start);
      e.step(acts);
      if (!e.log().back().result.error.empty()) continue;
      Domains d = dom_;
      d.add_turn(e.log().back());
      std::vector<int> sizes = d.sizes();
      if (std::find(sizes.begin(), sizes.end(), 0) != sizes.end()) continue;
      sum += before - remaining(d);
      ++n;
    }
    return n ? sum / n : 0;
  }

  static int degrees_between(Heading from, Heading to) {
    return ((static_cast<int>(to) - static_cast<int>(from)) % 4 + 4) % 4 * 90;
  }

  void refresh() {
    cells_.assign(w_.things.size(), {});
    for (int o : w_.objects()) cells_[o] = dom_.cells(o);
  }

  Env& env_;
  const World& w_;
  Domains dom_;
  Room box_;                   // the world's bounding box
  std::vector<uint32_t> masks_;  // its cells' rooms, row by row
  std::vector<std::vector<Cell>> cells_;  // thing -> its domain's cells (doors: none)
  int resolved_at_ = -1;
  std::vector<World> draws_;  // this turn's worlds drawn from the domains
  std::set<std::pair<int, int>> viewed_;  // (object stood on, heading) observed from
};

}  // namespace

int run_strategist(Env& env) { return Strategist(env).run(); }

}  // namespace mm::tos
