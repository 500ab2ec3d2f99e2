// Every word a model may answer with, per condition, in one byte trie over
// normalised text: object and room names in every form the prompts use
// (through the renderer's FormEngine, so "cabinet 2" / "the apple" / canonical
// "Cabinet_2" are recognised exactly as prompts print them), lexicon aliases,
// directions of every frame, yes/no words, number words, state words,
// failure reasons, the specials Agent/Floor, "nothing" words and letters.
//
// An index covers three sources, each tagged with its origin: the
// condition's own lexicon, English, and the canonical labels (the struct
// notation). Scanning finds, left to right, the longest phrase of a
// relevant kind that starts and ends on word borders (anywhere inside
// unspaced scripts such as Thai or Chinese; after a one-letter Arabic
// proclitic such as و "and"), and bare digit runs.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "format/vocabulary.h"
#include "base/error.h"

namespace mm::score {

// The kinds and origins of phrases are the release format's: a release's
// vocabulary file names them.
using Kind = format::PhraseKind;
using Origin = format::PhraseOrigin;
using KindMask = uint32_t;
constexpr KindMask bit(Kind k) { return KindMask(1) << unsigned(k); }
/// Object | Room | Special: always relevant, so names shadow the words inside them.
constexpr KindMask kEntityKinds = bit(Kind::Object) | bit(Kind::Room) | bit(Kind::Special);

/// The refusal phrases of a vocabulary that carries none (releases made
/// before 2026-11-27): lexicons/en.json's list at that date.
inline constexpr std::string_view kEnglishRefusals[] = {
    "i can't",          "i cannot",          "i can not",          "i'm sorry",
    "i am sorry",       "i'm unable",        "i am unable",        "unable to determine",
    "cannot be determined", "can't be determined", "not enough information", "insufficient information",
    "as an ai",         "i won't",           "i will not",         "cannot answer",
    "can't answer",     "impossible to determine", "i don't know",  "i do not know"};

/// Numbers a model writes are read up to this value; longer digit runs
/// read as it (no overflow, and never equal to a real count).
inline constexpr int64_t kMaxNumber = 1'000'000'000'000LL;

struct Phrase {
  Kind kind = Kind::Object;
  Origin origin = Origin::Own;
  bool numbered = false;  // has a number slot ("cabinet #")
  bool plural = false;    // a plural form ("apples")
  std::string value;
  /// The word groups that write it, for a kind named by its place
  /// (vocabulary.h); empty otherwise.
  std::vector<std::string> groups;
};

/// One recognised phrase (or digit run) in a normalised text.
struct Mention {
  size_t begin = 0, end = 0;           // byte offsets
  std::vector<const Phrase*> phrases;  // the relevant phrases of the match (empty for digits)
  int64_t number = -1;                 // the number slot's value or the digit run's value
  bool digits = false;                 // a bare digit run
};

class PhraseIndex {
 public:
  /// The index of a condition ("en", ..., "struct"): the one installed
  /// from the release being scored, else built on first use from the
  /// fallback vocabulary (format/vocabulary_source.h) and cached.
  static Result<std::shared_ptr<const PhraseIndex>> get(std::string_view condition);
  /// The index of a vocabulary (every phrase, marker and separator added in
  /// the vocabulary's order).
  static std::shared_ptr<const PhraseIndex> from(const format::Vocabulary& v);
  /// Makes `index` the one get() returns for its condition.
  static void install(std::shared_ptr<const PhraseIndex> index);
  /// Drops the installed index of a condition: get() builds it from the
  /// fallback vocabulary again.
  static void forget(std::string_view condition);

  const std::string& condition() const { return condition_; }
  /// Mentions of relevant kinds (plus names, see kEntityKinds) in text that
  /// went through normalise_text(), left to right, non-overlapping.
  std::vector<Mention> scan(std::string_view normalised, KindMask relevant) const;
  /// Answer markers of the condition and of English, normalised.
  const std::vector<std::string>& markers() const { return markers_; }
  /// Phrases that decline or hedge, normalised (the condition's and
  /// English; English ones alone for a vocabulary that carries none).
  const std::vector<std::string>& refusals() const { return refusals_; }
  /// List separators (",", "and", ...), normalised, longest first.
  const std::vector<std::string>& separators() const { return separators_; }

  /// Unnumbered object-type surface forms (sg, pl, aliases of every
  /// source), as code points, for fuzzy matching.
  struct Surface {
    std::u32string text;
    const Phrase* phrase;
  };
  const std::vector<Surface>& object_surfaces() const { return surfaces_; }

  /// Builds an index from phrases (tests and benchmarks use this directly).
  class Builder;

 private:
  friend class Builder;
  struct Node {
    std::vector<std::pair<unsigned char, uint32_t>> kids;  // sorted by byte
    std::vector<uint32_t> phrases;
  };
  uint32_t kid(uint32_t node, unsigned char c) const;
  bool walk(std::string_view s, size_t start, KindMask relevant, Mention& out) const;

  std::string condition_;
  std::vector<Node> nodes_;
  std::vector<std::unique_ptr<Phrase>> phrases_;
  std::vector<std::string> markers_, separators_, refusals_;
  std::vector<Surface> surfaces_;
};

class PhraseIndex::Builder {
 public:
  explicit Builder(std::string condition);
  /// Adds a phrase; `text` is raw (it is normalised here). A '#' in the
  /// normalised text is a number slot matching a run of digits.
  void add(std::string_view text, Kind kind, Origin origin, std::string value, bool plural = false,
           std::string_view group = {});
  void add_marker(std::string_view text);
  void add_separator(std::string_view text);
  void add_refusal(std::string_view text);
  std::shared_ptr<const PhraseIndex> build();

 private:
  std::unique_ptr<PhraseIndex> idx_;
  std::vector<std::pair<std::string, const Phrase*>> pending_surfaces_;
};

}  // namespace mm::score
