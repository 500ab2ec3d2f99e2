// A thing the agent holds when the scene is described has no place of its
// own; it is worded as where the episode puts it. In Korean a pillow is 베개
// on a bed and 쿠션 on a seat: a held pillow the agent puts on a chair is
// 쿠션 from the first sentence on, in the release a user generates (except
// where the question names the kind, which then keeps one word).
#include <doctest/doctest.h>

#include <fstream>
#include <regex>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tests/test_util.h"

TEST_CASE("a held pillow is worded as where the episode puts it (ko: 쿠션 on a seat, 베개 on a bed)") {
  mm::test::TempDir tmp;
  std::string rel = tmp.file("rel"), out;
  REQUIRE(mm::test::run_command(fmt::format("{} generate --scenes builtin:20 --seed 0 --profile paper --languages ko --out {}", MM_BINARY, rel), &out) == 0);
  const std::regex held("에이전트가 ((?:베개|쿠션)(?: [0-9]+)?)(?:을|를) 들고 있습니다");
  const std::regex one_word("베개(?: [0-9]+)?(?:은|는) (?:소파|안락의자|의자|오토만) 위에 있습니다");
  std::ifstream in(rel + "/items/ko.jsonl");
  int checked = 0, seats = 0;
  for (std::string line; std::getline(in, line);) {
    std::string prompt = nlohmann::json::parse(line)["prompt"];
    std::smatch h;
    if (!std::regex_search(prompt, h, held)) continue;
    // An item whose question names the kind keeps it to one word (the
    // question's own): pillows on a sofa are 베개 there too.
    if (std::regex_search(prompt, one_word)) continue;
    const std::string name = h[1];
    std::smatch put;
    const std::regex first_put("에이전트가 " + name + "(?:을|를) ([^ ]+)(?: [0-9]+)? 위에 올려놓습니다");
    if (!std::regex_search(prompt, put, first_put)) continue;
    const std::string place = put[1];
    const bool seat = place == "소파" || place == "안락의자" || place == "의자" || place == "오토만";
    if (seat) {
      CHECK_MESSAGE(name.rfind("쿠션", 0) == 0, name << " put on " << place);
      ++seats;
    }
    if (place == "침대") CHECK_MESSAGE(name.rfind("베개", 0) == 0, name << " put on " << place);
    ++checked;
  }
  MESSAGE(checked << " held pillows put somewhere, " << seats << " on a seat");
  CHECK(seats > 0);
}
