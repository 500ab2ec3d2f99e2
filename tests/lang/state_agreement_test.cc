// Offered state words agree with the thing they are said of, in the release
// a user generates: Spanish offers the feminine form for a feminine noun
// (¿está la cama sucia o limpia?), Thai and Korean a device's own word for
// broken (th พัง, ko 망가짐, not a cup's แตก / 깨짐). Every offered gold word
// is read back by `mentalmap score` as that state.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tests/test_util.h"

using Json = nlohmann::json;

namespace {

const Json& lexicon(const std::string& lang) {
  static std::map<std::string, Json> cache;
  auto it = cache.find(lang);
  if (it == cache.end())
    it = cache.emplace(lang, Json::parse(mm::test::read_text(std::string(MM_SOURCE_DIR) + "/lexicons/" + lang + ".json"))).first;
  return it->second;
}

// The word the lexicon gives a state value said of a thing of `type`.
std::string expected_word(const std::string& lang, const std::string& key, const std::string& type) {
  const Json& lx = lexicon(lang);
  size_t us = key.rfind('_');
  Json e = lx["states"][key.substr(0, us)][key.substr(us + 1)];
  for (const Json& v : e.value("variants", Json::array()))
    for (const Json& t : v["where"].value("type", Json::array()))
      if (t == type) e = v;
  std::string gender = lx["types"].contains(type) ? lx["types"][type].value("gender", "") : "";
  if (!gender.empty() && e.contains(gender)) return e[gender].get<std::string>();
  return e["sg"].get<std::string>();
}

}  // namespace

TEST_CASE("state words agree with the thing (es and ar gender, devices, books, lamps) and score back as the state") {
  mm::test::TempDir tmp;
  std::string rel = tmp.file("rel"), out;
  REQUIRE(mm::test::run_command(fmt::format("{} generate --scenes builtin:20 --seed 0 --profile paper --languages es,th,ko,zh,ja,ar "
                                            "--out {}", MM_BINARY, rel), &out) == 0);
  std::map<std::string, Json> items;
  for (const char* lang : {"es", "th", "ko", "zh", "ja", "ar"}) {
    std::ifstream in(rel + "/items/" + lang + ".jsonl");
    for (std::string line; std::getline(in, line);) {
      Json j = Json::parse(line);
      if (j["family"] == "attributeChange") items[j["id"].get<std::string>()] = j;
    }
  }
  std::ifstream gold(rel + "/gold.jsonl");
  std::string predictions;
  int feminine = 0, devices = 0, asked = 0;
  for (std::string line; std::getline(gold, line);) {
    Json g = Json::parse(line);
    auto it = items.find(g["id"].get<std::string>());
    if (it == items.end()) continue;
    const std::string lang = g["language"], key = g["answer"];
    const std::string label = g["scoring"]["object"];
    const std::string type = g["scoring"]["labels"].value(label, label);
    const std::string word = expected_word(lang, key, type);
    const std::string prompt = it->second["prompt"];
    const std::string tail = prompt.substr(prompt.rfind("\n\n"));  // the answer format line
    CHECK_MESSAGE(tail.find(word) != std::string::npos, g["id"].get<std::string>() << ": expected '" << word << "' in " << tail);
    if (lang == "es" && lexicon("es")["types"].value(type, Json::object()).value("gender", "") == "f") ++feminine;
    if (lang != "es" && key.rfind("isBroken", 0) == 0 && (type == "Television" || type == "Laptop" || type == "CellPhone" ||
                                                           type == "Desktop"))
      ++devices;
    predictions += Json{{"id", g["id"]}, {"model", "agreeing"}, {"output", word}}.dump() + "\n";
    ++asked;
  }
  CHECK(asked > 100);
  CHECK(feminine > 10);
  MESSAGE(asked << " attributeChange items, " << feminine << " es feminine, " << devices << " th/ko broken devices");
  mm::test::write_text(tmp.file("pred.jsonl"), predictions);
  REQUIRE(mm::test::run_command(fmt::format("{} score {} {} --out {}", MM_BINARY, rel, tmp.file("pred.jsonl"),
                                            tmp.file("res.jsonl")), &out) == 0);
  std::ifstream res(tmp.file("res.jsonl"));
  int scored = 0;
  for (std::string line; std::getline(res, line);) {
    Json r = Json::parse(line);
    if (r["status"] == "missing") continue;  // items of other families, not answered here
    CHECK_MESSAGE(r["correct"] == true, r.dump());
    ++scored;
  }
  CHECK(scored == asked);
}
