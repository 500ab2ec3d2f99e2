// Internal to the ProcTHOR importer: the scene under construction and the
// steps that fill it (rooms and doors in procthor_import.cc, objects and
// states in procthor_objects.cc). Errors carry a JSON pointer; the entry
// point adds the source.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/core/object_types.h"
#include "generator/core/scene.h"

namespace mm::procthor {

/// Children nest at most this deep; real houses use two or three levels.
inline constexpr int kMaxNesting = 32;

struct HouseBuilder {
  explicit HouseBuilder(const TypeTable& t) : types(t) {}
  const TypeTable& types;
  Scene scene;
  std::map<std::string, std::string, std::less<>> object_ptr;  // id -> pointer of first use
  // What the importer adjusted, named in Scene::origin (see docs).
  std::vector<std::string> skipped;     // structural pieces (Window, Doorway, ...)
  std::vector<std::string> reattached;  // children moved to a receptacle ancestor
  std::vector<std::string> detached;    // children of a non-receptacle with none above
};

/// Reads "objects" (and their "children", recursively) into b.scene.objects.
/// Needs the rooms. Top-level objects go to the room containing their (x, z)
/// (or the nearest within kRoomTolerance); children inherit their parent's.
Status read_objects(const Json& house, HouseBuilder& b);

}  // namespace mm::procthor
