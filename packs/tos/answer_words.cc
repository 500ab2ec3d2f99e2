#include "packs/tos/answer_words.h"

#include <algorithm>
#include <unicode/uchar.h>

#include <fmt/format.h>

#include "base/text.h"
#include "packs/tos/grid.h"

namespace mm::tos {
namespace {

std::u32string folded(std::u32string s) {
  for (char32_t& c : s) c = static_cast<char32_t>(u_foldCase(static_cast<UChar32>(c), U_FOLD_CASE_DEFAULT));
  return s;
}

bool alnum(char32_t c) { return u_isalnum(static_cast<UChar32>(c)) != 0; }
// Latin letters and digits: a Latin word never matches inside a Latin
// word, whatever the language ("E" in "Desk", "door 1" in "door 12").
bool latin(char32_t c) { return c < 0x250 && alnum(c); }

}  // namespace

AnswerWords::AnswerWords(std::string condition, bool boundaries)
    : condition_(std::move(condition)), boundaries_(boundaries) {}

void AnswerWords::add(std::string_view surface, std::string canonical) {
  // Where words are not spaced apart, a writer may leave out the spaces a
  // word has ("정면에서 약간 오른쪽" as "정면에서약간오른쪽").
  if (!boundaries_ && surface.find(' ') != std::string_view::npos) {
    std::string joined;
    for (char c : surface)
      if (c != ' ') joined += c;
    insert(joined, canonical);
  }
  insert(surface, std::move(canonical));
}

void AnswerWords::insert(std::string_view surface, std::string canonical) {
  std::u32string f = folded(to_u32(surface));
  // Spaces around a word never matter for matching.
  while (!f.empty() && f.back() == U' ') f.pop_back();
  while (!f.empty() && f.front() == U' ') f.erase(f.begin());
  if (f.empty()) return;
  auto at = std::lower_bound(words_.begin(), words_.end(), f, [](const Word& w, const std::u32string& k) { return w.folded < k; });
  if (at != words_.end() && at->folded == f) return;
  longest_ = std::max(longest_, f.size());
  std::u32string exact;
  std::u32string raw = to_u32(surface);
  if (raw.size() <= 2 && std::all_of(raw.begin(), raw.end(), [](char32_t c) { return c >= U'A' && c <= U'Z'; }))
    exact = raw;
  words_.insert(at, Word{std::move(f), std::string(surface), std::move(canonical), std::move(exact)});
}

std::string AnswerWords::canonical(std::string_view text) const {
  std::u32string orig = to_u32(text);
  std::u32string f = folded(orig);
  auto find = [&](std::u32string_view key) -> const Word* {
    auto at = std::lower_bound(words_.begin(), words_.end(), key,
                               [](const Word& w, std::u32string_view k) { return std::u32string_view(w.folded) < k; });
    return at != words_.end() && at->folded == key ? &*at : nullptr;
  };
  auto bounded = [&](char32_t c) { return boundaries_ ? alnum(c) : latin(c); };
  std::string out;
  size_t kept = 0;  // start of the text not yet copied
  for (size_t i = 0; i < f.size();) {
    const Word* hit = nullptr;
    size_t len = std::min(longest_, f.size() - i);
    for (; len > 0 && !hit; --len) {
      const Word* w = find(std::u32string_view(f).substr(i, len));
      if (!w) continue;
      if (!w->exact.empty() && std::u32string_view(orig).substr(i, len) != w->exact) continue;
      if (bounded(w->folded.front()) && i > 0 && bounded(f[i - 1])) continue;
      if (bounded(w->folded.back()) && i + len < f.size() && bounded(f[i + len])) continue;
      hit = w;
    }
    if (!hit) {
      ++i;
      continue;
    }
    out += from_u32(std::u32string_view(orig).substr(kept, i - kept));
    out += hit->canonical;
    i += hit->folded.size();
    kept = i;
  }
  out += from_u32(std::u32string_view(orig).substr(kept));
  return out;
}

std::vector<std::pair<std::string, std::string>> AnswerWords::pairs() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const Word& w : words_) out.emplace_back(w.surface, w.canonical);
  std::sort(out.begin(), out.end());
  return out;
}

Json AnswerWords::to_json() const {
  Json words = Json::array();
  for (const auto& [s, c] : pairs()) words.push_back(Json::array({s, c}));
  return {{"format", "mentalmap.tos-vocabulary"}, {"version", 1}, {"condition", condition_},
          {"word_boundaries", boundaries_}, {"words", words}};
}

std::string AnswerWords::dump() const {
  Json head = to_json();
  head.erase("words");
  std::string text = head.dump();
  text.pop_back();  // the closing brace: the words follow
  text += ",\"words\":[";
  bool first = true;
  for (const auto& [s, c] : pairs()) {
    text += (first ? "\n" : ",\n") + Json::array({s, c}).dump();
    first = false;
  }
  return text + "\n]}\n";
}

Result<AnswerWords> AnswerWords::from_json(const Json& j, const std::string& source) {
  auto bad = [&](const std::string& where, const std::string& what) {
    return Error{fmt::format("{}: {}: expected {}", source, where, what)};
  };
  if (!j.is_object() || string_field(j, "format") != "mentalmap.tos-vocabulary")
    return bad("/format", "\"mentalmap.tos-vocabulary\"");
  if (!j.contains("version") || j["version"] != 1) return bad("/version", "1");
  if (!j.contains("condition") || !j["condition"].is_string()) return bad("/condition", "a string");
  if (!j.contains("word_boundaries") || !j["word_boundaries"].is_boolean()) return bad("/word_boundaries", "true or false");
  if (!j.contains("words") || !j["words"].is_array()) return bad("/words", "a list of [surface, canonical] pairs");
  AnswerWords w(j["condition"].get<std::string>(), j["word_boundaries"].get<bool>());
  for (size_t i = 0; i < j["words"].size(); ++i) {
    const Json& p = j["words"][i];
    if (!p.is_array() || p.size() != 2 || !p[0].is_string() || !p[1].is_string())
      return bad(fmt::format("/words/{}", i), "a [surface, canonical] pair of strings");
    w.add(p[0].get<std::string>(), p[1].get<std::string>());
  }
  return w;
}

void add_canonical_words(AnswerWords& w) {
  for (int i = 0; i < 5; ++i) {
    std::string e(ego_name(static_cast<Ego>(i)));
    w.add(e, e);
    std::string spaced = e;
    std::replace(spaced.begin(), spaced.end(), '-', ' ');
    w.add(spaced, e);
  }
  for (int i = 1; i < 6; ++i) {
    std::string d(dist_name(static_cast<Dist>(i)));
    w.add(d, d);
  }
  for (int i = 0; i < 8; ++i) {
    Allo a = static_cast<Allo>(i);
    std::string word(allo_word(a));
    w.add(allo_name(a), std::string(allo_name(a)));
    w.add(word, std::string(allo_name(a)));
    if (word.size() > 5) w.add(word.substr(0, 5) + "-" + word.substr(5), std::string(allo_name(a)));  // "north-east"
  }
  w.add("none", "none");
}

}  // namespace mm::tos
