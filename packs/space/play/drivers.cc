#include "packs/space/play/drivers.h"

#include <istream>

#include <fmt/format.h>

#include "packs/space/play/session.h"
#include "protocol/replay.h"

namespace mm::space {
namespace {

// An index from 0 to 10^6, as the Theory of Space worlds.
bool read_index(const Json& j, uint64_t* out) {
  if (!j.is_number_integer() || j.get<int64_t>() < 0 || j.get<int64_t>() > 1000000) return false;
  *out = j.get<uint64_t>();
  return true;
}

std::unique_ptr<protocol::Session> open(const ServeOptions& opt, const Json& body, protocol::Refusal* why) {
  if (!body.contains("task") || !body["task"].is_string()) {
    *why = {400, "/task: expected \"mct\", \"cswm\", \"route\" or \"shortcut\""};
    return nullptr;
  }
  uint64_t index = 0;
  if (body.contains("index") && !read_index(body["index"], &index)) {
    *why = {400, "/index: expected an index from 0 to 1000000"};
    return nullptr;
  }
  auto s = open_session(body["task"].get<std::string>(), opt.seed, index);
  if (!s) {
    *why = {400, "/task: " + s.error().message};
    return nullptr;
  }
  return std::move(*s);
}

}  // namespace

Status play(const PlayOptions& opt, std::istream& in, std::ostream& out) {
  MM_TRY(s, open_session(opt.task, opt.seed, opt.index));
  protocol::play(**s, in, out, opt.log);
  return Status::Ok();
}

Status serve(const ServeOptions& opt) {
  return protocol::serve(opt, {"act", "{\"task\": \"mct\", \"index\": 0}",
                               [&opt](const Json& body, protocol::Refusal* why) { return open(opt, body, why); }});
}

Result<Json> score_log(std::istream& in, const std::string& source) {
  const StepSession* replay = nullptr;
  protocol::ReplayOptions ro;
  ro.header_hint = "{\"episode\": {\"pack\": \"space\", \"task\": ..., \"seed\": ..., \"index\": ...}}";
  ro.open = [&](const Json& ep, const std::string& where) -> Result<std::unique_ptr<protocol::Session>> {
    uint64_t index = 0;
    bool ok = ep.contains("pack") && ep["pack"] == "space" && ep.contains("task") && ep["task"].is_string() &&
              ep.contains("seed") && ep["seed"].is_number_unsigned() && ep.contains("index") &&
              read_index(ep["index"], &index);
    if (!ok)
      return Error{where + ": /episode: expected \"pack\": \"space\", a \"task\", an unsigned \"seed\" and an "
                           "\"index\" from 0 to 1000000"};
    auto s = open_session(ep["task"].get<std::string>(), ep["seed"].get<uint64_t>(), index);
    if (!s) return Error{where + ": /episode/task: " + s.error().message};
    replay = s->get();
    return std::unique_ptr<protocol::Session>(std::move(*s));
  };
  MM_TRY(r, protocol::replay_log(in, source, ro));
  if (!r->mismatch.empty()) return Error{r->mismatch};
  Json result = replay->episode().result();
  result["log"] = source;
  result["pack"] = "space";
  result["task"] = replay->episode().task();
  result["id"] = replay->episode().id();
  result["over"] = replay->episode().over();
  return result;
}

}  // namespace mm::space
