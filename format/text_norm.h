// The scorer's canonical text form and small text utilities. Every string a
// model writes and every surface form a lexicon offers goes through the same
// normalise_text(), so matching is a plain comparison of normalised bytes.
// ICU is reached only through base/text.h. It lives in the
// release-format layer because a release's vocabulary (format/vocabulary.h)
// and the answers read against it must be normalised alike; the names stay
// in mm::score, where every caller is.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mm::score {

/// NFKC + Unicode case folding + default-ignorables removed, every Unicode
/// decimal digit (Arabic-Indic, Persian, Thai, full-width, ...) made ASCII,
/// dash and quote variants made ASCII, '-' and '_' made spaces, a space put
/// between an ASCII letter and a digit ("cabinet2" -> "cabinet 2"), runs of
/// spaces/tabs collapsed to one space and trailing spaces of each line
/// removed. Newlines are kept (lines matter for finding the answer).
/// ASCII input takes a fast path with the same result.
std::string normalise_text(std::string_view utf8);

/// normalise_text() with every run of whitespace (newlines included) made
/// one space, trimmed: the form of a single phrase or JSON string value.
std::string normalise_phrase(std::string_view utf8);

/// Decodes one UTF-8 code point at `i` (advancing it); invalid bytes give
/// U+FFFD and advance by one.
char32_t next_cp(std::string_view s, size_t& i);

/// How a code point behaves at a phrase border.
enum class CpClass {
  Space,    // whitespace
  Punct,    // punctuation and symbols (ASCII and common Unicode blocks)
  Word,     // letters/digits of scripts that separate words by spaces:
            // a phrase may not start or end inside a run of these
  Unspaced  // CJK, kana, Thai, Hangul, ...: phrases may start and end anywhere
};
CpClass cp_class(char32_t c);
/// The class of the code point starting at byte i of `s` (Space past the
/// end), and of the one ending just before byte i (Space at the start).
CpClass cp_class_at(std::string_view s, size_t i);
CpClass cp_class_before(std::string_view s, size_t i);

/// Levenshtein distance over code points (insertion, deletion and
/// substitution each cost 1).
size_t levenshtein(std::u32string_view a, std::u32string_view b);
/// Normalised Levenshtein similarity as python-Levenshtein's `ratio` (the
/// usual reading of "Levenshtein similarity >= 0.85"): a substitution costs
/// 2, and the distance is divided by the summed lengths, so
/// similarity = 1 - d2 / (|a| + |b|) = 2 * LCS / (|a| + |b|); 1 for two
/// empty strings. "aple"/"apple" = 8/9 = 0.889 (one missing letter passes
/// 0.85 from four letters up), "mug"/"rug" = 4/6 = 0.667.
double similarity(std::u32string_view a, std::u32string_view b);
/// The best similarity() two strings of these lengths can reach.
double max_similarity(size_t a, size_t b);

/// Trims ASCII whitespace at both ends.
std::string_view trim(std::string_view s);

/// Splits on '\n' (without the separators).
std::vector<std::string_view> split_lines(std::string_view s);

}  // namespace mm::score
