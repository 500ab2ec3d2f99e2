// The individual checks behind lint.h (one function per concern).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "generator/render/lexicon.h"
#include "generator/translate/lint.h"
#include "generator/render/templates.h"

namespace mm::lint {

/// Every message of templates/<lang>/*.msg, compiled one by one so that one
/// broken message does not hide the others. Syntax errors become findings.
std::map<std::string, TemplateSource> load_sources(const std::string& lang, const std::string& locale,
                                                   LintReport& r);

/// Key and placeholder parity with English.
void check_parity(const std::string& lang, const Lexicon& lx, const Lexicon& en,
                  const std::map<std::string, TemplateSource>& mine,
                  const std::map<std::string, TemplateSource>& english, LintReport& r);

/// Entries for every type, room, direction, state, failure and special in
/// use, with the fields the recipes need.
void check_coverage(const std::string& lang, const Lexicon& lx, const Lexicon& en, LintReport& r);

/// Plural categories of the locale covered by every plural in recipes and
/// templates.
void check_plurals(const std::string& lang, const Lexicon& lx,
                   const std::map<std::string, TemplateSource>& mine, LintReport& r);

/// English words left in the literal text of a non-English template.
void check_no_english(const std::string& lang, const std::map<std::string, TemplateSource>& mine,
                      const std::map<std::string, TemplateSource>& english, LintReport& r);

/// No alias (or word) maps to two concepts of one kind.
void check_aliases(const std::string& lang, const Lexicon& lx, LintReport& r);

/// Each context variant: its conditions name known room and object types,
/// and (with `read`) every form of its name reads back as its own type.
void check_variants(const std::string& lang, const Lexicon& lx, const ReadObjects& read, LintReport& r);

/// Renders sample items of every family in every mode and regime.
void check_rendering(const std::string& lang, int houses, LintReport& r);

void add(LintReport& r, bool error, const std::string& lang, std::string where, std::string msg);

}  // namespace mm::lint
