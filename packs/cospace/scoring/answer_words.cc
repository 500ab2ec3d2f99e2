#include "packs/cospace/scoring/answer_words.h"

#include <algorithm>

#include <fmt/format.h>

#include "format/text_norm.h"
#include "packs/cospace/scoring/read_actions.h"

namespace mm::cospace {

const std::vector<std::pair<std::string, int>>& builtin_ordinals() {
  static const std::vector<std::pair<std::string, int>> words = {
      {"first", 1},    {"second", 2},   {"third", 3},    {"fourth", 4},   {"fifth", 5},    {"sixth", 6},
      {"seventh", 7},  {"eighth", 8},   {"primera", 1},  {"primero", 1},  {"segunda", 2},  {"segundo", 2},
      {"tercera", 3},  {"tercero", 3},  {"cuarta", 4},   {"cuarto", 4},   {"quinta", 5},   {"quinto", 5},
      {"sexta", 6},    {"sexto", 6},    {"séptima", 7},  {"séptimo", 7},  {"octava", 8},   {"octavo", 8},
      {"erste", 1},    {"ersten", 1},   {"zweite", 2},   {"zweiten", 2},  {"dritte", 3},   {"dritten", 3},
      {"vierte", 4},   {"vierten", 4},  {"fünfte", 5},   {"fünften", 5},  {"sechste", 6},  {"sechsten", 6},
      {"siebte", 7},   {"siebten", 7},  {"achte", 8},    {"achten", 8},   {"الأول", 1},    {"الأولى", 1},
      {"الثاني", 2},   {"الثانية", 2},  {"الثالث", 3},   {"الثالثة", 3},  {"الرابع", 4},   {"الرابعة", 4},
      {"الخامس", 5},   {"الخامسة", 5},  {"السادس", 6},   {"السادسة", 6},  {"السابع", 7},   {"السابعة", 7},
      {"الثامن", 8},   {"الثامنة", 8},  {"첫", 1},       {"첫째", 1},     {"둘째", 2},     {"셋째", 3},
      {"넷째", 4},     {"다섯째", 5},   {"첫 번째", 1},  {"두 번째", 2},  {"세 번째", 3},  {"네 번째", 4},
      {"다섯 번째", 5}, {"여섯 번째", 6}, {"첫번째", 1},   {"두번째", 2},   {"세번째", 3},   {"네번째", 4},
      {"다섯번째", 5},   {"แรก", 1},      {"ตัวเดียว", 1}, {"เดียว", 1}};
  return words;
}

const std::vector<std::pair<std::string, int>>& builtin_angle_words() {
  static const std::vector<std::pair<std::string, int>> words = {
      {"thirty", 30},           {"forty-five", 45},      {"forty five", 45},     {"sixty", 60},
      {"ninety", 90},           {"treinta", 30},         {"cuarenta y cinco", 45}, {"sesenta", 60},
      {"noventa", 90},          {"dreißig", 30},         {"fünfundvierzig", 45}, {"sechzig", 60},
      {"neunzig", 90},          {"三十", 30},            {"四十五", 45},         {"六十", 60},
      {"九十", 90},             {"삼십", 30},            {"사십오", 45},         {"육십", 60},
      {"구십", 90},             {"ثلاثين", 30},          {"ثلاثون", 30},         {"خمس وأربعين", 45},
      {"خمسة وأربعين", 45},     {"خمس وأربعون", 45},     {"ستين", 60},           {"ستون", 60},
      {"تسعين", 90},            {"สามสิบ", 30},          {"สี่สิบห้า", 45},        {"หกสิบ", 60},
      {"เก้าสิบ", 90}};
  return words;
}

void AnswerWords::normalise() {
  choice.normalise();
  for (auto& [w, n] : numbers) w = score::normalise_phrase(w);
  std::erase_if(numbers, [](const auto& p) { return p.first.empty(); });
  std::sort(numbers.begin(), numbers.end(), [](const auto& a, const auto& b) {
    return a.first.size() != b.first.size() ? a.first.size() > b.first.size() : a < b;
  });
  numbers.erase(std::unique(numbers.begin(), numbers.end(),
                            [](const auto& a, const auto& b) { return a.first == b.first; }),
                numbers.end());
  blockers = choice.refusals;
  for (auto& [key, words] : aliases) {
    for (std::string& a : words) a = score::normalise_phrase(a);
    std::erase_if(words, [](const std::string& a) { return a.empty(); });
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    blockers.insert(blockers.end(), words.begin(), words.end());
  }
  // A key left without words has none, as one read with an empty list.
  std::erase_if(aliases, [](const auto& kv) { return kv.second.empty(); });
  std::sort(blockers.begin(), blockers.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() > b.size() : a < b;
  });
  blockers.erase(std::unique(blockers.begin(), blockers.end()), blockers.end());
  actions.normalise();
  action_reader = std::make_shared<const ActionReader>(actions, aliases);
}

Json AnswerWords::to_json() const {
  Json nums = Json::array();
  for (const auto& [w, n] : numbers) nums.push_back(Json::array({w, n}));
  return {{"format", "mentalmap.cospace-vocabulary"}, {"choice", choice.to_json()}, {"numbers", nums},
          {"aliases", aliases}, {"actions", actions.to_json()}};
}

std::string AnswerWords::dump() const {
  Json j = to_json();
  std::string out = "{\n";
  size_t i = 0;
  for (auto& [k, v] : j.items()) out += fmt::format("  {}: {}{}\n", Json(k).dump(), v.dump(), ++i < j.size() ? "," : "");
  return out + "}\n";
}

Result<AnswerWords> AnswerWords::from_json(const Json& j, const std::string& source) {
  // Not j.value("format", ""), which throws when the format is no string.
  if (!j.is_object() || !j.contains("format") || j["format"] != "mentalmap.cospace-vocabulary")
    return Error{fmt::format("{}: /format: expected \"mentalmap.cospace-vocabulary\"", source)};
  AnswerWords w;
  if (!j.contains("choice")) return Error{fmt::format("{}: /choice: missing", source)};
  auto choice = space::ChoiceWords::from_json(j["choice"], source + " /choice");
  if (!choice) return choice.error();
  w.choice = std::move(*choice);
  const Json* nums = j.contains("numbers") ? &j["numbers"] : nullptr;
  if (!nums || !nums->is_array()) return Error{fmt::format("{}: /numbers: expected a list of [word, value]", source)};
  for (size_t i = 0; i < nums->size(); ++i) {
    const Json& p = (*nums)[i];
    if (!p.is_array() || p.size() != 2 || !p[0].is_string() || !p[1].is_number_integer())
      return Error{fmt::format("{}: /numbers/{}: expected [word, integer]", source, i)};
    w.numbers.emplace_back(p[0].get<std::string>(), p[1].get<int>());
  }
  if (j.contains("aliases")) {
    const Json& a = j["aliases"];
    if (!a.is_object()) return Error{fmt::format("{}: /aliases: expected an object of word lists", source)};
    for (const auto& [key, words] : a.items()) {
      if (!words.is_array()) return Error{fmt::format("{}: /aliases/{}: expected a list of words", source, key)};
      for (const Json& word : words) {
        if (!word.is_string()) return Error{fmt::format("{}: /aliases/{}: expected words", source, key)};
        w.aliases[key].push_back(word.get<std::string>());
      }
    }
  }
  if (j.contains("actions")) {
    auto actions = ActionWords::from_json(j["actions"], source + ": /actions");
    if (!actions) return actions.error();
    w.actions = std::move(*actions);
  }
  w.normalise();
  return w;
}

}  // namespace mm::cospace
