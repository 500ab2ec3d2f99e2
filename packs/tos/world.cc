#include "packs/tos/world.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace mm::tos {

std::vector<Cell> Room::floor() const {
  std::vector<Cell> out;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) out.push_back({x, y});
  return out;
}

std::vector<Cell> World::floor_cells() const {
  std::vector<Cell> out;
  for (const Room& r : rooms) {
    std::vector<Cell> f = r.floor();
    out.insert(out.end(), f.begin(), f.end());
  }
  return out;
}

std::vector<int> World::rooms_at(Cell c) const {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(rooms.size()); ++i)
    if (rooms[i].contains(c)) out.push_back(i);
  if (!out.empty()) return out;
  for (const Thing& t : things)
    if (t.is_door() && t.at == c) return t.rooms;
  return out;
}

uint32_t World::room_mask(Cell c) const {
  uint32_t m = 0;
  for (size_t i = 0; i < rooms.size(); ++i)
    if (rooms[i].contains(c)) m |= uint32_t{1} << i;
  if (m) return m;
  for (const Thing& t : things)
    if (t.is_door() && t.at == c) {
      for (int r : t.rooms) m |= uint32_t{1} << r;
      return m;
    }
  return 0;
}

const Thing* World::find(std::string_view name) const {
  int i = index_of(name);
  return i < 0 ? nullptr : &things[i];
}

int World::index_of(std::string_view name) const {
  for (int i = 0; i < static_cast<int>(things.size()); ++i)
    if (things[i].name == name) return i;
  return -1;
}

std::vector<int> World::objects() const {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(things.size()); ++i)
    if (!things[i].is_door()) out.push_back(i);
  return out;
}

Room World::bounds() const {
  Room b{"bounds", INT_MAX, INT_MAX, INT_MIN, INT_MIN};
  auto grow = [&](Cell c) {
    b.x0 = std::min(b.x0, c.x), b.y0 = std::min(b.y0, c.y);
    b.x1 = std::max(b.x1, c.x), b.y1 = std::max(b.y1, c.y);
  };
  for (const Room& r : rooms) grow({r.x0, r.y0}), grow({r.x1, r.y1});
  for (const Thing& t : things) grow(t.at);
  return b;
}

double World::scale() const {
  double sum = 0;
  int n = 0;
  for (int i : objects()) sum += static_cast<double>(norm2(things[i].at)), ++n;
  return n == 0 ? 1.0 : std::max(1.0, std::sqrt(sum / n));
}

}  // namespace mm::tos
