// The human-pilot harness end to end in a terminal (tmux: send-keys,
// capture-pane): a 10-item stratified sample answered by typing, half of
// the answers right; interrupted after five and resumed; the predictions
// file scores as typed. And the sample itself: stratified, deterministic.
#include <doctest/doctest.h>

#include <chrono>
#include <regex>
#include <thread>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/text.h"
#include "harness/pilot/pilot.h"
#include "tests/harness/harness_test_util.h"

namespace mm::test {
namespace {

bool have_tmux() {
  std::string out;
  return run_command("tmux -V", &out) == 0;
}

struct Tmux {
  std::string session;
  explicit Tmux(const std::string& cmd) : session(fmt::format("mm-pilot-{}", ::getpid())) {
    std::string out;
    REQUIRE(run_command(fmt::format("tmux new-session -d -s {} -x 250 -y 80 '{}; sleep 30'", session, cmd), &out) == 0);
  }
  ~Tmux() {
    std::string out;
    run_command("tmux kill-session -t " + session, &out);
  }
  std::string screen() const {
    std::string out;
    run_command(fmt::format("tmux capture-pane -p -J -S - -t {}", session), &out);
    return out;
  }
  void type(const std::string& text) const {
    std::string out, quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    quoted += "'";
    REQUIRE(run_command(fmt::format("tmux send-keys -t {} -l {}", session, quoted), &out) == 0);
    REQUIRE(run_command(fmt::format("tmux send-keys -t {} Enter Enter", session), &out) == 0);
  }
  /// Waits until the screen contains `text` (at most 20 s).
  std::string wait_for(const std::string& text) const {
    for (int i = 0; i < 200; ++i) {
      std::string s = screen();
      if (s.find(text) != std::string::npos) return s;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    FAIL("timed out waiting for: " << text << "\nscreen:\n" << screen());
    return "";
  }
};

// The id shown in the header of item k.
std::string id_of_item(const std::string& screen, int k) {
  std::smatch m;
  std::regex header(fmt::format("Item {} of 10 · L[0-9] · [A-Za-z]+ · [a-z]+ · (mm-[0-9a-f]+)", k));
  REQUIRE(std::regex_search(screen, m, header));
  return m[1];
}

TEST_CASE("pilot: the sample is stratified over levels, deterministic and the participant's own") {
  harness::PilotOptions opt;
  opt.release = harness_release();
  opt.participant = "P01";
  opt.sample = 10;
  auto a = harness::pilot_sample(opt), b = harness::pilot_sample(opt);
  REQUIRE(a);
  REQUIRE(a->size() == 10);
  std::vector<int> per_level(6, 0);
  for (size_t i = 0; i < a->size(); ++i) {
    ++per_level[size_t((*a)[i].level)];
    CHECK((*a)[i].id == (*b)[i].id);
    CHECK((*a)[i].language == "en");
  }
  CHECK(per_level == std::vector<int>{2, 2, 2, 2, 1, 1});
  opt.participant = "P02";
  auto c = harness::pilot_sample(opt);
  REQUIRE(c);
  size_t same = 0;
  for (size_t i = 0; i < c->size(); ++i) same += (*c)[i].id == (*a)[i].id;
  CHECK(same < 10);  // another participant, another draw
  opt.conditions = {"zh"};
  auto zh = harness::pilot_sample(opt);
  REQUIRE(zh);
  CHECK(zh->front().language == "zh");
  opt.conditions = {"ja"};
  auto ja = harness::pilot_sample(opt);
  REQUIRE_FALSE(ja);
  CHECK(ja.error().message.find("'ja' is not a condition") != std::string::npos);
}

TEST_CASE("pilot: Arabic lines in visual order for terminals that do not reorder") {
  // Logical "سلام abc 12" in a right-to-left paragraph: the Arabic word
  // takes the right end, its letters laid out from the right; "abc 12" stays
  // one left-to-right run (a number after Latin letters joins them).
  CHECK(visual_order("\u0633\u0644\u0627\u0645 abc 12", true) == "abc 12 \u0645\u0627\u0644\u0633");
  CHECK(visual_order("\u0633\u0644\u0627\u0645 12", true) == "12 \u0645\u0627\u0644\u0633");
  CHECK(visual_order("plain text", false) == "plain text");
  CHECK(visual_order("\u2068abc\u2069", true) == "abc");  // isolates dropped
}

TEST_CASE("pilot: ten items typed in a terminal, interrupted and resumed, score as typed") {
  if (!have_tmux()) {
    MESSAGE("tmux is not installed (.ci/install-deps installs it): skipped");
    return;
  }
  TempDir tmp;
  const std::string out = tmp.file("pilot-T.jsonl");
  const std::string cmd =
      fmt::format("{} pilot {} --participant T --sample 10 --out {}", MM_BINARY, harness_release(), out);
  std::map<std::string, bool> typed_right;  // id -> answered right
  auto answer = [&](const Tmux& t, int k) {
    std::string screen = t.wait_for(fmt::format("Item {} of 10 ·", k));
    t.wait_for("Your answer");
    std::string id = id_of_item(screen, k);
    bool right = k % 2 == 1;
    typed_right[id] = right;
    t.type(right ? canonical_answers().at(id) : wrong_answer());
  };
  {
    Tmux t(cmd);
    t.wait_for("0 answered already");
    for (int k = 1; k <= 5; ++k) answer(t, k);
    t.wait_for("Item 6 of 10 ·");
    t.type(":quit");
    t.wait_for("Stopped: 5 of 10 answered");
  }
  {
    Tmux t(cmd);
    t.wait_for("5 answered already");
    for (int k = 6; k <= 10; ++k) answer(t, k);
    t.wait_for("Done: 10 of 10 answered");
  }
  auto results = score_files(harness_release(), {out});
  REQUIRE(typed_right.size() == 10);
  for (const auto& [id, right] : typed_right) {
    auto it = results.find({"human:T", id});
    REQUIRE(it != results.end());
    CHECK_MESSAGE(it->second["score"].get<double>() == doctest::Approx(right ? 1.0 : 0.0), it->second.dump());
  }
  // Each line records the time taken.
  std::string text = *read_file(out);
  CHECK(text.find("\"seconds\":") != std::string::npos);
}

}  // namespace
}  // namespace mm::test
