#include "packs/space/large/house_plan.h"

namespace mm::space {

HousePlan house_plan(const house::HouseGrid& grid) {
  HousePlan plan;
  plan.rows = grid.height;
  plan.cols = grid.width;
  auto cell = [&](house::GridCell c) { return Cell{grid.height - 1 - c.y, c.x}; };
  for (const house::GridRoom& r : grid.rooms)
    plan.rooms.push_back({r.id, grid.height - 1 - r.y1, r.x0, r.y1 - r.y0 + 1, r.x1 - r.x0 + 1});
  for (const house::GridDoor& d : grid.doors) plan.doors.push_back(cell(d.at));
  for (const house::GridThing& t : grid.things)
    if (!t.wall) plan.furniture.push_back({t.id, cell(t.at)});
  return plan;
}

}  // namespace mm::space
