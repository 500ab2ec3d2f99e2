// The layers under import_procthor_file, exposed for the fuzzer, the
// benchmark and tests: importing JSONL from any LineReader (a file or a
// memory buffer), and the naming rules for scene ids and origins.
#pragma once

#include <string>
#include <string_view>

#include "base/error.h"
#include "base/json_util.h"
#include "generator/core/scene.h"
#include "generator/scenes/line_reader.h"
#include "generator/scenes/procthor_import.h"

namespace mm {

/// How a ProcTHOR input names itself.
struct ProcthorInputName {
  std::string display;  // in error messages: the path as the user gave it
  std::string origin;   // in Scene::origin: the file name only, so releases
                        // built on different machines stay byte-identical
  std::string stem;     // in scene ids: the file name without .gz/.jsonl/.json
};
/// Names for a path: "data/train.jsonl.gz" -> {"data/train.jsonl.gz",
/// "train.jsonl.gz", "train"}; characters outside [A-Za-z0-9._-] in the stem
/// become '_' so the ids pass the scene schema.
ProcthorInputName procthor_input_name(const std::string& path);

/// import_procthor_house with Scene::origin set to "procthor <origin>" plus
/// notes on what was adjusted (skipped structural pieces, re-attached
/// children), instead of the error source.
Result<Scene> import_procthor_house_as(const Json& house, const std::string& source,
                                       const std::string& origin, const std::string& scene_id);

/// Imports one house per line (JSONL) from `in`. Blank lines are skipped; a
/// bad line goes to on_error as "display:line: ..." (invalid JSON as
/// "display:line:column: ...") and the import goes on; a stream that stops
/// early (truncated or corrupt gzip) is reported through on_error after the
/// houses read before it. Returns an error only when the input is not a
/// house file at all: a Git-LFS pointer, empty, or not starting with a JSON
/// object.
Status import_procthor_lines(LineReader& in, const ProcthorInputName& name,
                             const ImportSink& sink);

}  // namespace mm
