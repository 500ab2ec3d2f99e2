#include "format/baselines_summary.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace mm {
namespace {

std::string pct(const OJson& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_object()) return "-";
  return fmt::format("{:.1f}", 100 * it->value("rate", 0.0));
}

}  // namespace

std::string baselines_markdown(const OJson& summary, const OJson& families) {
  if (!summary.is_object() || !summary.contains("families")) return "";
  std::vector<std::pair<int, std::string>> order;
  for (const auto& [id, row] : summary["families"].items()) {
    int level = families.is_object() && families.contains(id) ? families[id].value("level", 99) : 99;
    order.emplace_back(level < 0 ? 99 : level, id);
  }
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string out =
      "| family | gate | chance | random | best constant | majority | shortcuts | oracle |\n"
      "| --- | --- | --- | --- | --- | --- | --- | --- |\n";
  for (const auto& [level, id] : order) {
    const OJson& r = summary["families"][id];
    std::string shortcuts;
    const OJson by_name = r.value("shortcuts", OJson::object());
    for (const auto& [name, x] : by_name.items())
      shortcuts += fmt::format("{}{} {:.1f}", shortcuts.empty() ? "" : ", ", name, 100 * x.value("rate", 0.0));
    std::string constant = r.contains("constant") ? r["constant"].value("answer", std::string()) : "";
    if (constant.size() > 24) constant = constant.substr(0, 21) + "...";
    std::string gate = r.value("gate", std::string());
    out += fmt::format("| {} | {} | {:.1f} | {} | {} ({}) | {} | {} | {:.1f} |\n", id, gate.empty() ? "-" : gate,
                       100 * r.value("chance", 0.0), pct(r, "random"), pct(r, "constant"), constant,
                       pct(r, "majority"), shortcuts.empty() ? "-" : shortcuts, 100 * r.value("oracle_min", 0.0));
  }
  out += fmt::format(
      "\nPass rates in %, each the highest over the conditions (oracle: the lowest). Gate: {} "
      "({} violations); bounds: 55 % for two-answer families, 40 % for others, 10 % for the no-change "
      "answer to a question about a change. Per condition: `baselines.json`.\n",
      summary.value("gate", std::string("?")), summary.value("violations", 0));
  return out;
}

}  // namespace mm
