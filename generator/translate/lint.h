// `mentalmap lint`: checks a language's templates and lexicon against
// English and the type table, so a translator learns of a problem before a
// release does.
//
// Errors: ICU syntax; keys English has and the language lacks; placeholders
// that name no argument English passes; lexicon entries missing for a type,
// room, direction, state, failure reason or special in use; recipe fields
// missing from an entry; plural categories of the locale not covered;
// English words left in a non-English template; an alias that maps to two
// concepts; an item that fails to render; a context variant whose condition
// names no known room or object type, or whose name the scorer does not
// read back as its own type.
// Warnings: keys English does not have; arguments English uses that the
// language leaves out; a message identical to English.
#pragma once

#include <functional>
#include <set>
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

/// What the scorer reads in the first name it finds in `text` of a
/// condition: its object types ("Sink"), and for a kind named by its place
/// each word group the name writes ("Sink/fregadero"); empty: none. The CLI
/// wires it to the scorer's phrase index over this build's vocabulary; the
/// generator does not link the scorer.
using ReadObjects = std::function<std::set<std::string>(const std::string& condition, const std::string& text)>;

struct LintOptions {
  bool render_check = true;  // render sample items of every family
  int render_houses = 2;
  ReadObjects read_objects;  // unset: context variants are not read back
};

/// Lints one condition ("en", ..., "struct"); English is the reference.
LintReport lint_language(const std::string& lang, const LintOptions& opt = {});

/// "where: error: message" / "where: warning: message".
std::string format_finding(const LintFinding& f);

}  // namespace mm
