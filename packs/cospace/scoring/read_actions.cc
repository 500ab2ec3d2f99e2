#include "packs/cospace/scoring/read_actions.h"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "format/text_norm.h"
#include "packs/cospace/tasks/planning.h"

namespace mm::cospace {
namespace {

using score::CpClass;

// What a word found in the answer is. kNumber and kAngle are made by the
// reader (digits; a number with its degrees).
enum Cat : int {
  kTurn, kTurnRight, kTurnLeft, kTurnBack, kTurnAngle, kSide, kSector, kDegrees, kAngleWord, kNumber, kAngle,
  kMove, kForward, kGo, kThen, kOrder, kNot, kOr, kOther
};

// Order relations of an order word: the action named next (or just before)
// happens first (earlier) or last (later).
enum : unsigned { kNextEarlier = 1, kNextLater = 2, kPrevEarlier = 4, kPrevLater = 8 };

struct Sector {
  const char* key;
  int side, degrees;
};
constexpr Sector kSectors[] = {{"front-right", 1, 45}, {"back-right", 1, 135}, {"back", 0, 180},
                               {"back-left", -1, 135}, {"front-left", -1, 45}};

// Entry fields of a category of the vocabulary's action words.
ActionReader::Entry entry_of(const std::string& cat) {
  ActionReader::Entry e;
  static const std::map<std::string, int> kCats = {
      {"turn", kTurn},      {"turn-right", kTurnRight}, {"turn-left", kTurnLeft}, {"turn-back", kTurnBack},
      {"right", kSide},     {"left", kSide},            {"degrees", kDegrees},    {"go", kGo},
      {"move", kMove},      {"forward", kForward},      {"then", kThen},          {"not", kNot},
      {"or", kOr},          {"other", kOther},          {"angles", kAngleWord},   {"turn-angle", kTurnAngle}};
  static const std::map<std::string, unsigned> kOrders = {
      {"next-earlier", kNextEarlier}, {"next-later", kNextLater}, {"prev-earlier", kPrevEarlier},
      {"prev-later", kPrevLater}};
  if (auto it = kCats.find(cat); it != kCats.end()) e.cat = it->second;
  if (auto it = kOrders.find(cat); it != kOrders.end()) e.cat = kOrder, e.order = it->second;
  if (cat == "right" || cat == "turn-right") e.side = 1;
  if (cat == "left" || cat == "turn-left") e.side = -1;
  for (const Sector& s : kSectors)
    if (cat == s.key) e.cat = kSector, e.side = s.side, e.degrees = s.degrees;
  if (cat == "turn-back") e.degrees = 180;
  return e;
}

// Arabic vowel marks and the tatweel are dropped from words and answers
// alike: "امشِ" is "امش".
std::string without_marks(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t start = i;
    char32_t c = score::next_cp(s, i);
    if ((c >= 0x064B && c <= 0x065F) || c == 0x0670 || c == 0x0640) continue;
    out.append(s.substr(start, i - start));
  }
  return out;
}

std::string first_cp(std::string_view s, size_t i = 0) {
  size_t j = i;
  score::next_cp(s, j);
  return std::string(s.substr(i, j - i));
}

bool digit(std::string_view s, size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; }

bool is_break(char32_t c) {
  switch (c) {
    case U'.': case U'!': case U'?': case U';': case U':': case U',': case U'\n':
    case U'\u3001': case U'\u3002': case U'\u060C': case U'\u061B': case U'\u061F':
      return true;
    default: return false;
  }
}

// The text between two words: whether it holds clause punctuation, how many
// code points other than spaces, how many space-separated words, and
// whether any is of a script written without spaces.
struct Gap {
  bool brk = false;
  int cps = 0, words = 0;
  bool unspaced = false;
};

Gap gap_of(std::string_view t, size_t from, size_t to) {
  Gap g;
  bool in_word = false;
  for (size_t i = from; i < to && i < t.size();) {
    char32_t c = score::next_cp(t, i);
    if (is_break(c)) g.brk = true;
    if (c == U' ' || c == U'\t' || c == U'\n') {
      in_word = false;
      continue;
    }
    ++g.cps;
    if (score::cp_class(c) == CpClass::Unspaced) g.unspaced = true;
    if (!in_word) ++g.words;
    in_word = true;
  }
  return g;
}

// Limits on the text between the words of one action: a turn's words
// ("turn your body 90 degrees to the right"), a verb of going and its
// forward word ("gehen Sie geradeaus"), an order word and its action.
struct Limit {
  int words, cps, unspaced_cps;
};
constexpr Limit kTurnGap{3, 16, 6};
constexpr Limit kGoGap{1, 10, 2};
constexpr Limit kOrderGap{3, 16, 6};

bool within(std::string_view t, size_t from, size_t to, Limit l) {
  Gap g = gap_of(t, from, to);
  if (g.brk) return false;
  return g.unspaced ? g.cps <= l.unspaced_cps : g.cps <= l.cps && g.words <= l.words;
}

bool only_spaces(std::string_view t, size_t from, size_t to) {
  for (size_t i = from; i < to; ++i)
    if (t[i] != ' ') return false;
  return true;
}

struct Tok {
  int cat = kOther;
  int side = 0, degrees = -1;
  unsigned order = 0;
  size_t b = 0, e = 0;
};

bool turnish(int cat) { return cat == kTurn || cat == kTurnRight || cat == kTurnLeft || cat == kTurnAngle; }
bool part(int cat) { return cat == kSide || cat == kSector || cat == kAngle; }
bool action_word(int cat) { return turnish(cat) || part(cat) || cat == kTurnBack || cat == kGo; }

size_t distance(const Tok& x, const Tok& y) { return x.b >= y.e ? x.b - y.e : y.b >= x.e ? y.b - x.e : 0; }

struct Cand {
  Tok tok;
  bool exact;
  int rank;
};

// Where `w` ends when it stands at `start` of t, or 0. `check_start`: the
// code point before must not continue a word of a spaced script.
size_t match_at(std::string_view t, size_t start, const ActionReader::Entry& w, bool check_start) {
  if (t.compare(start, w.word.size(), w.word) != 0) return 0;
  if (check_start && score::cp_class_at(w.word, 0) == CpClass::Word &&
      score::cp_class_before(t, start) == CpClass::Word)
    return 0;
  size_t end = start + w.word.size();
  bool word_end = score::cp_class_before(w.word, w.word.size()) == CpClass::Word;
  if (!word_end) return end;
  if (!w.prefix) return score::cp_class_at(t, end) == CpClass::Word ? 0 : end;
  while (end < t.size() && score::cp_class_at(t, end) == CpClass::Word) score::next_cp(t, end);
  return end;
}

// A number in digits at i: its value, -2 when it is no whole angle ("22.5").
std::optional<Cand> number_at(std::string_view t, size_t i) {
  if (!digit(t, i) || (i > 0 && digit(t, i - 1))) return std::nullopt;
  size_t j = i;
  while (digit(t, j)) ++j;
  int value = j - i <= 4 ? std::atoi(std::string(t.substr(i, j - i)).c_str()) : -2;
  if (j + 1 < t.size() && (t[j] == '.' || t[j] == ',') && digit(t, j + 1)) {
    for (++j; digit(t, j);) ++j;
    value = -2;
  }
  return Cand{{kNumber, 0, value, 0, i, j}, true, 0};
}

// Every word of the reader found in t, then the longest ones that do not
// overlap (a word of the vocabulary before a lexicon's of the same length),
// in text order; words that are no action word are dropped.
std::vector<Tok> find_words(std::string_view t, const std::map<std::string, std::vector<ActionReader::Entry>>& by_first,
                            const std::vector<std::string>& clitics) {
  std::vector<Cand> cands;
  auto try_entries = [&](size_t key_at, size_t begin, bool check_start) {
    auto it = by_first.find(first_cp(t, key_at));
    if (it == by_first.end()) return;
    for (const ActionReader::Entry& w : it->second)
      if (size_t end = match_at(t, key_at, w, check_start))
        cands.push_back({{w.cat, w.side, w.degrees, w.order, begin, end}, !w.prefix, w.rank});
  };
  for (size_t i = 0; i < t.size();) {
    try_entries(i, i, true);
    // An Arabic word with "and" or "so" joined to it: "وامش".
    if (score::cp_class_before(t, i) != CpClass::Word)
      for (const std::string& c : clitics)
        if (!c.empty() && i + c.size() < t.size() && t.compare(i, c.size(), c) == 0)
          try_entries(i + c.size(), i, false);
    if (auto n = number_at(t, i)) cands.push_back(*n);
    score::next_cp(t, i);
  }
  std::sort(cands.begin(), cands.end(), [](const Cand& x, const Cand& y) {
    size_t lx = x.tok.e - x.tok.b, ly = y.tok.e - y.tok.b;
    if (lx != ly) return lx > ly;
    if (x.exact != y.exact) return x.exact;
    if (x.rank != y.rank) return x.rank < y.rank;
    return x.tok.b < y.tok.b;
  });
  std::vector<char> taken(t.size(), 0);
  std::vector<Tok> toks;
  for (const Cand& c : cands) {
    if (std::any_of(taken.begin() + c.tok.b, taken.begin() + c.tok.e, [](char x) { return x != 0; })) continue;
    std::fill(taken.begin() + c.tok.b, taken.begin() + c.tok.e, 1);
    if (c.tok.cat != kOther) toks.push_back(c.tok);
  }
  std::sort(toks.begin(), toks.end(), [](const Tok& x, const Tok& y) { return x.b < y.b; });
  return toks;
}

// Angles: a number with its degrees, an angle in words; a bare number only
// when it is an angle an option could have. Other numbers and lone degrees
// are dropped.
std::vector<Tok> with_angles(std::string_view t, const std::vector<Tok>& toks) {
  std::vector<Tok> out;
  for (size_t k = 0; k < toks.size(); ++k) {
    Tok x = toks[k];
    if (x.cat != kNumber && x.cat != kAngleWord) {
      if (x.cat != kDegrees) out.push_back(x);
      continue;
    }
    bool deg = k + 1 < toks.size() && toks[k + 1].cat == kDegrees && only_spaces(t, x.e, toks[k + 1].b);
    if (deg) x.e = toks[++k].e;
    bool bare_angle = x.degrees == 45 || x.degrees == 90 || x.degrees == 135 || x.degrees == 180;
    if (deg || x.cat == kAngleWord || bare_angle) {
      x.cat = kAngle;
      out.push_back(x);
    }
  }
  return out;
}

// Whether the "then" at the end of `g` joins an action to what follows:
// it starts its clause ("..., then forward") or follows an action word with
// at most one word between ("und dann geradeaus"), not "the sofa is then
// straight ahead".
bool then_joins(std::string_view t, const std::vector<Tok>& g) {
  const Tok& then = g.back();
  size_t i = then.b;
  while (i > 0 && t[i - 1] == ' ') --i;
  if (i == 0) return true;
  size_t j = i - 1;
  while (j > 0 && (static_cast<unsigned char>(t[j]) & 0xC0) == 0x80) --j;
  if (is_break(score::next_cp(t, j))) return true;
  if (g.size() < 2) return false;
  const Tok& prev = g[g.size() - 2];
  Gap gap = gap_of(t, prev.e, then.b);
  return action_word(prev.cat) && !gap.brk && gap.words <= 1;
}

// Going ahead: a verb of going beside a forward word ("walk forward",
// "gehen Sie dann geradeaus"), or a forward word right after a "then" that
// joins it to an action ("dann geradeaus"). Other verbs of going and
// forward words are dropped.
std::vector<Tok> with_goes(std::string_view t, const std::vector<Tok>& toks) {
  // Forward words side by side are one ("一直往前", "straight forward").
  std::vector<Tok> a;
  for (const Tok& x : toks) {
    if (x.cat == kForward && !a.empty() && a.back().cat == kForward && only_spaces(t, a.back().e, x.b)) {
      a.back().e = x.e;
      continue;
    }
    a.push_back(x);
  }
  std::vector<Tok> g;
  for (size_t k = 0; k < a.size(); ++k) {
    Tok x = a[k];
    bool pair = k + 1 < a.size() && ((x.cat == kMove && a[k + 1].cat == kForward) ||
                                     (x.cat == kForward && a[k + 1].cat == kMove));
    bool move_then = x.cat == kMove && k + 2 < a.size() && a[k + 1].cat == kThen && a[k + 2].cat == kForward;
    if (pair && within(t, x.e, a[k + 1].b, kGoGap)) {
      x.e = a[++k].e;
    } else if (move_then && within(t, x.e, a[k + 2].b, kTurnGap)) {
      x.e = a[k + 2].e;
      k += 2;
    } else if (!(x.cat == kForward && !g.empty() && g.back().cat == kThen && only_spaces(t, g.back().e, x.b) &&
                 then_joins(t, g))) {
      if (x.cat != kMove && x.cat != kForward) g.push_back(x);
      continue;
    }
    x.cat = kGo;
    g.push_back(x);
  }
  return g;
}

struct Placed {
  Action a;
  size_t b, e;
};

// The turns of a run of turn words, sides, sectors and angles close
// together. Each side, angle or sector goes to its nearest turn word, and
// each turn word takes the nearest of each; turn words side by side that
// give no side or angle twice are one turn ("turn clockwise by a quarter
// turn", "turn to face the back"); a sector counts only where no side and
// no angle is given. A turn word alone is no action; one with an angle and
// no side makes the answer unread (`unread`).
void turns_of(const std::vector<Tok>& run, std::vector<Placed>& acts, std::string& unread) {
  struct Turn {
    int side = 2, degrees = -1;  // side 2: none given
    const Tok *side_tok = nullptr, *angle = nullptr, *sector = nullptr;
    size_t b = 0, e = 0;
  };
  std::vector<size_t> at;  // run index of each turn word
  for (size_t k = 0; k < run.size(); ++k)
    if (turnish(run[k].cat)) at.push_back(k);
  if (at.empty()) return;
  std::vector<Turn> turns(at.size());
  size_t next = 0;  // the first turn word after run[k]
  for (size_t k = 0; k < run.size(); ++k) {
    while (next < at.size() && at[next] <= k) ++next;
    if (!part(run[k].cat)) continue;
    size_t to = next == 0 ? 0 : next - 1;
    if (next < at.size() && (next == 0 || distance(run[k], run[at[next]]) < distance(run[k], run[at[next - 1]])))
      to = next;
    const Tok& turn = run[at[to]];
    Turn& into = turns[to];
    const Tok*& slot = run[k].cat == kSide ? into.side_tok : run[k].cat == kAngle ? into.angle : into.sector;
    if (!slot || distance(run[k], turn) < distance(*slot, turn)) slot = &run[k];
  }
  std::vector<Turn> found;
  for (size_t i = 0; i < at.size(); ++i) {
    const Tok& turn = run[at[i]];
    Turn x = turns[i];
    x.b = turn.b, x.e = turn.e;
    if (turn.cat == kTurnRight || turn.cat == kTurnLeft) x.side = turn.side;
    else if (x.side_tok) x.side = x.side_tok->side;
    if (turn.cat == kTurnAngle) x.degrees = turn.degrees;
    else if (x.angle) x.degrees = x.angle->degrees;
    for (const Tok* p : {x.side_tok, x.angle})
      if (p) x.b = std::min(x.b, p->b), x.e = std::max(x.e, p->e);
    if (!found.empty() && (found.back().side == 2 || x.side == 2) &&
        (found.back().degrees == -1 || x.degrees == -1)) {
      Turn& y = found.back();
      if (y.side == 2) y.side = x.side;
      if (y.degrees == -1) y.degrees = x.degrees;
      if (!y.sector) y.sector = x.sector;
      y.b = std::min(y.b, x.b), y.e = std::max(y.e, x.e);
      continue;
    }
    found.push_back(x);
  }
  for (Turn& x : found) {
    if (x.side == 2 && x.degrees == -1 && x.sector) {
      x.side = x.sector->side, x.degrees = x.sector->degrees;
      x.b = std::min(x.b, x.sector->b), x.e = std::max(x.e, x.sector->e);
    }
    if (x.degrees == 180) acts.push_back({{Action::Kind::Turn, 0, 180}, x.b, x.e});
    else if (x.side != 2) acts.push_back({{Action::Kind::Turn, x.side, x.degrees}, x.b, x.e});
    else if (x.degrees != -1)
      unread = x.degrees >= 0 ? fmt::format("a turn of {} degrees without a side", x.degrees) : "a turn without a side";
  }
}

// The actions in text order, and the order words, negations and choice
// words met on the way.
struct Found {
  std::vector<Placed> acts;
  std::vector<Tok> orders, nots, ors;
  std::string unread;
};

Found actions_of(std::string_view t, const std::vector<Tok>& toks) {
  Found f;
  std::vector<Tok> run;
  auto flush = [&] {
    turns_of(run, f.acts, f.unread);
    run.clear();
  };
  for (const Tok& x : toks) {
    if (turnish(x.cat) || part(x.cat)) {
      if (!run.empty() && !within(t, run.back().e, x.b, kTurnGap)) flush();
      run.push_back(x);
      continue;
    }
    flush();
    if (x.cat == kTurnBack) f.acts.push_back({{Action::Kind::Turn, 0, 180}, x.b, x.e});
    if (x.cat == kGo) f.acts.push_back({{Action::Kind::Go, 0, -1}, x.b, x.e});
    if (x.cat == kOrder) f.orders.push_back(x);
    if (x.cat == kNot) f.nots.push_back(x);
    if (x.cat == kOr) f.ors.push_back(x);
  }
  flush();
  std::stable_sort(f.acts.begin(), f.acts.end(), [](const Placed& x, const Placed& y) { return x.b < y.b; });
  return f;
}

// Why the actions found are no answer: a negation in a clause with one ("go
// ahead, do not turn first"), or a choice offered among them ("turn right
// or go ahead", "gira 90 o 45 grados"); "" when they are one.
std::string hedged(std::string_view t, const Found& f) {
  // Clause k of t runs up to the k-th clause punctuation.
  std::vector<size_t> breaks;
  for (size_t i = 0; i < t.size();) {
    size_t at = i;
    if (is_break(score::next_cp(t, i))) breaks.push_back(at);
  }
  auto clause = [&](size_t pos) { return std::upper_bound(breaks.begin(), breaks.end(), pos) - breaks.begin(); };
  std::vector<bool> has_action(breaks.size() + 1, false);
  for (const Placed& p : f.acts)
    for (auto c = clause(p.b); c <= clause(p.e - 1); ++c) has_action[c] = true;
  for (const Tok& n : f.nots)
    if (has_action[clause(n.b)]) return fmt::format("a negation among the actions: '{}'", t.substr(n.b, n.e - n.b));
  for (const Tok& o : f.ors)
    if (f.acts.front().b < o.b && o.e < f.acts.back().e)
      return fmt::format("a choice between actions: '{}'", t.substr(o.b, o.e - o.b));
  return "";
}

// What the order words say: for each, the action just before or just after
// it (the nearer, within a few words and no punctuation) and whether that
// action is the first.
std::vector<std::pair<size_t, bool>> order_said(std::string_view t, const Found& f) {
  std::vector<std::pair<size_t, bool>> says;
  for (const Tok& m : f.orders) {
    // Actions do not overlap, so their ends are in order too.
    auto after = std::lower_bound(f.acts.begin(), f.acts.end(), m.e, [](const Placed& p, size_t v) { return p.b < v; });
    auto upto = std::upper_bound(f.acts.begin(), f.acts.end(), m.b, [](size_t v, const Placed& p) { return v < p.e; });
    std::optional<std::pair<size_t, bool>> pick;
    size_t best = 0;
    if (upto != f.acts.begin() && (m.order & (kPrevEarlier | kPrevLater))) {
      const Placed& p = *(upto - 1);
      if (within(t, p.e, m.b, kOrderGap)) {
        pick = {static_cast<size_t>(upto - 1 - f.acts.begin()), (m.order & kPrevEarlier) != 0};
        best = m.b - p.e;
      }
    }
    if (after != f.acts.end() && (m.order & (kNextEarlier | kNextLater)) && within(t, m.e, after->b, kOrderGap) &&
        (!pick || after->b - m.e < best))
      pick = {static_cast<size_t>(after - f.acts.begin()), (m.order & kNextEarlier) != 0};
    if (pick) says.push_back(*pick);
  }
  return says;
}

}  // namespace

std::string action_name(const Action& a) {
  if (a.kind == Action::Kind::Go) return std::string(kGoAhead);
  if (a.side == 0) return "turn-back";
  std::string s = a.side > 0 ? "turn-right" : "turn-left";
  if (a.degrees == -1) return s;
  return a.degrees < 0 ? s + "-?" : fmt::format("{}-{}", s, a.degrees);
}

std::optional<std::vector<Action>> key_actions(std::string_view key) {
  std::vector<Action> out;
  size_t start = 0;
  while (true) {
    size_t comma = key.find(',', start);
    std::string_view a = key.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (a == kGoAhead) {
      out.push_back({Action::Kind::Go, 0, -1});
    } else if (auto d = turn_degrees(a)) {
      if (*d == 180) out.push_back({Action::Kind::Turn, 0, 180});
      else if (*d < 180) out.push_back({Action::Kind::Turn, 1, *d});
      else out.push_back({Action::Kind::Turn, -1, 360 - *d});
    } else {
      return std::nullopt;
    }
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

ActionReader::ActionReader(const ActionWords& words, const std::map<std::string, std::vector<std::string>>& aliases) {
  // First come, first kept: the vocabulary's action words in category
  // order, then the lexicons' words; an order word adds its relations.
  std::map<std::pair<std::string, bool>, Entry> all;
  auto add = [&](std::string word, Entry e) {
    word = without_marks(word);
    if (word.size() > 1 && word.back() == '*') {
      word.pop_back();
      e.prefix = true;
    }
    if (word.empty()) return;
    e.word = word;
    auto [it, fresh] = all.emplace(std::make_pair(word, e.prefix), e);
    if (!fresh && it->second.cat == kOrder && e.cat == kOrder) it->second.order |= e.order;
  };
  for (const std::string& cat : action_word_categories()) {
    auto it = words.words.find(cat);
    if (it == words.words.end()) continue;
    if (cat == "clitics") {
      for (const std::string& c : it->second) clitics_.push_back(without_marks(c));
      continue;
    }
    for (const std::string& w : it->second) add(w, entry_of(cat));
  }
  for (const std::string& cat : action_value_categories()) {
    auto it = words.values.find(cat);
    if (it == words.values.end()) continue;
    for (const auto& [w, deg] : it->second) {
      Entry e = entry_of(cat);
      e.degrees = deg;
      add(w, e);
    }
  }
  for (const auto& [key, list] : aliases) {
    Entry e = entry_of(key == "right" || key == "left" ? key : "other");
    for (const Sector& s : kSectors)
      if (key == s.key) e = entry_of(key);
    if (key == "front") e = entry_of("forward");
    e.rank = 1;
    for (const std::string& w : list) add(w, e);
  }
  for (auto& [k, e] : all) by_first_[first_cp(e.word)].push_back(e);
}

ActionRead ActionReader::read(std::string_view input) const {
  std::string text = without_marks(input);
  std::string_view t = text;
  Found f = actions_of(t, with_goes(t, with_angles(t, find_words(t, by_first_, clitics_))));
  if (!f.unread.empty()) return {{}, f.unread};
  if (f.acts.empty()) return {{}, kNoActions};
  if (std::string why = hedged(t, f); !why.empty()) return {{}, why};
  std::vector<Action> out;
  for (const Placed& p : f.acts) out.push_back(p.a);
  // Two actions: the order words must agree on which is first. More: each
  // must agree with the order written (no option has more than two).
  std::optional<size_t> first;
  for (auto [i, is_first] : order_said(t, f)) {
    size_t want = out.size() == 2 ? (is_first ? i : 1 - i) : 0;
    bool fits = out.size() == 2 || (is_first ? i == 0 : i + 1 == out.size());
    if (!fits || (first && *first != want)) return {{}, "order words that do not agree on the order of the actions"};
    first = want;
  }
  if (first == 1) std::swap(out[0], out[1]);
  return {out, ""};
}

int option_by_actions(const std::vector<Action>& read, const std::vector<std::vector<Action>>& options,
                      std::string* note) {
  auto fits = [](const Action& r, const Action& o) {
    if (r.kind != o.kind) return false;
    if (r.kind == Action::Kind::Go) return true;
    return r.side == o.side && (r.degrees == o.degrees || (r.degrees == -1 && r.side != 0));
  };
  std::vector<int> found;
  for (size_t i = 0; i < options.size(); ++i)
    if (options[i].size() == read.size() && std::equal(read.begin(), read.end(), options[i].begin(), fits))
      found.push_back(static_cast<int>(i));
  if (found.size() == 1) return found[0];
  std::vector<std::string> names;
  for (const Action& a : read) names.push_back(action_name(a));
  if (note)
    *note = found.empty() ? fmt::format("the actions read ({}) are no option's", fmt::join(names, ", "))
                          : fmt::format("the actions read ({}) fit {} options", fmt::join(names, ", "), found.size());
  return -1;
}

}  // namespace mm::cospace
