#include "generator/translate/lint.h"

#include <fmt/format.h>

#include "generator/translate/lint_checks.h"

namespace mm {

size_t LintReport::errors() const {
  size_t n = 0;
  for (const auto& f : findings) n += f.error ? 1 : 0;
  return n;
}

size_t LintReport::warnings() const { return findings.size() - errors(); }

std::string format_finding(const LintFinding& f) {
  return fmt::format("{}: {}: {}", f.where, f.error ? "error" : "warning", f.message);
}

namespace lint {

void add(LintReport& r, bool error, const std::string& lang, std::string where, std::string msg) {
  r.findings.push_back({error, lang, std::move(where), std::move(msg)});
}

}  // namespace lint

LintReport lint_language(const std::string& lang, const LintOptions& opt) {
  LintReport r;
  auto lx = load_lexicon(lang);
  if (!lx) {
    lint::add(r, true, lang, fmt::format("lexicons/{}.json", lang), lx.error().message);
    return r;
  }
  auto en = load_lexicon("en");
  if (!en) {
    lint::add(r, true, lang, "lexicons/en.json", en.error().message);
    return r;
  }
  auto mine = lint::load_sources(lang, lx->locale, r);
  auto english = lang == "en" ? mine : lint::load_sources("en", en->locale, r);
  lint::check_parity(lang, *lx, *en, mine, english, r);
  lint::check_coverage(lang, *lx, *en, r);
  lint::check_plurals(lang, *lx, mine, r);
  if (lang != "en" && lang != "struct") lint::check_no_english(lang, mine, english, r);
  lint::check_aliases(lang, *lx, r);
  lint::check_variants(lang, *lx, opt.read_objects, r);
  if (opt.render_check && r.errors() == 0) lint::check_rendering(lang, opt.render_houses, r);
  return r;
}

}  // namespace mm
