// Reading PLA-Dec answers that paraphrase an option's actions
// (read_actions.h): in every condition, turns with their side and angle and
// going ahead in the order written (or the order the order words give); an
// answer whose actions are no option's, or several options', is not read;
// labels and the option's own text come first. Every option text the
// templates render is read back as its own actions.
#include <doctest/doctest.h>

#include "format/text_norm.h"
#include "packs/cospace/release/prompt.h"
#include "packs/cospace/scoring/read_actions.h"
#include "packs/cospace/scoring/read_answer.h"
#include "packs/cospace/tasks/planning.h"

namespace mm::cospace {
namespace {

const CospacePrompter& prompter(const std::string& lang) {
  static std::map<std::string, CospacePrompter> cache;
  auto it = cache.find(lang);
  if (it != cache.end()) return it->second;
  auto pr = CospacePrompter::load(lang);
  REQUIRE_MESSAGE(pr, pr.error().message);
  return cache.emplace(lang, std::move(*pr)).first->second;
}

const AnswerWords& words(const std::string& lang) {
  static std::map<std::string, AnswerWords> cache;
  auto it = cache.find(lang);
  if (it != cache.end()) return it->second;
  auto w = prompter(lang).answer_words();
  REQUIRE_MESSAGE(w, w.error().message);
  return cache.emplace(lang, *w).first->second;
}

// Options with a turn on each side, the swapped order and a turn back.
const std::vector<std::string> kSet1 = {"turn-right-90,go-ahead", "turn-left-45,go-ahead", "go-ahead,turn-right-90",
                                        "turn-back,go-ahead"};
// Two right turns before going ahead: a right turn of no angle fits both.
const std::vector<std::string> kSet2 = {"turn-right-45,go-ahead", "turn-right-90,go-ahead", "go-ahead,turn-left-135",
                                        "turn-left-90,go-ahead"};

struct Case {
  const char* answer;
  int want;  // option position, -1 unread
  const std::vector<std::string>* keys = &kSet1;
  bool reasoning = false;
};

Read read_in(const std::string& lang, const Case& c) {
  Item item;
  item.task = Task::PlaDec;
  item.options = *c.keys;
  auto texts = prompter(lang).option_texts(item);
  REQUIRE_MESSAGE(texts, texts.error().message);
  return read_option(c.answer, words(lang), *texts, *c.keys, c.reasoning);
}

void check_cases(const std::string& lang, const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    Read r = read_in(lang, c);
    INFO(lang << ": " << std::string(c.answer) << " -> " << space::choice_status_name(r.status) << " "
              << r.position << " " << r.how << " " << r.note);
    CHECK((r.status == space::ChoiceStatus::Ok ? r.position : -1) == c.want);
    if (r.status == space::ChoiceStatus::Ok) CHECK(r.how == "option-actions");
  }
}

}  // namespace

TEST_CASE("cospace actions: English paraphrases, the order words, and what is not read") {
  check_cases("en", {
      {"First, turn right by 90 degrees and then go straight ahead.", 0},
      {"turn left, then go forward", 1},
      {"Rotate 90° clockwise and walk ahead.", 0},
      {"I would walk forward first and then turn right ninety degrees.", 2},
      {"Go straight ahead after turning right by 90 degrees.", 0},
      {"Turn around and move straight.", 3},
      {"Make a 45-degree turn to the left, then proceed forward.", 1},
      {"Turn to face the back, then walk forward.", 3},
      {"Going ahead first would leave the spot.\n\nSo I turn right 90 degrees, then walk ahead.", 0, &kSet1, true},
      {"Turn right 45 degrees and go straight ahead.", 0, &kSet2},
      // Not read: a prefix of an option, a sequence no option has, a
      // negation among the actions, a right turn of no angle that fits two
      // options, order words that disagree.
      {"Turn right by 90 degrees.", -1},
      {"Go ahead, then turn right by 45 degrees.", -1},
      {"Turn right by 90 degrees, then go ahead. Do not go ahead first.", -1},
      {"Turn right, then go straight ahead.", -1, &kSet2},
      {"First go ahead, then turn right 90 degrees first.", -1},
      {"Turn right by 30 degrees, then go ahead.", -1},
  });
}

TEST_CASE("cospace actions: Chinese paraphrases") {
  check_cases("zh", {
      {"先向右转90度，然后往前走", 0},
      {"右转九十度再直走", 0},
      {"向左转45度，然后一直往前走", 1},
      {"先往前走，再向右转90度", 2},
      {"往前走之前先向右转90度", 0},
      {"掉头，然后笔直往前走", 3},
      {"向右转90度", -1},
      {"往前走，然后向左转45度", -1},
      {"不要先往前走，向右转90度后直走", -1},
      {"向右转，然后往前走", -1, &kSet2},
  });
}

TEST_CASE("cospace actions: Japanese paraphrases") {
  check_cases("ja", {
      {"右に90度回ってからまっすぐ進む", 0},
      {"時計回りに90度回転し、前に進みます。", 0},
      {"左に45度向きを変えてから直進します", 1},
      {"まっすぐ進んでから右に90度回る", 2},
      {"直進する前に右に90度回転する", 0},
      {"振り返ってから前へ進む", 3},
      {"右に90度回転", -1},
      {"右に135度回ってから直進", -1},
      {"右を向いてから直進", -1, &kSet2},
      {"直進してから左に45度回転", -1},
  });
}

TEST_CASE("cospace actions: Korean paraphrases") {
  check_cases("ko", {
      {"오른쪽으로 90도 돌고 앞으로 걸어가세요", 0},
      {"우회전 90도 후 직진", 0},
      {"먼저 왼쪽으로 45도 회전한 다음 똑바로 가세요", 1},
      {"직진한 후 오른쪽으로 90도 회전", 2},
      {"직진하기 전에 오른쪽으로 90도 회전", 0},
      {"뒤로 돌아서 앞으로 걸어간다", 3},
      {"오른쪽으로 90도 회전", -1},
      {"왼쪽으로 90도 회전한 다음 직진", -1},
      {"직진하지 말고 오른쪽으로 90도 회전", -1},
      {"오른쪽으로 돌고 직진", -1, &kSet2},
  });
}

TEST_CASE("cospace actions: Spanish paraphrases") {
  check_cases("es", {
      {"Primero gira 90 grados a la derecha y luego avanza recto.", 0},
      {"Girar a la izquierda 45 grados, después seguir recto", 1},
      {"Camina hacia adelante y después gira noventa grados a la derecha.", 2},
      {"Avanza en línea recta después de girar 90 grados a la derecha.", 0},
      {"Da media vuelta y sigue recto.", 3},
      {"Gira en sentido horario 90° y luego camina de frente.", 0},
      {"Gira 90 grados a la derecha.", -1},
      {"Gira 90 grados a la derecha, no avances primero.", -1},
      {"Gira a la derecha y avanza.", -1, &kSet2},
      {"Avanza y luego gira 45 grados a la izquierda.", -1},
  });
}

TEST_CASE("cospace actions: Arabic paraphrases") {
  check_cases("ar", {
      {"استدر 90 درجة إلى اليمين، ثم امشِ إلى الأمام", 0},
      {"انعطف يمينًا بزاوية تسعين درجة ثم تقدم", 0},
      {"أولاً استدر إلى اليسار 45 درجة، وبعد ذلك سر إلى الأمام", 1},
      {"امش إلى الأمام ثم استدر 90 درجة إلى اليمين", 2},
      {"امش إلى الأمام بعد أن تستدير 90 درجة إلى اليمين", 0},
      {"التف للخلف ثم تقدم إلى الأمام", 3},
      {"استدر 90 درجة إلى اليمين", -1},
      {"امش إلى الأمام ثم استدر 45 درجة إلى اليسار", -1},
      {"استدر إلى اليمين ثم تقدم", -1, &kSet2},
  });
}

TEST_CASE("cospace actions: Thai paraphrases") {
  check_cases("th", {
      {"หมุนตัวไปทางขวา 90 องศา แล้วเดินไปข้างหน้า", 0},
      {"เลี้ยวขวาเก้าสิบองศาแล้วเดินตรงไป", 0},
      {"หันซ้าย 45 องศา จากนั้นเดินหน้า", 1},
      {"เดินตรงไปข้างหน้าก่อน แล้วหมุนตัวไปทางขวา 90 องศา", 2},
      {"ก่อนเดินตรงไป ให้หมุนขวา 90 องศา", 0},
      {"กลับหลังหันแล้วเดินตรงไป", 3},
      {"หมุนขวา 90 องศา", -1},
      {"หมุนขวา 135 องศาแล้วเดินตรงไป", -1},
      {"เดินตรงไปแล้วหมุนซ้าย 45 องศา", -1},
      {"หมุนขวาแล้วเดินตรงไป", -1, &kSet2},
  });
}

TEST_CASE("cospace actions: German paraphrases") {
  check_cases("de", {
      {"Drehen Sie sich um 90 Grad nach rechts und gehen Sie dann geradeaus.", 0},
      {"Neunzig Grad im Uhrzeigersinn drehen, danach geradeaus laufen", 0},
      {"Um 45° nach links drehen und dann geradeaus.", 1},
      {"Erst geradeaus laufen, dann um 90 Grad nach rechts drehen", 2},
      {"Geradeaus gehen, nachdem Sie sich um 90 Grad nach rechts gedreht haben.", 0},
      {"Umdrehen und geradeaus gehen.", 3},
      {"Um 90 Grad nach rechts drehen.", -1},
      {"Nicht zuerst geradeaus gehen: um 90 Grad nach rechts drehen und dann geradeaus laufen.", -1},
      {"Geradeaus laufen, dann um 45 Grad nach links drehen.", -1},
      {"Nach rechts drehen und geradeaus gehen.", -1, &kSet2},
  });
}

TEST_CASE("cospace actions: struct paraphrases") {
  check_cases("struct", {
      {"turn-right-90, go-ahead", 0},
      {"turn_right_90 -> go_ahead", 0},
      {"TURN-LEFT-45 then GO-AHEAD", 1},
      {"go-ahead; turn-right-90", 2},
      {"turn-back go-ahead", 3},
      {"turn-right-90", -1},
      {"go-ahead,turn-left-45", -1},
      {"turn-right go-ahead", -1, &kSet2},
  });
}

TEST_CASE("cospace actions: a label and the option's own text come first") {
  Read label = read_in("en", {"Answer: C (turn right 90 degrees, then go ahead)", 2});
  CHECK(label.status == space::ChoiceStatus::Ok);
  CHECK(label.position == 2);
  CHECK(label.how != "option-actions");
  Read text = read_in("en", {"turn right by 90 degrees, then go straight ahead", 0});
  CHECK(text.status == space::ChoiceStatus::Ok);
  CHECK(text.position == 0);
  CHECK(text.how == "option-text");
  // Options that are no action sequences are never read by their actions.
  std::vector<std::string> texts{"back", "front-right", "right", "back-left"};
  CHECK(read_option("turn right 90 degrees, then go ahead", words("en"), texts, texts, false).how != "option-actions");
}

TEST_CASE("cospace actions: every option text of every condition reads back as its own actions") {
  std::vector<std::string> steps;
  for (int s = 1; s < 8; ++s) steps.emplace_back(turn_to(s));
  std::vector<std::string> keys;
  for (const std::string& t : steps) {
    keys.push_back(t + "," + std::string(kGoAhead));
    keys.push_back(std::string(kGoAhead) + "," + t);
  }
  for (const std::string& lang : cospace_conditions()) {
    CAPTURE(lang);
    const AnswerWords& w = words(lang);
    REQUIRE(w.action_reader);
    CHECK(w.actions.conflicts().empty());
    Item item;
    item.task = Task::PlaDec;
    item.options = keys;
    auto texts = prompter(lang).option_texts(item);
    REQUIRE(texts);
    for (size_t i = 0; i < keys.size(); ++i) {
      ActionRead r = w.action_reader->read(score::normalise_text((*texts)[i]));
      INFO((*texts)[i] << ": " << r.note);
      std::vector<std::string> names;
      for (const Action& a : r.actions) names.push_back(action_name(a));
      std::string got;
      for (const std::string& n : names) got += (got.empty() ? "" : ",") + n;
      CHECK(got == keys[i]);
    }
  }
}

TEST_CASE("cospace action words: the pack's data loads without conflicts, and bad entries name their place") {
  auto all = builtin_action_words();
  REQUIRE_MESSAGE(all, all.error().message);
  CHECK(all->conflicts().empty());
  auto bad = ActionWords::from_json(Json::parse(R"({"turns": ["x"]})"), "v/en.json: /actions");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().message == "v/en.json: /actions/turns: unknown category 'turns' (did you mean 'turn'?)");
  auto angle = ActionWords::from_json(Json::parse(R"({"angles": [["ninety", "90"]]})"), "v/en.json: /actions");
  REQUIRE_FALSE(angle.ok());
  CHECK(angle.error().message ==
        "v/en.json: /actions/angles/0: expected [word, degrees], found array [\"ninety\",\"90\"]");
  ActionWords two;
  two.words["turn"] = {"x"};
  two.words["go"] = {"x"};
  two.normalise();
  CHECK(two.conflicts() == std::vector<std::string>{"'x': go, turn"});
}

}  // namespace mm::cospace
