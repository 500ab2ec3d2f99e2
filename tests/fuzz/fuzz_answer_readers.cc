// fuzz-link: mm_space_release mm_cospace_release
//
// libFuzzer target for the SPACE and CoSpace answer readers: which option a
// model's output chose (space::read_choice, cospace::read_option) and the
// number it answered (cospace::read_number), in the words real releases
// are read in, and the vocabulary files those words come from. The first
// byte picks the reader, the rest is its input:
//   'v' a SPACE vocabulary file (ChoiceWords::from_json);
//   'w' a CoSpace vocabulary file (AnswerWords::from_json);
//       either, when accepted, writes and reads back to the same text, and
//       the input is then also read as an answer in those words; an error
//       names its input;
//   anything else: a model's output, read in the words of SPACE en or th
//       and of CoSpace en, zh or ar (picked by the byte's bits, as is the
//       reasoning regime) against options of text, grids, directions,
//       kinds, angles and action sequences.
// Besides crashes, hangs and sanitizer reports it aborts when an Ok read
// names a position outside the options or a negative number, an Ok read
// says not how it read, or another read says not why.
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "packs/cospace/release/prompt.h"
#include "packs/cospace/scoring/read_answer.h"
#include "packs/space/release/prompt.h"
#include "packs/space/scoring/read_choice.h"

namespace {

using mm::space::ChoiceStatus;

constexpr const char* kSource = "fuzz/vocabulary/en.json";

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_answer_readers: %s\n%s\n", what, detail.c_str());
  std::abort();
}

template <class T>
T loaded(mm::Result<T> r, const char* what) {
  if (!r) fail(what, r.error().message);
  return std::move(*r);
}

const std::vector<mm::space::ChoiceWords>& space_words() {
  static const std::vector<mm::space::ChoiceWords> w = [] {
    std::vector<mm::space::ChoiceWords> out;
    for (const char* lang : {"en", "th"}) {
      auto p = loaded(mm::space::SpacePrompter::load(lang), "SPACE prompter");
      out.push_back(loaded(p.choice_words(), "SPACE choice words"));
    }
    return out;
  }();
  return w;
}

const std::vector<mm::cospace::AnswerWords>& cospace_words() {
  static const std::vector<mm::cospace::AnswerWords> w = [] {
    std::vector<mm::cospace::AnswerWords> out;
    for (const char* lang : {"en", "zh", "ar"}) {
      auto p = loaded(mm::cospace::CospacePrompter::load(lang), "CoSpace prompter");
      out.push_back(loaded(p.answer_words(), "CoSpace answer words"));
    }
    return out;
  }();
  return w;
}

// Options as prompts show them: phrases, then grids one row per line.
const std::vector<std::vector<std::string>> kChoiceOptions = {
    {"north-east", "the red chair", "3", "left of the table"},
    {"# . .\n. # .\n. . #", ". # .\n# . #\n. # .", "# # #\n. . .\n# # #", ". . .\n. # .\n. . ."},
};

struct OptionSet {
  std::vector<std::string> texts, keys;
};
// Directions and kinds (read by their words in any language), angles (by
// number) and action sequences (by their actions).
const std::vector<OptionSet> kOptionSets = {
    {{"back", "front-right", "right", "back-left"}, {"back", "front-right", "right", "back-left"}},
    {{"toilet", "dog bed", "bed", "dresser"}, {"Toilet", "DogBed", "Bed", "Dresser"}},
    {{"30 degrees", "45 degrees", "60 degrees", "90 degrees"}, {"30", "45", "60", "90"}},
    {{"turn right by 90 degrees, then go straight ahead", "go straight ahead, then turn right by 90 degrees",
      "turn left by 45 degrees, then go straight ahead", "turn around, then go straight ahead"},
     {"turn-right-90,go-ahead", "go-ahead,turn-right-90", "turn-left-45,go-ahead", "turn-back,go-ahead"}},
};

std::string shown(std::string_view text) { return std::string(text.substr(0, 2000)); }

void check(ChoiceStatus status, int position, size_t options, const std::string& how, const std::string& note,
           std::string_view text) {
  if (status == ChoiceStatus::Ok) {
    if (position < 0 || static_cast<size_t>(position) >= options) fail("a position outside the options", shown(text));
    if (how.empty()) fail("an Ok read says not how", shown(text));
  } else if (note.empty()) {
    fail("a read that is not Ok says not why", shown(text));
  }
}

void read_space(std::string_view text, const mm::space::ChoiceWords& w, bool reasoning) {
  for (const auto& options : kChoiceOptions) {
    mm::space::Choice c = mm::space::read_choice(text, w, options, reasoning);
    check(c.status, c.position, options.size(), c.how, c.note, text);
  }
}

void read_cospace(std::string_view text, const mm::cospace::AnswerWords& w, bool reasoning) {
  mm::cospace::Read n = mm::cospace::read_number(text, w, reasoning);
  if (n.status == ChoiceStatus::Ok && n.number < 0) fail("a negative number", shown(text));
  check(n.status, n.status == ChoiceStatus::Ok ? 0 : -1, 1, n.how, n.note, text);
  for (const OptionSet& o : kOptionSets) {
    mm::cospace::Read r = mm::cospace::read_option(text, w, o.texts, o.keys, reasoning);
    check(r.status, r.position, o.texts.size(), r.how, r.note, text);
  }
}

// Reads a vocabulary file with `from_json`; an accepted one must read back
// from its own text to the same text. Returns it, or nothing.
template <class Words>
std::optional<Words> vocabulary(std::string_view text) {
  auto j = mm::parse_json(text, kSource);
  if (!j) return std::nullopt;
  auto w = Words::from_json(*j, kSource);
  if (!w) {
    if (w.error().message.rfind(kSource, 0) != 0) fail("error without its source", w.error().message);
    return std::nullopt;
  }
  std::string dumped = w->dump();
  auto back = mm::parse_json(dumped, kSource);
  if (!back) fail("a written vocabulary is no JSON", back.error().message + "\n" + dumped);
  auto again = Words::from_json(*back, kSource);
  if (!again) fail("a written vocabulary is refused", again.error().message + "\n" + dumped);
  if (again->dump() != dumped) fail("a vocabulary reads back differently", dumped);
  return std::move(*w);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const bool reasoning = data[0] & 1;
  if (data[0] == 'v') {
    if (auto w = vocabulary<mm::space::ChoiceWords>(text)) read_space(text, *w, reasoning);
  } else if (data[0] == 'w') {
    if (auto w = vocabulary<mm::cospace::AnswerWords>(text)) read_cospace(text, *w, reasoning);
  } else {
    read_space(text, space_words()[(data[0] >> 1) % space_words().size()], reasoning);
    read_cospace(text, cospace_words()[(data[0] >> 2) % cospace_words().size()], reasoning);
  }
  return 0;
}
