// A list argument's form ({objects_neun}, {rooms_acc}): on every item where
// the language marks each noun (de "den Flur, die Küche"), on the last only
// where it marks the whole list there (ko "금고, TV장, 세탁기는"; lexicon
// grammar "list_form": "last").
#include <doctest/doctest.h>

#include "base/resources.h"
#include "generator/render/arg_forms.h"
#include "generator/render/lexicon.h"

using namespace mm;

namespace {

std::map<std::string, std::string> expand_list(const std::string& lang, const std::vector<std::string>& forms) {
  auto lx = load_lexicon(lang);
  REQUIRE_MESSAGE(lx, (lx ? "" : lx.error().message));
  auto engine = FormEngine::create(*lx);
  REQUIRE(engine);
  LabelTable labels;
  std::vector<std::string> ids = {"Safe", "TVStand", "WashingMachine"};
  for (const auto& id : ids) labels.add_named(id, id);
  ItemNames names(*lx, labels, NameUses{});
  std::map<std::string, std::string> cache;
  auto values = (*engine)->expand(forms, {arg_objects("objs", ids)}, names, cache);
  REQUIRE_MESSAGE(values, (values ? "" : values.error().message));
  std::map<std::string, std::string> out;
  for (const auto& v : *values) out[v.name] = std::get<std::string>(v.value);
  return out;
}

}  // namespace

TEST_CASE("list forms: ko puts the particle on the last item, de inflects every item") {
  set_resource_root(MM_SOURCE_DIR);
  auto ko = expand_list("ko", {"objs", "objs_neun"});
  CHECK(ko["objs_neun"].ends_with("세탁기는"));
  CHECK(ko["objs_neun"].find("금고는") == std::string::npos);
  CHECK(ko["objs_neun"].find("금고") == 0);
  CHECK(ko["objs_neun"].substr(0, ko["objs_neun"].size() - std::string("는").size()) == ko["objs"]);
  auto de = expand_list("de", {"objs", "objs_acc"});
  CHECK(de["objs_acc"].find("den ") != std::string::npos);  // der Tresor -> den Tresor: each item inflected
  CHECK(de["objs_acc"] != de["objs"]);
}
