// Context variants in a whole item: a label is worded by its place, unless
// the item's labels of its type would take different words — then all keep
// the entry's own word, so "sink 1" and "sink 2" read as one series (the
// third native review: a kitchen "fregadero 1" beside a bathroom "lavabo 2"
// sends a reader looking for the missing ones).
#include <doctest/doctest.h>

#include <map>

#include "base/resources.h"
#include "generator/render/arrange.h"
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

std::string render(const std::string& lang, const Scene& s, const Sentence& sentence) {
  LabelTable labels;
  std::vector<std::string> objects;
  for (const auto& o : s.objects) objects.push_back(o.id);
  labels.assign(s, {"room|Kitchen", "room|Bathroom"}, objects);
  auto renderer = Renderer::load(lang);
  REQUIRE(renderer);
  std::map<std::string, std::string> cache;
  auto text = (*renderer)->sentence(sentence, labels, cache);
  REQUIRE_MESSAGE(text, (text ? "" : text.error().message));
  return *text;
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

TEST_CASE("variants: two sinks in rooms that word them differently keep one word and one series of numbers") {
  set_resource_root(MM_SOURCE_DIR);
  Scene s = two_rooms(true);
  // Spanish has no word for both: the entry's own.
  CHECK(render("es", s, placed("sink|kitchen", "room|Kitchen")) == "El lavabo 1 se encuentra en la cocina.");
  CHECK(render("es", s, placed("sink|bathroom", "room|Bathroom")) == "El lavabo 2 se encuentra en el baño.");
  CHECK(render("es", s, listing("room|Kitchen")) == "En la cocina hay un lavabo.");
  // Chinese, German and Arabic have one ("where": {"shared": true}).
  CHECK(render("zh", s, placed("sink|bathroom", "room|Bathroom")) == "2号水池装在卫生间里。");
  CHECK(render("zh", s, listing("room|Kitchen")) == "厨房里有一个水池。");
  CHECK(render("de", s, placed("sink|kitchen", "room|Kitchen")) == "Becken 1 befindet sich in der Küche.");
  set_resource_root("");
}
