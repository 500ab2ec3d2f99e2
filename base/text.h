// The one small interface to ICU: normalisation, case folding, plural
// categories, number formatting, MessageFormat, word breaking. Nothing else
// in mentalmap includes ICU headers.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "base/error.h"

namespace mm {

/// ICU's version string, e.g. "72.1" (recorded in manifests).
std::string icu_version();

/// NFKC normalisation (full-width forms, compatibility digits, ...).
std::string nfkc(std::string_view utf8);
/// NFKC + Unicode case folding + removal of default-ignorables.
std::string nfkc_casefold(std::string_view utf8);
/// Locale-aware lower-casing (e.g. Turkish dotless i is not our concern, but
/// German sharp s and Greek final sigma are).
std::string to_lower(std::string_view utf8, std::string_view locale);
/// Replaces every Unicode decimal digit (Arabic-Indic, Thai, full-width, ...)
/// with its ASCII digit.
std::string ascii_digits(std::string_view utf8);
/// Text safe to print on a terminal: invalid UTF-8 bytes as \xNN, control
/// characters (other than newline and tab) as \u{XXXX}; the rest unchanged.
std::string terminal_safe(std::string_view bytes);
/// One line of text in visual order (the Unicode bidirectional algorithm,
/// paragraph direction right-to-left when `rtl`), for terminals that do not
/// reorder: Arabic reads right to left, embedded Latin and numbers left to
/// right; isolate and mark characters are dropped.
std::string visual_order(std::string_view utf8_line, bool rtl);
/// Code points of a UTF-8 string (invalid bytes become U+FFFD).
std::u32string to_u32(std::string_view utf8);
std::string from_u32(std::u32string_view s);
/// True when every code point is ASCII.
bool is_ascii(std::string_view utf8);

/// CLDR plural category ("zero", "one", "two", "few", "many", "other") of
/// an integer in a locale.
std::string plural_category(std::string_view locale, int64_t n);
/// The plural categories a locale uses, in CLDR order.
std::vector<std::string> plural_categories(std::string_view locale);

/// Formats an integer with the locale's digits (a locale such as
/// "ar@numbers=arab" selects the numbering system).
std::string format_integer(std::string_view locale, int64_t n);
/// Formats a decimal with at most `max_frac` fraction digits.
std::string format_decimal(std::string_view locale, double v, int max_frac);

/// Joins items as a list in the locale ("a, b and c"; "a、b和c"; ...).
/// With `alternatives`, an "or" list ("a, b or c").
/// `parts` joined by `sep` (no locale: for lines and sentences).
std::string join_with(const std::vector<std::string>& parts, std::string_view sep);

std::string join_list(std::string_view locale, const std::vector<std::string>& items,
                      bool alternatives = false);
/// Upper-cases the first letter of the text (after leading punctuation such
/// as Spanish "¿"), locale-aware.
std::string capitalize_first(std::string_view utf8, std::string_view locale);

/// Word segmentation (dictionary-based for Thai, CJK); returns the words,
/// dropping whitespace and punctuation-only segments.
std::vector<std::string> words(std::string_view utf8, std::string_view locale);

/// What a MessageFormat pattern is made of, for lint checks.
struct MessageShape {
  std::string literal_text;  // all literal text, placeholders and selectors removed
  /// plural/selectordinal argument name -> its selector keywords ("one", "=2", "other", ...)
  std::map<std::string, std::vector<std::string>> plural_selectors;
};
/// Analyses a pattern (errors as for Message::compile).
Result<MessageShape> analyze_message(std::string_view pattern);

/// A value passed to a message: text or an integer.
using MessageValue = std::variant<std::string, int64_t>;
struct MessageArg {
  std::string name;
  MessageValue value;
};

/// A compiled ICU MessageFormat pattern for one locale. Simple patterns
/// (only plain {name} placeholders, no apostrophes) are formatted without
/// ICU, with identical output, because formatting dominates generation time.
class Message {
 public:
  static Result<Message> compile(std::string_view locale, std::string_view pattern);
  Message(Message&&) noexcept;
  Message& operator=(Message&&) noexcept;
  ~Message();

  /// Formats with named arguments. A missing argument is an Error naming it.
  Result<std::string> format(const std::vector<MessageArg>& args) const;
  /// Names of the top-level and nested arguments the pattern uses, sorted.
  const std::vector<std::string>& arg_names() const;

 private:
  Message();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace mm
