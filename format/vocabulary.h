// The scoring vocabulary of one condition, as a release carries it
// (vocabulary/<condition>.json): every phrase a model may answer with, the
// answer markers and the list separators. The generator writes it from the
// lexicons through the renderer's FormEngine, so it holds every form the
// release's prompts print; the scorer builds its phrase index from it, so a
// release is read as its own prompts wrote names, whatever later versions
// of the tool change in their lexicons and templates.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace mm::format {

/// What a phrase names.
enum class PhraseKind : uint8_t {
  Object,     // value = object type; a '#' in the text is a number slot
  Room,       // value = room type
  Special,    // value = "Agent" or "Floor"
  Direction,  // value = "north", ..., "front-left"
  Yes,
  No,
  Number,     // value = decimal number
  State,      // value = "<attribute>_<true|false>"
  Failure,    // value = failure code ("none" = it succeeds)
  Nothing,    // an empty answer ("none", "nothing")
  Letter,     // value = "A".."H" (actionOrdering)
};
inline constexpr int kPhraseKinds = 11;

/// Where a phrase comes from, relative to the vocabulary's condition.
enum class PhraseOrigin : uint8_t { Own, English, Canonical };

std::string_view phrase_kind_name(PhraseKind k);
std::optional<PhraseKind> parse_phrase_kind(std::string_view s);
std::string_view phrase_origin_name(PhraseOrigin o);
std::optional<PhraseOrigin> parse_phrase_origin(std::string_view s);

struct VocabularyPhrase {
  std::string text;  // as given to the index builder (it normalises)
  PhraseKind kind = PhraseKind::Object;
  PhraseOrigin origin = PhraseOrigin::Own;
  std::string value;
  bool plural = false;
  /// Object phrases of a kind whose word depends on its place: the word
  /// group the phrase writes (the lexicon entry's sg), matched against a
  /// gold line's "names"; "" otherwise.
  std::string group;
  bool operator==(const VocabularyPhrase&) const = default;
};

struct Vocabulary {
  std::string condition;
  std::vector<VocabularyPhrase> phrases;  // in the order they were added
  std::vector<std::string> markers, separators;
  /// Phrases that decline or hedge, raw (optional in the file: releases made
  /// before it carry none, and the scorer falls back to English ones).
  std::vector<std::string> refusals;
  bool operator==(const Vocabulary&) const = default;
};

inline constexpr int kVocabularyVersion = 1;

/// The file a release carries for a condition, relative to the release.
std::string vocabulary_path(std::string_view condition);

/// Canonical text: a header line, then one phrase per line.
std::string vocabulary_dump(const Vocabulary& v);

/// Reads a vocabulary file; errors name `source`, the JSON pointer and what
/// was expected there.
Result<Vocabulary> vocabulary_parse(std::string_view text, const std::string& source);

}  // namespace mm::format
