// How one item names its things in one language: which word each labelled
// object takes (its lexicon variant) and which number it carries.
//
// A kind whose labels take different words by their places (a kitchen's
// fregadero and a bathroom's lavabo) is written as word groups, each with
// its own numbers ("el fregadero", "lavabo 1", "lavabo 2"), so no number
// sends a reader looking for a missing one. The kind keeps one word and one
// series of numbers (the entry's shared variant, else its own) when the
// question names it and the answer is where something is (the answer must
// not be read off a place's word), when the question counts it or the
// answer names kinds (a count must count one word), or when a phrase of the
// kind covers places whose words differ ("how many sinks are in the house"). A room's listing
// splits such a kind by word ("two pillows and a cushion"). The gold carries
// the groups (grouped()), so the scorer reads "lavabo 1" as the label it
// stands for.
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "generator/render/lexicon.h"
#include "generator/tasks/facts.h"
#include "generator/tasks/item.h"

namespace mm {

/// A generic phrase of a type in the scene or narration.
struct GenericUse {
  std::string type;
  std::string room;      // the room id whose contents it names; "" for none
  bool listing = false;  // a room's listing, which can split the kind by word
};

/// Where an item names its kinds other than through labels.
struct NameUses {
  /// Object types the question names: its objects' types and its generic
  /// types (only when its answer is where something is: elsewhere a thing
  /// named by its place's word gives nothing away).
  std::set<std::string> asked;
  /// The answer names kinds, not things (which kinds are in a room, how many
  /// of each): every kind keeps one word, so each kind is one name.
  bool kinds_asked = false;
  std::vector<GenericUse> generic;
  /// The room of each described object (a listing counts its room's own);
  /// the item's own map, which must outlive the names.
  const std::map<std::string, std::string>* object_room = nullptr;
};

/// The uses of a whole item (description facts, narration and question).
NameUses name_uses(const TaskItem& item);
/// The uses of one sentence rendered on its own (as part of a description).
NameUses name_uses(const Sentence& s);

class ItemNames {
 public:
  /// The word and number a label is written with.
  struct Shown {
    const LexEntry* entry = nullptr;
    int index = 0;  // 0: unnumbered
  };
  ItemNames(const Lexicon& lx, const LabelTable& labels, const NameUses& uses);

  const LabelTable& labels() const { return labels_; }
  /// The label of an object or room id and how it is written; null when the
  /// id has no label or its type no lexicon entry.
  const Shown* shown(const std::string& id) const;
  /// The entry a generic phrase of an object type takes in a room (a room id,
  /// "" for none); null when the lexicon lacks the type.
  const LexEntry* type_entry(const std::string& type, const std::string& room_id) const;
  /// A room's listing of `n` things of a kind written in several words
  /// there: each word's entry and count, in labelling order; empty when the
  /// kind takes one word there (or the labels there do not add up to n).
  std::vector<std::pair<const LexEntry*, int64_t>> listing_words(const std::string& type, const std::string& room_id,
                                                                 int64_t n) const;
  /// The labels written in word groups: label -> (the group's word, its
  /// number in the group, 0 for none), for the gold line's "names".
  const std::map<std::string, std::pair<std::string, int>>& grouped() const { return grouped_; }

 private:
  void name_kind(const std::string& type, const std::vector<std::string>& ids, const NameUses& uses);

  // Whether a labelled object stands in a room (by id when the item says, else by type).
  bool in_room(const std::string& id, const LabelTable::Entry& e, const LabelTable::Entry& room,
               const std::string& room_id) const;

  const Lexicon& lx_;
  const LabelTable& labels_;
  const std::map<std::string, std::string>* object_room_;
  std::map<std::string, Shown> shown_;  // id -> how it is written
  std::set<std::string> one_series_;    // types written with one word and one series
  std::map<std::string, std::pair<std::string, int>> grouped_;
};

}  // namespace mm
