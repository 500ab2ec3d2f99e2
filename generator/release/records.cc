#include "generator/release/records.h"

#include <fmt/format.h>

#include "generator/core/sha256.h"

namespace mm {
namespace {

void digest_args(Sha256& h, const std::vector<Arg>& args) {
  for (const auto& a : args) {
    h.update(fmt::format("|{}:{}:{}:{}:{}", a.name, int(a.kind), a.ref, a.number, a.text));
    for (const auto& r : a.refs) h.update("," + r);
    for (auto n : a.numbers) h.update(fmt::format(",{}", n));
  }
}

void digest_sentence(Sha256& h, const Sentence& s) {
  h.update("\n" + s.key);
  digest_args(h, s.args);
}

}  // namespace

std::string base_id(const TaskItem& item, Mode mode) {
  Sha256 h;
  h.update(fmt::format("mentalmap-item/1|{}|{}|{}|{}|{}|{}", item.scene_id, item.family,
                       mode_name(mode), frame_name(item.frame), order_name(item.order),
                       format_name(item.format)));
  const Description& d = item.description;
  for (const auto& f : d.facts) {
    h.update(fmt::format("\nF{}|{}|{}|{}|{}|{}|{}|{}|{}|{}", int(f.kind), f.a, f.b, int(f.link),
                         f.on_wall, int(f.attr), f.value, f.ahead, f.right, f.dir));
    for (const auto& [t, n] : f.counts) h.update(fmt::format(",{}={}", t, n));
  }
  for (const auto& s : item.narration) digest_sentence(h, s);
  digest_sentence(h, item.question);
  h.update("\nG" + item.gold.dump());
  return "b-" + h.hex().substr(0, 16);
}

std::string item_id(const std::string& base, const std::string& condition, Regime r) {
  return "mm-" + sha256_hex(fmt::format("{}|{}|{}", base, condition, regime_name(r))).substr(0, 20);
}

namespace {

// Scene and question blocks: the same for both regimes of a base item.
Result<std::string> prompt_body(const TaskItem& item, const std::string& base, Mode mode,
                                const Renderer& renderer, BodyCache* cache) {
  std::string key = base + "|" + renderer.language();
  if (cache)
    if (auto it = cache->find(key); it != cache->end()) return it->second;
  auto scene = renderer.scene_block(item, mode);
  if (!scene) return scene;
  auto q = renderer.question_block(item);
  if (!q) return q;
  std::string body = *scene + "\n\n" + *q;
  if (cache) cache->emplace(std::move(key), body);
  return body;
}

}  // namespace

Result<Rendered> render_records(const TaskItem& item, const std::string& base, Mode mode,
                                Regime regime, const Renderer& renderer,
                                const std::string& version, BodyCache* bodies) {
  auto body = prompt_body(item, base, mode, renderer, bodies);
  auto instr = body ? renderer.instruction_block(item, regime) : Result<std::string>(body.error());
  if (!instr)
    return Error{fmt::format("{} ({}, case {}): {}", item.family, renderer.language(), item.case_id,
                             instr.error().message)};
  std::string prompt = *body + "\n\n" + *instr;
  const std::string& lang = renderer.language();
  std::string id = item_id(base, lang, regime);
  Rendered r;
  OJson& it = r.item;
  it["id"] = id;
  it["base_id"] = base;
  it["version"] = version;
  it["scene"] = item.scene_id;
  it["case"] = item.case_id;
  it["level"] = item.level;
  it["family"] = item.family;
  it["language"] = lang;
  it["mode"] = std::string(mode_name(mode));
  it["regime"] = std::string(regime_name(regime));
  it["frame"] = std::string(frame_name(item.frame));
  it["order"] = std::string(order_name(item.order));
  it["axes"] = item.axes.tags();
  it["tier"] = std::string(tier_name(item.tier));
  it["referents"] = item.referents;
  it["chain_depth"] = item.chain_depth;
  it["output_format"] = std::string(format_name(item.format));
  it["prompt"] = std::move(prompt);

  OJson& g = r.gold;
  g["id"] = id;
  g["base_id"] = base;
  g["scene"] = item.scene_id;
  g["family"] = item.family;
  g["level"] = item.level;
  g["language"] = lang;
  g["mode"] = std::string(mode_name(mode));
  g["regime"] = std::string(regime_name(regime));
  g["frame"] = std::string(frame_name(item.frame));
  g["order"] = std::string(order_name(item.order));
  g["format"] = std::string(format_name(item.format));
  g["evaluator"] = item.evaluator;
  g["normaliser"] = item.normaliser;
  g["answer"] = item.gold;
  g["choices"] = item.choices;
  g["scoring"] = item.scoring.is_null() ? OJson::object() : item.scoring;
  return r;
}

}  // namespace mm
