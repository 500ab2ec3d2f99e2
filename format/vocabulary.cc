#include "format/vocabulary.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "base/enum_names.h"
#include "base/json_util.h"
#include "base/schema_check.h"

namespace mm::format {
namespace {

constexpr std::array<std::string_view, kPhraseKinds> kKindNames = {
    "object", "room", "special", "direction", "yes", "no", "number", "state", "failure", "nothing", "letter"};
constexpr std::array<std::string_view, 3> kOriginNames = {"own", "english", "canonical"};

std::string quoted(const std::string& s) { return Json(s).dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string string_array(const std::vector<std::string>& v) {
  std::string out = "[";
  for (size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + quoted(v[i]);
  return out + "]";
}

}  // namespace

std::string_view phrase_kind_name(PhraseKind k) { return kKindNames.at(size_t(k)); }

std::optional<PhraseKind> parse_phrase_kind(std::string_view s) { return enum_from_name<PhraseKind>(kKindNames, s); }

std::string_view phrase_origin_name(PhraseOrigin o) { return kOriginNames.at(size_t(o)); }

std::optional<PhraseOrigin> parse_phrase_origin(std::string_view s) {
  return enum_from_name<PhraseOrigin>(kOriginNames, s);
}

std::string vocabulary_path(std::string_view condition) { return fmt::format("vocabulary/{}.json", condition); }

std::string vocabulary_dump(const Vocabulary& v) {
  std::string out = fmt::format(
      "{{\"format\":\"mentalmap.vocabulary\",\"version\":{},\"condition\":{},\n\"markers\":{},\n\"separators\":{},\n{}"
      "\"phrases\":[",
      kVocabularyVersion, quoted(v.condition), string_array(v.markers), string_array(v.separators),
      v.refusals.empty() ? std::string() : "\"refusals\":" + string_array(v.refusals) + ",\n");
  for (size_t i = 0; i < v.phrases.size(); ++i) {
    const VocabularyPhrase& p = v.phrases[i];
    std::string tail = !p.group.empty() ? fmt::format(",{},{}", p.plural, quoted(p.group)) : p.plural ? ",true" : "";
    out += fmt::format("{}\n[{},\"{}\",\"{}\",{}{}]", i ? "," : "", quoted(p.text), phrase_kind_name(p.kind),
                       phrase_origin_name(p.origin), quoted(p.value), tail);
  }
  return out + "\n]}\n";
}

Result<Vocabulary> vocabulary_parse(std::string_view text, const std::string& source) {
  MM_TRY(schema, SchemaChecker::cached("schemas/vocabulary.schema.json"));
  MM_TRY(j, parse_json(text, source));
  MM_CHECK((*schema)->validate(*j, source));
  Vocabulary v;
  v.condition = (*j)["condition"].get<std::string>();
  // Checked here too: RapidJSON's "pattern" stops at a NUL byte, and the
  // condition names a file.
  bool plain = v.condition.size() >= 2 && v.condition.size() <= 8 &&
               std::all_of(v.condition.begin(), v.condition.end(), [](char c) { return c >= 'a' && c <= 'z'; });
  if (!plain)
    return Error{fmt::format("{}: /condition: expected 2 to 8 letters a-z, found {}", source,
                             (*j)["condition"].dump(-1, ' ', true, Json::error_handler_t::replace))};
  v.markers = (*j)["markers"].get<std::vector<std::string>>();
  v.separators = (*j)["separators"].get<std::vector<std::string>>();
  if (j->contains("refusals")) v.refusals = (*j)["refusals"].get<std::vector<std::string>>();
  const Json& phrases = (*j)["phrases"];
  v.phrases.reserve(phrases.size());
  for (size_t i = 0; i < phrases.size(); ++i) {
    const Json& p = phrases[i];
    // The schema admits only known kind and origin names.
    v.phrases.push_back({p[0].get<std::string>(), *parse_phrase_kind(p[1].get<std::string>()),
                         *parse_phrase_origin(p[2].get<std::string>()), p[3].get<std::string>(),
                         p.size() > 4 && p[4].get<bool>(), p.size() > 5 ? p[5].get<std::string>() : ""});
  }
  return v;
}

}  // namespace mm::format
