// fuzz-link: mm_tos
//
// libFuzzer target for the Theory of Space pack's outside input. The first
// byte picks the reader, the rest is its input:
//   'w' a world file (world_from_json): an accepted world must write back
//       and read back to the same JSON, and an error must name its input;
//   'p' lines for the environment protocol (play on world 0, a budget of
//       three, then the questions): every non-blank line is answered, and
//       the episode never crashes;
//   'v' a release's vocabulary file (AnswerWords::from_json): an accepted
//       one writes and reads back to the same text, and an error names
//       its input;
//   'c' a model's answer in a condition's words: read back through words
//       of an unspaced and a spaced language, then scored as below;
//   anything else: a model's answer, scored against every question of
//       world 0: the score lies in [0, 1].
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "base/json_util.h"
#include "packs/tos/answer_words.h"
#include "packs/tos/protocol.h"
#include "packs/tos/score.h"
#include "packs/tos/world_gen.h"
#include "packs/tos/world_json.h"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_tos_input: %s\n%s\n", what, detail.c_str());
  std::abort();
}

const mm::tos::World& world0() {
  static const mm::tos::World w = *mm::tos::generate_world(0, {}, 0, *mm::tos::load_kinds());
  return w;
}

void world_file(std::string_view text) {
  auto j = mm::parse_json(text, "fuzz/world.json");
  if (!j) return;
  auto w = mm::tos::world_from_json(*j, "fuzz/world.json");
  if (!w) {
    if (w.error().message.rfind("fuzz/world.json", 0) != 0) fail("error without its source", w.error().message);
    return;
  }
  mm::Json back = mm::tos::world_to_json(*w);
  auto again = mm::tos::world_from_json(back, "fuzz/world.json");
  if (!again) fail("a written world is refused", again.error().message);
  if (mm::tos::world_to_json(*again) != back) fail("a world reads back differently", back.dump());
}

void protocol(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::ostringstream out;
  // A short budget and the questions after it, so the answers phase is
  // reached within a few lines.
  mm::tos::PlayOptions opt;
  opt.episode.budget = 3;
  opt.episode.questions = true;
  mm::tos::play(world0(), in, out, opt);
}

void answer(std::string_view text) {
  for (const auto& q : mm::tos::make_questions(world0(), 0)) {
    double s = mm::tos::score_answer(world0(), q, text).score;
    if (!(s >= 0.0 && s <= 1.0)) fail("score outside [0, 1]", q.id);
  }
}

void vocabulary(std::string_view text) {
  auto j = mm::parse_json(text, "fuzz/vocabulary.json");
  if (!j) return;
  auto w = mm::tos::AnswerWords::from_json(*j, "fuzz/vocabulary.json");
  if (!w) {
    if (w.error().message.rfind("fuzz/vocabulary.json", 0) != 0) fail("error without its source", w.error().message);
    return;
  }
  std::string dumped = w->dump();
  auto again = mm::tos::AnswerWords::from_json(mm::Json::parse(dumped), "fuzz/vocabulary.json");
  if (!again || again->dump() != dumped) fail("a vocabulary reads back differently", dumped);
  (void)w->canonical(text);
}

void in_words(std::string_view text) {
  static const mm::tos::AnswerWords zh = [] {
    mm::tos::AnswerWords w("zh", false);
    w.add("左前方", "front-left");
    w.add("很远", "very far");
    w.add("1号门洞", "door 1");
    w.add("没有物体", "none");
    mm::tos::add_canonical_words(w);
    return w;
  }();
  static const mm::tos::AnswerWords de = [] {
    mm::tos::AnswerWords w("de", true);
    w.add("schräg links", "front-left");
    w.add("eher weit", "slightly far");
    w.add("Durchgang 1", "door 1");
    mm::tos::add_canonical_words(w);
    return w;
  }();
  answer(zh.canonical(text));
  answer(de.canonical(text));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0]) {
    case 'w': world_file(text); break;
    case 'p': protocol(text); break;
    case 'v': vocabulary(text); break;
    case 'c': in_words(text); break;
    default: answer(text); break;
  }
  return 0;
}
