#include "packs/tos/serve.h"

#include <memory>

#include <fmt/format.h>

#include "base/json_util.h"
#include "packs/tos/protocol.h"
#include "protocol/http.h"

namespace mm::tos {
namespace {

// A Theory of Space episode from a POST /episodes body.
std::unique_ptr<protocol::Session> open(const ServeOptions& opt, const Json& body, protocol::Refusal* why) {
  auto refuse = [&](int status, std::string error) {
    *why = {status, std::move(error)};
    return nullptr;
  };
  int index = 0, budget = opt.budget;
  if (body.contains("world")) {
    if (!body["world"].is_number_integer() || body["world"].get<int64_t>() < 0 || body["world"].get<int64_t>() > 1000000)
      return refuse(400, "/world: expected a world index from 0 to 1000000");
    index = body["world"].get<int>();
  }
  if (body.contains("budget")) {
    if (!body["budget"].is_number_integer() || body["budget"].get<int64_t>() < 1 || body["budget"].get<int64_t>() > 1000)
      return refuse(400, "/budget: expected an integer from 1 to 1000");
    budget = body["budget"].get<int>();
  }
  EpisodeOptions eo;
  eo.budget = budget;
  eo.text = opt.text;
  for (auto [key, flag] : {std::pair{"probes", &eo.probes}, {"false_belief", &eo.false_belief}, {"questions", &eo.questions}}) {
    if (!body.contains(key)) continue;
    if (!body[key].is_boolean()) return refuse(400, fmt::format("/{}: expected true or false", key));
    *flag = body[key].get<bool>();
  }
  auto kinds = load_kinds();
  if (!kinds) return refuse(500, kinds.error().message);
  auto w = generate_world(opt.seed, opt.layout, index, *kinds);
  if (!w) return refuse(400, w.error().message);
  return std::make_unique<Episode>(std::move(*w), std::move(eo));
}

}  // namespace

Status serve(const ServeOptions& opt) {
  return protocol::serve(opt, {"turn", "{\"world\": 0}",
                               [&opt](const Json& body, protocol::Refusal* why) { return open(opt, body, why); }});
}

}  // namespace mm::tos
