// Importer for ProcTHOR house JSON (one house per file, or JSONL / JSONL.gz
// with one house per line, the ProcTHOR-10K layout) into canonical scenes.
//
// Real houses nest small objects in `children`, carry the type in the id
// ("CounterTop|2|0", "Apple|surface|2|2"), name rooms "room|N" with a
// `floorPolygon`, and join rooms with doors room0/room1 (an exterior door
// joins a room to itself). The importer derives room membership (from the
// floor polygons), the in/on kind of each link (from the parent's type) and
// the states.
#pragma once

#include <functional>
#include <string>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/core/scene.h"

namespace mm {

/// Converts one parsed house. `source` names it in errors ("f.jsonl.gz:12"),
/// `scene_id` becomes Scene::id. Errors name the field by JSON pointer and
/// what was expected: unknown object type (with the nearest known types),
/// dangling door/room/parent references, duplicate ids, an object outside
/// every room.
Result<Scene> import_procthor_house(const Json& house, const std::string& source,
                                    const std::string& scene_id);

/// Callbacks of a file import. `on_scene` receives each good house in file
/// order; `on_error` each bad house (the import goes on); `on_progress`
/// the bytes read so far and the file size.
struct ImportSink {
  std::function<void(Scene&&)> on_scene;
  std::function<void(const Error&)> on_error;
  std::function<void(size_t done, size_t total)> on_progress;
  /// Damage to the file as a whole after some houses (a truncated or
  /// corrupt gzip stream); without it, on_error receives it.
  std::function<void(const Error&)> on_damage;
};

/// Streams a .json / .jsonl / .jsonl.gz file (gzip detected by content).
/// Scene ids are "procthor-<file stem>-<line, 5 digits>" for JSONL and
/// "procthor-<file stem>" for a single house. Returns an error only for
/// whole-file failures (unreadable, a folder, Git-LFS pointer, not JSON at
/// all); a truncated gzip keeps the complete houses before the cut and
/// reports the truncation through on_damage.
Status import_procthor_file(const std::string& path, const ImportSink& sink);

}  // namespace mm
