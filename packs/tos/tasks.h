// The nine Theory of Space belief tasks (paper Table 1), language-neutral:
// each question carries its parameters, its canonical gold answer and what
// the scorer needs. docs/tos.md gives each task with a worked example.
//
//   route, static    direction   A -> B: allocentric bin and distance bin
//   route, forward   persp.take  standing at A facing A's front: B's egocentric bin and distance
//   route, backward  perc.dec    an observation: whose position and front is it seen from?
//   route, forward   act2view    from a pose, Goto/Rotate actions: B's egocentric bin and distance
//   route, backward  view2act    actions after which B is seen at a given bin and distance
//   survey, static   alloc.map   coordinates (and facing) of a group of objects
//   survey, forward  ment.rot    turning 90 degrees four times: the object straight ahead each time
//   survey, forward  loc2view    at a stated cell and heading: B's egocentric bin and distance
//   survey, backward view2loc    an observation: the cell and heading it is seen from
//
// Guards: no gold lies on a bin edge (distance exactly 2, 4, 8, 16, 32, or
// the field of view's 45-degree edge); perc.dec and view2loc observations
// have exactly one answer (checked over every candidate); ment.rot never
// ties on "straight ahead".
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "base/json_util.h"
#include "packs/tos/env.h"

namespace mm::tos {

/// The tasks in the paper's order.
const std::vector<std::string>& task_names();

/// How an answer is scored.
/// CogMap: a cognitive-map probe (probes.h), written as a Map and scored by
/// the map's correctness. NameSet: names in any order, scored by F1 (false
/// belief: the objects that changed).
enum class AnswerKind { Relation, Name, Actions, Map, Sequence, Pose, CogMap, NameSet };
AnswerKind answer_kind(std::string_view task);

struct Question {
  std::string task;
  std::string id;     // "<world>/<task>/<k>"
  Json ask;           // the question's parameters (names, poses, actions, observation)
  Json gold;          // the canonical answer
};

/// Up to `per_task` questions per task for a world, drawn from the stream
/// (seed, world id, task, k): adding a task never changes another's items.
/// A task yields fewer when its guards leave too few candidates.
std::vector<Question> make_questions(const World& w, uint64_t seed, int per_task = 3);

/// The same, keeping only the questions `accept` takes (the release's
/// "determined by the log" filter, determined.h); it draws up to 40 per
/// question wanted before giving up on a task.
using Accept = std::function<bool(const Question&)>;
std::vector<Question> make_questions(const World& w, uint64_t seed, int per_task, const Accept& accept);

/// The object "straight ahead" from a pose: the visible object with the
/// smallest angle from the heading; -1 when none is visible or two share
/// the smallest angle (left or right, near or far: the question does not
/// say which would be meant).
int straight_ahead(const World& w, const Pose& pose);

/// Pose of a question's "from" field: {"at": [x, y], "heading": "E"}.
Json pose_json(const Pose& p);
/// The pose such a field holds (a question's own, so well formed).
Pose pose_from_json(const Json& j);

}  // namespace mm::tos
