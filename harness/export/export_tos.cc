// The items of a Theory of Space release as exports see them (docs/tos.md):
// items/<condition>.jsonl lines with their prompt, the gold of gold.jsonl
// as the canonical answer text, and the pack's generation settings.
#include <fmt/format.h>

#include "base/file_io.h"
#include "harness/export/export_items.h"
#include "packs/tos/score.h"
#include "packs/common/reading/release_files.h"

namespace mm::harness {
namespace {

// Greedy decoding; the longest canonical answer (a four-object map) is
// under 200 characters, so 512 tokens hold any direct answer, and the
// reasoning regime adds the staircase's allowance for written-out steps.
GenerationSettings tos_settings(std::string_view regime) {
  GenerationSettings g;
  g.max_tokens = regime == "direct" ? 512 : 512 + kReasoningTokens;
  return g;
}

}  // namespace

bool is_tos_release(const std::string& dir) { return pack::open_pack_manifest(dir, "tos", false).ok(); }

Result<std::vector<std::string>> tos_conditions(const std::string& dir) {
  MM_TRY(m, pack::open_pack_manifest(dir, "tos", true));
  if (!m->contains("languages") || !(*m)["languages"].is_array())
    return Error{fmt::format("{}/manifest.json: /languages: expected the list of conditions", dir)};
  return (*m)["languages"].get<std::vector<std::string>>();
}

Result<std::map<std::string, std::string>> tos_targets(const std::string& dir) {
  std::map<std::string, std::string> out;
  MM_CHECK(pack::each_json_line(dir + "/gold.jsonl", [&](const Json& j, const std::string& where) -> Status {
    if (!j.contains("id") || !j["id"].is_string() || !j.contains("task") || !j["task"].is_string() ||
        !j.contains("gold"))
      return Error{fmt::format("{}: expected \"id\", \"task\" and \"gold\"", where)};
    tos::Question q{j["task"].get<std::string>(), j["id"].get<std::string>(), j.value("ask", Json()), j["gold"]};
    out[q.id] = tos::gold_text(q);
    return Status::Ok();
  }));
  return out;
}

Status for_each_tos_item(const std::string& dir, const std::string& condition,
                         const std::map<std::string, std::string>& targets,
                         const std::function<Status(const ExportItem&)>& each) {
  // Item lines are read as ordered JSON once: the metadata keeps the line's
  // field order and the prompt is parsed a single time.
  return pack::each_json_line<OJson>(dir + "/items/" + condition + ".jsonl", [&](const OJson& j, const std::string& where) -> Status {
    for (const char* k : {"id", "question", "task", "regime", "prompt"})
      if (!j.contains(k) || !j[k].is_string()) return Error{fmt::format("{}: /{}: expected a string", where, k)};
    ExportItem e;
    e.id = j["id"].get<std::string>();
    e.condition = condition;
    e.family = j["task"].get<std::string>();
    e.regime = j["regime"].get<std::string>();
    e.group = "tos";
    e.format = Format::FreeText;
    e.prompt = j["prompt"].get<std::string>();
    e.settings = tos_settings(e.regime);
    // Every field of the item but the prompt, in the line's order.
    for (auto it = j.begin(); it != j.end(); ++it)
      if (it.key() != "prompt") e.metadata[it.key()] = it.value();
    e.metadata["max_tokens"] = e.settings.max_tokens;
    if (auto t = targets.find(j["question"].get<std::string>()); t != targets.end()) e.target = t->second;
    return each(e);
  });
}

}  // namespace mm::harness
