// Helpers shared by the L4 dynamic-state families (l4_*.cc): which episode a
// case uses, where an object is and how a location is named in a gold
// answer, the scene block of an episode's before-state, the narration of its
// trajectory, and the symbolic change vocabulary of the event-list families.
// docs/tasks/dynamic.md describes the conventions for readers of a release.
#pragma once

#include <string>
#include <vector>

#include "base/rng.h"
#include "generator/episodes/episode.h"
#include "generator/episodes/simulator.h"
#include "generator/tasks/family.h"

namespace mm::l4 {

// ---- Which episode a case uses -------------------------------------------

/// Episode index of case j of the family in catalogue slot `slot` at attempt
/// a: a * kEpisodeStride + j * kSlots + slot. A pure function of (slot, j,
/// a); different families and cases never share an episode, so the families
/// of one house do not all ask about its first episode.
inline constexpr int kEpisodeStride = 1 << 16;
inline constexpr int kSlots = 64;
int episode_index(int slot, int j, int attempt);

/// The episode of a kind (sampler.h: 's' single, 'c' chain, 'l' linked
/// chain, 'o' open/close) for case j of the family at attempt a, and its case
/// id ("<scene>/<kind><k>"); `episode` is nullptr when the scene has none.
struct Picked {
  const Episode* episode = nullptr;
  int index = 0;
  std::string case_id;
};
Picked pick(const CaseContext& ctx, const FamilyInfo& info, char kind, int j, int attempt);

/// Attempts per case. Episodes are cheap to sample and some answer kinds
/// are rare (a put into an open fridge), so L4 looks further than the
/// catalogue default (kMaxAttempts).
inline constexpr int kAttempts = 64;

/// A draw made once per case (not per attempt), from its own stream: which
/// of `n` kinds of answer the case prefers. Families look for the preferred
/// kind during the first three quarters of their attempts (`insist`), then
/// take any.
int case_draw(const CaseContext& ctx, std::string_view family, int j, int n);
inline bool insist(int attempt) { return attempt < kAttempts * 3 / 4; }

// ---- Locations -------------------------------------------------------------

/// Where an object is: in/on a receptacle, in the agent's hand, or resting on
/// the floor (or a wall) of a room.
struct Location {
  enum class Kind { Receptacle, Agent, Floor };
  Kind kind = Kind::Floor;
  std::string id;  // receptacle id, "" for the agent, room id for the floor
  friend bool operator==(const Location&, const Location&) = default;
};
Location location_of(const WorldState& w, const std::string& id);

/// The gold-answer name of a location: the receptacle's label, "Agent" for
/// the agent's hand, the room's label for the floor.
inline constexpr const char* kAgentLabel = "Agent";
std::string location_label(const LabelTable& labels, const Location& loc);
/// "receptacle", "agent" or "floor" (scoring data).
std::string location_kind(const Location& loc);

/// True when the object is shut inside a closed receptacle: the simulator's
/// rule (sim::closed_enclosure), so a family never judges it differently.
inline bool shut_away(const Scene& s, const std::string& id) {
  const Object* o = s.object(id);
  return o && sim::closed_enclosure(s, *o) != nullptr;
}

// ---- Steps -----------------------------------------------------------------

/// The object an action is about: `object`, or what the agent holds for a
/// drop/throw/put that leaves it empty.
std::string acted_object(const Action& a, const WorldState& at);
/// World states before each step and after the last (size steps + 1),
/// re-simulated from the episode's before-state.
std::vector<WorldState> step_states(const Episode& e);
/// Every step succeeded.
bool all_succeeded(const Episode& e);
/// Objects an episode names: each step's object and receptacle, then the
/// object held at the start (no duplicates, in that order).
std::vector<std::string> named_objects(const Episode& e);

/// The objects whose location an episode changed, in scene order.
std::vector<std::string> moved_objects(const Episode& e);

// ---- Scene block and narration ---------------------------------------------

/// The before-state scene block: the top-level pieces holding every object in
/// `named` (with everything in/on them), plus up to `extra` other pieces of
/// the same rooms that hold something, in a shuffled order. Pieces get a
/// placement fact (so the room of everything is stated); the held object a
/// Held fact. One room: a partial description of that room; several: the
/// rooms are listed by their pieces.
Description describe_before(const WorldState& w, const std::vector<std::string>& named, Rng& rng,
                            int extra);
/// The same for an episode: its named objects, and the held object worded
/// as where the episode puts it.
Description describe_before(const Episode& e, Rng& rng, int extra);
/// Words the object the agent holds at the start as where the episode
/// first puts it (its receptacle's type and room), for lexicon variants.
void word_held_as_put(Description& d, const Episode& e);

/// The Action argument of a step (rendered as its act.<ActionName> sentence).
Arg arg_action(std::string name, const Action& a, const WorldState& at);
/// The narration sentence of one step: act.<ActionName> (it happens) or
/// try.<ActionName> (an attempt whose outcome is not told); `order` is its
/// place in a narrated sequence ("first", "next", "last", or "none").
Sentence step_sentence(const Action& a, const WorldState& at, bool attempt = false,
                       std::string_view order = "none");
/// The trajectory as narration: one sentence per step; chains start with a
/// sentence announcing how many actions follow, in order.
std::vector<Sentence> narrate(const Episode& e);

/// False when a step leaves something on the floor and the reader could not
/// tell which room's floor: the dropped object's room must be the only room
/// the episode's named objects are in.
bool floor_room_clear(const Episode& e);

// ---- Changes (event-list vocabulary) ----------------------------------------

/// One symbolic change: an object's location ("parent") or one of its state
/// attributes (never isPickedUp, which only repeats "parent": Agent).
struct Change {
  int step = 0;
  std::string object;
  std::string attribute;   // "parent" or a state attribute name
  Location from, to;       // for "parent"
  bool was = false, now = false;  // for state attributes
};
inline constexpr const char* kParent = "parent";
/// The changes between two world states, objects in scene order, "parent"
/// first, then state attributes in Attr order.
std::vector<Change> changes_between(const WorldState& a, const WorldState& b, int step);
/// The changes of every step of an episode.
std::vector<Change> episode_changes(const Episode& e);
/// True when the transition log and the vocabulary agree: every step changes
/// something in the vocabulary and no object changes only in unlisted
/// attributes (a push, contents riding along with a moved object).
bool vocabulary_covers(const Episode& e);

/// {"object": label, "attribute": name, "value": label or bool} for `to`/`now`.
OJson change_json(const Change& c, const LabelTable& labels);
/// Same with the `from`/`was` value.
OJson change_before_json(const Change& c, const LabelTable& labels);
/// True when every object and receptacle/room a change names has a label.
bool labelled(const LabelTable& labels, const std::vector<Change>& cs);
/// The changes as a JSON list, sorted by object label, then attribute
/// ("parent" first, then Attr order).
OJson changes_json(const std::vector<Change>& cs, const LabelTable& labels);
/// Same order, each with its "before" value and "step" (scoring data).
OJson changes_detail_json(const std::vector<Change>& cs, const LabelTable& labels);
/// Attribute names the event-list answers may use, "parent" first.
std::vector<std::string> vocabulary();
/// The vocabulary as one text argument (`"parent", "isOpen", ...`).
Arg arg_vocabulary(std::string name);

/// The state attributes of an object that a reader can know: what the
/// description states about it plus the closed-world ones its type has
/// (never isPickedUp).
std::vector<Attr> known_attrs(const Object& o);

}  // namespace mm::l4
