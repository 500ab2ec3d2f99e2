#include "format/directions.h"

#include <algorithm>
#include <cstdlib>

#include "base/enum_names.h"

namespace mm {
namespace {

int bin_in(const std::array<std::string_view, 8>& names, std::string_view name) {
  auto i = name_index(names, name);
  return i ? static_cast<int>(*i) : -1;
}

}  // namespace

int compass_bin(std::string_view name) { return bin_in(kCompassNames, name); }
int ego_bin(std::string_view name) { return bin_in(kEgoNames, name); }

int direction_bin(std::string_view name) {
  int b = compass_bin(name);
  return b >= 0 ? b : ego_bin(name);
}

bool is_compass_name(std::string_view name) { return compass_bin(name) >= 0; }

int bins_apart(int a, int b) {
  if (a < 0 || b < 0) return 8;
  int d = std::abs(a - b) % 8;
  return std::min(d, 8 - d);
}

}  // namespace mm
