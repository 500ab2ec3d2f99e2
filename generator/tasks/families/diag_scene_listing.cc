// sceneListing (diagnostic, free text): "List every object in room R."
// One room is described in full but without its counts sentence, so the
// inventory has to be gathered from the placement, containment and state
// sentences (where each piece stands or hangs, what rests in/on what)
// rather than copied from one line. The scene-listing scorer matches the
// free-form answer against the gold objects with normalised Levenshtein
// similarity >= 0.85 over the language's object names (paper A.7) and
// counts phantom (named, not present) and missing (present, not named)
// objects. Gold: the sorted labels of every object in the room; scoring
// data: how many objects of each type (the scorer may match by type when
// an answer does not number objects) and the room's label. Rooms with at
// least three objects only; case j draws a room uniformly.
#include <algorithm>
#include <map>

#include "generator/tasks/families/builders.h"
#include "generator/tasks/families/common.h"
#include "generator/tasks/families/l5_graph.h"

namespace mm {

std::optional<TaskItem> build_sceneListing(const FamilyInfo& info, const CaseContext& ctx, int j, Variant v) {
  const Scene& s = ctx.scene();
  std::vector<std::string> rooms = rooms_with(s, 3);
  if (rooms.empty()) return std::nullopt;
  Rng rng = ctx.rng(info.id, j);
  const std::string room = rng.pick(rooms);

  TaskItem item = start_item(info, ctx, static_case_id(ctx, j), v);
  item.instruction_variant = "listing";
  DescribeOptions opt;
  opt.counts = false;
  item.description = describe_world(s, "", {room}, opt);
  const Description& d = item.description;
  item.question = {"q.sceneListing", {arg_room("room", room)}};

  std::vector<std::string> labels;
  std::map<std::string, int> types;
  for (const auto& id : d.objects) {
    labels.push_back(d.labels.label(id));
    ++types[s.object(id)->type];
  }
  std::sort(labels.begin(), labels.end());
  item.gold = OJson::array();
  for (const auto& l : labels) item.gold.push_back(l);
  item.scoring[sk::room] = d.labels.label(room);
  item.scoring[sk::types] = OJson::object();
  for (const auto& [type, n] : types) item.scoring[sk::types][type] = n;
  item.scoring[sk::similarity_threshold] = 0.85;
  finish_item(item);
  return item;
}

}  // namespace mm
