#include "generator/release/card.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "format/baselines_summary.h"
#include "format/generation_settings.h"

namespace mm {
namespace {

std::string size_category(int64_t n) {
  if (n < 1000) return "n<1K";
  if (n < 10000) return "1K<n<10K";
  if (n < 100000) return "10K<n<100K";
  if (n < 1000000) return "100K<n<1M";
  return "1M<n<10M";
}

int64_t total_items(const Manifest& m) {
  int64_t n = 0;
  for (const auto& [level, row] : m.counts)
    for (const auto& [lang, c] : row) n += c;
  return n;
}

constexpr std::array<const char*, 6> kLevels = {
    "atomic facts: what is where, how many, in what state",
    "anchor-local relations: an object and the thing it is in or on",
    "multi-object reasoning: directions, chains, paths, distances",
    "viewpoints: the same layout from a stated position and facing",
    "dynamics: the house after simulated actions (events, counterfactuals, final states)",
    "world graphs: the whole scene, or a slice, written as a JSON graph",
};

std::string front_matter(const Manifest& m) {
  std::string yaml = "---\nlanguage:\n";
  for (const auto& l : m.languages)
    if (l != "struct") yaml += fmt::format("- {}\n", l);
  yaml += "license: apache-2.0\nmultilinguality: multilingual\n";
  yaml += fmt::format("size_categories:\n- {}\n", size_category(total_items(m)));
  yaml += "task_categories:\n- question-answering\n- text-generation\n";
  yaml += "pretty_name: mentalmap pure-text spatial reasoning benchmark\n";
  yaml += "tags:\n- spatial-reasoning\n- world-models\n- multilingual\n- procthor\n";
  yaml += "configs:\n";
  for (const auto& l : m.languages)
    yaml += fmt::format("- config_name: {}\n  data_files:\n  - split: test\n    path: items/{}.jsonl\n", l, l);
  return yaml + "---\n\n";
}

std::string command_line(const Manifest& m) {
  std::string cmd = fmt::format("mentalmap generate --scenes {} --seed {} --profile {}", m.scenes, m.seed, m.profile);
  if (m.profile == "full" && m.per_cell > 0) cmd += fmt::format(" --per-cell {}", m.per_cell);
  if (m.scratchpad) cmd += " --scratchpad";
  if (m.multimodal) cmd += " --multimodal";
  if (m.item_plans) cmd += " --item-plans";
  cmd += fmt::format(" --languages {} --out RELEASE", fmt::join(m.languages, ","));
  return cmd;
}

std::string intro(const Manifest& m, CardKind kind) {
  std::string s = "# mentalmap release\n\n";
  if (kind == CardKind::Public)
    s += "> **This is the public half of a published release.** It holds the items and this card only.\n"
         "> The answers (`gold.jsonl`), the scoring vocabulary, the scenes and the action episodes are\n"
         "> kept in the private half by the release's maintainers, so that the answers do not leak into\n"
         "> training data. Scores come from `mentalmap score` run on the private half.\n\n";
  s += fmt::format(
      "A pure-text benchmark of spatial reasoning over household scenes: each item describes a house\n"
      "(rooms, furniture, objects, their states, and for dynamic items a sequence of actions) and asks\n"
      "one question, from atomic facts (L0) to writing the whole scene as a JSON world graph (L5). Every\n"
      "item is rendered in several languages and in a language-neutral structured control (`struct`),\n"
      "so that the same question can be compared across languages.\n\n"
      "Made by mentalmap {} (ICU {}) from `{}` ({} houses) with seed {} and the `{}` profile:\n\n"
      "    {}\n\n"
      "The same command with the same mentalmap version writes byte-identical files.\n\n",
      m.tool_version, m.icu_version, m.scenes, m.houses, m.seed, m.profile, command_line(m));
  return s;
}

// "| value | items |" rows of one axis, largest first.
std::string axis_table(const Manifest& m, const char* axis, const char* title) {
  auto it = m.axes.find(axis);
  if (it == m.axes.end()) return "";
  std::vector<std::pair<std::string, int64_t>> rows(it->second.begin(), it->second.end());
  std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string s = fmt::format("| {} | items |\n|---|---:|\n", title);
  for (const auto& [v, n] : rows) s += fmt::format("| {} | {} |\n", v, n);
  return s + "\n";
}

std::string measures(const Manifest& m) {
  std::string s = "## What it measures\n\n";
  s += "Six levels, each a set of task families (docs/tasks.md in the mentalmap repository describes each):\n\n"
       "| level | what it asks | families (items, all conditions) |\n|---|---|---|\n";
  auto fam_counts = m.axes.count("family") ? m.axes.at("family") : std::map<std::string, int64_t>{};
  for (size_t level = 0; level < kLevels.size(); ++level) {
    std::vector<std::string> names;
    if (m.families.is_object())
      for (const auto& [id, info] : m.families.items())
        if (info.is_object() && info.value("level", -9) == int(level))
          names.push_back(fam_counts.count(id) ? fmt::format("{} ({})", id, fam_counts.at(id)) : id);
    s += fmt::format("| L{} | {} | {} |\n", level, kLevels[level], fmt::join(names, ", "));
  }
  std::vector<std::string> diagnostics;
  if (m.families.is_object())
    for (const auto& [id, info] : m.families.items())
      if (info.is_object() && info.value("level", 0) < 0)
        diagnostics.push_back(fam_counts.count(id) ? fmt::format("{} ({})", id, fam_counts.at(id)) : id);
  if (!diagnostics.empty())
    s += fmt::format("| diagnostic | free-form descriptions, scored apart and kept out of the level means | {} |\n",
                     fmt::join(diagnostics, ", "));
  s += "\n";
  s += "Each item also has a place on these axes:\n\n"
       "- **regime**: `direct` asks for the answer only; `reasoning` asks to think step by step and\n"
       "  end with a line starting with the answer marker; `scratchpad` (added with --scratchpad, on the\n"
       "  direct items) offers a notes block before the answer, and only the answer after it is read.\n"
       "- **frame** of reference for directions: `absolute` (compass), `relative` (from a stated\n"
       "  position and facing), `intrinsic` (from an object's own front); `none` where no direction is asked.\n"
       "- **mode** of description: `balanced`, `count-first` (how many of each kind, then where),\n"
       "  `relation-first` (where things are, then counts).\n"
       "- **order** of mention in relations: `anchor-first` or `target-first`; `none` elsewhere.\n\n";
  for (auto [axis, title] : {std::pair{"regime", "regime"}, {"frame", "frame"}, {"mode", "mode"},
                             {"order", "order"}})
    s += axis_table(m, axis, title);
  return s;
}

std::string conditions(const Manifest& m) {
  std::string s = "## Conditions\n\nOne config per condition; `struct` is the language-neutral structured control.\n\n";
  s += "| level |";
  for (const auto& l : m.languages) s += fmt::format(" {} |", l);
  s += "\n|---|";
  for (size_t i = 0; i < m.languages.size(); ++i) s += "---:|";
  s += "\n";
  for (const auto& [level, row] : m.counts) {
    s += fmt::format("| {} |", level);
    for (const auto& l : m.languages) s += fmt::format(" {} |", row.count(l) ? row.at(l) : 0);
    s += "\n";
  }
  return s + fmt::format("\nTotal: {} items.\n\n", total_items(m));
}

std::string item_fields() {
  return "## Item fields\n\n"
         "Each line of `items/<condition>.jsonl` is one item:\n\n"
         "| field | meaning |\n|---|---|\n"
         "| `id` | the item's id; predictions name it |\n"
         "| `base_id` | the same question in every condition and regime (parallel items share it) |\n"
         "| `version` | the mentalmap version that rendered it |\n"
         "| `scene` | the house it describes |\n"
         "| `case` | the question's case within the house (shared across languages and regimes) |\n"
         "| `level` | 0-5, or -1 for diagnostic items |\n"
         "| `family` | the task family (see \"What it measures\") |\n"
         "| `language` | the condition: a language code, or `struct` |\n"
         "| `mode`, `regime`, `frame`, `order` | the item's axes (see above) |\n"
         "| `axes` | the axes this item varies on purpose (e.g. `reasoning`, `frame`) |\n"
         "| `tier` | difficulty tier from the scene's size |\n"
         "| `referents` | how many objects and rooms the description names |\n"
         "| `chain_depth` | how many facts the answer chains |\n"
         "| `output_format` | the answer's shape: boolean, integer, label, label-list, label-sequence, direction, "
         "direction-pair, histogram, event-list, state-map, graph, free-text |\n"
         "| `prompt` | the whole text given to the model: description, question, answer instruction |\n\n"
         "The prompt is the only input; no system prompt is needed.\n\n";
}

std::string predictions(CardKind kind) {
  std::string release = kind == CardKind::Public ? "PRIVATE" : "RELEASE";
  return fmt::format(
      "## Predictions and scoring\n\n"
      "Write one JSON line per answer, with the model's raw reply:\n\n"
      "    {{\"id\": \"mm-...\", \"model\": \"my-model\", \"output\": \"...the reply, as the model wrote it...\"}}\n\n"
      "and score and report with the mentalmap tool:\n\n"
      "    mentalmap score {0} predictions.jsonl --out results.jsonl\n"
      "    mentalmap report results.jsonl --out report/\n\n"
      "Replies are read in the item's language as a careful grader would (answer words, names as the\n"
      "description writes them, a final answer line in the reasoning regime); L4 event sets and L5\n"
      "graphs get partial credit. `mentalmap export {0} --format F` writes the items for a\n"
      "model-running tool (openai-batch, lm-eval, inspect, chat-jsonl), and `score` reads what those\n"
      "tools write back (OpenAI Batch output, lm-evaluation-harness samples, inspect_ai logs).\n\n",
      release);
}

std::string settings() {
  return "## Recommended generation settings\n\n" + generation_settings_markdown() + "\n";
}

std::string baselines(const Manifest& m) {
  std::string table = baselines_markdown(m.baselines, m.families);
  if (table.empty()) return "## Blind baselines\n\nNot computed for this release (a shard, or made without the gate).\n\n";
  return "## Blind baselines\n\n"
         "Every item answered without reasoning (a seeded random guess, the best constant answer, the\n"
         "majority answer fitted on the other half of the houses, and each family's shortcut: the\n"
         "no-change answer, the stated location, the actual outcome, the narration order, the\n"
         "last-mentioned object, the first option), scored by the real scorer. A release is only\n"
         "written when none of them passes more than its bound (`mentalmap baselines` recomputes\n"
         "them).\n\n" +
         table + "\n";
}

std::string limitations(const Manifest& m) {
  return fmt::format(
      "## Limitations\n\n"
      "- Scenes: {}. Built-in houses are procedurally generated in the style of ProcTHOR houses\n"
      "  (room types, object types and placements from ProcTHOR's public tables); imported ProcTHOR\n"
      "  houses are real ProcTHOR layouts. Neither is a photograph of a real home.\n"
      "- Actions are simulated with AI2-THOR's action semantics (pick up, put, open, slice, ...), not\n"
      "  run in the simulator.\n"
      "- The text is rendered from templates and lexicons reviewed by native readers; it is\n"
      "  grammatical and natural, but less varied than human writing.\n"
      "- Pure text: nothing here tests vision.\n\n",
      m.scenes.rfind("builtin:", 0) == 0 ? "built-in procedural houses" : "imported ProcTHOR houses");
}

std::string license_and_citation() {
  return "## License\n\n"
         "The items, answers and scenes are released under the Apache License 2.0, as are ProcTHOR's\n"
         "public tables they draw on.\n\n"
         "## Citation\n\n"
         "Cite the benchmark as its repository's CITATION.cff says:\n\n"
         "    mentalmap: a multilingual pure-text benchmark of spatial world models,\n"
         "    from atomic facts to world graphs. Software and dataset, version " MENTALMAP_VERSION ".\n\n";
}

std::string files(CardKind kind) {
  if (kind == CardKind::Public)
    return "## Files\n\n"
           "- `items/<condition>.jsonl`: the items (fields above); no answers.\n"
           "- `manifest.json`: provenance, counts, and the SHA-256 of each file here and of the full\n"
           "  release manifest (`mentalmap verify` re-checks them).\n"
           "- Not here: `gold.jsonl` (answers and scoring data), `vocabulary/`, `scenes/` (the scenes\n"
           "  and episodes would give every answer away) and `baselines.json`. They are in the private\n"
           "  half, which `mentalmap score` and `mentalmap verify` read together with this one.\n";
  return "## Files\n\n"
         "- `items/<condition>.jsonl`: one item per line (fields above); no answers.\n"
         "- `gold.jsonl`: id, evaluator, normaliser, answer and scoring data.\n"
         "- `vocabulary/<condition>.json`: the names and answer words the scorer reads per condition.\n"
         "- `scenes/`: the canonical scenes and the action episodes the items were built from.\n"
         "- `baselines.json`: the blind baselines per family and condition.\n"
         "- `manifest.json`: versions, seed, counts and the SHA-256 of every file\n"
         "  (`mentalmap verify` re-checks them).\n\n"
         "**Do not upload this folder as it is**: the answers and the scenes would be public.\n"
         "`mentalmap publish RELEASE --out DIR` splits it into a public half to upload and a private\n"
         "half to keep.\n";
}

}  // namespace

const std::vector<std::string>& card_sections() {
  static const std::vector<std::string> s = {
      "# mentalmap release",       "## What it measures", "## Conditions",
      "## Item fields",            "## Predictions and scoring", "## Recommended generation settings",
      "## Blind baselines",        "## Limitations",      "## License",
      "## Citation",               "## Files"};
  return s;
}

std::string dataset_card(const Manifest& m, CardKind kind) {
  return front_matter(m) + intro(m, kind) + measures(m) + conditions(m) + item_fields() + predictions(kind) +
         settings() + baselines(m) + limitations(m) + license_and_citation() + files(kind);
}

}  // namespace mm
