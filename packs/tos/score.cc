#include "packs/tos/score.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <map>
#include <fmt/format.h>

#include "packs/tos/cogmap.h"

namespace mm::tos {
namespace {

std::string fold(std::string_view s) {
  std::string out;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    out += (c == '_' || c == '-') ? ' ' : static_cast<char>(std::tolower(u));
  }
  return out;
}

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    out.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool word_at(const std::string& s, size_t pos, size_t len) {
  auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  return (pos == 0 || !alnum(s[pos - 1])) && (pos + len >= s.size() || !alnum(s[pos + len]));
}

struct Match {
  size_t pos, len;
  int index;
};

// Every whole-word occurrence in `s` of any of `names` (folded) that is not
// inside a longer one ("far" inside "slightly far"), in order of position
// (a tie goes to the later name).
std::vector<Match> outer_matches(const std::string& s, const std::vector<std::string>& names) {
  std::vector<Match> all;
  for (size_t i = 0; i < names.size(); ++i) {
    std::string n = fold(names[i]);
    if (n.empty()) continue;
    for (size_t pos = s.find(n); pos != std::string::npos; pos = s.find(n, pos + 1))
      if (word_at(s, pos, n.size())) all.push_back({pos, n.size(), static_cast<int>(i)});
  }
  // A longer match holding m starts at most `longest - m.len` bytes before
  // it, so only that window is searched (every pair was quadratic in the
  // matches: seconds for a long answer repeating "NE").
  std::stable_sort(all.begin(), all.end(), [](const Match& a, const Match& b) { return a.pos < b.pos; });
  size_t longest = 0;
  for (const Match& m : all) longest = std::max(longest, m.len);
  auto at_or_after = [&](size_t pos) {
    return std::lower_bound(all.begin(), all.end(), pos, [](const Match& o, size_t p) { return o.pos < p; });
  };
  std::vector<Match> out;
  for (const Match& m : all) {
    bool inside = std::any_of(at_or_after(m.pos + m.len > longest ? m.pos + m.len - longest : 0), at_or_after(m.pos + 1),
                              [&](const Match& o) { return o.len > m.len && m.pos + m.len <= o.pos + o.len; });
    if (!inside) out.push_back(m);
  }
  return out;
}

// The last of them; returns the index into names or -1.
int last_of(const std::string& s, const std::vector<std::string>& names) {
  std::vector<Match> m = outer_matches(s, names);
  return m.empty() ? -1 : m.back().index;
}

std::vector<std::string> ego_names() {
  std::vector<std::string> n;
  for (int i = 0; i < 5; ++i) n.emplace_back(ego_name(static_cast<Ego>(i)));
  return n;
}
std::vector<std::string> allo_names() {
  std::vector<std::string> n;
  for (int i = 0; i < 8; ++i) n.emplace_back(allo_name(static_cast<Allo>(i)));
  return n;
}
std::vector<std::string> dist_names() {
  std::vector<std::string> n;
  for (int i = 0; i < 6; ++i) n.emplace_back(dist_name(static_cast<Dist>(i)));
  return n;
}

// Direction and distance from the last line that names a direction.
Score read_relation(std::string_view text, bool allocentric) {
  std::vector<std::string> dirs = allocentric ? allo_names() : ego_names();
  std::vector<std::string> dists = dist_names();
  Score s;
  std::vector<std::string> ls = lines_of(text);
  for (auto it = ls.rbegin(); it != ls.rend(); ++it) {
    std::string f = fold(*it);
    int d = last_of(f, dirs);
    if (d < 0) continue;
    int k = last_of(f, dists);
    s.parsed = true;
    s.answer = {{"direction", dirs[d]}, {"distance", k < 0 ? Json(nullptr) : Json(dists[k])}};
    return s;
  }
  return s;
}

std::vector<std::string> thing_names(const World& w) {
  std::vector<std::string> n;
  for (const Thing& t : w.things) n.push_back(t.name);
  return n;
}

Score read_name(const World& w, std::string_view text) {
  Score s;
  std::vector<std::string> names = thing_names(w);
  std::vector<std::string> ls = lines_of(text);
  for (auto it = ls.rbegin(); it != ls.rend(); ++it) {
    int i = last_of(fold(*it), names);
    if (i < 0) continue;
    s.parsed = true, s.answer = names[i];
    return s;
  }
  return s;
}

// Every "Name(...)" action of the last line that has one.
std::vector<Action> read_actions(std::string_view text, bool& found) {
  std::vector<std::string> ls = lines_of(text);
  for (auto it = ls.rbegin(); it != ls.rend(); ++it) {
    std::vector<Action> acts;
    const std::string& line = *it;
    std::string f = fold(line);
    static constexpr const char* kNames[] = {"goto(",  "rotate(",  "observe(",  "query(",  "terminate(",
                                             "goto (", "rotate (", "observe (", "query (", "terminate ("};
    // Each name's first occurrence at or after pos, found again only once pos
    // passes it (finding every name afresh per action was quadratic).
    size_t next[std::size(kNames)];
    for (size_t k = 0; k < std::size(kNames); ++k) next[k] = f.find(kNames[k]);
    for (size_t pos = 0; pos < f.size();) {
      size_t best = std::string::npos;
      for (size_t k = 0; k < std::size(kNames); ++k) {
        if (next[k] != std::string::npos && next[k] < pos) next[k] = f.find(kNames[k], pos);
        size_t p = next[k];
        if (p != std::string::npos && (p == 0 || !std::isalnum(static_cast<unsigned char>(f[p - 1]))) && p < best) best = p;
      }
      if (best == std::string::npos) break;
      size_t close = line.find(')', best);
      if (close == std::string::npos) break;
      auto a = parse_action(std::string_view(line).substr(best, close - best + 1));
      if (a) acts.push_back(*a);
      pos = close + 1;
    }
    if (!acts.empty()) return found = true, acts;
  }
  found = false;
  return {};
}

// The end of the bracketed value opening at `pos` (strings respected), or npos.
// The end of the bracketed value opening at `pos` (strings respected), or
// npos; `work` counts the bytes scanned.
size_t balanced_end(std::string_view t, size_t pos, size_t& work) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = pos; i < t.size(); ++i) {
    ++work;
    char c = t[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '{' || c == '[') ++depth;
    else if ((c == '}' || c == ']') && --depth == 0) return i;
  }
  return std::string_view::npos;
}

// The last top-level JSON value opening with `open` ('{' or '[') that parses.
// Scanning and parsing stop after a work budget linear in the text (64 times
// its size), so a hostile reply of nested or unclosed brackets costs
// milliseconds, not seconds; only such a reply can lose a value to it.
std::optional<Json> last_json(std::string_view text, char open) {
  std::optional<Json> found;
  size_t work = 0;
  const size_t budget = 64 * text.size() + 65536;
  for (size_t pos = 0; pos < text.size() && work < budget; ++pos) {
    if (text[pos] != open) continue;
    size_t end = balanced_end(text, pos, work);
    if (end == std::string_view::npos) continue;
    work += end - pos + 1;
    Json j = Json::parse(text.substr(pos, end - pos + 1), nullptr, false);
    if (j.is_discarded()) continue;
    found = std::move(j);
    pos = end;  // skip the values nested inside
  }
  return found;
}

std::optional<Cell> cell_of(const Json& j) {
  const Json* c = &j;
  if (j.is_object() && j.contains("at")) c = &j["at"];
  if (!c->is_array() || c->size() != 2 || !(*c)[0].is_number() || !(*c)[1].is_number()) return std::nullopt;
  // Far-off coordinates score as far off: clamp before rounding to int.
  auto coord = [](double v) { return static_cast<int>(std::lround(std::isfinite(v) ? std::clamp(v, -1e6, 1e6) : 1e6)); };
  return Cell{coord((*c)[0].get<double>()), coord((*c)[1].get<double>())};
}

double similarity(double error, double scale) { return std::exp(-error / scale); }

Score score_relation(const Question& q, std::string_view out) {
  Score s = read_relation(out, q.task == "direction");
  if (!s.parsed) return s;
  bool dir = s.answer["direction"] == q.gold["direction"];
  bool dist = s.answer["distance"] == q.gold["distance"];
  s.score = 0.5 * dir + 0.5 * dist;
  s.details = {{"direction", dir}, {"distance", dist}};
  return s;
}

Score score_actions(const World& w, const Question& q, std::string_view out) {
  Score s;
  std::vector<Action> acts = read_actions(out, s.parsed);
  if (!s.parsed) return s;
  s.answer = Json::array();
  for (const Action& a : acts) s.answer.push_back(action_text(a));
  Pose p = pose_from_json(q.ask["from"]);
  for (const Action& a : acts) {
    if (a.act == Act::Rotate) p.heading = turned(p.heading, a.degrees / 90);
    if (a.act != Act::Goto) continue;
    int t = w.index_of(a.target);
    if (t < 0 || !sees(w, p, t)) {
      s.details = {{"invalid", action_text(a)}};
      return s;
    }
    p.at = w.things[t].at;
  }
  int target = w.index_of(q.ask["target"].get<std::string>());
  bool ok = target >= 0 && sees(w, p, target);
  if (ok) {
    Seen v = seen_from(w, p, target);
    ok = ego_name(v.ego) == q.ask["direction"] && dist_name(v.dist) == q.ask["distance"];
  }
  s.score = ok;
  return s;
}

Score score_map(const World& w, const Question& q, std::string_view out) {
  Score s;
  std::optional<Json> j = last_json(out, '{');
  if (!j || !j->is_object()) return s;
  s.parsed = true;
  s.answer = *j;
  // Each key names the thing it holds ("the sofa" names Sofa); the first
  // key naming a thing is its entry.
  std::vector<std::string> names = thing_names(w);
  std::map<std::string, const Json*> entry;
  for (auto& [key, value] : j->items()) {
    int i = last_of(fold(key), names);
    if (i >= 0) entry.emplace(names[i], &value);
  }
  int k = 0, facing_right = 0;
  double sq = 0;
  for (auto& [name, want] : q.gold.items()) {
    auto e = entry.find(name);
    if (e == entry.end()) continue;
    std::optional<Cell> got = cell_of(*e->second);
    if (!got) continue;
    ++k;
    Cell truth{want["at"][0].get<int>(), want["at"][1].get<int>()};
    sq += static_cast<double>(norm2(*got - truth));
    const Json& f = *e->second;
    Json said = f.is_object() && f.contains("facing") ? f["facing"] : Json(nullptr);
    facing_right += said == want["facing"];
  }
  size_t n = q.gold.size();
  double rmse = k == 0 ? 0 : std::sqrt(sq / k);
  s.score = k == 0 ? 0 : static_cast<double>(k) / n * similarity(rmse, w.scale());
  s.details = {{"K", k}, {"N", n}, {"rmse", rmse}, {"facing_accuracy", n ? static_cast<double>(facing_right) / n : 0}};
  return s;
}

// A cognitive-map probe: the same answer as alloc.map, scored by the map's
// correctness (cogmap.h: pos.acc, dir.acc, facing.acc, a third each) over
// the objects seen by the probe's step.
Score score_cogmap(const World& w, const Question& q, std::string_view out) {
  Score s;
  std::optional<Json> j = last_json(out, '{');
  std::map<std::string, Placed> truth;
  for (auto& [name, want] : q.gold.items()) {
    std::optional<Heading> f;
    if (want["facing"].is_string()) f = parse_heading(want["facing"].get<std::string>());
    truth[name] = {{want["at"][0].get<int>(), want["at"][1].get<int>()}, f};
  }
  MapPart said;
  if (j && j->is_object()) {
    s.parsed = true;
    s.answer = *j;
    std::vector<std::string> names = thing_names(w);
    for (auto& [key, value] : j->items()) {
      int i = last_of(fold(key), names);
      if (i < 0 || said.count(names[i])) continue;
      std::optional<Cell> at = cell_of(value);
      if (!at) continue;
      std::optional<Heading> f;
      if (value.is_object() && value.contains("facing") && value["facing"].is_string())
        f = parse_heading(value["facing"].get<std::string>());
      said[names[i]] = {*at, f};
    }
  }
  if (!s.parsed) return s;
  MapScore m = score_map_part(said, truth, w.scale());
  s.score = m.correctness;
  s.details = m.to_json();
  return s;
}

// Names in any order (false belief: the objects that changed): a JSON list,
// else every name on the last line naming an object; scored by F1 against
// the gold's set ("none" names nothing).
Score score_name_set(const World& w, const Question& q, std::string_view out) {
  Score s;
  std::vector<std::string> names = thing_names(w);
  names.push_back("none");
  std::vector<std::string> said;
  auto add = [&](int i) {
    if (i >= 0 && names[i] != "none" && std::find(said.begin(), said.end(), names[i]) == said.end())
      said.push_back(names[i]);
  };
  std::optional<Json> j = last_json(out, '[');
  if (j && j->is_array()) {
    s.parsed = true;
    for (const Json& e : *j)
      if (e.is_string()) add(last_of(fold(e.get<std::string>()), names));
  } else {
    // Every name on the last line that names one, whatever joins them
    // (commas, 、, "and", 和 ...).
    std::vector<std::string> ls = lines_of(out);
    for (auto it = ls.rbegin(); it != ls.rend() && !s.parsed; ++it) {
      std::vector<Match> found = outer_matches(fold(*it), names);
      if (found.empty()) continue;
      s.parsed = true;
      for (const Match& m : found) add(m.index);
    }
  }
  std::vector<std::string> gold = q.gold.get<std::vector<std::string>>();
  size_t hits = 0;
  for (const std::string& n : said) hits += std::find(gold.begin(), gold.end(), n) != gold.end();
  double precision = said.empty() ? 0 : static_cast<double>(hits) / static_cast<double>(said.size());
  double recall = gold.empty() ? 0 : static_cast<double>(hits) / static_cast<double>(gold.size());
  s.answer = said;
  s.score = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0;
  s.details = {{"precision", precision}, {"recall", recall}};
  return s;
}

Score score_sequence(const World& w, const Question& q, std::string_view out) {
  Score s;
  std::vector<std::string> names = thing_names(w);
  names.push_back("none");
  std::optional<Json> j = last_json(out, '[');
  std::vector<std::string> got;
  if (j && j->is_array()) {
    for (const Json& e : *j)
      if (e.is_string()) {
        int i = last_of(fold(e.get<std::string>()), names);
        got.push_back(i < 0 ? e.get<std::string>() : names[i]);
      }
  } else {
    std::vector<std::string> ls = lines_of(out);
    for (auto it = ls.rbegin(); it != ls.rend() && got.empty(); ++it) {
      std::string f = fold(*it);
      size_t start = 0;
      while (start <= f.size()) {
        size_t end = f.find_first_of(",;", start);
        if (end == std::string::npos) end = f.size();
        int i = last_of(f.substr(start, end - start), names);
        if (i >= 0) got.push_back(names[i]);
        start = end + 1;
      }
      if (got.size() < 2) got.clear();
    }
  }
  if (got.empty()) return s;
  s.parsed = true;
  s.answer = got;
  s.score = s.answer == q.gold;
  return s;
}

Score score_pose(const World& w, const Question& q, std::string_view out) {
  Score s;
  std::optional<Json> j = last_json(out, '{');
  if (!j) return s;
  std::optional<Cell> at = cell_of(*j);
  if (!at) return s;
  s.parsed = true;
  s.answer = *j;
  Cell truth{q.gold["at"][0].get<int>(), q.gold["at"][1].get<int>()};
  double err = std::sqrt(static_cast<double>(norm2(*at - truth)));
  s.score = similarity(err, w.scale());
  bool heading = j->contains("heading") && (*j)["heading"] == q.gold["heading"];
  s.details = {{"error", err}, {"heading", heading}};
  return s;
}

}  // namespace

Score score_answer(const World& w, const Question& q, std::string_view output) {
  switch (answer_kind(q.task)) {
    case AnswerKind::Relation: return score_relation(q, output);
    case AnswerKind::Name: {
      Score s = read_name(w, output);
      s.score = s.parsed && s.answer == q.gold;
      return s;
    }
    case AnswerKind::Actions: return score_actions(w, q, output);
    case AnswerKind::Map: return score_map(w, q, output);
    case AnswerKind::CogMap: return score_cogmap(w, q, output);
    case AnswerKind::NameSet: return score_name_set(w, q, output);
    case AnswerKind::Sequence: return score_sequence(w, q, output);
    case AnswerKind::Pose: return score_pose(w, q, output);
  }
  return {};
}

std::string gold_text(const Question& q) {
  switch (answer_kind(q.task)) {
    case AnswerKind::Relation:
      return fmt::format("{}, {}", q.gold["direction"].get<std::string>(), q.gold["distance"].get<std::string>());
    case AnswerKind::Name: return q.gold.get<std::string>();
    case AnswerKind::Actions: {
      std::string out;
      for (const Json& a : q.gold) out += (out.empty() ? "" : ", ") + a.get<std::string>();
      return out;
    }
    case AnswerKind::Sequence:
    case AnswerKind::Map:
    case AnswerKind::CogMap:
    case AnswerKind::NameSet:
    case AnswerKind::Pose: return q.gold.dump();
  }
  return "";
}

}  // namespace mm::tos
