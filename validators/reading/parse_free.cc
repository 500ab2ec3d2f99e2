// Free-text diagnostics.
//
// rtlAnchorPreference: which object the answer describes the relation
// from. The description stated "located is <direction> of anchor"; an
// answer using that compass direction (or a neighbouring one) describes the
// located piece from the stated anchor, an answer using the reverse
// direction (or a neighbour of it) describes the anchor from the located
// piece. Direction words exist in every lexicon, so this works in every
// language without a grammar. No compass direction: anchor unknown.
//
// sceneListing: every item of the listing is matched to an object type
// (exact names, then normalised Levenshtein similarity >= 0.85, see
// similarity() in text_norm.h, between a word run of the item and the
// object names of the item's language, English and canonical labels), with
// its quantity ("three bowls", "bowl 2", "2 bowls"); what matches nothing
// and looks like a name is a phantom.
#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "base/text.h"
#include "format/directions.h"
#include "validators/reading/parse_internal.h"
#include "validators/reading/reading.h"
#include "format/text_norm.h"

namespace mm::score {
namespace {

constexpr double kListingSimilarity = 0.85;

void read_anchor(const Text& t, Parsed& out) {
  const Json& s = t.item.scoring;
  std::string dir = s.value(sk::direction, ""), rev = s.value(sk::reverse_direction, "");
  std::string stated_anchor = s.value(sk::stated_anchor, ""), stated_located = s.value(sk::stated_located, "");
  std::string_view seg = t.segments.list.empty() ? std::string_view() : t.segments.list.front();
  out.answer = {{"anchor", "unknown"}, {"anchor_label", nullptr}, {"direction", nullptr}, {"exact", false}};
  for (const Value& v : values_in(seg, Want::Direction, t.item, t.index)) {
    int b = compass_bin(v.text);
    if (b < 0) continue;  // egocentric words say nothing about the anchor
    std::string anchor;
    if (bins_apart(b, compass_bin(dir)) <= 1) anchor = stated_anchor;
    else if (bins_apart(b, compass_bin(rev)) <= 1) anchor = stated_located;
    else continue;
    bool source = anchor == t.item.answer.value("source", "");
    out.answer = {{"anchor", source ? "source" : "target"}, {"anchor_label", anchor}, {"direction", v.text},
                  {"exact", v.text == dir || v.text == rev}};
    out.status = ParseStatus::Ok;
    out.off_language = v.lang == Lang::Foreign;
    return;
  }
  out.note = "no compass direction relating the two objects";
}

struct Listing {
  std::map<std::string, int64_t> counts;  // type -> quantity named
  std::set<std::string> several;          // types named as an unnumbered plural ("bowls")
  std::set<std::string> labels;           // numbered labels named ("Bowl_2")
  std::vector<std::string> phantoms;
  std::vector<Value> used;
};

// Fuzzy matching works on short pieces of an item: longer text is prose.
constexpr size_t kMaxFuzzyWords = 3;
constexpr size_t kMaxUnspacedRun = 16;  // code points of an unspaced item tried as substrings

bool has_unspaced(const std::u32string& u) {
  return std::any_of(u.begin(), u.end(), [](char32_t c) { return cp_class(c) == CpClass::Unspaced; });
}

// The pieces of an item a misspelt name may be: every run of one to three
// words ("the kitchen has aple" -> "aple", "kitchen has", ...); in unspaced
// scripts, where words are not marked, every substring of a short item.
std::vector<std::u32string> fuzzy_pieces(std::string_view item) {
  std::u32string u = to_u32(item);
  std::vector<std::u32string> out;
  if (has_unspaced(u)) {
    if (u.size() > kMaxUnspacedRun) return out;
    for (size_t b = 0; b < u.size(); ++b)
      for (size_t e = b + 1; e <= u.size(); ++e) out.push_back(u.substr(b, e - b));
    return out;
  }
  std::vector<std::u32string> words;
  for (size_t b = 0; b < u.size();) {
    size_t e = u.find(U' ', b);
    if (e == std::u32string::npos) e = u.size();
    if (e > b) words.push_back(u.substr(b, e - b));
    b = e + 1;
  }
  for (size_t i = 0; i < words.size(); ++i) {
    std::u32string piece;
    for (size_t n = 0; n < kMaxFuzzyWords && i + n < words.size(); ++n) {
      if (n) piece += U' ';
      piece += words[i + n];
      out.push_back(piece);
    }
  }
  return out;
}

// The object type a piece of an unrecognised item names by fuzzy match
// (similarity() >= the threshold, best first, then the longer piece), or "".
std::string fuzzy_type(std::string_view item, const PhraseIndex& index, double threshold) {
  double best = 0;
  size_t best_len = 0;
  std::string type;
  for (const std::u32string& piece : fuzzy_pieces(item)) {
    for (const auto& s : index.object_surfaces()) {
      if (max_similarity(piece.size(), s.text.size()) < threshold) continue;
      double sim = similarity(piece, s.text);
      if (sim < threshold || sim < best || (sim == best && piece.size() <= best_len)) continue;
      best = sim;
      best_len = piece.size();
      type = s.phrase->value;
    }
  }
  return type;
}

// The item without its number words/digits ("three bowlz" -> "bowlz").
std::string residual(std::string_view item, const std::vector<Value>& nums) {
  std::string out;
  size_t at = 0;
  for (const Value& n : nums) {
    out += item.substr(at, n.begin - at);
    at = n.end;
  }
  out += item.substr(at);
  return std::string(trim(out));
}

void read_item(std::string_view item, const Text& t, Listing& l, bool opening) {
  const Vocabulary& vocab = t.item.vocab;
  std::vector<Value> nums = values_in(item, Want::Number, t.item, t.index);
  int64_t n = nums.size() == 1 ? std::stoll(nums[0].text) : -1;
  std::set<size_t> numbered_at;
  for (const Value& v : values_in(item, Want::Label, t.item, t.index)) {
    auto type = vocab.type_of.find(v.text);
    if (type == vocab.type_of.end() || type->second == v.text) continue;
    numbered_at.insert(v.begin);
    if (l.labels.insert(v.text).second) l.counts[type->second] += 1;
    l.used.push_back(v);
  }
  std::vector<Value> types;
  for (Value& v : values_in(item, Want::Type, t.item, t.index))
    if (!numbered_at.count(v.begin)) types.push_back(std::move(v));
  for (const Value& v : types) {
    if (n >= 0 && types.size() == 1) l.counts[v.text] += n;
    else if (v.plural) l.several.insert(v.text);
    else l.counts[v.text] += 1;
    l.used.push_back(v);
  }
  if (!numbered_at.empty() || !types.empty()) return;
  std::string rest = residual(item, nums);
  if (rest.empty()) return;
  std::string fuzzy = fuzzy_type(rest, t.index, t.item.scoring.value(sk::similarity_threshold, kListingSimilarity));
  if (!fuzzy.empty()) l.counts[fuzzy] += n >= 0 ? n : 1;
  else if (opening && lead_in(item, t.index)) return;  // "キッチンには、…": the listing's lead-in
  else if (rest.size() <= 40 && std::count(rest.begin(), rest.end(), ' ') < 4) l.phantoms.push_back(rest);
}

void read_listing(const Text& t, Parsed& out) {
  std::string_view seg = t.segments.list.empty() ? std::string_view() : t.segments.list.front();
  Listing l;
  bool first = true;
  for (std::string_view item : split_items(seg, t.index)) read_item(item, t, l, std::exchange(first, false));
  if (l.counts.empty() && l.several.empty() && l.phantoms.empty()) {
    out.note = "no objects found";
    return;
  }
  for (const auto& type : l.several)
    if (!l.counts.count(type)) l.counts[type] = -1;  // "bowls": several, number not said
  out.status = ParseStatus::Ok;
  out.answer = {{"types", Json(l.counts)}, {"labels", Json(std::vector<std::string>(l.labels.begin(), l.labels.end()))},
                {"phantoms", Json(l.phantoms)}};
  out.unrecognised = l.phantoms;
  out.off_language = off_language(l.used);
}

}  // namespace

void read_free_text(std::string_view, const Text& t, Parsed& out) {
  if (t.item.evaluator == "anchor-extraction") read_anchor(t, out);
  else read_listing(t, out);
}

}  // namespace mm::score
