#include "generator/render/item_plan.h"

#include <algorithm>

namespace mm {

PlanView item_plan_view(const Scene& scene, const TaskItem& item, const Renderer& renderer) {
  PlanView view;
  const LabelTable& labels = item.description.labels;
  const ItemNames names = renderer.names(item);
  view.rooms = item.description.rooms;
  view.every_object = false;
  auto add_room = [&](const std::string& id) {
    if (!id.empty() && std::find(view.rooms.begin(), view.rooms.end(), id) == view.rooms.end()) view.rooms.push_back(id);
  };
  for (const auto& [id, e] : labels.entries()) {
    if (!e.is_room) {
      view.objects.push_back(id);
      if (const Object* o = scene.object(id)) add_room(o->room);
    }
    const ItemNames::Shown* shown = names.shown(id);
    if (!shown) continue;
    if (auto noun = renderer.forms().noun_of(e, *shown->entry, shown->index)) view.names[id] = *noun;
  }
  return view;
}

}  // namespace mm
