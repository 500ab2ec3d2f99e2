#include "packs/cospace/scoring/action_words.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "base/resources.h"
#include "base/suggest.h"
#include "format/text_norm.h"

namespace mm::cospace {

const std::vector<std::string>& action_word_categories() {
  static const std::vector<std::string> c = {
      "turn-back", "turn-right", "turn-left", "turn",     "right",       "left",         "front-right",
      "back-right", "back",      "back-left", "front-left", "degrees",   "go",           "move",
      "forward",   "then",       "next-earlier", "next-later", "prev-earlier", "prev-later", "not",
      "or",        "other",     "clitics"};
  return c;
}

const std::vector<std::string>& action_value_categories() {
  static const std::vector<std::string> c = {"angles", "turn-angle"};
  return c;
}

bool is_order_category(const std::string& category) {
  return category == "next-earlier" || category == "next-later" || category == "prev-earlier" ||
         category == "prev-later";
}

void ActionWords::merge(const ActionWords& other) {
  for (const auto& [cat, list] : other.words) words[cat].insert(words[cat].end(), list.begin(), list.end());
  for (const auto& [cat, list] : other.values) values[cat].insert(values[cat].end(), list.begin(), list.end());
}

void ActionWords::normalise() {
  for (auto& [cat, list] : words) {
    for (std::string& w : list) w = score::normalise_phrase(w);
    std::erase_if(list, [](const std::string& w) { return w.empty() || w == "*"; });
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  std::erase_if(words, [](const auto& kv) { return kv.second.empty(); });
  for (auto& [cat, list] : values) {
    for (auto& [w, v] : list) w = score::normalise_phrase(w);
    std::erase_if(list, [](const auto& p) { return p.first.empty(); });
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  std::erase_if(values, [](const auto& kv) { return kv.second.empty(); });
}

std::vector<std::string> ActionWords::conflicts() const {
  std::map<std::string, std::set<std::string>> cats;  // word -> categories
  for (const auto& [cat, list] : words)
    if (cat != "clitics")
      for (const std::string& w : list) cats[w].insert(cat);
  for (const auto& [cat, list] : values)
    for (const auto& [w, v] : list) cats[w].insert(cat);
  std::vector<std::string> out;
  for (const auto& [w, set] : cats) {
    bool ok = set.size() == 1 || std::all_of(set.begin(), set.end(), [](const std::string& c) {
      return is_order_category(c);
    });
    if (!ok) out.push_back(fmt::format("'{}': {}", w, fmt::join(set, ", ")));
  }
  // One word with two angles in one category is a conflict too.
  for (const auto& [cat, list] : values)
    for (size_t i = 1; i < list.size(); ++i)
      if (list[i].first == list[i - 1].first)
        out.push_back(fmt::format("'{}': {} {} and {}", list[i].first, cat, list[i - 1].second, list[i].second));
  return out;
}

Json ActionWords::to_json() const {
  Json j = Json::object();
  for (const auto& [cat, list] : words) j[cat] = list;
  for (const auto& [cat, list] : values) {
    Json pairs = Json::array();
    for (const auto& [w, v] : list) pairs.push_back(Json::array({w, v}));
    j[cat] = pairs;
  }
  return j;
}

Result<ActionWords> ActionWords::from_json(const Json& j, const std::string& source) {
  if (!j.is_object()) return Error{fmt::format("{}: expected an object of word lists", source)};
  const auto& plain = action_word_categories();
  const auto& valued = action_value_categories();
  std::vector<std::string> all = plain;
  all.insert(all.end(), valued.begin(), valued.end());
  ActionWords w;
  for (const auto& [cat, list] : j.items()) {
    std::string where = fmt::format("{}/{}", source, json_ptr_escape(cat));
    if (cat.starts_with("$")) continue;  // a comment
    bool is_valued = std::find(valued.begin(), valued.end(), cat) != valued.end();
    if (!is_valued && std::find(plain.begin(), plain.end(), cat) == plain.end())
      return Error{fmt::format("{}: unknown category '{}'{}", where, cat, did_you_mean(cat, all))};
    if (!list.is_array()) return Error{fmt::format("{}: expected a list", where)};
    for (size_t i = 0; i < list.size(); ++i) {
      const Json& e = list[i];
      if (!is_valued) {
        if (!e.is_string()) return Error{fmt::format("{}/{}: expected a word, found {}", where, i, json_preview(e))};
        w.words[cat].push_back(e.get<std::string>());
        continue;
      }
      if (!e.is_array() || e.size() != 2 || !e[0].is_string() || !e[1].is_number_integer())
        return Error{fmt::format("{}/{}: expected [word, degrees], found {}", where, i, json_preview(e))};
      int deg = e[1].get<int>();
      if (deg <= 0 || deg > 360) return Error{fmt::format("{}/{}: degrees {} outside 1..360", where, i, deg)};
      w.values[cat].emplace_back(e[0].get<std::string>(), deg);
    }
  }
  w.normalise();
  return w;
}

Result<ActionWords> builtin_action_words() {
  MM_TRY(text, resource(kActionWordsPath));
  MM_TRY(doc, parse_json(*text, kActionWordsPath));
  const Json* langs = doc->contains("languages") ? &(*doc)["languages"] : nullptr;
  if (!langs || !langs->is_object())
    return Error{fmt::format("{}: /languages: expected an object of languages", kActionWordsPath)};
  ActionWords all;
  for (const auto& [lang, j] : langs->items()) {
    auto w = ActionWords::from_json(j, fmt::format("{}: /languages/{}", kActionWordsPath, lang));
    if (!w) return w.error();
    all.merge(*w);
  }
  all.normalise();
  if (auto c = all.conflicts(); !c.empty())
    return Error{fmt::format("{}: words in two categories that do not combine: {}", kActionWordsPath,
                             fmt::join(c, "; "))};
  return all;
}

}  // namespace mm::cospace
