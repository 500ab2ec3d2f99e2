#include "packs/space/scoring/choice_words.h"

#include <algorithm>

#include <fmt/format.h>

#include "format/text_norm.h"

namespace mm::space {
namespace {

void tidy(std::vector<std::string>& v) {
  for (std::string& s : v) s = score::normalise_phrase(s);
  std::erase_if(v, [](const std::string& s) { return s.empty(); });
  std::sort(v.begin(), v.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() > b.size() : a < b;
  });
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

const std::vector<std::string>& builtin_option_words() {
  static const std::vector<std::string> words = {
      "option", "choice",  "选项",  "選項",   "选择",     "選択肢", "選択", "선택지", "보기",
      "옵션",   "opción",  "opcion", "alternativa", "antwortoption", "auswahl", "الخيار", "خيار",
      "ตัวเลือก", "ข้อ", "antwortmöglichkeit",
      // A Chinese answer often says only "I choose B": "选B".
      "选",
      // Spanish names a letter with its article: "la respuesta es la A".
      "la"};
  return words;
}

const std::vector<std::string>& builtin_hedges() {
  // No one-letter Latin word ("o", "y"): option texts hold single letters.
  static const std::vector<std::string> words = {"or",   "and",  "/",    "或",  "或者", "还是", "か",  "または",
                                                 "또는", "이나", "oder", "und", "أو",   "หรือ", "และ", "either"};
  return words;
}

void ChoiceWords::normalise() {
  for (std::string& l : labels) l = score::normalise_phrase(l);
  const std::array<std::string, 4> latin = {"a", "b", "c", "d"};
  latin_labels = labels == latin ? std::array<std::string, 4>{} : latin;
  tidy(markers);
  tidy(option_words);
  tidy(hedges);
  tidy(refusals);
}

Json ChoiceWords::to_json() const {
  return {{"format", "mentalmap.space-vocabulary"}, {"condition", condition}, {"labels", labels},
          {"markers", markers}, {"option_words", option_words}, {"hedges", hedges}, {"refusals", refusals}};
}

std::string ChoiceWords::dump() const {
  Json j = to_json();
  std::string out = "{\n";
  size_t i = 0;
  for (auto& [k, v] : j.items()) out += fmt::format("  {}: {}{}\n", Json(k).dump(), v.dump(), ++i < j.size() ? "," : "");
  return out + "}\n";
}

Result<ChoiceWords> ChoiceWords::from_json(const Json& j, const std::string& source) {
  // Not j.value("format", ""), which throws when the format is no string.
  if (!j.is_object() || !j.contains("format") || j["format"] != "mentalmap.space-vocabulary")
    return Error{fmt::format("{}: /format: expected \"mentalmap.space-vocabulary\"", source)};
  ChoiceWords w;
  try {
    w.condition = j.at("condition").get<std::string>();
    auto labels = j.at("labels").get<std::vector<std::string>>();
    if (labels.size() != 4) return Error{fmt::format("{}: /labels: expected four labels", source)};
    std::copy(labels.begin(), labels.end(), w.labels.begin());
    w.markers = j.at("markers").get<std::vector<std::string>>();
    w.option_words = j.at("option_words").get<std::vector<std::string>>();
    w.hedges = j.at("hedges").get<std::vector<std::string>>();
    w.refusals = j.at("refusals").get<std::vector<std::string>>();
  } catch (const std::exception& e) {
    return Error{fmt::format("{}: not a SPACE vocabulary this mentalmap reads: {}", source, e.what())};
  }
  w.normalise();
  return w;
}

}  // namespace mm::space
