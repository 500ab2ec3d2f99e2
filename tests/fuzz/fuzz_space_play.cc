// fuzz-link: mm_space_play
//
// libFuzzer target for what an agent sends the interactive SPACE tasks
// (`mentalmap play|serve --pack space`, packs/space/play/): the first byte
// picks the task (mct, cswm, route, shortcut: byte % 4) and the episode
// (index (byte / 4) % 3 of seed 0); the rest is the agent's lines, played
// on a fresh session through protocol::play with a log. When the first
// byte is 'L' the rest is a log handed to score_log instead (`mentalmap
// score LOG`). Besides crashes, hangs and sanitizer reports it aborts when:
//   - a line out is not JSON, or the first is not the start;
//   - a non-blank line in is not answered, or is answered out of order: a
//     line that is no JSON object with an "action" (or comes after the
//     end) gets {"type": "error"} naming its line and saying what was
//     wrong, any other a step numbered in turn, with "error" set whenever
//     the action is not one the start offers, and an end after the step
//     that ends the episode;
//   - a reply is longer than the start plus 4 KiB (replies must not grow
//     with what the agent sends);
//   - the log written alongside does not replay (score_log) to the same
//     replies and the same step count;
//   - score_log fails on a log without naming it.
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "packs/space/env/episodes.h"
#include "packs/space/play/drivers.h"
#include "packs/space/play/session.h"
#include "protocol/session.h"

namespace {

using mm::Json;

constexpr const char* kLog = "fuzz/space.log";
constexpr size_t kReplySlack = 4096;

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_space_play: %s\n%s\n", what, detail.c_str());
  std::abort();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

bool blank(const std::string& line) { return line.find_first_not_of(" \t\r") == std::string::npos; }

// Whether the session should take the line as an action: a JSON object
// with an "action" (of any type).
bool is_action(const Json& j) { return !j.is_discarded() && j.is_object() && j.contains("action"); }

bool offered(const Json& j, const Json& actions) {
  const Json& a = j["action"];
  if (!a.is_string()) return false;
  for (const Json& name : actions)
    if (name == a) return true;
  return false;
}

void check_error_text(const Json& reply, const std::string& shown) {
  if (!reply.contains("error") || !reply["error"].is_string() || reply["error"].get<std::string>().empty())
    fail("a refusal does not say what was wrong", shown);
}

void play(const std::string& task, uint64_t index, const std::string& text) {
  auto s = mm::space::open_session(task, 0, index);
  if (!s) fail("a known task does not open", s.error().message);
  std::istringstream in(text);
  std::ostringstream out, log;
  mm::protocol::play(**s, in, out, &log);

  std::vector<std::string> replies = lines_of(out.str());
  if (replies.empty()) fail("nothing was sent", task);
  Json start = Json::parse(replies[0], nullptr, false);
  if (start.is_discarded() || start.value("type", "") != "start" || !start.contains("actions"))
    fail("the first line out is not the start", replies[0]);
  const size_t bound = replies[0].size() + kReplySlack;
  size_t next = 1;
  int number = 0, steps = 0;
  bool over = false;
  for (const std::string& line : lines_of(text)) {
    ++number;
    if (blank(line)) continue;
    if (next >= replies.size()) fail("a line in is not answered", line);
    const std::string& shown = replies[next++];
    if (shown.size() > bound) fail("a reply grows with the input", shown.substr(0, 300));
    Json r = Json::parse(shown, nullptr, false);
    if (r.is_discarded() || !r.is_object()) fail("a line out is not a JSON object", shown);
    Json j = Json::parse(line, nullptr, false);
    if (over || !is_action(j)) {
      if (r.value("type", "") != "error" || r.value("line", -1) != number) fail("a bad line is not refused", shown);
      check_error_text(r, shown);
      continue;
    }
    if (r.value("type", "") != "step" || r.value("step", -1) != ++steps || !r.contains("observation") ||
        !r.contains("over") || !r["over"].is_boolean())
      fail("an action is not answered with the next step", shown);
    if (r.contains("error")) check_error_text(r, shown);
    if (!offered(j, start["actions"]) && !r.contains("error")) fail("an action not offered is not refused", shown);
    if (r["over"].get<bool>()) {
      over = true;
      if (next >= replies.size()) fail("the last step has no end", shown);
      Json end = Json::parse(replies[next++], nullptr, false);
      if (end.is_discarded() || end.value("type", "") != "end" || !end.contains("success"))
        fail("the end does not follow the last step", replies[next - 1]);
    }
  }
  if (next != replies.size()) fail("more replies than lines", out.str().substr(0, 2000));
  for (const std::string& l : lines_of(log.str()))
    if (Json::parse(l, nullptr, false).is_discarded()) fail("a log line is not JSON", l);

  std::istringstream back(log.str());
  auto scored = mm::space::score_log(back, kLog);
  if (!scored) fail("a log play wrote does not replay", scored.error().message + "\n" + log.str().substr(0, 4000));
  if (scored->value("steps", -1) != steps || scored->value("over", !over) != over)
    fail("the replay counts differently", scored->dump());
}

void score(const std::string& text) {
  std::istringstream in(text);
  auto r = mm::space::score_log(in, kLog);
  if (!r && r.error().message.rfind(kLog, 0) != 0) fail("a log error does not name the log", r.error().message);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] == 'L') {
    score(text);
    return 0;
  }
  const auto& tasks = mm::space::episode_tasks();
  play(tasks[data[0] % tasks.size()], (data[0] / tasks.size()) % 3, text);
  return 0;
}
