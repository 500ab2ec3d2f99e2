#include "base/suggest.h"

#include <algorithm>
#include <cctype>

namespace mm {

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                  std::tolower(static_cast<unsigned char>(b[j - 1]));
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (same ? 0 : 1)});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::vector<std::string> closest_names(std::string_view name,
                                       const std::vector<std::string>& candidates, size_t n) {
  std::vector<std::pair<size_t, std::string>> scored;
  size_t limit = std::max<size_t>(2, name.size() / 2);
  for (const auto& c : candidates) {
    size_t d = edit_distance(name, c);
    // A prefix/substring match counts as close ("Fridg" -> "Fridge").
    std::string lc(c), ln(name);
    for (auto& ch : lc) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    for (auto& ch : ln) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (!ln.empty() && (lc.find(ln) != std::string::npos || ln.find(lc) != std::string::npos))
      d = std::min(d, limit);
    if (d <= limit) scored.emplace_back(d, c);
  }
  std::sort(scored.begin(), scored.end());
  std::vector<std::string> out;
  for (size_t i = 0; i < scored.size() && i < n; ++i) out.push_back(scored[i].second);
  return out;
}

std::string did_you_mean(std::string_view name, const std::vector<std::string>& candidates) {
  auto best = closest_names(name, candidates, 1);
  if (best.empty()) return "";
  return " (did you mean '" + best.front() + "'?)";
}

}  // namespace mm
