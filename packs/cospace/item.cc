#include "packs/cospace/item.h"

#include <stdexcept>

namespace mm::cospace {

std::string_view task_name(Task t) {
  static constexpr std::string_view kNames[] = {"DIR-Rec", "DIR-Obj", "ROT-Ang", "ROT-Dif", "CNT", "PLA-QA", "PLA-Dec"};
  return kNames[static_cast<size_t>(t)];
}

std::string_view task_key(Task t) {
  static constexpr std::string_view kKeys[] = {"dir-rec", "dir-obj", "rot-ang", "rot-dif", "cnt", "pla-qa", "pla-dec"};
  return kKeys[static_cast<size_t>(t)];
}

std::string_view condition_name(Condition c) {
  static constexpr std::string_view kNames[] = {"original", "rotated", "disrupted"};
  return kNames[static_cast<size_t>(c)];
}

int gold_position(int index, int n) {
  if (n <= 0 || index < 0) throw std::invalid_argument("gold_position: bad index or option count");
  return index % n;
}

std::vector<std::string> with_gold(const std::string& gold, std::vector<std::string> distractors, int pos) {
  if (pos < 0 || pos > static_cast<int>(distractors.size())) throw std::invalid_argument("with_gold: position");
  distractors.insert(distractors.begin() + pos, gold);
  return distractors;
}

Json to_json(const Item& item) {
  Json views = Json::array(), headings = Json::array();
  for (size_t i = 0; i < item.views.size(); ++i) {
    const View& v = item.views[i];
    Json seen = Json::array();
    for (const Mention& m : v.seen)
      seen.push_back(Json::array({m.kind, std::string(tos::ego_name(m.ego)), std::string(tos::dist_name(m.dist))}));
    Json view = {{"seen", seen}};
    if (static_cast<int>(i) < item.stated) view["heading"] = v.heading;
    views.push_back(view);
    headings.push_back(v.heading);
  }
  Json j = {{"id", item.id},
            {"task", std::string(task_name(item.task))},
            {"condition", std::string(condition_name(item.condition))},
            {"pair", item.pair},
            {"seed", item.seed},
            {"index", item.index},
            {"scene", item.scene},
            {"source", item.source},
            {"views", views},
            {"target", item.target},
            {"unique_kinds", item.unique_kinds},
            {"answer", item.answer},
            {"truth", {{"headings", headings}, {"order", item.order}}}};
  if (!item.room_type.empty()) j["room_type"] = item.room_type;
  if (!item.options.empty()) {
    j["options"] = item.options;
    j["gold"] = item.gold;
  }
  return j;
}

}  // namespace mm::cospace
