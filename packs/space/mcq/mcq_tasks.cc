#include "packs/space/mcq/mcq_tasks.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace mm::space {

const std::vector<McqTask>& mcq_tasks() {
  static const std::vector<McqTask> tasks = [] {
    std::vector<McqTask> all = small_scale_tasks();
    for (McqTask& t : large_scale_tasks()) all.push_back(std::move(t));
    return all;
  }();
  return tasks;
}

const McqTask* find_mcq_task(std::string_view name) {
  for (const McqTask& t : mcq_tasks())
    if (t.name == name) return &t;
  return nullptr;
}

double generic_distance(const Json& a, const Json& b) {
  constexpr double kApart = 1e9;
  if (a.is_number() && b.is_number()) return std::abs(a.get<double>() - b.get<double>());
  if (a.is_string() && b.is_string()) {
    const std::string &x = a.get_ref<const std::string&>(), &y = b.get_ref<const std::string&>();
    double d = static_cast<double>(x.size() > y.size() ? x.size() - y.size() : y.size() - x.size());
    for (size_t i = 0; i < std::min(x.size(), y.size()); ++i) d += x[i] != y[i];
    return d;
  }
  if (!a.is_array() || !b.is_array()) return kApart;
  // A grid: rows of one length; differing cells.
  bool grids = !a.empty() && a.size() == b.size() && a[0].is_string() && b[0].is_string();
  if (grids) {
    double d = 0;
    for (size_t r = 0; r < a.size(); ++r) d += generic_distance(a[r], b[r]);
    return d;
  }
  // A list: elements either lacks.
  std::set<std::string> x, y;
  for (const Json& e : a) x.insert(e.dump());
  for (const Json& e : b) y.insert(e.dump());
  double d = 0;
  for (const auto& e : x) d += !y.count(e);
  for (const auto& e : y) d += !x.count(e);
  return d;
}

}  // namespace mm::space
