// The items of a release as an export sees them: the prompt, the axes that
// go into metadata, the recommended generation settings, and the canonical
// answer text (for the formats that carry a target). Read one condition at
// a time, in release order, from a release that open_release has checked.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "format/generation_settings.h"
#include "validators/reading/release_input.h"

namespace mm::harness {

struct ExportItem {
  std::string id, condition, family, regime;
  int level = 0;
  /// The lm-eval task an item belongs to besides its condition: "" for the
  /// staircase's level ("l0", ..., "diagnostic"), else the name ("tos").
  std::string group;
  Format format = Format::Label;
  std::string prompt;
  /// Every field of the item line but the prompt, in the line's order.
  OJson metadata = OJson::object();
  GenerationSettings settings;
  std::string target;  // the answer as the structured control writes it
  /// A multimodal item's floorplan as a data URL ("data:image/png;base64,..."), or "".
  std::string image;
};

/// "data:image/png;base64,<the bytes>".
std::string png_data_url(std::string_view png);

/// Canonical answer text of every item, by id (answer_text of the gold).
Result<std::map<std::string, std::string>> answer_texts(const score::Release& release, int threads);

/// Calls `each` for every item of `condition` in file order; an item line
/// that does not read is an error naming items/<condition>.jsonl:line.
Status for_each_export_item(const score::Release& release, const std::string& condition,
                            const std::map<std::string, std::string>& targets,
                            const std::function<Status(const ExportItem&)>& each);

/// A Theory of Space release (generate --pack tos): its conditions, the
/// canonical answer text of each question, and its items as exports see
/// them (family = task, group "tos"). docs/tos.md.
bool is_tos_release(const std::string& dir);
Result<std::vector<std::string>> tos_conditions(const std::string& dir);
Result<std::map<std::string, std::string>> tos_targets(const std::string& dir);
Status for_each_tos_item(const std::string& dir, const std::string& condition,
                         const std::map<std::string, std::string>& targets,
                         const std::function<Status(const ExportItem&)>& each);

}  // namespace mm::harness
