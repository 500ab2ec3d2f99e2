#include "packs/cospace/baselines.h"

#include <cstdlib>
#include <string>

namespace mm::cospace {

int count_every_mention(const Item& item) {
  int n = 0;
  for (const View& v : item.views)
    for (const Mention& m : v.seen) n += m.kind == item.target;
  return n;
}

int ignore_overlap(const Item& item) {
  if (item.views.empty() || item.options.empty()) return -1;
  int even = 360 / static_cast<int>(item.views.size());
  int best = 0;
  for (int i = 1; i < static_cast<int>(item.options.size()); ++i)
    if (std::abs(std::stoi(item.options[i]) - even) < std::abs(std::stoi(item.options[best]) - even)) best = i;
  return best;
}

int first_option(const Item& item) { return item.options.empty() ? -1 : 0; }

}  // namespace mm::cospace
