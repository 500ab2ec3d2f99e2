#include "validators/reading/phrase_index.h"

#include <algorithm>
#include <set>
#include <tuple>

#include "base/text.h"
#include "format/text_norm.h"

namespace mm::score {
namespace {

bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool cp_boundary(std::string_view s, size_t i) {
  return i >= s.size() || (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
}
bool ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// An apostrophe between two letters joins a word ("it's", "agent's"), so a
// one-letter alias ("s" for south) never matches inside a contraction.
CpClass class_at(std::string_view s, size_t i) {
  if (i >= s.size()) return CpClass::Space;
  if (s[i] == '\'' && i > 0 && i + 1 < s.size() && ascii_letter(s[i - 1]) && ascii_letter(s[i + 1]))
    return CpClass::Word;
  return cp_class(next_cp(s, i));
}
// Class of the code point that ends at byte `end`.
CpClass class_before(std::string_view s, size_t end) {
  if (end == 0) return CpClass::Space;
  size_t b = end - 1;
  while (b > 0 && (static_cast<unsigned char>(s[b]) & 0xC0) == 0x80) --b;
  return class_at(s, b);
}
bool end_ok(std::string_view s, size_t end) {
  return !(class_before(s, end) == CpClass::Word && class_at(s, end) == CpClass::Word);
}
// Value of the digit run at i, capped at kMaxNumber (never overflows); sets `end`.
int64_t digit_run(std::string_view s, size_t i, size_t& end) {
  int64_t v = 0;
  end = i;
  while (end < s.size() && is_digit(static_cast<unsigned char>(s[end]))) {
    v = std::min(kMaxNumber, v * 10 + (s[end] - '0'));
    ++end;
  }
  return v;
}

// Arabic writes "and", "so", "with", "like" and "for" as one-letter
// proclitics joined to the next word (ومغسلة = "and a sink"): a phrase may
// start right after such a letter when it opens the word.
bool after_proclitic(std::string_view s, size_t i) {
  if (i < 2) return false;
  std::string_view p = s.substr(i - 2, 2);
  bool clitic = p == "\xd9\x88" /* و */ || p == "\xd9\x81" /* ف */ || p == "\xd8\xa8" /* ب */ ||
                p == "\xd9\x83" /* ك */ || p == "\xd9\x84" /* ل */;
  return clitic && class_before(s, i - 2) != CpClass::Word;
}

}  // namespace

uint32_t PhraseIndex::kid(uint32_t node, unsigned char c) const {
  const auto& kids = nodes_[node].kids;
  auto it = std::lower_bound(kids.begin(), kids.end(), std::make_pair(c, uint32_t(0)));
  return it != kids.end() && it->first == c ? it->second : 0;
}

bool PhraseIndex::walk(std::string_view s, size_t start, KindMask relevant, Mention& out) const {
  uint32_t node = 0;
  int64_t number = -1;
  size_t i = start;
  bool found = false;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    uint32_t next = kid(node, c);
    if (next) {
      ++i;
    } else if (is_digit(c) && (next = kid(node, '#'))) {
      number = digit_run(s, i, i);
    } else {
      break;
    }
    node = next;
    if (nodes_[node].phrases.empty() || !cp_boundary(s, i) || !end_ok(s, i)) continue;
    std::vector<const Phrase*> hits;
    for (uint32_t p : nodes_[node].phrases)
      if (relevant & bit(phrases_[p]->kind)) hits.push_back(phrases_[p].get());
    if (hits.empty()) continue;
    out.begin = start;
    out.end = i;
    out.phrases = std::move(hits);
    out.number = number;
    out.digits = false;
    found = true;
  }
  return found;
}

std::vector<Mention> PhraseIndex::scan(std::string_view s, KindMask relevant) const {
  relevant |= kEntityKinds;
  std::vector<Mention> out;
  size_t i = 0;
  CpClass prev = CpClass::Space;
  while (i < s.size()) {
    size_t j = i;
    next_cp(s, j);
    CpClass cls = class_at(s, i);
    bool can_start = cls != CpClass::Space &&
                     !(cls == CpClass::Word && prev == CpClass::Word && !after_proclitic(s, i));
    if (can_start) {
      Mention m;
      if (walk(s, i, relevant, m)) {
        i = m.end;
        prev = class_before(s, i);
        out.push_back(std::move(m));
        continue;
      }
      if (is_digit(static_cast<unsigned char>(s[i]))) {
        size_t end;
        int64_t v = digit_run(s, i, end);
        if ((relevant & bit(Kind::Number)) && end_ok(s, end)) {
          Mention d;
          d.begin = i;
          d.end = end;
          d.number = v;
          d.digits = true;
          out.push_back(std::move(d));
        }
        i = end;
        prev = CpClass::Word;
        continue;
      }
    }
    prev = cls;
    i = j;
  }
  return out;
}

PhraseIndex::Builder::Builder(std::string condition) : idx_(new PhraseIndex) {
  idx_->condition_ = std::move(condition);
  idx_->nodes_.emplace_back();  // root
}

void PhraseIndex::Builder::add(std::string_view text, Kind kind, Origin origin, std::string value,
                               bool plural, std::string_view group) {
  std::string key = normalise_phrase(text);
  if (key.empty()) return;
  bool numbered = key.find('#') != std::string::npos;
  uint32_t node = 0;
  for (unsigned char c : key) {
    auto& kids = idx_->nodes_[node].kids;
    auto it = std::lower_bound(kids.begin(), kids.end(), std::make_pair(c, uint32_t(0)));
    if (it != kids.end() && it->first == c) {
      node = it->second;
      continue;
    }
    uint32_t fresh = uint32_t(idx_->nodes_.size());
    kids.insert(it, {c, fresh});
    idx_->nodes_.emplace_back();
    node = fresh;
  }
  for (uint32_t p : idx_->nodes_[node].phrases) {
    Phrase& q = *idx_->phrases_[p];
    if (q.kind != kind || q.origin != origin || q.value != value) continue;
    // A repeat; one more word group writes it (an alias of every variant).
    if (!group.empty() && std::find(q.groups.begin(), q.groups.end(), group) == q.groups.end())
      q.groups.emplace_back(group);
    return;
  }
  auto ph = std::make_unique<Phrase>(Phrase{kind, origin, numbered, plural, std::move(value), {}});
  if (!group.empty()) ph->groups.emplace_back(group);
  if (kind == Kind::Object && !numbered) pending_surfaces_.emplace_back(key, ph.get());
  idx_->nodes_[node].phrases.push_back(uint32_t(idx_->phrases_.size()));
  idx_->phrases_.push_back(std::move(ph));
}

namespace {

// Appends a text's normalised form unless it is empty or already there.
void add_normalised_once(std::vector<std::string>& to, std::string_view text) {
  std::string m = normalise_phrase(text);
  if (!m.empty() && std::find(to.begin(), to.end(), m) == to.end()) to.push_back(std::move(m));
}

}  // namespace

void PhraseIndex::Builder::add_marker(std::string_view text) { add_normalised_once(idx_->markers_, text); }
void PhraseIndex::Builder::add_refusal(std::string_view text) { add_normalised_once(idx_->refusals_, text); }
void PhraseIndex::Builder::add_separator(std::string_view text) { add_normalised_once(idx_->separators_, text); }

std::shared_ptr<const PhraseIndex> PhraseIndex::Builder::build() {
  auto longest_first = [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() > b.size() : a < b;
  };
  std::sort(idx_->markers_.begin(), idx_->markers_.end(), longest_first);
  std::sort(idx_->separators_.begin(), idx_->separators_.end(), longest_first);
  std::set<std::pair<std::string, const Phrase*>> seen;
  for (auto& [text, ph] : pending_surfaces_)
    if (seen.insert({text, ph}).second) idx_->surfaces_.push_back({to_u32(text), ph});
  return std::shared_ptr<const PhraseIndex>(std::move(idx_));
}

}  // namespace mm::score
