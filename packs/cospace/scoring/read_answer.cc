#include "packs/cospace/scoring/read_answer.h"

#include <algorithm>
#include <optional>

#include "format/text_norm.h"
#include "packs/cospace/scoring/read_actions.h"
#include "validators/reading/answer_text.h"

namespace mm::cospace {
namespace {

using space::ChoiceStatus;
using score::CpClass;
// The class of the code point at byte i, and of the one ending there.
CpClass class_at(std::string_view s, size_t i) { return score::cp_class_at(s, i); }
CpClass class_before(std::string_view s, size_t i) { return score::cp_class_before(s, i); }

// Arabic-Indic, Eastern Arabic-Indic and Thai digits as ASCII digits, so
// one rule reads them all.
std::string ascii_digits(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t start = i;
    char32_t c = score::next_cp(s, i);
    if (c >= U'\u0660' && c <= U'\u0669') out += static_cast<char>('0' + (c - U'\u0660'));
    else if (c >= U'\u06F0' && c <= U'\u06F9') out += static_cast<char>('0' + (c - U'\u06F0'));
    else if (c >= U'\u0E50' && c <= U'\u0E59') out += static_cast<char>('0' + (c - U'\u0E50'));
    else out.append(s.substr(start, i - start));
  }
  return out;
}

// A word at i on word borders where its edge is a spaced script's letter;
// a word of a script without spaces stands anywhere ("两把", "3脚").
bool word_at(std::string_view s, size_t i, std::string_view word) {
  if (word.empty() || s.substr(i, word.size()) != word) return false;
  if (class_at(word, 0) == CpClass::Word && class_before(s, i) == CpClass::Word) return false;
  CpClass last = class_before(word, word.size());
  return !(last == CpClass::Word && class_at(s, i + word.size()) == CpClass::Word);
}

struct Num {
  int value = -1;
  size_t end = 0;
};

bool digit(std::string_view s, size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; }

// Words that are numbers only when nothing else in the line is: articles
// and pronouns ("the odd one is the third view", "hay un sillón ...").
bool weak_number(std::string_view word) {
  static constexpr std::string_view kWeak[] = {"a",   "an",    "no",    "none",  "one",   "single", "un",
                                               "una", "uno",   "ein",   "eine",  "einen", "einer",  "einem",
                                               "kein", "keine", "keiner", "ninguno", "ninguna", "ningún"};
  return std::find(std::begin(kWeak), std::end(kWeak), word) != std::end(kWeak);
}

// Words that begin with a number word of a language written without spaces
// but are no number ("一共" is "in all", "一样" "the same").
size_t not_a_number(std::string_view s, size_t i) {
  static constexpr std::string_view kWords[] = {"一共", "一起", "一样", "一些", "一下", "一直", "一定", "一致",
                                                "一般", "一点", "一边", "一緒", "一番", "一度", "一方", "一部"};
  for (std::string_view k : kWords)
    if (s.substr(i, k.size()) == k) return k.size();
  return 0;
}

// The longest alias or refusal starting at i, 0 when none.
size_t blocker_at(std::string_view s, size_t i, const AnswerWords& w) {
  for (const std::string& b : w.blockers)
    if (word_at(s, i, b)) return b.size();
  return 0;
}

Num number_at(std::string_view s, size_t i, const AnswerWords& w, bool weak) {
  if (not_a_number(s, i)) return {};
  // Not inside a number, nor the decimals of one ("2.5").
  if (digit(s, i) && !digit(s, i - 1) && !(i >= 2 && (s[i - 1] == '.' || s[i - 1] == ',') && digit(s, i - 2))) {
    size_t j = i;
    while (j < s.size() && s[j] >= '0' && s[j] <= '9' && j - i < 6) ++j;
    if (j < s.size() && s[j] >= '0' && s[j] <= '9') return {};
    // "2.5" or "3,5" is no whole number.
    if (j + 1 < s.size() && (s[j] == '.' || s[j] == ',') && s[j + 1] >= '0' && s[j + 1] <= '9') return {};
    return {std::stoi(std::string(s.substr(i, j - i))), j};
  }
  for (const auto& [word, n] : w.numbers)
    if (word_at(s, i, word) && weak_number(word) == weak) return {n, i + word.size()};
  return {};
}

struct Found {
  std::optional<Num> num;
  std::string hedge;
};

// The first number of a line (a weak word only when the line has no
// other), and a hedge when a second one is offered right after it ("2 or
// 3", "2/3").
Found first_number(std::string_view line, const AnswerWords& w, bool weak = false) {
  for (size_t i = 0; i < line.size(); ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) continue;
    // A number word inside a longer word (a kind, a direction, a refusal)
    // is none: such a word is passed over whole.
    if (size_t skip = digit(line, i) ? 0 : std::max(not_a_number(line, i), blocker_at(line, i, w))) {
      i += skip - 1;
      continue;
    }
    Num n = number_at(line, i, w, weak);
    if (n.value < 0) continue;
    size_t j = n.end;
    while (j < line.size() && line[j] == ' ') ++j;
    for (const std::string& h : w.choice.hedges) {
      if (!word_at(line, j, h) && !(h.size() == 1 && line.substr(j, 1) == h)) continue;
      size_t k = j + h.size();
      while (k < line.size() && line[k] == ' ') ++k;
      Num second = number_at(line, k, w, false);
      if (second.value < 0) second = number_at(line, k, w, true);
      if (second.value >= 0 && second.value != n.value)
        return {std::nullopt, std::to_string(n.value) + " " + h + " " + std::to_string(second.value)};
    }
    return {n, ""};
  }
  return weak ? Found{} : first_number(line, w, true);
}

Read refusal_or_invalid(std::string_view c, const AnswerWords& w, const char* what) {
  for (const std::string& r : w.choice.refusals)
    for (size_t at = c.find(r); at != std::string_view::npos; at = c.find(r, at + 1))
      if (word_at(c, at, r)) return {ChoiceStatus::Refusal, -1, -1, "", "declines: " + r};
  return {ChoiceStatus::Invalid, -1, -1, "", what};
}

// Where an option is looked for by its words: after the last answer marker,
// else the whole output (its last paragraph in the reasoning regime).
std::string answer_scope(std::string_view output, const AnswerWords& w, bool reasoning) {
  std::string text = score::clean_output(score::normalise_text(output));
  std::string_view c = text;
  if (size_t m = score::marker_end(c, w.choice.markers); m != std::string_view::npos) return std::string(c.substr(m));
  if (reasoning)
    if (size_t para = c.rfind("\n\n"); para != std::string_view::npos) return std::string(c.substr(para));
  return text;
}

// The one option some of whose words occur in `scope`, on word borders; an
// occurrence inside a longer occurrence of another option's word does not
// count. -1 when none or several do.
int option_by_words(std::string_view scope, const std::vector<std::vector<std::string>>& words) {
  std::vector<space::OptionHit> occ;
  for (size_t o = 0; o < words.size(); ++o)
    for (const std::string& word : words[o])
      for (size_t at = scope.find(word); !word.empty() && at != std::string_view::npos; at = scope.find(word, at + 1))
        if (word_at(scope, at, word)) occ.push_back({static_cast<int>(o), at, at + word.size()});
  std::vector<int> found = space::uncovered_options(occ);
  return found.size() == 1 ? found[0] : -1;
}

// PLA-Dec's options are action sequences: an answer that says the actions
// in its own words names the one option they are (read_actions.h), and one
// whose actions name none, or several, says so. Nothing when the options
// are no action sequences or the answer holds no action.
std::optional<Read> read_actions(std::string_view output, const AnswerWords& w, const std::vector<std::string>& keys,
                                 bool reasoning) {
  std::vector<std::vector<Action>> options;
  for (const std::string& k : keys)
    if (auto a = key_actions(k)) options.push_back(std::move(*a));
  if (!w.action_reader || keys.empty() || options.size() != keys.size()) return std::nullopt;
  ActionRead read = w.action_reader->read(answer_scope(output, w, reasoning));
  std::string note = read.note;
  if (note.empty())
    if (int o = option_by_actions(read.actions, options, &note); o >= 0)
      return Read{ChoiceStatus::Ok, o, -1, "option-actions", ""};
  if (note == kNoActions) return std::nullopt;
  return Read{ChoiceStatus::Invalid, -1, -1, "", note};
}

}  // namespace

Read read_number(std::string_view output, const AnswerWords& w, bool reasoning) {
  if (output.size() > space::kMaxChoiceOutputBytes) return {ChoiceStatus::Invalid, -1, -1, "", "output too long to read"};
  std::string text = ascii_digits(score::clean_output(score::normalise_text(output)));
  std::string_view c = text;
  if (score::trim(c).empty()) return {ChoiceStatus::Empty, -1, -1, "", "nothing but whitespace or markup"};
  std::vector<std::pair<std::string_view, const char*>> scopes;
  if (size_t m = score::marker_end(c, w.choice.markers); m != std::string_view::npos) {
    std::string_view after = c.substr(m);
    size_t first = after.find_first_not_of(" \t\n");
    if (first != std::string_view::npos) {
      after = after.substr(first);
      scopes.push_back({after.substr(0, after.find('\n')), "marker"});
    }
  }
  std::vector<std::string_view> lines;
  for (std::string_view l : score::split_lines(c))
    if (!score::trim(l).empty()) lines.push_back(score::trim(l));
  if (reasoning) std::reverse(lines.begin(), lines.end());
  for (size_t k = 0; k < lines.size() && k < 2; ++k) scopes.push_back({lines[k], "number"});
  if (!reasoning && lines.size() > 2) scopes.push_back({lines.back(), "number"});
  for (const auto& [scope, how] : scopes) {
    Found f = first_number(scope, w);
    if (!f.hedge.empty()) return {ChoiceStatus::Refusal, -1, -1, "", "hedge: " + f.hedge};
    if (f.num) return {ChoiceStatus::Ok, -1, f.num->value, how, ""};
  }
  return refusal_or_invalid(c, w, "no number found");
}

Read read_option(std::string_view output, const AnswerWords& w, const std::vector<std::string>& texts,
                 const std::vector<std::string>& keys, bool reasoning) {
  // Options with words of their own (directions, kinds) are read by those
  // words below, not by the shown text alone: "derecha" inside "delante a la
  // derecha" must not read as the option "derecha".
  bool by_words = !keys.empty() && std::all_of(keys.begin(), keys.end(), [&](const std::string& k) {
    return w.aliases.count(k) > 0;
  });
  space::Choice c = space::read_choice(output, w.choice, by_words ? std::vector<std::string>{} : texts, reasoning);
  if (c.status == ChoiceStatus::Ok && c.position < static_cast<int>(texts.size()))
    return {ChoiceStatus::Ok, c.position, -1, c.how, ""};
  if (c.status == ChoiceStatus::Ok) return {ChoiceStatus::Invalid, -1, -1, "", "a label this question does not offer"};
  if (by_words && c.status == ChoiceStatus::Invalid) {
    std::vector<std::vector<std::string>> words(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) {
      words[i] = w.aliases.at(keys[i]);
      if (i < texts.size()) words[i].push_back(score::normalise_phrase(texts[i]));
    }
    if (int o = option_by_words(answer_scope(output, w, reasoning), words); o >= 0)
      return {ChoiceStatus::Ok, o, -1, "option-words", ""};
  }
  if (c.status == ChoiceStatus::Invalid)
    if (std::optional<Read> r = read_actions(output, w, keys, reasoning)) return *r;
  bool numeric = !keys.empty() && std::all_of(keys.begin(), keys.end(), [](const std::string& k) {
    return !k.empty() && std::all_of(k.begin(), k.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  });
  if (numeric && c.status == ChoiceStatus::Invalid) {
    Read n = read_number(output, w, reasoning);
    if (n.status != ChoiceStatus::Ok) return n;
    for (size_t i = 0; i < keys.size(); ++i)
      if (std::stoi(keys[i]) == n.number) return {ChoiceStatus::Ok, static_cast<int>(i), -1, "number", ""};
    return {ChoiceStatus::Invalid, -1, -1, "", "the number read is no option: " + std::to_string(n.number)};
  }
  return {c.status, -1, -1, "", c.note};
}

}  // namespace mm::cospace
