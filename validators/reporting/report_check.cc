#include "validators/reporting/report_check.h"

#include <cmath>

#include <fmt/format.h>

namespace mm::report {
namespace {

std::string shown(const Json& v) {
  std::string s = v.dump(-1, ' ', false, Json::error_handler_t::replace);
  return s.size() > 80 ? s.substr(0, 77) + "..." : s;
}

struct Walker {
  bool with_chance;
  CheckOutcome& out;

  void differ(const std::string& at, const Json& a, const Json& b) {
    out.differences.push_back(fmt::format("{}: recorded {}, recomputed {}", at.empty() ? "/" : at, shown(a), shown(b)));
  }

  void walk(const std::string& at, const Json& a, const Json& b) {
    if (at == "/input/files") return;
    if (a.is_number() && b.is_number()) {
      ++out.values;
      if (std::fabs(a.get<double>() - b.get<double>()) > 1e-6) differ(at, a, b);
      return;
    }
    if (a.is_object() && b.is_object()) {
      for (const auto& [k, v] : a.items()) {
        if (k == "chance" && !with_chance) continue;
        auto it = b.find(k);
        if (it == b.end()) differ(at + "/" + json_ptr_escape(k), v, Json());
        else walk(at + "/" + json_ptr_escape(k), v, *it);
      }
      for (const auto& [k, v] : b.items())
        if (!a.contains(k) && !(k == "chance" && !with_chance)) differ(at + "/" + json_ptr_escape(k), Json(), v);
      return;
    }
    if (a.is_array() && b.is_array()) {
      if (a.size() != b.size()) return differ(at, fmt::format("{} entries", a.size()), fmt::format("{} entries", b.size()));
      for (size_t i = 0; i < a.size(); ++i) walk(fmt::format("{}/{}", at, i), a[i], b[i]);
      return;
    }
    ++out.values;
    if (a != b) differ(at, a, b);
  }
};

}  // namespace

CheckOutcome check_summary(const Json& recorded, const Json& recomputed, bool with_chance) {
  CheckOutcome out;
  Walker{with_chance, out}.walk("", recorded, recomputed);
  return out;
}

}  // namespace mm::report
