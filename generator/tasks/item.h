// The language-neutral task item: what a family produces before rendering.
// An item carries its description (facts), question (template key + typed
// arguments), canonical gold answer, output format, evaluator/normaliser
// keys, axis tags and difficulty tier. Rendering turns it into a prompt per
// (language, description mode, prompt regime).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "format/answer_format.h"
#include "format/scoring_contract.h"
#include "base/json_util.h"
#include "generator/tasks/enums.h"
#include "generator/tasks/facts.h"

namespace mm {


/// Which diagnostic lenses apply (paper Table 2), as tags.
struct Axes {
  bool frame = false;          // frame of reference
  bool reading = false;        // reading-direction (mention order)
  bool reasoning = true;       // reasoning effort: every item has direct/reasoning pairs
  bool hallucination = false;  // phantom/missing objects or edges
  std::vector<std::string> tags() const;  // e.g. ["frame","reading","reasoning"]
};

/// A typed argument of a question or of a fact's sentence. The renderer turns
/// it into text forms per language (see docs/rendering.md).
struct Arg {
  enum class Kind {
    Object,     // ref = object id: rendered with its label (noun, number, articles/case)
    Room,       // ref = room id
    Type,       // ref = object type, generic ("an apple" / "apples")
    RoomType,   // ref = room type, generic
    Count,      // number
    Counted,    // ref = object type, number = how many: "three apples"
    CountList,  // refs = types, numbers = counts: "two cabinets, a fridge and three apples"
    Number,     // a plain number (distances in metres use `text` = "1.5")
    Compass,    // ref = compass name ("north", ...)
    Ego,        // ref = egocentric direction name ("front-left", ...)
    State,      // ref = attribute name, number = 0/1 (e.g. isOpen, 1 -> "open")
    Attribute,  // ref = attribute name (the attribute itself: "open or closed")
    Failure,    // ref = failure code
    Special,    // ref = "Agent" (the agent's hand) or "Floor"
    Objects,    // refs = object ids, rendered as a list ("the apple, the mug and the plate")
    Rooms,      // refs = room ids
    Action,     // a nested action sentence (key act.<ref>): ref = action name, refs = [object,
                //   receptacle], text = "in"/"on" for a put (passed as {link})
    Degrees,    // number = degrees (turns)
    Text,       // a literal, language-neutral text (labels in JSON examples)
  };
  std::string name;
  Kind kind = Kind::Text;
  std::string ref;
  std::vector<std::string> refs;
  int64_t number = 0;
  std::vector<int64_t> numbers;
  std::string text;
  /// Type, Counted, CountList: the room id whose contents the types name, if
  /// any (a lexicon may word a type by room: a kitchen's sink).
  std::string room;
};

/// Convenience constructors.
Arg arg_object(std::string name, std::string id);
Arg arg_room(std::string name, std::string id);
Arg arg_type(std::string name, std::string type);
/// A type named as found in a room (worded as that room's lexicon variant).
Arg arg_type_in(std::string name, std::string type, std::string room_id);
Arg arg_count(std::string name, int64_t n);
/// A turn in degrees (Arg::Kind::Degrees).
Arg arg_degrees(std::string name, int64_t degrees);
Arg arg_compass(std::string name, std::string dir);
Arg arg_ego(std::string name, std::string dir);
Arg arg_state(std::string name, std::string attr, bool value);
Arg arg_objects(std::string name, std::vector<std::string> ids);
Arg arg_counted(std::string name, std::string type, int64_t n);
Arg arg_text(std::string name, std::string text);
/// A distance in metres as stated (rendered with the language's decimal style).
Arg arg_metres(std::string name, double metres);

/// A sentence to render: a template key and its arguments.
struct Sentence {
  std::string key;
  std::vector<Arg> args;
};

/// One task item, before rendering.
struct TaskItem {
  std::string family;
  int level = 0;
  std::string sublevel;        // "a"/"b"/"c" for L4, "" otherwise
  std::string scene_id;
  std::string case_id;         // "<scene>/s<k>" or "<scene>/c<k>"
  Frame frame = Frame::None;
  Order order = Order::None;
  Axes axes;
  Tier tier = Tier::Easy;
  int referents = 0;
  int chain_depth = 1;

  Description description;     // the scene block's facts
  std::vector<Sentence> narration;  // episode narration after the scene block (L4/L5 dynamic)
  Sentence question;
  Format format = Format::Label;
  std::vector<std::string> choices;  // closed label sets offered in the instruction, if any
  /// A narrower answer instruction than the format's own, when one fits the
  /// family better: "instr.<format>.<variant>" (e.g. "letters" for an
  /// ordering answered with A, B, C; "listing" for a free-text listing).
  std::string instruction_variant;
  /// The answer is where something is (FamilyInfo::place_answer).
  bool place_answer = true;
  std::string evaluator;
  std::string normaliser;
  OJson gold;                  // canonical answer (labels, not ids)
  OJson scoring;               // extra scoring data (label vocabulary, gold graph, ...)
};

}  // namespace mm
