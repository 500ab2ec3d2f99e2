// The floorplan of what one item describes (the multimodal variant): the
// rooms and objects its text names, labelled as its text names them in the
// item's language (word groups and numbers included), so image and text
// agree name for name.
#pragma once

#include "generator/core/scene.h"
#include "generator/render/floorplan.h"
#include "generator/render/renderer.h"
#include "generator/tasks/item.h"

namespace mm {

/// The part of `scene` an item describes: its rooms, the rooms of every
/// object it labels (one named only by the narration too), those objects,
/// and their names in the renderer's language.
PlanView item_plan_view(const Scene& scene, const TaskItem& item, const Renderer& renderer);

}  // namespace mm
