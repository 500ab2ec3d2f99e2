// What an answer looks like, as items and gold lines name it
// ("output_format" / "format"): the generator writes it, the scorer reads
// answers by it. Part of the release format.
#pragma once

#include <optional>
#include <string_view>

namespace mm {

/// Selects the answer-format instruction and the parser. JSON formats keep
/// their keys and labels in English.
enum class Format {
  Boolean,        // yes / no
  Integer,        // a count
  Label,          // one object or room label (or a closed-set label, e.g. a failure reason)
  LabelList,      // a set of labels
  LabelSequence,  // an ordered list of labels
  Direction,      // one direction label of the item's frame
  DirectionPair,  // two direction labels (chainRelation: forward and backward)
  Histogram,      // JSON object label -> count
  EventList,      // JSON list of {object, attribute, value}
  StateMap,       // JSON object label -> {attribute: value}
  Graph,          // JSON {"nodes": [...], "edges": [{source, target, relation}]}
  FreeText,       // diagnostics: free-form description or listing
};
std::string_view format_name(Format f);  // "boolean", "integer", "label", ...
std::optional<Format> parse_format(std::string_view s);

}  // namespace mm
