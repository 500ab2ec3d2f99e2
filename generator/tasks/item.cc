#include "generator/tasks/item.h"

#include <array>

#include <fmt/format.h>

namespace mm {
namespace {

Arg make(std::string name, Arg::Kind kind, std::string ref) {
  Arg a;
  a.name = std::move(name);
  a.kind = kind;
  a.ref = std::move(ref);
  return a;
}

}  // namespace

std::vector<std::string> Axes::tags() const {
  std::vector<std::string> t;
  if (frame) t.push_back("frame");
  if (reading) t.push_back("reading");
  if (reasoning) t.push_back("reasoning");
  if (hallucination) t.push_back("hallucination");
  return t;
}

Arg arg_object(std::string name, std::string id) { return make(std::move(name), Arg::Kind::Object, std::move(id)); }
Arg arg_room(std::string name, std::string id) { return make(std::move(name), Arg::Kind::Room, std::move(id)); }
Arg arg_type(std::string name, std::string type) { return make(std::move(name), Arg::Kind::Type, std::move(type)); }
Arg arg_type_in(std::string name, std::string type, std::string room_id) {
  Arg a = arg_type(std::move(name), std::move(type));
  a.room = std::move(room_id);
  return a;
}
Arg arg_compass(std::string name, std::string dir) { return make(std::move(name), Arg::Kind::Compass, std::move(dir)); }
Arg arg_ego(std::string name, std::string dir) { return make(std::move(name), Arg::Kind::Ego, std::move(dir)); }

Arg arg_count(std::string name, int64_t n) {
  Arg a = make(std::move(name), Arg::Kind::Count, "");
  a.number = n;
  return a;
}

Arg arg_degrees(std::string name, int64_t degrees) {
  Arg a = make(std::move(name), Arg::Kind::Degrees, "");
  a.number = degrees;
  return a;
}

Arg arg_state(std::string name, std::string attr, bool value) {
  Arg a = make(std::move(name), Arg::Kind::State, std::move(attr));
  a.number = value ? 1 : 0;
  return a;
}

Arg arg_objects(std::string name, std::vector<std::string> ids) {
  Arg a = make(std::move(name), Arg::Kind::Objects, "");
  a.refs = std::move(ids);
  return a;
}

Arg arg_counted(std::string name, std::string type, int64_t n) {
  Arg a = make(std::move(name), Arg::Kind::Counted, std::move(type));
  a.number = n;
  return a;
}

Arg arg_text(std::string name, std::string text) {
  Arg a = make(std::move(name), Arg::Kind::Text, "");
  a.text = std::move(text);
  return a;
}

Arg arg_metres(std::string name, double metres) {
  Arg a = make(std::move(name), Arg::Kind::Number, "");
  // Stated distances are multiples of half a metre: one decimal suffices.
  a.text = fmt::format("{:.1f}", metres);
  return a;
}

}  // namespace mm
