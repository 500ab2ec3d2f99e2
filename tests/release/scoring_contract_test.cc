// The gold line's contract (format/scoring_contract.h): the published
// schema says what the table says, the check names the field it refuses,
// and a release whose gold breaks the contract fails verify.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include <fmt/format.h>

#include "base/json_util.h"
#include "base/resources.h"
#include "format/conditions.h"
#include "format/scoring_contract.h"

namespace {

mm::Json gold_schema() {
  auto text = mm::resource("schemas/gold.schema.json");
  REQUIRE(text);
  return mm::Json::parse(*text);
}

std::string schema_type(mm::FieldType t) {
  std::string name(mm::field_type_name(t));
  return name == "list" ? "array" : name;
}

std::set<std::string> as_set(const mm::Json& type) {
  std::set<std::string> out;
  if (type.is_string()) out.insert(type.get<std::string>());
  for (const auto& t : type.is_array() ? type : mm::Json::array()) out.insert(t.get<std::string>());
  return out;
}

}  // namespace

TEST_CASE("scoring contract: gold.schema.json declares exactly the table's fields, types and evaluators") {
  mm::Json schema = gold_schema();
  const mm::Json& scoring = schema["properties"]["scoring"];
  CHECK(scoring["additionalProperties"] == false);

  std::map<std::string, std::set<std::string>> table;
  for (const auto& f : mm::common_fields()) table[f.key].insert(schema_type(f.type));
  std::set<std::string> names;
  for (const auto& c : mm::evaluator_contracts()) {
    names.insert(c.name);
    for (const auto& f : c.fields) table[f.key].insert(schema_type(f.type));
  }
  std::map<std::string, std::set<std::string>> published;
  for (const auto& [key, spec] : scoring["properties"].items()) published[key] = as_set(spec["type"]);
  CHECK(published == table);

  std::set<std::string> listed;
  for (const auto& e : schema["properties"]["evaluator"]["enum"]) listed.insert(e.get<std::string>());
  CHECK(listed == names);

  std::set<std::string> languages;
  for (const auto& l : schema["properties"]["language"]["enum"]) languages.insert(l.get<std::string>());
  CHECK(languages == std::set<std::string>(mm::kConditions.begin(), mm::kConditions.end()));
}

TEST_CASE("scoring contract: the table is sorted, and no evaluator repeats a field or a common one") {
  const auto& all = mm::evaluator_contracts();
  for (size_t i = 1; i < all.size(); ++i) CHECK(std::string(all[i - 1].name) < all[i].name);
  for (const auto& c : all) {
    std::set<std::string> keys;
    for (const auto& f : mm::common_fields()) keys.insert(f.key);
    for (const auto& f : c.fields) CHECK_MESSAGE(keys.insert(f.key).second, c.name, " repeats ", f.key);
  }
}

TEST_CASE("scoring contract: check_scoring accepts the contract and names what it refuses") {
  using mm::Json;
  CHECK(mm::check_scoring("receptacle-exact",
                          Json{{"labels", {{"Mug_1", "Mug"}}}, {"before", "Fridge"}, {"location_kind", "receptacle"}}));
  CHECK(mm::check_scoring("l5-composite", Json{{"before", {{"nodes", Json::array()}}}}));
  CHECK(mm::check_scoring("count", Json::object()));

  struct Bad {
    const char* evaluator;
    Json scoring;
    const char* message;
  };
  const Bad bad[] = {
      {"receptacle-exact", Json{{"before", {{"x", 1}}}}, "/scoring/before: receptacle-exact expects a string, found an object"},
      {"count", Json{{"location_kind", "floor"}}, "/scoring/location_kind: not a scoring field of count"},
      {"attribute-exact", Json{{"succeeds", "yes"}}, "/scoring/succeeds: attribute-exact expects a boolean, found a string"},
      {"count", Json{{"labels", Json::array()}}, "/scoring/labels: count expects an object, found a list"},
      {"no-such-evaluator", Json::object(), "/evaluator: unknown evaluator 'no-such-evaluator'"},
      {"count", Json::array(), "/scoring: expected an object, found a list"},
  };
  for (const Bad& b : bad) {
    auto st = mm::check_scoring(b.evaluator, b.scoring);
    REQUIRE_FALSE(st);
    CHECK_MESSAGE(st.error().message.find(b.message) == 0, st.error().message);
  }
}
