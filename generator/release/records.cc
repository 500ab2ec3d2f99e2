#include "generator/release/records.h"

#include <fmt/format.h>

#include "base/sha256.h"

namespace mm {
namespace {

void digest_args(Sha256& h, const std::vector<Arg>& args) {
  for (const auto& a : args) {
    // A narrated step's place in its sequence follows from the sentences'
    // order, which is digested: leaving it out keeps the ids of earlier
    // versions.
    if (a.name == "order") continue;
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

// A JSON string's escaped content, without its quotes: escaping works
// character by character, so the escape of a concatenation is the
// concatenation of the escapes.
std::string escaped(const std::string& text) {
  std::string q = OJson(text).dump();
  return q.substr(1, q.size() - 2);
}

// The labels the item writes in word groups (item_names.h), as the gold
// line carries them: label -> {"word": the group's word, "n": its number in
// the group, 0 for none}.
OJson gold_names(const ItemNames& names) {
  OJson out;
  for (const auto& [label, group] : names.grouped()) out[label] = {{"word", group.first}, {"n", group.second}};
  return out;
}

// Scene and question blocks: the same for both regimes of a base item.
Result<const BodyCache::Body*> prompt_body(const TaskItem& item, const std::string& base, Mode mode,
                                           const Renderer& renderer, const ItemNames& names, BodyCache& cache) {
  std::string key = base + "|" + renderer.language();
  if (auto it = cache.bodies.find(key); it != cache.bodies.end()) return &it->second;
  MM_TRY(scene, renderer.scene_block(item, mode, &names));
  MM_TRY(q, renderer.question_block(item, &names));
  BodyCache::Body body;
  body.text = *scene + "\n\n" + *q;
  body.escaped = escaped(body.text);
  body.names = gold_names(names);
  return &cache.bodies.emplace(std::move(key), std::move(body)).first->second;
}

// The gold line's last fields, the same in every condition and regime. The
// scoring data must keep its evaluator's contract (format/scoring_contract.h).
Result<const std::string*> gold_tail(const TaskItem& item, const std::string& base, BodyCache& cache) {
  auto it = cache.gold_tails.find(base);
  if (it != cache.gold_tails.end()) return &it->second;
  OJson scoring = item.scoring.is_null() ? OJson::object() : item.scoring;
  if (Status st = check_scoring(item.evaluator, scoring); !st)
    return Error{fmt::format("internal error: family {}, case {}: {}", item.family, item.case_id, st.error().message)};
  std::string tail = ",\"answer\":" + item.gold.dump() + ",\"choices\":" + OJson(item.choices).dump() +
                     ",\"scoring\":" + scoring.dump() + "}\n";
  return &cache.gold_tails.emplace(base, std::move(tail)).first->second;
}

// A record's head: its compact dump without the closing brace.
std::string open_record(const OJson& head) {
  std::string s = head.dump();
  s.pop_back();
  return s;
}

}  // namespace

Result<Rendered> render_records(const TaskItem& item, const std::string& base, Mode mode,
                                Regime regime, const Renderer& renderer,
                                const std::string& version, BodyCache* bodies) {
  BodyCache local;
  BodyCache& cache = bodies ? *bodies : local;
  const ItemNames names = renderer.names(item);
  auto body = prompt_body(item, base, mode, renderer, names, cache);
  auto instr = body ? renderer.instruction_block(item, regime, &names) : Result<std::string>(body.error());
  if (!instr)
    return Error{fmt::format("{} ({}, case {}): {}", item.family, renderer.language(), item.case_id,
                             instr.error().message)};
  const BodyCache::Body& b = **body;
  const std::string& lang = renderer.language();
  Rendered r;
  r.id = item_id(base, lang, regime);
  r.prompt = b.text + "\n\n" + *instr;

  OJson it;
  it["id"] = r.id;
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
  r.item_line = open_record(it) + ",\"prompt\":\"" + b.escaped + "\\n\\n" + escaped(*instr) + "\"}\n";

  OJson g;
  g["id"] = r.id;
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
  if (!b.names.is_null()) g["names"] = b.names;
  MM_TRY(tail, gold_tail(item, base, cache));
  r.gold_line = open_record(g) + **tail;
  return r;
}

}  // namespace mm
