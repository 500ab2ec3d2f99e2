#include "generator/tasks/family.h"

#include <algorithm>

#include "generator/episodes/sampler.h"

namespace mm {

CaseContext::CaseContext(const Scene& scene, uint64_t seed) : scene_(scene), seed_(seed) {}

const Episode* CaseContext::episode(char kind, int k) const {
  auto key = std::pair{kind, k};
  auto it = episodes_.find(key);
  if (it == episodes_.end()) it = episodes_.emplace(key, sample_episode(scene_, seed_, kind, k)).first;
  return it->second ? &*it->second : nullptr;
}

Rng CaseContext::rng(std::string_view family, int j, int attempt) const {
  return Rng::derive(seed_, {"item", scene_.id, family}, uint64_t(j) * 1000 + uint64_t(attempt));
}

std::vector<Design> parse_designs(std::string_view spec) {
  std::vector<Design> out;
  while (!spec.empty()) {
    size_t comma = spec.find(',');
    std::string_view part = spec.substr(0, comma);
    spec = comma == std::string_view::npos ? std::string_view() : spec.substr(comma + 1);
    Design d;
    if (!part.empty() && part.front() == '~') {
      d.strict = false;
      part.remove_prefix(1);
    }
    size_t colon = part.find(':');
    d.name = std::string(part.substr(0, colon));
    if (colon != std::string_view::npos) {
      d.weight = 0;
      for (char c : part.substr(colon + 1)) d.weight = d.weight * 10 + (c - '0');
    }
    out.push_back(std::move(d));
  }
  if (out.empty()) out.push_back({"any", 1, false});
  return out;
}

std::string gate_class(const FamilyInfo& info) {
  if (info.level < 0) return "diagnostic";
  if (info.level <= 1) return "reading";
  return info.about_change ? "change" : "";
}

std::vector<int> smooth_sequence(const std::vector<int>& weights) {
  int total = 0;
  for (int w : weights) total += std::max(0, w);
  std::vector<int> current(weights.size(), 0), out;
  for (int step = 0; step < total; ++step) {
    size_t best = 0;
    for (size_t i = 0; i < weights.size(); ++i) {
      current[i] += std::max(0, weights[i]);
      if (current[i] > current[best]) best = i;
    }
    current[best] -= total;
    out.push_back(int(best));
  }
  if (out.empty()) out.push_back(0);
  return out;
}

std::vector<int> design_sequence(const FamilyInfo& info) {
  std::vector<int> weights;
  for (const Design& d : info.designs) weights.push_back(d.weight);
  return smooth_sequence(weights);
}

const std::string& design_name(const FamilyInfo& info, Variant v) {
  static const std::string any = "any";
  if (v.design < 0 || size_t(v.design) >= info.designs.size()) return any;
  return info.designs[size_t(v.design)].name;
}

bool design_is(const FamilyInfo& info, Variant v, std::string_view name) { return design_name(info, v) == name; }

std::vector<Variant> variants_of(const FamilyInfo& info) {
  std::vector<Variant> out;
  for (Frame f : info.frames) {
    if (info.orders) {
      out.push_back({f, Order::AnchorFirst});
      out.push_back({f, Order::TargetFirst});
    } else {
      out.push_back({f, Order::None});
    }
  }
  return out;
}

TaskItem start_item(const FamilyInfo& info, const CaseContext& ctx, std::string case_id, Variant v) {
  TaskItem item;
  item.family = info.id;
  item.level = info.level;
  item.sublevel = info.sublevel;
  item.scene_id = ctx.scene().id;
  item.case_id = std::move(case_id);
  item.frame = v.frame;
  item.order = v.order;
  item.axes = info.axes;
  item.format = info.format;
  item.evaluator = info.evaluator;
  item.normaliser = info.normaliser;
  item.place_answer = info.place_answer;
  item.description.frame = v.frame;
  item.description.order = v.order;
  item.scoring[sk::design] = design_name(info, v);
  return item;
}

void add_shortcut(TaskItem& item, std::string_view name, OJson answer) {
  item.scoring[sk::shortcuts][std::string(name)] = std::move(answer);
}

void add_shortcut_ref(TaskItem& item, std::string_view name, std::string_view pointer) {
  item.scoring[sk::shortcuts][std::string(name)] = "@" + std::string(pointer);
}

void finish_item(TaskItem& item, int chain_depth) {
  item.referents = int(item.description.labels.object_count());
  item.chain_depth = chain_depth;
  item.tier = tier_of(item.referents, chain_depth);
  OJson vocab = OJson::object();
  for (const auto& [label, type] : item.description.labels.vocabulary()) vocab[label] = type;
  item.scoring[sk::labels] = vocab;
}

}  // namespace mm
