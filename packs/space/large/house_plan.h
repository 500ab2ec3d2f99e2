// A rasterised built-in house (packs/common/house/house_grid.h, the raster
// CoSpace's house rooms use too) as a SPACE floor plan (layout.h): the same
// half-metre cells turned so row 0 is north, the interiors as rooms, the
// interior doors as doorways, and the floor pieces as furniture cells named
// by their ids. Wall pieces (paintings, switches) are left out: a landmark
// is somewhere to walk to. Reads the plain grid only, so mm_space still
// links no scene code; the caller rasterises.
#pragma once

#include "packs/common/house/house_grid.h"
#include "packs/space/large/layout.h"

namespace mm::space {

/// The plan of `grid`: rows = grid.height, cols = grid.width; cell (x, y)
/// becomes row height - 1 - y, column x.
HousePlan house_plan(const house::HouseGrid& grid);

}  // namespace mm::space
