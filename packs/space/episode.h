// An interactive SPACE task as an episode (docs/space.md, "Interactive
// tasks"): maze completion (MCT), the spatial working-memory search (CSWM),
// route retracing and shortcut discovery. The protocol (`play` over
// standard input and output, `serve` over localhost HTTP) drives any of
// them through this interface, as it drives the Theory of Space world.
//
// Everything an episode says is language-neutral JSON: character arrays as
// lists of row strings, names as ids. The words around them (the task's
// instructions, what an error means) are the release's prompts, in the
// condition's language.
#pragma once

#include <memory>
#include <string>

#include "base/json_util.h"

namespace mm::space {

/// What one action did: the observation after it (or the unchanged one with
/// `error` set, when the episode refused the action; a refused action still
/// counts as a step), and whether the episode is now over.
struct StepResult {
  Json observation;
  std::string error;  // empty when the action was carried out
  bool over = false;
};

class Episode {
 public:
  virtual ~Episode() = default;
  /// The task's name as in the release ("mct", "cswm", "route", "shortcut").
  virtual std::string task() const = 0;
  /// The episode's id (seed and index, e.g. "space-mct-0-3").
  virtual std::string id() const = 0;
  /// The first observation, and the actions the task accepts (their names,
  /// e.g. ["up", "down", "left", "right", "stop"]).
  virtual Json start() = 0;
  /// Carries out one action, {"action": "<name>", ...task fields}. Never
  /// throws on bad input: an unknown action, a move into a wall or a field
  /// of the wrong type is refused with an error that says what was wrong.
  virtual StepResult act(const Json& action) = 0;
  virtual bool over() const = 0;
  /// The outcome so far: at least {"success": bool, "steps": n}, plus the
  /// task's own measures (SPL for route and shortcut, the search's errors
  /// for CSWM).
  virtual Json result() const = 0;
};

}  // namespace mm::space
