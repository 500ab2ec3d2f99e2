// The scorer reads a release with the vocabulary the release carries, and
// with this build's lexicons only where it carries none.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "format/text_norm.h"
#include "format/vocabulary.h"
#include "validators/reading/phrase_index.h"
#include "validators/reading/release_vocabulary.h"
#include "tests/test_util.h"

using mm::score::Kind;
using mm::score::PhraseIndex;

namespace {

// The object type `word` names in the condition's current index, or "".
std::string object_named(const std::string& condition, const std::string& word) {
  auto idx = PhraseIndex::get(condition);
  REQUIRE(idx);
  for (const auto& m : (*idx)->scan(mm::score::normalise_text(word), mm::score::bit(Kind::Object)))
    for (const auto* p : m.phrases)
      if (p->kind == Kind::Object) return p->value;
  return "";
}

void write_vocabulary(const std::string& dir, const mm::format::Vocabulary& v) {
  std::filesystem::create_directories(dir + "/vocabulary");
  std::ofstream(dir + "/" + mm::format::vocabulary_path(v.condition)) << mm::format::vocabulary_dump(v);
}

}  // namespace

TEST_CASE("release vocabulary: installed for the release, dropped for one that carries none") {
  mm::test::TempDir with, without, wrong;
  mm::format::Vocabulary v;
  v.condition = "en";
  v.phrases.push_back({"flibbertigibbet", mm::format::PhraseKind::Object, mm::format::PhraseOrigin::Own, "Mug"});
  v.separators = {", "};
  write_vocabulary(with.path(), v);

  CHECK(object_named("en", "flibbertigibbet").empty());
  CHECK(object_named("en", "mug") == "Mug");

  std::vector<std::string> notes;
  REQUIRE(mm::score::use_release_vocabulary(with.path(), {"en"}, &notes));
  CHECK(notes.empty());
  CHECK(object_named("en", "flibbertigibbet") == "Mug");
  CHECK(object_named("en", "mug").empty());  // only what the release carries

  REQUIRE(mm::score::use_release_vocabulary(without.path(), {"en"}, &notes));
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].find("carries no scoring vocabulary for en") != std::string::npos);
  CHECK(object_named("en", "mug") == "Mug");
  CHECK(object_named("en", "flibbertigibbet").empty());

  // A file under another condition's name is refused, naming both.
  v.condition = "de";
  write_vocabulary(wrong.path(), v);
  std::filesystem::rename(wrong.path() + "/vocabulary/de.json", wrong.path() + "/vocabulary/en.json");
  auto st = mm::score::use_release_vocabulary(wrong.path(), {"en"});
  REQUIRE_FALSE(st);
  CHECK(st.error().message.find("vocabulary/en.json: /condition: expected \"en\"") != std::string::npos);
  mm::score::PhraseIndex::forget("en");
}
