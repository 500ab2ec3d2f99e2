// Data-driven grammar tests: tests/data/grammar/<lang>.json lists sentences
// (a template key and its arguments) with the exact text expected. Resources
// are read from the checkout, so a translator adds cases and reruns the
// test binary without rebuilding.
//
// Case fields: "key"; "objects": {arg: "Type" | "Type#k" (numbered: k-th of
// several)}; "rooms": {arg: "RoomType"}; "types": {arg: "Type"}; "counted":
// {arg: ["Type", n]}; "counts": {arg: [["Type", n], ...]}; "numbers": {arg: n};
// "compass"/"ego": {arg: "north"/"front-left"}; "metres": {arg: 1.5};
// "states": {arg: ["isOpen", true]}; "failures": {arg: "receptacle-closed"};
// "texts": {arg: "in"} (plain text arguments such as an action's link, or
// a narrated step's "order": "first", "next", "last"; "none" by default);
// "home": the room type the objects stand in (default "Kitchen"; when given,
// types and counts are worded as found there too: the lexicons' variants);
// "expect": the rendered sentence.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>

#include "base/file_io.h"
#include "base/json_util.h"
#include "base/resources.h"
#include "generator/render/renderer.h"
#include "tests/test_util.h"

using namespace mm;

namespace {

struct Fixture {
  Scene scene;
  LabelTable labels;
  std::vector<Arg> args;
};

// A scene holding the objects and rooms a case names.
Json field(const Json& c, const char* key) { return c.value(key, Json::object()); }

Fixture build(const Json& c) {
  Fixture f;
  f.scene.id = "grammar";
  std::map<std::string, std::string> room_ids;
  auto room_for = [&](const std::string& type) {
    if (!room_ids.count(type)) {
      Room r;
      r.id = "room|" + std::to_string(room_ids.size());
      r.type = type;
      r.polygon = {{0, 0}, {5, 0}, {5, 5}, {0, 5}};
      f.scene.rooms.push_back(r);
      room_ids[type] = r.id;
    }
    return room_ids[type];
  };
  const Json rooms_ = field(c, "rooms");
  for (const auto& [name, type] : rooms_.items()) {
    f.args.push_back(arg_room(name, room_for(type.get<std::string>())));
  }
  const bool placed = c.contains("home");
  std::string home = room_for(c.value("home", "Kitchen"));
  std::vector<std::string> ids;
  const Json objects_ = field(c, "objects");
  for (const auto& [name, spec] : objects_.items()) {
    std::string s = spec.get<std::string>();
    std::string type = s.substr(0, s.find('#'));
    int k = s.find('#') == std::string::npos ? 1 : std::stoi(s.substr(s.find('#') + 1));
    // Numbered labels need k objects of the type in scope (and one more, so
    // "#1" is numbered too).
    int want = s.find('#') == std::string::npos ? 1 : std::max(k, 2);
    std::string id;
    for (int i = 1; i <= want; ++i) {
      std::string oid = type + "|" + std::to_string(i);
      if (!f.scene.object(oid)) {
        Object o;
        o.id = oid;
        o.type = type;
        o.room = home;
        f.scene.objects.push_back(o);
        f.scene.reindex();
        ids.push_back(oid);
      }
      if (i == k) id = oid;
    }
    f.args.push_back(arg_object(name, id));
  }
  f.scene.reindex();
  std::vector<std::string> rooms;
  for (const auto& r : f.scene.rooms) rooms.push_back(r.id);
  f.labels.assign(f.scene, rooms, ids);
  const Json types_ = field(c, "types");
  for (const auto& [name, t] : types_.items())
    f.args.push_back(placed ? arg_type_in(name, t.get<std::string>(), home) : arg_type(name, t.get<std::string>()));
  const Json counted_ = field(c, "counted");
  for (const auto& [name, v] : counted_.items()) {
    f.args.push_back(arg_counted(name, v[0].get<std::string>(), v[1].get<int>()));
    if (placed) f.args.back().room = home;
  }
  const Json counts_ = field(c, "counts");
  for (const auto& [name, list] : counts_.items()) {
    Arg a;
    a.name = name;
    a.kind = Arg::Kind::CountList;
    for (const auto& p : list) {
      a.refs.push_back(p[0].get<std::string>());
      a.numbers.push_back(p[1].get<int>());
    }
    if (placed) a.room = home;
    f.args.push_back(a);
  }
  const Json numbers_ = field(c, "numbers");
  for (const auto& [name, n] : numbers_.items()) f.args.push_back(arg_count(name, n.get<int>()));
  const Json compass_ = field(c, "compass");
  for (const auto& [name, d] : compass_.items()) f.args.push_back(arg_compass(name, d.get<std::string>()));
  const Json ego_ = field(c, "ego");
  for (const auto& [name, d] : ego_.items()) f.args.push_back(arg_ego(name, d.get<std::string>()));
  const Json metres_ = field(c, "metres");
  for (const auto& [name, m] : metres_.items()) f.args.push_back(arg_metres(name, m.get<double>()));
  const Json states_ = field(c, "states");
  for (const auto& [name, s] : states_.items())
    f.args.push_back(arg_state(name, s[0].get<std::string>(), s[1].get<bool>()));
  const Json texts_ = field(c, "texts");
  for (const auto& [name, t] : texts_.items()) f.args.push_back(arg_text(name, t.get<std::string>()));
  // A narrated step's place in its sequence: "none" (told on its own) unless
  // the case names it.
  const std::string key = c.value("key", "");
  if ((key.rfind("act.", 0) == 0 || key.rfind("try.", 0) == 0) && !texts_.contains("order"))
    f.args.push_back(arg_text("order", "none"));
  const Json failures_ = field(c, "failures");
  for (const auto& [name, code] : failures_.items()) {
    Arg a;
    a.name = name;
    a.kind = Arg::Kind::Failure;
    a.ref = code.get<std::string>();
    f.args.push_back(a);
  }
  return f;
}

}  // namespace

TEST_CASE("grammar cases of every language render exactly as expected") {
  set_resource_root(MM_SOURCE_DIR);
  int files = 0, cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::data_path("grammar"))) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    std::string path = entry.path().string();
    auto doc = parse_json(*read_file(path), path);
    REQUIRE_MESSAGE(doc, (doc ? "" : doc.error().message));
    std::string lang = doc->at("language").get<std::string>();
    auto renderer = Renderer::load(lang);
    CHECK_MESSAGE(renderer, lang << ": " << (renderer ? "" : renderer.error().message));
    if (!renderer) continue;
    for (const auto& c : doc->at("cases")) {
      ++cases;
      std::string name = c.value("name", c.value("key", ""));
      CAPTURE(lang);
      CAPTURE(name);
      Fixture f = build(c);
      std::map<std::string, std::string> cache;
      auto text = (*renderer)->sentence({c.at("key").get<std::string>(), f.args}, f.labels, cache);
      CHECK_MESSAGE(text, (text ? "" : text.error().message));
      if (text) CHECK(*text == c.at("expect").get<std::string>());
    }
  }
  set_resource_root("");
  CHECK(files >= 1);
  CHECK(cases >= 5);
}
