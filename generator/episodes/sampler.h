// Sampling of episodes from a scene: single-action cases (feed all six
// levels) and three-action chains on disjoint objects (feed L4).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "generator/episodes/episode.h"

namespace mm {

struct SampleOptions {
  /// Share of sampled single actions whose preconditions fail on purpose
  /// (actionFailure needs them).
  double failure_rate = 0.2;
  int chain_length = 3;
  /// Single actions: the action types to draw from (empty: all sampled ones).
  std::vector<ActionType> types;
  /// Single actions: the name of the random stream ("single"), so a
  /// restricted kind draws episodes of its own.
  std::string stream = "single";
};

/// The index-th single-action episode of a scene, a pure function of
/// (seed, scene id, index). The before-state may have the agent already
/// holding an object (so PutObject/DropHandObject/ThrowObject can be drawn).
/// nullopt only when the scene offers no applicable action at all.
std::optional<Episode> sample_single_action(const Scene& scene, uint64_t seed, int index,
                                            const SampleOptions& opt = {});

/// The index-th chain: `chain_length` successful actions on pairwise
/// disjoint objects (no object or receptacle used by two actions).
std::optional<Episode> sample_chain(const Scene& scene, uint64_t seed, int index,
                                    const SampleOptions& opt = {});

/// The index-th linked chain: `chain_length` successful actions where every
/// step after the first depends on an earlier one (it would fail had that
/// step not been taken: the apple can be put in the fridge only once the
/// fridge is open and the apple in hand), so leaving a step out has knock-on
/// effects and the order of the steps is not free (sampler_linked.cc).
std::optional<Episode> sample_linked_chain(const Scene& scene, uint64_t seed, int index,
                                           const SampleOptions& opt = {});

/// The kinds of episode a case can draw, by the letter of its case id
/// ("<scene>/<letter><index>"):
///   s  a single action (a fifth fail on purpose),
///   c  a chain of three actions on disjoint objects,
///   l  a linked chain of three dependent actions,
///   o  a single action that opens or closes something,
///   f  a single action that fails through a real precondition,
///   h  a pick-up or a put that fails through a real precondition.
bool known_episode_kind(char kind);
/// The index-th episode of a kind; nullopt when the scene offers none.
std::optional<Episode> sample_episode(const Scene& scene, uint64_t seed, char kind, int index);

}  // namespace mm
