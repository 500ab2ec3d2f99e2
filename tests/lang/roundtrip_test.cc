// Round trip: for every family and language, the labels an item was rendered
// from are read back out of the rendered text — objects (type and number),
// directions, distances and counts — so an inverted or mistranslated
// relation, a dropped object or a wrong number fails here.
//
// Objects are recognised with the scorer's phrase index (the lexicon's own
// forms). Directions are checked against the word lists below, written
// independently of the lexicons and templates, so a template that says
// "closer" for "behind" or "left" for "right" is caught. Mention order is
// checked too: a target-first sentence names the target before its anchor.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/resources.h"
#include "generator/render/arrange.h"
#include "generator/render/renderer.h"
#include "generator/translate/samples.h"
#include "validators/reading/phrase_index.h"
#include "format/text_norm.h"

using namespace mm;
using mm::score::Kind;
using mm::score::Mention;
using mm::score::PhraseIndex;

namespace {

// Words (normalised: lower case) that state each direction component, per
// language. `spaced` languages match whole words or word beginnings;
// the others match anywhere.
struct DirectionWords {
  bool spaced = true;
  std::map<std::string, std::vector<std::string>> words;  // north/south/east/west/front/back/left/right
};

const std::map<std::string, DirectionWords>& direction_words() {
  static const std::map<std::string, DirectionWords> table = {
      {"en",
       {true,
        {{"north", {"north"}},
         {"south", {"south"}},
         {"east", {"east"}},
         {"west", {"west"}},
         {"front", {"ahead", "forward", "front"}},
         {"back", {"back", "behind"}},
         {"left", {"left"}},
         {"right", {"right"}}}}},
      {"de",
       {true,
        {{"north", {"nord", "nörd"}},
         {"south", {"süd"}},
         {"east", {"ost", "öst"}},
         {"west", {"west"}},
         {"front", {"vor", "voraus"}},
         {"back", {"hinten", "hinter", "zurück", "rückwärts"}},
         {"left", {"link"}},
         {"right", {"recht"}}}}},
      {"es",
       {true,
        {{"north", {"norte"}},
         {"south", {"sur"}},
         {"east", {"este"}},
         {"west", {"oeste"}},
         {"front", {"delante", "adelante", "enfrente", "frente", "avanza"}},
         {"back", {"detrás", "atrás", "retrocede"}},
         {"left", {"izquierda"}},
         {"right", {"derecha"}}}}},
      {"zh",
       {false,
        {{"north", {"北"}},
         {"south", {"南"}},
         {"east", {"东"}},
         {"west", {"西"}},
         {"front", {"前"}},
         {"back", {"后"}},
         {"left", {"左"}},
         {"right", {"右"}}}}},
      {"ja",
       {false,
        {{"north", {"北"}},
         {"south", {"南"}},
         {"east", {"東"}},
         {"west", {"西"}},
         {"front", {"前", "奥", "正面"}},
         {"back", {"後", "手前"}},
         {"left", {"左"}},
         {"right", {"右"}}}}},
      {"ko",
       {false,
        {{"north", {"북쪽", "북동", "북서"}},
         {"south", {"남쪽", "남동", "남서"}},
         {"east", {"동쪽"}},
         {"west", {"서쪽"}},
         {"front", {"앞", "정면"}},
         {"back", {"뒤"}},
         {"left", {"왼"}},
         {"right", {"오른"}}}}},
      {"th",
       {false,
        {{"north", {"เหนือ"}},
         {"south", {"ใต้"}},
         {"east", {"ตะวันออก"}},
         {"west", {"ตะวันตก"}},
         {"front", {"หน้า"}},
         {"back", {"หลัง"}},
         {"left", {"ซ้าย"}},
         {"right", {"ขวา"}}}}},
      {"ar",
       {false,
        {{"north", {"شمال"}},
         {"south", {"جنوب"}},
         {"east", {"شرق"}},
         {"west", {"غرب"}},
         {"front", {"أمام", "الأمام", "قدام"}},
         {"back", {"خلف", "وراء", "الوراء"}},
         {"left", {"يسار"}},
         {"right", {"يمين"}}}}},
  };
  return table;
}

const std::map<std::string, std::string> kOpposite = {
    {"north", "south"}, {"south", "north"}, {"east", "west"},  {"west", "east"},
    {"front", "back"},  {"back", "front"},  {"left", "right"}, {"right", "left"}};

// Is the code point ending at byte `end` (or starting at `begin`) part of a word?
bool word_before(const std::string& s, size_t end) {
  if (end == 0) return false;
  size_t b = end - 1;
  while (b > 0 && (static_cast<unsigned char>(s[b]) & 0xC0) == 0x80) --b;
  return score::cp_class(score::next_cp(s, b)) == score::CpClass::Word;
}
bool word_at(const std::string& s, size_t begin) {
  if (begin >= s.size()) return false;
  return score::cp_class(score::next_cp(s, begin)) == score::CpClass::Word;
}

// Does `text` contain `w` (at a word beginning for spaced languages)?
bool has_word(const std::string& text, const std::string& w, bool spaced) {
  for (size_t at = text.find(w); at != std::string::npos; at = text.find(w, at + 1)) {
    if (!spaced || !word_before(text, at)) return true;
  }
  return false;
}

bool says(const std::string& lang, const std::string& text, const std::string& component) {
  const DirectionWords& dw = direction_words().at(lang);
  for (const auto& w : dw.words.at(component))
    if (has_word(text, w, dw.spaced)) return true;
  return false;
}

// Spanish "este" (east) is also inside "oeste" (west) and "noreste": only a
// whole word counts, and "oeste" is not "este".
bool says_component(const std::string& lang, const std::string& text, const std::string& component) {
  if (lang == "es" && component == "east") {
    static const std::string w = "este";
    for (size_t at = text.find(w); at != std::string::npos; at = text.find(w, at + 1)) {
      if (!word_before(text, at) && !word_at(text, at + w.size())) return true;
    }
    return false;
  }
  return says(lang, text, component);
}

// Every decimal number in normalised text ("1.5", "1,5", "2"), as tenths.
std::multiset<long> numbers_in(const std::string& text) {
  std::multiset<long> out;
  for (size_t i = 0; i < text.size();) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    long whole = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) whole = whole * 10 + (text[i++] - '0');
    long tenths = whole * 10;
    // A decimal separator: '.', ',' or the Arabic decimal separator U+066B.
    size_t sep = 0;
    if (i + 1 < text.size() && (text[i] == '.' || text[i] == ',')) sep = 1;
    if (i + 2 < text.size() && text.compare(i, 2, "\xd9\xab") == 0) sep = 2;
    if (sep && std::isdigit(static_cast<unsigned char>(text[i + sep]))) {
      tenths += text[i + sep] - '0';
      i += sep + 1;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    }
    out.insert(tenths);
  }
  return out;
}

long tenths(double metres) { return std::lround(std::abs(metres) * 10); }

// Where the object (or room) `id` is mentioned in normalised text, or npos.
size_t find_label(const PhraseIndex& ix, const std::vector<Mention>& ms, const LabelTable& labels,
                  const std::string& id) {
  const LabelTable::Entry* e = labels.find(id);
  if (!e) return std::string::npos;
  for (const Mention& m : ms) {
    for (const auto* p : m.phrases) {
      if (p->value != e->type) continue;
      if (e->index == 0 ? !p->numbered : (p->numbered && m.number == e->index)) return m.begin;
    }
  }
  (void)ix;
  return std::string::npos;
}

struct Checker {
  std::string lang;
  std::shared_ptr<const Renderer> renderer;
  std::shared_ptr<const PhraseIndex> index;
  int checked_facts = 0, checked_questions = 0;

  std::vector<Mention> entities(const std::string& norm) const {
    return index->scan(norm, score::kEntityKinds | score::bit(Kind::Number));
  }

  // One stated offset: both objects, their order, the direction components
  // and the distances.
  void offset(const SampleItem& s, const Fact& f) {
    const Description& d = s.item.description;
    std::map<std::string, std::string> cache;
    auto text = renderer->sentence(fact_sentence(f, d), d.labels, cache);
    REQUIRE_MESSAGE(text, s.family);
    std::string norm = score::normalise_phrase(*text);
    INFO(lang, " ", s.family, " ", frame_name(d.frame), " ", order_name(d.order), ": ", *text);
    auto ms = entities(norm);
    size_t target = find_label(*index, ms, d.labels, f.a);
    CHECK_MESSAGE(target != std::string::npos, "target ", d.labels.label(f.a), " not found");
    if (!f.b.empty()) {
      size_t anchor = find_label(*index, ms, d.labels, f.b);
      CHECK_MESSAGE(anchor != std::string::npos, "anchor ", d.labels.label(f.b), " not found");
      if (target != std::string::npos && anchor != std::string::npos && d.order != Order::None) {
        bool target_first = target < anchor;
        CHECK_MESSAGE(target_first == (d.order == Order::TargetFirst), "mention order");
      }
    }
    bool absolute = d.frame == Frame::Absolute && !f.b.empty();
    std::vector<std::string> expect;
    if (f.ahead != 0) expect.push_back(absolute ? (f.ahead > 0 ? "north" : "south") : (f.ahead > 0 ? "front" : "back"));
    if (f.right != 0) expect.push_back(absolute ? (f.right > 0 ? "east" : "west") : (f.right > 0 ? "right" : "left"));
    for (const auto& c : expect) {
      CHECK_MESSAGE(says_component(lang, norm, c), "says ", c);
      bool other_axis_has_opposite = false;  // "back" may appear in "back... left" only if it is stated
      for (const auto& c2 : expect)
        if (c2 == kOpposite.at(c)) other_axis_has_opposite = true;
      if (!other_axis_has_opposite) CHECK_MESSAGE(!says_component(lang, norm, kOpposite.at(c)), "does not say ", kOpposite.at(c));
    }
    auto nums = numbers_in(norm);
    if (f.ahead != 0) CHECK_MESSAGE(nums.count(tenths(f.ahead)) > 0, "distance ", f.ahead);
    if (f.right != 0) CHECK_MESSAGE(nums.count(tenths(f.right)) > 0, "distance ", f.right);
    ++checked_facts;
  }

  // A room's counts: each kind is named, and each count above one is written.
  void counts(const SampleItem& s, const Fact& f) {
    const Description& d = s.item.description;
    std::map<std::string, std::string> cache;
    auto text = renderer->sentence(fact_sentence(f, d), d.labels, cache);
    REQUIRE_MESSAGE(text, s.family);
    std::string norm = score::normalise_phrase(*text);
    INFO(lang, " ", s.family, ": ", *text);
    auto ms = entities(norm);
    for (const auto& [type, n] : f.counts) {
      bool named = false, counted = n <= 1;
      int64_t sum = 0;  // a kind listed by word ("una almohada y un cojín"): its counts add up
      for (size_t k = 0; k < ms.size(); ++k) {
        // "照明のスイッチ1個": a name run into its count reads as a numbered
        // name whose number is the count.
        bool is_type = std::any_of(ms[k].phrases.begin(), ms[k].phrases.end(),
                                   [&](const auto* p) { return p->value == type; });
        if (!is_type) continue;
        named = true;
        if (ms[k].number == n) counted = true;
        int64_t here = ms[k].number > 0 ? ms[k].number : 1;
        // An Arabic dual says "two" by itself.
        const auto& types = renderer->lexicon().types;
        auto e = types.find(type);
        const std::string* du = e == types.end() ? nullptr : renderer->lexicon().field(e->second, "du");
        if (du && norm.compare(ms[k].begin, ms[k].end - ms[k].begin, score::normalise_phrase(*du)) == 0) {
          counted = counted || n == 2;
          here = 2;
        }
        // The count is the number mention nearest to the name (either side).
        for (size_t j : {k - 1, k + 1}) {
          if (j >= ms.size()) continue;
          bool is_number = ms[j].digits || std::any_of(ms[j].phrases.begin(), ms[j].phrases.end(),
                                                       [](const auto* p) { return p->kind == Kind::Number; });
          if (is_number && (ms[j].number == n || std::any_of(ms[j].phrases.begin(), ms[j].phrases.end(), [&](const auto* p) {
                              return p->kind == Kind::Number && p->value == std::to_string(n);
                            })))
            counted = true;
        }
        // The number mention just before the name, else just after it.
        for (size_t j : {k - 1, k + 1}) {
          if (j >= ms.size()) continue;
          if (ms[j].digits && ms[j].number > 0) { here = ms[j].number; break; }
          auto num = std::find_if(ms[j].phrases.begin(), ms[j].phrases.end(), [](const auto* p) { return p->kind == Kind::Number; });
          if (num != ms[j].phrases.end()) { here = std::stoll((*num)->value); break; }
        }
        sum += here;
      }
      if (sum == n) counted = true;
      CHECK_MESSAGE(named, "kind ", type, " named");
      CHECK_MESSAGE(counted, "count ", n, " of ", type);
    }
    ++checked_facts;
  }

  // What a question states of its arguments: the objects and rooms it names
  // ("obj:Mug_2"), direction components ("dir:left") and numbers of degrees
  // ("deg:90"). Templates may leave an argument out (a 180° turn is "turn
  // around"), so each language is held to what English states.
  std::set<std::string> question(const SampleItem& s) {
    std::set<std::string> found;
    auto text = renderer->question_block(s.item);
    REQUIRE_MESSAGE(text, s.family);
    std::string norm = score::normalise_text(*text);
    auto ms = entities(norm);
    const LabelTable& labels = s.item.description.labels;
    auto nums = numbers_in(norm);
    for (const Arg& a : s.item.question.args) {
      switch (a.kind) {
        case Arg::Kind::Object:
        case Arg::Kind::Room:
          if (labels.has(a.ref) && find_label(*index, ms, labels, a.ref) != std::string::npos)
            found.insert("obj:" + labels.label(a.ref));
          break;
        case Arg::Kind::Compass:
        case Arg::Kind::Ego:
          for (const char* part : {"north", "south", "east", "west", "front", "back", "left", "right"})
            if (a.ref.find(part) != std::string::npos && says_component(lang, norm, part))
              found.insert(std::string("dir:") + part);
          break;
        case Arg::Kind::Degrees:
          if (nums.count(a.number * 10) > 0) found.insert(fmt::format("deg:{}", a.number));
          break;
        default: break;
      }
    }
    ++checked_questions;
    return found;
  }
};

// What the English questions of the samples state (computed once).
const std::vector<std::set<std::string>>& english_questions(const std::vector<SampleItem>& samples) {
  static std::vector<std::set<std::string>> out;
  if (!out.empty()) return out;
  auto r = Renderer::load("en");
  auto ix = PhraseIndex::get("en");
  REQUIRE(r);
  REQUIRE(ix);
  Checker en{"en", *r, *ix};
  for (const SampleItem& s : samples) out.push_back(en.question(s));
  return out;
}

void round_trip(const std::string& lang) {
  set_resource_root(MM_SOURCE_DIR);
  auto r = Renderer::load(lang);
  REQUIRE_MESSAGE(r, lang);
  auto ix = PhraseIndex::get(lang);
  REQUIRE_MESSAGE(ix, lang);
  Checker c{lang, *r, *ix};
  RenderSampleOptions opt;
  opt.houses = 6;
  opt.per_family = 3;
  opt.all_variants = true;
  std::set<std::string> families;
  const std::vector<SampleItem> samples = sample_items(opt);
  const auto& english = english_questions(samples);
  for (size_t i = 0; i < samples.size(); ++i) {
    const SampleItem& s = samples[i];
    families.insert(s.family);
    for (const Fact& f : s.item.description.facts) {
      if (f.kind == FactKind::Offset) c.offset(s, f);
      if (f.kind == FactKind::RoomCounts) c.counts(s, f);
    }
    auto found = c.question(s);
    std::vector<std::string> missing;
    for (const auto& e : english[i])
      if (!found.count(e)) missing.push_back(e);
    INFO(lang, " ", s.family, " ", frame_name(s.frame), " ", order_name(s.order), ": ",
         *c.renderer->question_block(s.item));
    CHECK_MESSAGE(missing.empty(), "the question does not state what English states: ", fmt::format("{}", fmt::join(missing, ", ")));
  }
  CHECK(families.size() == 41);
  MESSAGE(lang, ": ", families.size(), " families, ", c.checked_facts, " facts, ", c.checked_questions,
          " questions read back");
}

}  // namespace

TEST_CASE("round trip: en") { round_trip("en"); }
TEST_CASE("round trip: de") { round_trip("de"); }
TEST_CASE("round trip: es") { round_trip("es"); }
TEST_CASE("round trip: zh") { round_trip("zh"); }
TEST_CASE("round trip: ja") { round_trip("ja"); }
TEST_CASE("round trip: ko") { round_trip("ko"); }
TEST_CASE("round trip: th") { round_trip("th"); }
TEST_CASE("round trip: ar") { round_trip("ar"); }
