// Sampling of episodes from a scene: single-action cases (feed all six
// levels) and three-action chains on disjoint objects (feed L4).
#pragma once

#include <cstdint>
#include <optional>

#include "generator/episodes/episode.h"

namespace mm {

struct SampleOptions {
  /// Share of sampled single actions whose preconditions fail on purpose
  /// (actionFailure needs them).
  double failure_rate = 0.2;
  int chain_length = 3;
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

}  // namespace mm
