// The JSON records a release publishes: one item line (no answer) and one
// gold line per rendered item, with content-derived ids.
#pragma once

#include <map>
#include <string>

#include "base/json_util.h"
#include "generator/render/renderer.h"
#include "generator/tasks/item.h"

namespace mm {

inline constexpr int kItemFormatVersion = 1;
inline constexpr int kGoldFormatVersion = 1;

/// Digest of an item's language-neutral content (facts, narration, question,
/// gold, frame, order) in a description mode: equal for the renderings of
/// one underlying item in every language and regime, different otherwise.
/// "b-" + 16 hex digits.
std::string base_id(const TaskItem& item, Mode mode);

/// The id of one rendering: "mm-" + 20 hex digits of SHA-256 over the base
/// id, the condition and the regime. Stable across runs and shard splits.
std::string item_id(const std::string& base, const std::string& condition, Regime r);

struct Rendered {
  std::string id;
  std::string prompt;
  std::string item_line;  // items/<condition>.jsonl line, with its newline
  std::string gold_line;  // gold.jsonl line, with its newline
};

/// Text shared by several renderings of a house, kept to render each once:
/// the JSON-escaped scene and question blocks by "<base id>|<condition>"
/// (both regimes of an item share them) and the serialised answer, choices
/// and scoring of a base item (every condition and regime share them).
/// Keep one per house; the lines are the bytes a full dump would give.
struct BodyCache {
  struct Body {
    std::string text, escaped;
    OJson names;  // the gold line's "names" (null when the item writes no word groups)
  };
  std::map<std::string, Body> bodies;
  std::map<std::string, std::string> gold_tails;
};

/// Renders one item for a condition/mode/regime and builds both records.
/// The prompt equals Renderer::prompt(item, mode, regime).
Result<Rendered> render_records(const TaskItem& item, const std::string& base, Mode mode,
                                Regime regime, const Renderer& renderer,
                                const std::string& version, BodyCache* bodies = nullptr);

}  // namespace mm
