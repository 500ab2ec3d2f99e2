// generator/data/name-nesting.json is what the lexicons say: for every
// language, the types whose word heads another type's word (whole words in
// en, es, ar; the end of a compound in zh, ja, ko, de; its start in th).
// When a lexicon changes a word this fails and prints the table to write.
#include <doctest/doctest.h>

#include <map>
#include <regex>
#include <set>

#include "base/json_util.h"
#include "base/resources.h"
#include "base/text.h"
#include "generator/core/object_types.h"
#include "generator/render/lexicon.h"

namespace mm {
namespace {

std::vector<std::string> words_of(const LexEntry& e, const std::string& locale) {
  std::vector<std::string> out{to_lower(e.word(), locale)};
  for (const auto& v : e.variants) out.push_back(to_lower(v.entry.word(), locale));
  return out;
}

bool heads(const std::string& lang, const std::string& part, const std::string& whole) {
  if (part == whole) return false;
  if (lang == "en" || lang == "es" || lang == "ar")
    return (" " + whole + " ").find(" " + part + " ") != std::string::npos;
  if (lang == "th") return whole.rfind(part, 0) == 0;
  return whole.size() > part.size() && whole.compare(whole.size() - part.size(), part.size(), part) == 0;
}

}  // namespace

TEST_CASE("name nesting table: re-derived from the lexicons") {
  std::map<std::string, std::set<std::string>> want;
  for (const char* lang : {"en", "zh", "ja", "ko", "es", "ar", "th", "de"}) {
    auto lx = load_lexicon(lang);
    REQUIRE(lx.ok());
    for (const auto& a : TypeTable::builtin().names())
      for (const auto& b : TypeTable::builtin().names()) {
        const LexEntry* ea = lookup(lx->types, a);
        const LexEntry* eb = lookup(lx->types, b);
        if (a == b || !ea || !eb) continue;
        for (const auto& wa : words_of(*ea, lx->locale))
          for (const auto& wb : words_of(*eb, lx->locale))
            if (heads(lang, wa, wb)) want[a].insert(b);
      }
  }
  Json expected = Json::object();
  for (const auto& [a, bs] : want) expected[a] = std::vector<std::string>(bs.begin(), bs.end());
  Json have = Json::parse(*resource("generator/data/name-nesting.json"))["contained_in"];
  CHECK_MESSAGE(have == expected, "generator/data/name-nesting.json /contained_in should be:\n" << expected.dump(2));
}

}  // namespace mm
