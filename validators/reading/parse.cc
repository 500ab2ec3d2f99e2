// Text formats (boolean, integer, label, direction, direction pair, label
// list, label sequence) and the dispatch to the JSON and free-text readers.
#include "validators/reading/parse.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <utility>

#include <fmt/format.h>

#include "validators/reading/answer_text.h"
#include "validators/reading/parse_internal.h"
#include "validators/reading/reading.h"
#include "format/text_norm.h"

namespace mm::score {
namespace {

// Items of a list no name matched count against precision when they look
// like a name (short), not when they are prose.
constexpr size_t kMaxUnrecognisedWords = 4;
constexpr size_t kMaxUnrecognisedBytes = 40;

bool short_item(std::string_view item) {
  if (item.size() > kMaxUnrecognisedBytes) return false;
  return size_t(std::count(item.begin(), item.end(), ' ')) < kMaxUnrecognisedWords;
}

Json scalar_json(Want w, const std::string& v) {
  if (w == Want::Boolean) return v == "true";
  if (w == Want::Number) {
    int64_t n = 0;
    for (char c : v)
      if (c >= '0' && c <= '9') n = std::min(kMaxNumber, n * 10 + (c - '0'));
    return n;
  }
  return v;
}

// True when only spaces and punctuation surround [begin, end) in seg.
bool covers(std::string_view seg, size_t begin, size_t end) {
  auto filler = [](char c) { return std::string_view(" \t\n.,;:!?()\"'").find(c) != std::string_view::npos; };
  return std::all_of(seg.begin(), seg.begin() + ptrdiff_t(begin), filler) &&
         std::all_of(seg.begin() + ptrdiff_t(end), seg.end(), filler);
}

// A name the item's vocabulary does not resolve ("cabinet" when there are
// two) is read only when it is the whole answer; inside a sentence ("in
// the second cabinet") it says nothing the scorer can check.
// An item that offers options (distanceCompare: "which is closer to X, A
// or B?") is answered by one of them: other names in the answer ("A is
// closer to X") are the question's, not the answer.
void keep_options(const Text& t, std::vector<Value>& vals) {
  auto options = t.item.scoring.find(sk::options);
  if (options == t.item.scoring.end() || !options->is_array()) return;
  auto offered = [&](const Value& v) { return std::find(options->begin(), options->end(), v.text) != options->end(); };
  if (std::any_of(vals.begin(), vals.end(), offered)) std::erase_if(vals, [&](const Value& v) { return !offered(v); });
}

// A canonical key counts as written only when the output spells it as the
// key is spelled: on a Spanish item "Pan" is the pan, but "pan" is bread, a
// word of the item's language (the text is compared lower-cased, the raw
// output keeps the case).
std::optional<Value> keyed_value(std::string_view seg, Want w, const Text& t) {
  auto key = canonical_value(seg, w, t.item);
  if (!key || t.raw.find(key->text) != std::string_view::npos) return key;
  std::vector<Value> words = values_in(seg, w, t.item, t.index);
  if (words.size() == 1 && words[0].lang == Lang::Own && words[0].text != key->text) return std::nullopt;
  return key;
}

std::vector<Value> scalar_values(std::string_view seg, Want w, const Text& t) {
  if (auto v = keyed_value(seg, w, t)) return {*v};
  std::vector<Value> vals = values_in(seg, w, t.item, t.index);
  if (w != Want::Label && w != Want::Type) return vals;
  keep_options(t, vals);
  if (vals.size() == 1 && covers(seg, vals[0].begin, vals[0].end)) return vals;
  std::erase_if(vals, [](const Value& v) { return !v.known; });
  return vals;
}

void read_scalar(const Text& t, Want w, Parsed& out) {
  std::string subject = t.item.scoring.value(sk::object, std::string());
  Pick fallback;
  for (std::string_view seg : t.segments.list) {
    Pick p = pick_scalar(seg, scalar_values(seg, w, t), subject, w == Want::Boolean);
    if (p.decisive) {
      fallback = p;
      break;
    }
    if (!fallback.value && p.value) fallback = p;
  }
  if (!fallback.value) {
    out.note = fmt::format("no {} answer found", format_name(t.item.format));
    return;
  }
  const Value& v = *fallback.value;
  out.status = ParseStatus::Ok;
  out.answer = scalar_json(w, v.text);
  out.ambiguous = v.ambiguous;
  out.off_language = v.lang == Lang::Foreign;
}

void read_pair(const Text& t, Parsed& out) {
  for (std::string_view seg : t.segments.list) {
    std::vector<Value> vals = values_in(seg, Want::Direction, t.item, t.index);
    if (vals.size() < 2) continue;
    out.status = ParseStatus::Ok;
    out.answer = Json::array({vals[0].text, vals[1].text});
    out.off_language = off_language({vals[0], vals[1]});
    if (vals.size() > 2) out.note = "more than two directions; the first two were read";
    return;
  }
  out.note = "no two directions found";
}

// Is what a list item says beside a name a clause about it ("which is the
// only other thing on the desk"), not a bare listing ("the desk too")?
bool clause_around(std::string_view item, size_t begin, size_t end) {
  std::string rest = std::string(item.substr(0, begin)) + " " + std::string(item.substr(end));
  size_t words = 0, letters = 0;
  bool in_word = false;
  for (size_t i = 0; i < rest.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(rest[i]);
    bool space = c == ' ' || c == ',' || c == '.' || c == '-';
    if (!space && !in_word) ++words;
    in_word = !space;
    if (c >= 0xC0 || std::isalnum(c)) ++letters;  // a code point's first byte, or an ASCII letter
  }
  return words >= kMaxUnrecognisedWords || letters >= 2 * kMaxUnrecognisedWords;
}

// coLocated names the shared container (scoring.parent): inside a list item
// beside another name, or in a clause about it, it is where the things are
// ("بطاقة الائتمان، وهي الشيء الوحيد الآخر على المكتب"), not a thing listed;
// named alone ("Apple, Plate") it is listed, and scored as a wrong item.
void drop_named_place(std::string_view item, const std::string& place, std::vector<Value>& vals) {
  auto it = std::find_if(vals.begin(), vals.end(), [&](const Value& v) { return v.text == place; });
  if (it == vals.end()) return;
  bool beside = std::any_of(vals.begin(), vals.end(), [&](const Value& v) { return v.text != place; });
  if (beside || clause_around(item, it->begin, it->end))
    std::erase_if(vals, [&](const Value& v) { return v.text == place; });
}

void read_list(const Text& t, Want w, Parsed& out) {
  if (t.segments.list.empty()) return;
  std::string_view seg = t.segments.list.front();
  std::vector<Value> used;
  std::vector<std::string> values;
  std::set<std::string> seen;
  bool nothing = false;
  // The thing asked about (contents: the receptacle; indirectSearch: the
  // object searched for) is named, not listed: "there is nothing in the
  // toaster", "la manzana 2 está en: cocina, fregadero, bol 1".
  const std::string subject = t.item.scoring.value(sk::object, std::string());
  const std::string place = t.item.scoring.value(sk::parent, std::string());
  bool first = true;
  for (std::string_view item : split_items(seg, t.index)) {
    auto canonical = keyed_value(item, w, t);
    std::vector<Value> vals = canonical ? std::vector<Value>{*canonical} : values_in(item, w, t.item, t.index);
    if (!subject.empty()) std::erase_if(vals, [&](const Value& v) { return v.text == subject; });
    if (!place.empty() && !canonical) drop_named_place(item, place, vals);
    bool opening = std::exchange(first, false);
    if (vals.empty()) {
      if (mentions(item, t.index, Kind::Nothing)) nothing = true;
      else if (opening && w == Want::Type && lead_in(item, t.index)) continue;
      else if (short_item(item)) out.unrecognised.emplace_back(item);
      continue;
    }
    for (auto& v : vals) {
      if (seen.insert(v.text).second) values.push_back(v.text);
      used.push_back(std::move(v));
    }
  }
  if (values.empty() && !nothing && out.unrecognised.empty()) {
    out.note = "no names found";
    return;
  }
  out.status = ParseStatus::Ok;
  out.answer = Json::array();
  for (const auto& v : values) out.answer.push_back(v);
  for (const auto& u : out.unrecognised) out.answer.push_back(u);
  out.off_language = off_language(used);
}

// "CAB" for letters A-C: one token made only of offered letters.
std::vector<std::string> letter_run(std::string_view seg) {
  std::vector<std::string> out;
  std::string_view s = trim(seg);
  while (!s.empty() && std::string_view(".!").find(s.back()) != std::string_view::npos) s.remove_suffix(1);
  if (s.empty() || s.size() > 8) return {};
  for (char c : s) {
    if (c < 'a' || c > 'h') return {};
    out.emplace_back(1, char(c - 'a' + 'A'));
  }
  return out;
}

void read_sequence(const Text& t, Want w, Parsed& out) {
  if (t.segments.list.empty()) return;
  std::string_view seg = t.segments.list.front();
  std::vector<Value> vals = values_in(seg, w, t.item, t.index);
  std::vector<std::string> seq;
  for (const auto& v : vals)
    if (seq.empty() || seq.back() != v.text) seq.push_back(v.text);
  if (seq.empty() && w == Want::Letter) seq = letter_run(seg);
  if (seq.empty()) {
    out.note = "no sequence found";
    return;
  }
  out.status = ParseStatus::Ok;
  out.answer = Json(seq);
  out.off_language = off_language(vals);
}

// After an answer marker a segment is the answer, and a hedge there is still
// a refusal ("Respuesta: no se puede determinar", "答案：不确定": their "no"
// is part of the hedge) unless an answer word or a name comes before it
// ("Answer: no, though it cannot be determined exactly").
bool hedges(std::string_view seg, const PhraseIndex& index) {
  size_t at = refusal_at(seg, index);
  if (at == std::string_view::npos) return false;
  for (const Mention& m : index.scan(seg, ~KindMask(0)))
    if (m.end <= at) return false;
  return true;
}

// "There is not enough information to say." holds "there is" and "not",
// yet answers nothing: a segment with a refusal phrase is not read (after an
// answer marker, one that hedges before it answers). True when one was
// dropped.
bool drop_refusals(Text& t) {
  auto& list = t.segments.list;
  size_t before = list.size();
  std::erase_if(list, [&](std::string_view seg) {
    return t.segments.from_marker ? hedges(seg, t.index) : looks_like_refusal(seg, t.index);
  });
  return list.size() != before;
}

}  // namespace

// A list's first item that names a room and nothing the answer lists is its
// lead-in ("キッチンには、冷蔵庫、…", "In the kitchen: ..."), not an element.
bool lead_in(std::string_view item, const PhraseIndex& index) { return mentions(item, index, Kind::Room); }

bool mentions(std::string_view text, const PhraseIndex& index, Kind kind) {
  for (const Mention& m : index.scan(text, bit(kind)))
    for (const Phrase* p : m.phrases)
      if (p->kind == kind) return true;
  return false;
}

bool list_format(Format f) { return f == Format::LabelList || f == Format::LabelSequence || f == Format::FreeText; }

std::string_view status_name(ParseStatus s) {
  switch (s) {
    case ParseStatus::Ok: return "ok";
    case ParseStatus::Invalid: return "invalid";
    case ParseStatus::Empty: return "empty";
    case ParseStatus::Refusal: return "refusal";
    case ParseStatus::Missing: return "missing";
  }
  return "invalid";
}

void prepare_text(std::string_view output, Text& t) {
  t.raw = output;
  t.normalised = normalise_text(output);
  t.cleaned = clean_output(t.normalised);
  t.segments = answer_segments(t.cleaned, t.index.markers(), list_format(t.item.format), t.item.regime == "reasoning");
}

bool is_json_format(Format f) {
  return f == Format::Histogram || f == Format::EventList || f == Format::StateMap || f == Format::Graph;
}

Json parsed_answer(const Parsed& p) { return p.graph ? graph_answer_json(*p.graph) : p.answer; }

std::string after_scratchpad(std::string_view output) {
  // Direction marks a model copied from a right-to-left prompt
  // ("<\u2068scratchpad\u2069>") do not hide a tag.
  std::string text;
  text.reserve(output.size());
  for (size_t i = 0; i < output.size(); ++i) {
    bool mark = i + 2 < output.size() && uint8_t(output[i]) == 0xE2 &&
                ((uint8_t(output[i + 1]) == 0x81 && uint8_t(output[i + 2]) >= 0xA6 && uint8_t(output[i + 2]) <= 0xA9) ||
                 (uint8_t(output[i + 1]) == 0x80 && (uint8_t(output[i + 2]) == 0x8E || uint8_t(output[i + 2]) == 0x8F)));
    if (mark) i += 2;
    else text += output[i];
  }
  std::string lower = text;
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  constexpr std::string_view kOpen = "<scratchpad>", kClose = "</scratchpad>";
  if (size_t close = lower.rfind(kClose); close != std::string::npos) return text.substr(close + kClose.size());
  if (size_t open = lower.find(kOpen); open != std::string::npos) return text.substr(0, open);
  return std::string(output);
}

Parsed parse_output(std::string_view output, const GoldItem& item, const PhraseIndex& index) {
  Parsed out;
  // The scratchpad regime: only the answer after the notes block is read.
  std::string answer_part;
  if (item.regime == "scratchpad") output = answer_part = after_scratchpad(output);
  if (output.size() > kMaxOutputBytes) {
    out.note = fmt::format("output is {} bytes, more than the {} MiB read", output.size(), kMaxOutputBytes >> 20);
    return out;
  }
  if (trim(output).empty()) {
    out.status = ParseStatus::Empty;
    return out;
  }
  Text text(item, index);
  // JSON answers are read from the raw output; the text work below is only
  // needed when no JSON of the expected shape is there.
  if (is_json_format(item.format) && read_json_answer(output, text, out)) return out;
  prepare_text(output, text);
  const Text* t = &text;
  if (trim(t->cleaned).empty() && !is_json_format(item.format)) {
    out.status = ParseStatus::Empty;
    out.note = "only markup";
    return out;
  }
  out.from_marker = t->segments.from_marker;
  bool refused = !is_json_format(item.format) && drop_refusals(text);
  Want w = want_for(item);
  switch (item.format) {
    case Format::Boolean:
    case Format::Integer:
    case Format::Label:
    case Format::Direction: read_scalar(*t, w, out); break;
    case Format::DirectionPair: read_pair(*t, out); break;
    case Format::LabelList: read_list(*t, w, out); break;
    case Format::LabelSequence: read_sequence(*t, w, out); break;
    case Format::FreeText: read_free_text(output, *t, out); break;
    default: read_json_fallback(output, *t, out); break;
  }
  if (out.status == ParseStatus::Invalid && (refused || looks_like_refusal(t->normalised, t->index))) {
    out.status = ParseStatus::Refusal;
    if (out.note.empty() || refused) out.note = "the answer declines or says it cannot be known";
  }
  return out;
}

}  // namespace mm::score
