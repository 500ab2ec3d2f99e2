// A CoSpace question, language-neutral (docs/cospace.md, "Items"): the
// views as shown, which of their headings the prompt states, the question's
// target, option keys and the gold. Sentences are the renderer's business;
// keys are the lexicons' (direction words, object types) or the pack's own
// (egocentric sectors, actions).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "packs/cospace/view.h"

namespace mm::cospace {

enum class Task : uint8_t { DirRec, DirObj, RotAng, RotDif, Cnt, PlaQa, PlaDec };
inline constexpr Task kTasks[] = {Task::DirRec, Task::DirObj, Task::RotAng, Task::RotDif,
                                  Task::Cnt,    Task::PlaQa,  Task::PlaDec};
std::string_view task_name(Task t);  // "DIR-Rec", ...
std::string_view task_key(Task t);   // "dir-rec", ...: ids and rng streams

/// How the views are presented (paper sections 4.1 and 5.1).
enum class Condition : uint8_t {
  Original,   ///< clockwise from the panorama's first view
  Rotated,    ///< clockwise, started at another view: the second prompt of a consistency pair
  Disrupted,  ///< shuffled; only the first shown view's heading is stated
};
std::string_view condition_name(Condition c);  // "original", "rotated", "disrupted"

struct Item {
  std::string id;        ///< "cospace-<task>-<index>" plus "-rotated" / "-disrupted"
  Task task = Task::DirRec;
  Condition condition = Condition::Original;
  std::string pair;      ///< shared by the prompts of one question (consistency) and by PLA-QA/PLA-Dec on one target
  uint64_t seed = 0;
  int index = 0;
  std::string scene;     ///< Scene::id: regenerates the world (tests only)
  std::string source = "grid";  ///< Scene::source: "grid" or "house"
  std::string room_type;        ///< Scene::room_type: a house room's type, which the prompts word its kinds by
  std::vector<View> views;  ///< as shown
  std::vector<int> order;   ///< order[i]: the clockwise position of shown view i in the panorama
  int stated = 0;        ///< the prompt states the headings of the first `stated` shown views
  bool unique_kinds = false;  ///< the prompt states that no kind but doors occurs twice around you (rotation tasks)
  std::string target;    ///< the kind asked about, or the direction key (DIR-Obj)
  std::vector<std::string> options;  ///< option keys; empty for open answers (CNT, ROT-Dif)
  int gold = -1;         ///< index into options, -1 when open
  std::string answer;    ///< the gold answer's key: options[gold], a count, or a 1-based view number
};

/// Where the gold goes among `n` options for item `index`: index mod n, so
/// consecutive items put it at every position equally often.
int gold_position(int index, int n);
/// `distractors` with `gold` inserted at position `pos`.
std::vector<std::string> with_gold(const std::string& gold, std::vector<std::string> distractors, int pos);

/// Canonical record (sorted keys; true headings and the panorama order under
/// "truth", never shown). Mentions are [kind, direction, distance].
Json to_json(const Item& item);

}  // namespace mm::cospace
