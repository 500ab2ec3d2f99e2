// Description modes: the same facts grouped and ordered three ways, as
// language-neutral sentences (template key + arguments).
//   balanced       room by room: counts, then each piece with what rests
//                  in/on it, its states and its stated offsets
//   count-first    all counts first, then doors, placements and states,
//                  then spatial offsets
//   relation-first spatial offsets and containment first, then doors,
//                  counts and states
#pragma once

#include <vector>

#include "generator/tasks/facts.h"
#include "generator/tasks/item.h"

namespace mm {

/// The sentence that states one fact (in the description's frame and order).
Sentence fact_sentence(const Fact& f, const Description& d);

/// Paragraphs of sentences for a mode. The first paragraph opens with the
/// intro (and frame note); a closing note states the closed-world rule.
std::vector<std::vector<Sentence>> arrange(const Description& d, Mode m);

}  // namespace mm
