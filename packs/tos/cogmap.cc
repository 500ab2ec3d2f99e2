#include "packs/tos/cogmap.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <fmt/format.h>

#include "base/rng.h"

namespace mm::tos {
namespace {

Result<Placed> read_placed(const Json& j, const std::string& ptr) {
  if (!j.is_object() || !j.contains("at")) return Error{ptr + ": expected {\"at\": [x, y], \"facing\": ...}"};
  const Json& at = j["at"];
  // Compared as doubles: std::abs of INT64_MIN is undefined, and an unsigned
  // value past INT64_MAX read as int64_t wraps to a small negative number.
  auto coord = [](const Json& v) { return v.is_number_integer() && std::abs(v.get<double>()) <= 1000; };
  if (!at.is_array() || at.size() != 2 || !coord(at[0]) || !coord(at[1]))
    return Error{ptr + "/at: expected two integers from -1000 to 1000"};
  Placed p{{at[0].get<int>(), at[1].get<int>()}, std::nullopt};
  if (j.contains("facing") && !j["facing"].is_null()) {
    std::optional<Heading> h = j["facing"].is_string() ? parse_heading(j["facing"].get<std::string>()) : std::nullopt;
    if (!h) return Error{ptr + "/facing: expected \"N\", \"E\", \"S\", \"W\" or null"};
    p.facing = h;
  }
  return p;
}

Result<MapPart> read_part(const Json& j, const std::string& ptr, const World& w) {
  if (!j.is_object()) return Error{ptr + ": expected an object of names"};
  MapPart out;
  for (auto& [name, v] : j.items()) {
    const Thing* t = w.find(name);
    if (!t || t->is_door()) return Error{fmt::format("{}/{}: no object of the world is called '{}'", ptr, json_ptr_escape(name), name)};
    MM_TRY(p, read_placed(v, ptr + "/" + json_ptr_escape(name)));
    out[name] = *p;
  }
  return out;
}

double share(int right, int of) { return of == 0 ? 1.0 : static_cast<double>(right) / of; }

}  // namespace

Result<BeliefMap> read_map(const Json& j, const World& w) {
  if (!j.is_object()) return Error{"/: expected a map object with \"global\", \"local\" and \"agent\""};
  BeliefMap m;
  for (auto& [key, v] : j.items()) {
    if (key == "global") {
      MM_TRY(p, read_part(v, "/global", w));
      m.global = *p;
    } else if (key == "local") {
      MM_TRY(p, read_part(v, "/local", w));
      m.local = *p;
    } else if (key == "agent") {
      MM_TRY(p, read_placed(v, "/agent"));
      m.agent = *p;
    } else {
      return Error{fmt::format("/{}: unknown part; expected global, local or agent", json_ptr_escape(key))};
    }
  }
  return m;
}

Json MapScore::to_json() const {
  auto r = [](double v) { return std::round(v * 1e4) / 1e4; };
  return {{"pos", r(pos)}, {"dir", r(dir)}, {"facing", r(facing)}, {"correctness", r(correctness)},
          {"asked", asked}, {"placed", placed}};
}

MapScore score_map_part(const MapPart& said, const std::map<std::string, Placed>& truth, double scale) {
  MapScore s;
  s.asked = static_cast<int>(truth.size());
  double sq = 0;
  int facing_asked = 0, facing_right = 0;
  for (const auto& [name, t] : truth) {
    auto it = said.find(name);
    if (t.facing) ++facing_asked;
    if (it == said.end()) continue;
    ++s.placed;
    sq += static_cast<double>(norm2(it->second.at - t.at));
    if (t.facing && it->second.facing == t.facing) ++facing_right;
  }
  double rmse = s.placed ? std::sqrt(sq / s.placed) : 0;
  s.pos = s.asked == 0 ? 1.0 : s.placed == 0 ? 0.0 : static_cast<double>(s.placed) / s.asked * std::exp(-rmse / scale);
  int pairs = 0, right = 0;
  for (auto a = truth.begin(); a != truth.end(); ++a)
    for (auto b = std::next(a); b != truth.end(); ++b) {
      ++pairs;
      auto pa = said.find(a->first), pb = said.find(b->first);
      if (pa == said.end() || pb == said.end()) continue;
      Cell d_said = pb->second.at - pa->second.at, d_true = b->second.at - a->second.at;
      right += d_said != Cell{0, 0} && allo_of(d_said) == allo_of(d_true);
    }
  s.dir = share(right, pairs);
  s.facing = share(facing_right, facing_asked);
  s.correctness = (s.pos + s.dir + s.facing) / 3;
  return s;
}

std::map<std::string, Placed> global_truth(const World& w, const std::vector<int>& things) {
  std::map<std::string, Placed> out;
  for (int i : things) out[w.things[i].name] = {w.things[i].at, w.things[i].facing};
  return out;
}

std::map<std::string, Placed> local_truth(const World& w, const Pose& pose) {
  std::map<std::string, Placed> out;
  for (int i : w.objects()) {
    if (!sees(w, pose, i)) continue;
    Local l = to_local(w.things[i].at - pose.at, pose.heading);
    std::optional<Heading> f;
    if (w.things[i].facing) f = turned(*w.things[i].facing, -static_cast<int>(pose.heading));
    out[w.things[i].name] = {{l.right, l.forward}, f};
  }
  return out;
}

std::vector<int> observed_objects(const World& w, const std::vector<Turn>& log) {
  std::vector<bool> seen(w.things.size(), false);
  for (const Turn& t : log)
    if (t.result.observation)
      for (const Seen& s : t.result.observation->seen) seen[s.thing] = true;
  std::vector<int> out;
  for (int i : w.objects())
    if (seen[i]) out.push_back(i);
  return out;
}

std::vector<Cell> observed_cells(const World& w, const std::vector<Turn>& log) {
  std::set<Cell> seen;
  std::vector<Cell> cells = w.floor_cells();
  for (const Thing& t : w.things)
    if (t.is_door()) cells.push_back(t.at);
  for (const Turn& t : log) {
    if (!t.result.observation) continue;
    for (Cell c : cells)
      if (cell_in_view(w, t.result.observation->pose, c)) seen.insert(c);
  }
  return {seen.begin(), seen.end()};
}

std::vector<Cell> uncertainty_candidates(const World& w, const std::vector<Turn>& log, uint64_t seed, int n) {
  std::vector<Cell> seen = observed_cells(w, log), unseen;
  for (Cell c : w.floor_cells())
    if (!std::binary_search(seen.begin(), seen.end(), c)) unseen.push_back(c);
  std::vector<Cell> seen_floor;
  for (Cell c : seen)
    if (!w.rooms_at(c).empty() && w.rooms_at(c).size() == 1) seen_floor.push_back(c);
  Rng rng = Rng::derive(seed, {"tos", "uncertainty", w.id}, log.size());
  rng.shuffle(seen_floor);
  rng.shuffle(unseen);
  size_t half = static_cast<size_t>(n) / 2;
  size_t take_unseen = std::min(unseen.size(), static_cast<size_t>(n) - std::min(half, seen_floor.size()));
  size_t take_seen = std::min(seen_floor.size(), static_cast<size_t>(n) - take_unseen);
  std::vector<Cell> out(unseen.begin(), unseen.begin() + take_unseen);
  out.insert(out.end(), seen_floor.begin(), seen_floor.begin() + take_seen);
  std::sort(out.begin(), out.end());
  return out;
}

double uncertainty_f1(const World& w, const std::vector<Turn>& log, const std::vector<Cell>& candidates,
                      const std::vector<Cell>& said_unseen) {
  std::vector<Cell> seen = observed_cells(w, log);
  std::set<Cell> truth, said;
  for (Cell c : candidates)
    if (!std::binary_search(seen.begin(), seen.end(), c)) truth.insert(c);
  for (Cell c : said_unseen)
    if (std::find(candidates.begin(), candidates.end(), c) != candidates.end()) said.insert(c);
  int hit = 0;
  for (Cell c : said) hit += truth.count(c);
  if (truth.empty() && said.empty()) return 1.0;
  if (hit == 0) return 0.0;
  double p = static_cast<double>(hit) / said.size(), r = static_cast<double>(hit) / truth.size();
  return 2 * p * r / (p + r);
}

}  // namespace mm::tos
