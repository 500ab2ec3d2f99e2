// `mentalmap lint`: checks a language's templates and lexicon against
// English and the type table, so a translator learns of a problem before a
// release does.
//
// Errors: ICU syntax; keys English has and the language lacks; placeholders
// that name no argument English passes; lexicon entries missing for a type,
// room, direction, state, failure reason or special in use; recipe fields
// missing from an entry; plural categories of the locale not covered;
// English words left in a non-English template; an alias that maps to two
// concepts; an item that fails to render.
// Warnings: keys English does not have; arguments English uses that the
// language leaves out; a message identical to English.
#pragma once

#include <string>
#include <vector>

namespace mm {

struct LintFinding {
  bool error = true;
  std::string language;
  std::string where;    // "templates/de/question.msg:12" or "lexicons/de.json: /types/Apple"
  std::string message;
};

struct LintReport {
  std::vector<LintFinding> findings;
  size_t errors() const;
  size_t warnings() const;
};

struct LintOptions {
  bool render_check = true;  // render sample items of every family
  int render_houses = 2;
};

/// Lints one condition ("en", ..., "struct"); English is the reference.
LintReport lint_language(const std::string& lang, const LintOptions& opt = {});

/// "where: error: message" / "where: warning: message".
std::string format_finding(const LintFinding& f);

}  // namespace mm
