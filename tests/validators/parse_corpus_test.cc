// The corpus of realistic model outputs (tests/validators/data/): each line
// of parse_cases.jsonl names an item of parse_items.json, gives a raw
// output and the expected reading: status, canonical answer and flags.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <set>

#include "tests/validators/validators_test_util.h"
#include "validators/reading/parse.h"
#include "format/text_norm.h"

using namespace mm;
using namespace mm::score;

namespace {

Json load_items() {
  auto text = read_file(test::validators_data("parse_items.json"));
  REQUIRE(text);
  auto j = parse_json(*text, "parse_items.json");
  REQUIRE_MESSAGE(j, (j ? "" : j.error().message));
  return *j;
}

void check_flag(const Json& c, const char* key, bool got) {
  if (c.contains(key)) CHECK_MESSAGE(got == c[key].get<bool>(), key);
}

}  // namespace

TEST_CASE("output corpus: each realistic output reads as expected") {
  Json items = load_items();
  auto text = read_file(test::validators_data("parse_cases.jsonl"));
  REQUIRE(text);
  size_t n = 0, read = 0;
  std::set<std::string> skipped;
  for (std::string_view line : split_lines(*text)) {
    if (trim(line).empty()) continue;
    ++n;
    Json c = Json::parse(line);
    std::string name = c["item"].get<std::string>();
    REQUIRE_MESSAGE(items.contains(name), name);
    GoldItem item = test::make_item(items[name]);
    auto index = PhraseIndex::get(item.language);
    if (!index) {  // languages are added one lexicon at a time
      skipped.insert(item.language);
      continue;
    }
    ++read;
    std::string output = c["output"].get<std::string>();
    Parsed p = parse_output(output, item, **index);
    CAPTURE(n);
    CAPTURE(name);
    CAPTURE(output);
    CAPTURE(p.note);
    CHECK(std::string(status_name(p.status)) == c["status"].get<std::string>());
    if (c.contains("answer") && !c["answer"].is_null()) CHECK(parsed_answer(p).dump() == c["answer"].dump());
    CHECK(p.off_language == c.value("off_language", false));
    check_flag(c, "ambiguous", p.ambiguous);
    check_flag(c, "from_marker", p.from_marker);
    check_flag(c, "json_valid", p.json_valid);
    check_flag(c, "strict_json", p.strict_json);
  }
  for (const auto& lang : skipped) MESSAGE("no lexicon for '" << lang << "' yet: its cases were skipped");
  CHECK(n >= 100);
  CHECK(read >= 100);
}
