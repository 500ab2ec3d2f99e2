// The answers of the blind baselines: what a model would write without
// reading the prompt (random over the item's answer space, a constant) or
// while reading it lazily (a family's declared shortcut answers, kept in the
// gold's scoring data by the generator). Answers are canonical JSON values,
// written as text the way the structured control writes them, so the real
// scorer reads them in every condition (the oracle column checks that).
#pragma once

#include <string>
#include <vector>

#include "base/json_util.h"
#include "base/rng.h"
#include "validators/reading/gold.h"

namespace mm::baselines {

/// A uniformly random answer from the item's answer space: yes/no, 0-6, a
/// direction of the gold's set, one of the item's labels or offered choices,
/// a random list/sequence/histogram/event list/state map/graph over the
/// item's labels.
Json random_answer(const score::GoldItem& item, Rng& rng);

/// The constant answers worth trying for a family: the format's own (yes,
/// no, 0-6, the eight directions of the family's kind, the empty answer) and
/// the family's most frequent gold values (`golds`: canonical dumps with
/// their counts) that recur in at least 2 % of its items (a value that
/// appears once per underlying case cannot make a constant pass).
std::vector<Json> constant_candidates(Format format, const std::vector<std::pair<std::string, int64_t>>& golds);

/// The shortcut answers the generator recorded for the item
/// (scoring.shortcuts: name -> answer, or "@<JSON pointer>" into the
/// scoring data), in name order.
std::vector<std::pair<std::string, Json>> shortcut_answers(const score::GoldItem& item);

/// The text a baseline writes for `answer`: yes/no, digits, the label or
/// direction name, "a, b" for a direction pair, JSON for everything else.
std::string answer_text(Format format, const Json& answer);

/// Expected pass rate of uniform guessing on one item (0 where the answer
/// space is open-ended: lists, graphs, event sets).
double chance_of(const score::GoldItem& item);

}  // namespace mm::baselines
