#include "packs/tos/domains.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace mm::tos {
namespace {

bool test(const std::vector<uint64_t>& b, int i) { return (b[i >> 6] >> (i & 63)) & 1; }
void clear(std::vector<uint64_t>& b, int i) { b[i >> 6] &= ~(uint64_t{1} << (i & 63)); }
int count(const std::vector<uint64_t>& b) {
  int n = 0;
  for (uint64_t x : b) n += std::popcount(x);
  return n;
}
template <class F>
void each(const std::vector<uint64_t>& b, F f) {
  for (size_t w = 0; w < b.size(); ++w)
    for (uint64_t x = b[w]; x; x &= x - 1) f(static_cast<int>(w * 64 + std::countr_zero(x)));
}

}  // namespace

Domains::Domains(const World& w) : Domains(w, Pose{w.start, w.start_heading}) {}

Domains::Domains(const World& w, Pose start) : w_(w), box_(w.bounds()) {
  m_ = box_.cells();
  things_ = w.objects();
  Bits full((m_ + 63) / 64, ~uint64_t{0});
  if (m_ % 64) full.back() = (uint64_t{1} << (m_ % 64)) - 1;
  dom_.assign(things_.size(), full);
  pose_ = start;
  room_mask_.resize(m_);
  for (int i = 0; i < m_; ++i)
    for (int r : w.rooms_at(cell_at(i))) room_mask_[i] |= uint32_t{1} << r;
}

int Domains::cell_index(Cell c) const {
  if (!box_.contains(c)) return -1;
  return (c.y - box_.y0) * (box_.x1 - box_.x0 + 1) + (c.x - box_.x0);
}
Cell Domains::cell_at(int i) const {
  int width = box_.x1 - box_.x0 + 1;
  return {box_.x0 + i % width, box_.y0 + i / width};
}
int Domains::var_of(int thing) const {
  auto it = std::find(things_.begin(), things_.end(), thing);
  return it == things_.end() ? -1 : static_cast<int>(it - things_.begin());
}

bool Domains::holds(const Fact& f, Cell co, Cell ca) const {
  if (f.kind == Fact::Here) return co == ca;
  int io = cell_index(co), ia = cell_index(ca);
  bool visible = co != ca && io >= 0 && ia >= 0 && (room_mask_[io] & room_mask_[ia]) != 0 &&
                 in_fov(to_local(co - ca, f.heading));
  if (f.kind == Fact::Unseen) return !visible && co != ca;
  Cell d = co - ca;
  return visible && ego_of(to_local(d, f.heading)) == f.ego && dist_of(d) == f.dist;
}

void Domains::restrict_unary(const Fact& f) {
  Bits& d = dom_[f.object];
  each(Bits(d), [&](int i) {
    if (!holds(f, cell_at(i), f.anchor)) clear(d, i);
  });
}

// What the agent, standing on an object whose cell is a variable, saw of a
// door (whose cell the layout gives) restricts that variable.
void Domains::restrict_anchor(const Fact& f, int door) {
  Bits& d = dom_[f.anchor_var];
  each(Bits(d), [&](int i) {
    if (!holds(f, w_.things[door].at, cell_at(i))) clear(d, i);
  });
}

// Removes the values of one side of a binary fact that no value of the
// other side supports; `object_side` picks the side revised.
bool Domains::revise(const Fact& f, bool object_side) {
  Bits& mine = dom_[object_side ? f.object : f.anchor_var];
  const Bits& other = dom_[object_side ? f.anchor_var : f.object];
  bool changed = false;
  each(Bits(mine), [&](int i) {
    bool supported = false;
    each(other, [&](int j) {
      supported = supported || (object_side ? holds(f, cell_at(i), cell_at(j)) : holds(f, cell_at(j), cell_at(i)));
    });
    if (!supported) clear(mine, i), changed = true;
  });
  return changed;
}

bool Domains::revise_distinct(int x, int y) {
  if (count(dom_[y]) != 1) return false;
  int only = -1;
  each(dom_[y], [&](int j) { only = j; });
  if (!test(dom_[x], only)) return false;
  clear(dom_[x], only);
  return true;
}

void Domains::propagate() {
  for (bool changed = true; changed;) {
    changed = false;
    for (const Fact& f : binary_) changed |= revise(f, true), changed |= revise(f, false);
    for (size_t x = 0; x < dom_.size(); ++x)
      for (size_t y = 0; y < dom_.size(); ++y)
        if (x != y) changed |= revise_distinct(static_cast<int>(x), static_cast<int>(y));
  }
}

void Domains::add_turn(const Turn& turn) {
  if (!turn.result.error.empty()) return;
  for (const Action& a : turn.actions) {
    if (a.act == Act::Rotate) pose_.heading = turned(pose_.heading, a.degrees / 90);
    if (a.act != Act::Goto) continue;
    int t = w_.index_of(a.target);
    if (w_.things[t].is_door()) anchor_var_ = -1, pose_.at = w_.things[t].at;
    else anchor_var_ = var_of(t);
  }
  if (turn.result.queried >= 0) {
    int v = var_of(turn.result.queried);
    if (v >= 0) {
      int keep = cell_index(turn.result.coordinates);
      Bits& d = dom_[v];
      std::fill(d.begin(), d.end(), 0);
      if (keep >= 0) d[keep >> 6] |= uint64_t{1} << (keep & 63);
    }
  }
  if (const auto& obs = turn.result.observation) {
    std::vector<bool> seen(things_.size(), false);
    auto fact_for = [&](int v, Fact::Kind kind, Ego ego, Dist dist) {
      Fact f{v, anchor_var_, pose_.at, pose_.heading, kind, ego, dist};
      if (anchor_var_ == v) return;  // the agent stands on it: nothing new
      if (anchor_var_ < 0) restrict_unary(f);
      else binary_.push_back(f);
    };
    for (const Seen& s : obs->seen) {
      int v = var_of(s.thing);
      if (v < 0 && anchor_var_ >= 0) restrict_anchor({-1, anchor_var_, {}, pose_.heading, Fact::Seen, s.ego, s.dist}, s.thing);
      if (v < 0) continue;
      seen[v] = true;
      fact_for(v, Fact::Seen, s.ego, s.dist);
    }
    int here = obs->here >= 0 ? var_of(obs->here) : -1;
    if (here >= 0) seen[here] = true, fact_for(here, Fact::Here, Ego::Front, Dist::Same);
    for (size_t v = 0; v < things_.size(); ++v)
      if (!seen[v]) fact_for(static_cast<int>(v), Fact::Unseen, Ego::Front, Dist::Same);
    if (anchor_var_ >= 0)  // a door out of view says where the agent is not
      for (int t = 0; t < static_cast<int>(w_.things.size()); ++t)
        if (w_.things[t].is_door() && t != obs->here &&
            std::none_of(obs->seen.begin(), obs->seen.end(), [&](const Seen& s) { return s.thing == t; }))
          restrict_anchor({-1, anchor_var_, {}, pose_.heading, Fact::Unseen, Ego::Front, Dist::Same}, t);
  }
  propagate();
}

std::vector<int> Domains::sizes() const {
  std::vector<int> out;
  for (const Bits& d : dom_) out.push_back(count(d));
  return out;
}

std::vector<Cell> Domains::cells(int thing) const {
  std::vector<Cell> out;
  int v = var_of(thing);
  if (v >= 0) each(dom_[v], [&](int i) { out.push_back(cell_at(i)); });
  return out;
}

bool Domains::possible(int thing, Cell c) const {
  int v = var_of(thing), i = cell_index(c);
  return v >= 0 && i >= 0 && test(dom_[v], i);
}

double Domains::information_gain() const {
  if (things_.empty() || m_ <= 1) return 1.0;
  double sum = 0;
  for (int c : sizes()) sum += std::log2(std::max(1, c));
  return 1.0 - sum / (static_cast<double>(things_.size()) * std::log2(static_cast<double>(m_)));
}

bool Domains::resolved() const {
  for (int c : sizes())
    if (c != 1) return false;
  return true;
}

}  // namespace mm::tos
