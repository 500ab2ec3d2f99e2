// Context variants in a whole item: a label is worded by its place, and a
// kind whose labels take different words is written in word groups, each
// numbered on its own ("el fregadero" beside "el lavabo", never "fregadero 1"
// beside "lavabo 2", which sends a reader looking for the missing ones). The
// kind keeps one word and one series when the question names it or a phrase
// of the kind covers places whose words differ (item_names.h).
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "base/resources.h"
#include "generator/render/arrange.h"
#include "generator/render/item_names.h"
#include "generator/render/renderer.h"

using namespace mm;

namespace {

Scene two_rooms(bool sink_in_bathroom) {
  Scene s;
  s.id = "variants";
  for (const char* type : {"Kitchen", "Bathroom"}) {
    Room r;
    r.id = std::string("room|") + type;
    r.type = type;
    r.polygon = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    s.rooms.push_back(r);
  }
  auto add = [&](const std::string& id, const std::string& room) {
    Object o;
    o.id = id;
    o.type = "Sink";
    o.room = room;
    s.objects.push_back(o);
  };
  add("sink|kitchen", "room|Kitchen");
  if (sink_in_bathroom) add("sink|bathroom", "room|Bathroom");
  s.reindex();
  return s;
}

// A bedroom with a pillow on the bed and one on the armchair.
Scene bedroom() {
  Scene s;
  s.id = "pillows";
  Room r;
  r.id = "room|Bedroom";
  r.type = "Bedroom";
  r.polygon = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  s.rooms.push_back(r);
  auto add = [&](const std::string& id, const std::string& type, const std::string& parent) {
    Object o;
    o.id = id;
    o.type = type;
    o.room = r.id;
    o.parent = parent;
    if (!parent.empty()) o.link = Link::On;
    s.objects.push_back(o);
  };
  add("bed", "Bed", "");
  add("armchair", "ArmChair", "");
  add("pillow|bed", "Pillow", "bed");
  add("pillow|chair", "Pillow", "armchair");
  s.reindex();
  return s;
}

LabelTable labels_of(const Scene& s) {
  LabelTable labels;
  std::vector<std::string> objects;
  for (const auto& o : s.objects) objects.push_back(o.id);
  std::vector<std::string> rooms;
  for (const auto& r : s.rooms) rooms.push_back(r.id);
  labels.assign(s, rooms, objects);
  return labels;
}

// A sentence of the scene; `asked`: the object types the item's question names.
std::string render(const std::string& lang, const Scene& s, const Sentence& sentence,
                   std::set<std::string> asked = {}) {
  LabelTable labels = labels_of(s);
  auto renderer = Renderer::load(lang);
  REQUIRE(renderer);
  NameUses uses = name_uses(sentence);
  uses.asked = std::move(asked);
  std::map<std::string, std::string> cache;
  auto text = (*renderer)->sentence(sentence, ItemNames((*renderer)->lexicon(), labels, uses), cache);
  REQUIRE_MESSAGE(text, (text ? "" : text.error().message));
  return *text;
}

// The gold's word groups of the scene's labels in a language.
std::map<std::string, std::pair<std::string, int>> groups(const std::string& lang, const Scene& s,
                                                          const NameUses& uses = {}) {
  LabelTable labels = labels_of(s);
  auto renderer = Renderer::load(lang);
  REQUIRE(renderer);
  return ItemNames((*renderer)->lexicon(), labels, uses).grouped();
}

Sentence placed(const std::string& sink, const std::string& room) {
  return {"fact.placement.floor", {arg_object("obj", sink), arg_room("room", room)}};
}

Sentence listing(const std::string& room) {
  Arg counts;
  counts.name = "counts";
  counts.kind = Arg::Kind::CountList;
  counts.refs = {"Sink"};
  counts.numbers = {1};
  counts.room = room;
  return {"fact.room_counts", {arg_room("room", room), counts}};
}

}  // namespace

TEST_CASE("variants: one sink is worded by its room, in its sentences and in its room's listing") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = two_rooms(false);
  CHECK(render("es", s, placed("sink|kitchen", "room|Kitchen")) == "El fregadero se encuentra en la cocina.");
  CHECK(render("es", s, listing("room|Kitchen")) == "En la cocina hay un fregadero.");
  CHECK(render("es", s, listing("room|Bathroom")) == "En el baño hay un lavabo.");
  set_resource_root("");
}

TEST_CASE("variants: two sinks in rooms that word them differently take each room's word, numbered on their own") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = two_rooms(true);
  CHECK(render("es", s, placed("sink|kitchen", "room|Kitchen")) == "El fregadero se encuentra en la cocina.");
  CHECK(render("es", s, placed("sink|bathroom", "room|Bathroom")) == "El lavabo se encuentra en el baño.");
  CHECK(render("es", s, listing("room|Kitchen")) == "En la cocina hay un fregadero.");
  CHECK(render("es", s, listing("room|Bathroom")) == "En el baño hay un lavabo.");
  CHECK(render("de", s, placed("sink|kitchen", "room|Kitchen")) == "Die Spüle befindet sich in der Küche.");
  // The gold names each group's word and number, so "el lavabo" reads as Sink_2.
  auto g = groups("es", s);
  CHECK(g.size() == 2);
  CHECK(g["Sink_1"] == std::pair<std::string, int>{"fregadero", 0});
  CHECK(g["Sink_2"] == std::pair<std::string, int>{"lavabo", 0});
  // Where one word fits both places, nothing is grouped.
  CHECK(groups("en", s).empty());
  set_resource_root("");
}

TEST_CASE("variants: a kind the question names keeps one word and one series of numbers") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = two_rooms(true);
  // Spanish has no word for both: the entry's own.
  CHECK(render("es", s, placed("sink|kitchen", "room|Kitchen"), {"Sink"}) == "El lavabo 1 se encuentra en la cocina.");
  CHECK(render("es", s, placed("sink|bathroom", "room|Bathroom"), {"Sink"}) == "El lavabo 2 se encuentra en el baño.");
  CHECK(render("es", s, listing("room|Kitchen"), {"Sink"}) == "En la cocina hay un lavabo.");
  // Chinese, German and Arabic have one ("where": {"shared": true}).
  CHECK(render("zh", s, placed("sink|bathroom", "room|Bathroom"), {"Sink"}) == "2号水池装在卫生间里。");
  CHECK(render("zh", s, listing("room|Kitchen"), {"Sink"}) == "厨房里有一个水池。");
  CHECK(render("de", s, placed("sink|kitchen", "room|Kitchen"), {"Sink"}) == "Becken 1 befindet sich in der Küche.");
  NameUses asked;
  asked.asked = {"Sink"};
  CHECK(groups("es", s, asked).empty());
  set_resource_root("");
}

TEST_CASE("variants: a phrase of the kind that covers places with different words keeps one series") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = two_rooms(true);
  // "How many sinks are in the house?" counts both: one word, one series.
  NameUses house;
  house.generic = {{"Sink", "", false}};
  CHECK(groups("es", s, house).empty());
  // A question about which kinds a room holds: every kind is one name.
  NameUses kinds;
  kinds.kinds_asked = true;
  CHECK(groups("es", s, kinds).empty());
  // A count per room covers one place each: the groups stay.
  NameUses per_room;
  per_room.generic = {{"Sink", "room|Kitchen", true}, {"Sink", "room|Bathroom", true}};
  CHECK(groups("es", s, per_room).size() == 2);
  set_resource_root("");
}

// The bedroom's listing: a bed, an armchair and two pillows.
Sentence bedroom_listing() {
  Arg counts;
  counts.name = "counts";
  counts.kind = Arg::Kind::CountList;
  counts.refs = {"Bed", "ArmChair", "Pillow"};
  counts.numbers = {1, 1, 2};
  counts.room = "room|Bedroom";
  return {"fact.room_counts", {arg_room("room", "room|Bedroom"), counts}};
}

const Sentence kOnChair{"fact.contain.on", {arg_object("obj", "pillow|chair"), arg_object("rec", "armchair")}};

TEST_CASE("variants: a pillow is worded by what it rests on, and a room's listing splits the kind by word") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = bedroom();
  Sentence listing = bedroom_listing();
  const Sentence& on_chair = kOnChair;
  CHECK(render("es", s, listing) == "En el dormitorio hay una cama, un sillón, una almohada y un cojín.");
  CHECK(render("es", s, on_chair) == "El cojín está sobre el sillón.");
  CHECK(render("zh", s, on_chair) == "抱枕在扶手椅上。");
  CHECK(render("ko", s, listing).find("베개 1개") != std::string::npos);
  // A question about pillows keeps one word and counts them together.
  CHECK(render("es", s, listing, {"Pillow"}) == "En el dormitorio hay una cama, un sillón y dos cojines.");
  set_resource_root("");
}

TEST_CASE("variants: a kind marked listing one_word is listed with one word and one series") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = bedroom();
  Sentence listing = bedroom_listing();
  const Sentence& on_chair = kOnChair;
  // th marks Pillow "listing": "one_word" (round 22: หมอน 2 ใบ หมอนอิง 1 ใบ read as two kinds).
  std::string listed = render("th", s, listing);
  CHECK(listed.find("หมอน 2 ใบ") != std::string::npos);
  CHECK(listed.find("หมอนอิง") == std::string::npos);
  NameUses uses = name_uses(listing);
  CHECK(groups("th", s, uses).empty());  // one series: no word groups in the gold
  // Without the listing, the pillow on the armchair keeps its place's word.
  CHECK(render("th", s, on_chair).find("หมอนอิง") != std::string::npos);
  set_resource_root("");
}

TEST_CASE("variants: a kind the question names is written by place unless the answer is where something is") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = two_rooms(true);
  TaskItem item;
  item.description.rooms = {"room|Kitchen", "room|Bathroom"};
  item.description.objects = {"sink|kitchen", "sink|bathroom"};
  item.description.labels = labels_of(s);
  item.question = {"q.objectState.isDirty", {arg_object("obj", "sink|kitchen")}};
  auto renderer = Renderer::load("es");
  REQUIRE(renderer);
  // "Is the fregadero dirty?": its word gives no answer away.
  item.place_answer = false;
  CHECK((*renderer)->names(item).grouped().size() == 2);
  // "Which room is the sink in?": one word, or the word would answer it.
  item.place_answer = true;
  CHECK((*renderer)->names(item).grouped().empty());
  set_resource_root("");
}
