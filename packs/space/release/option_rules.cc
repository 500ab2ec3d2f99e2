#include "packs/space/release/option_rules.h"

#include <algorithm>
#include <cmath>

#include "base/text.h"

namespace mm::space {
namespace {

// An option's value as a sorted multiset key: numbers (rounded to 1/1000)
// for number lists and numbers, the characters of a grid's rows or a text.
std::string multiset_key(const OptionValue& o) {
  std::vector<std::string> parts;
  auto add = [&](const Json& v) {
    if (v.is_number()) parts.push_back(std::to_string(std::lround(v.get<double>() * 1000)));
    else if (v.is_string())
      for (char c : v.get_ref<const std::string&>()) parts.push_back(std::string(1, c));
    else parts.push_back(v.dump());
  };
  if (o.value.is_array())
    for (const Json& v : o.value) add(v);
  else add(o.value);
  std::sort(parts.begin(), parts.end());
  return join_with(parts, ",");
}

}  // namespace

OptionScores summed_distances(const McqQuestion& q, double (*distance)(const Json&, const Json&)) {
  OptionScores s(q.options.size(), 0);
  for (size_t i = 0; i < q.options.size(); ++i)
    for (size_t j = 0; j < q.options.size(); ++j)
      if (i != j) s[i] += distance(q.options[i].value, q.options[j].value);
  return s;
}

OptionScores shared_multisets(const McqQuestion& q) {
  std::vector<std::string> keys;
  for (const OptionValue& o : q.options) keys.push_back(multiset_key(o));
  OptionScores s(keys.size(), 0);
  for (size_t i = 0; i < keys.size(); ++i)
    for (size_t j = 0; j < keys.size(); ++j) s[i] += i != j && keys[i] == keys[j];
  return s;
}

OptionScores distinct_symbols(const std::vector<std::string>& texts) {
  OptionScores s;
  for (const std::string& t : texts) {
    std::u32string u = to_u32(t);
    std::sort(u.begin(), u.end());
    s.push_back(static_cast<double>(std::unique(u.begin(), u.end()) - u.begin()));
  }
  return s;
}

OptionScores same_up_to_turns(const McqQuestion& q) {
  OptionScores s(q.options.size(), 0);
  for (size_t i = 0; i < q.options.size(); ++i)
    for (size_t j = 0; j < q.options.size(); ++j) {
      if (i == j || !q.options[i].grid || !q.options[j].grid) continue;
      CharGrid a = cropped(*q.options[i].grid), b = cropped(*q.options[j].grid);
      for (int k = 0; k < 4; ++k)
        if (rotated_cw(a, k) == b) {
          ++s[i];
          break;
        }
    }
  return s;
}

OptionScores negated(OptionScores s) {
  for (double& x : s) x = -x;
  return s;
}

}  // namespace mm::space
