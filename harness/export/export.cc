#include "harness/export/export.h"

#include <array>
#include <set>

#include <fmt/format.h>

#include "base/enum_names.h"
#include "base/sha256.h"
#include "base/file_io.h"
#include "format/generation_settings.h"
#include "generator/release/staging.h"
#include "harness/export/export_writer.h"

namespace mm::harness {
namespace {

constexpr std::array<std::string_view, 4> kFormats = {"openai-batch", "lm-eval", "inspect", "chat-jsonl"};

std::unique_ptr<ExportWriter> make_writer(const ExportOptions& opt, ExportFiles& files) {
  switch (opt.format) {
    case ExportFormat::OpenAIBatch: return openai_batch_writer(opt, files);
    case ExportFormat::LmEval: return lm_eval_writer(opt, files);
    case ExportFormat::Inspect: return inspect_writer(opt, files);
    case ExportFormat::ChatJsonl: return chat_jsonl_writer(opt, files);
  }
  return nullptr;
}

// The release's conditions that are exported, in the release's order.
Result<std::vector<std::string>> chosen_conditions(const ExportOptions& opt, const std::vector<std::string>& languages) {
  if (opt.conditions.empty()) return languages;
  std::set<std::string> want(opt.conditions.begin(), opt.conditions.end());
  std::vector<std::string> out;
  for (const auto& c : languages)
    if (want.erase(c)) out.push_back(c);
  if (!want.empty())
    return Error{fmt::format("--languages: '{}' is not a condition of release {} (it has: {})", *want.begin(),
                             opt.release, fmt::join(languages, ","))};
  return out;
}

Status check_options(const ExportOptions& opt) {
  if (opt.format == ExportFormat::OpenAIBatch && opt.model.empty())
    return Error{"--format openai-batch needs --model (the Batch API's request body names the model), "
                 "e.g. --model gpt-4o-mini"};
  if (opt.format != ExportFormat::OpenAIBatch && (!opt.model.empty() || opt.openai_reasoning_model))
    return Error{fmt::format("--model and --openai-reasoning-model are for --format openai-batch only ({} requests "
                             "do not name a model)",
                             export_format_name(opt.format))};
  if (opt.max_requests_per_file == 0 || opt.max_bytes_per_file == 0)
    return Error{"the per-file limits must be positive"};
  return Status::Ok();
}

std::string readme(const ExportOptions& opt, const score::Release& r, const ExportWriter& w, size_t items) {
  return fmt::format(
      "# mentalmap export: {}\n\n"
      "{} items of release `{}` (mentalmap {}, seed {}, `{}` profile), conditions {}.\n"
      "Written by `mentalmap export --format {}`; `manifest.json` lists every file with its SHA-256\n"
      "and the release manifest's.\n\n"
      "## How to run it\n\n{}\n"
      "## Generation settings\n\n{}\n"
      "Each item's budget is in its request (or its `metadata.max_tokens`). Answers are read in the\n"
      "item's language, in free form (a reasoning-regime item ends with a line starting with the\n"
      "answer marker); see the release's card for the prediction format.\n",
      export_format_name(opt.format), items, opt.release, r.manifest.tool_version, r.manifest.seed,
      r.manifest.profile, fmt::join(opt.conditions.empty() ? r.manifest.languages : opt.conditions, ", "),
      export_format_name(opt.format), w.how_to_run(), generation_settings_markdown());
}

OJson export_manifest(const ExportOptions& opt, const score::Release& r, const std::vector<FileEntry>& files,
                      size_t items) {
  OJson list = OJson::array();
  for (const auto& f : files) list.push_back({{"path", f.path}, {"bytes", f.bytes}, {"sha256", f.sha256}});
  auto manifest_text = read_file(r.dir + "/manifest.json");
  return OJson{{"format", output_format(OutputKind::Export)},
               {"version", 1},
               {"tool", {{"name", "mentalmap"}, {"version", MENTALMAP_VERSION}}},
               {"export_format", export_format_name(opt.format)},
               {"release",
                {{"manifest_sha256", manifest_text ? sha256_hex(*manifest_text) : ""},
                 {"seed", r.manifest.seed},
                 {"profile", r.manifest.profile},
                 {"scenes", r.manifest.scenes}}},
               {"items", items},
               {"generation", generation_settings_json()},
               {"files", list}};
}

}  // namespace

std::string_view export_format_name(ExportFormat f) { return kFormats[static_cast<size_t>(f)]; }

std::optional<ExportFormat> parse_export_format(std::string_view name) {
  return enum_from_name<ExportFormat>(kFormats, name);
}

std::string export_format_list() { return fmt::format("{}", fmt::join(kFormats, ", ")); }

// A Theory of Space release (docs/tos.md): the same writers over its items.
static Result<ExportReport> export_tos_release(const ExportOptions& opt) {
  ExportReport report;
  MM_TRY(staging, Staging::begin(opt.out, OutputKind::Export, opt.force, &report.notes));
  MM_TRY(languages, tos_conditions(opt.release));
  MM_TRY(conditions, chosen_conditions(opt, *languages));
  std::map<std::string, std::string> targets;
  if (opt.format == ExportFormat::LmEval || opt.format == ExportFormat::Inspect) {
    MM_TRY(t, tos_targets(opt.release));
    targets = std::move(*t);
  }
  ExportFiles files(staging->dir());
  auto writer = make_writer(opt, files);
  for (const auto& c : *conditions) {
    MM_CHECK(writer->begin_condition(c));
    MM_CHECK(for_each_tos_item(opt.release, c, targets, [&](const ExportItem& e) -> Status {
      MM_CHECK(writer->item(e));
      ++report.items;
      if (opt.progress) opt.progress(report.items, 0);
      return Status::Ok();
    }));
    MM_CHECK(writer->end_condition());
  }
  MM_CHECK(writer->finish());
  MM_CHECK(files.write("README.md",
                       fmt::format("# mentalmap export: {}\n\n{} items of the Theory of Space release `{}`, conditions "
                                   "{}.\nWritten by `mentalmap export --format {}`; `manifest.json` lists every file "
                                   "with its SHA-256\nand the release manifest's.\n\n## How to run it\n\n{}\n"
                                   "Budgets: 512 tokens for a direct answer, 512 + {} in the reasoning regime; greedy "
                                   "decoding, no system prompt. Score what the tool writes with `mentalmap score`.\n",
                                   export_format_name(opt.format), report.items, opt.release, fmt::join(*conditions, ", "),
                                   export_format_name(opt.format), writer->how_to_run(), kReasoningTokens)));
  MM_CHECK(files.close_all());
  std::vector<FileEntry> entries = files.entries();
  OJson list = OJson::array();
  for (const auto& f : entries) {
    report.files.push_back(f.path);
    list.push_back({{"path", f.path}, {"bytes", f.bytes}, {"sha256", f.sha256}});
  }
  auto manifest_text = read_file(opt.release + "/manifest.json");
  OJson manifest{{"format", output_format(OutputKind::Export)},
                 {"version", 1},
                 {"tool", {{"name", "mentalmap"}, {"version", MENTALMAP_VERSION}}},
                 {"export_format", export_format_name(opt.format)},
                 {"release", {{"pack", "tos"}, {"manifest_sha256", manifest_text ? sha256_hex(*manifest_text) : ""}}},
                 {"items", report.items},
                 {"files", list}};
  MM_CHECK(write_file(staging->dir() + "/manifest.json", manifest.dump(2) + "\n"));
  MM_CHECK(staging->commit());
  return report;
}

Result<ExportReport> export_release(const ExportOptions& opt) {
  MM_CHECK(check_options(opt));
  if (is_tos_release(opt.release)) return export_tos_release(opt);
  ExportReport report;
  MM_TRY(staging, Staging::begin(opt.out, OutputKind::Export, opt.force, &report.notes));
  MM_TRY(release, score::open_release(opt.release, {.verify = true, .public_dir = opt.public_dir}));
  for (const auto& n : release->notes) report.notes.push_back(n);
  MM_TRY(conditions, chosen_conditions(opt, release->manifest.languages));
  std::map<std::string, std::string> targets;
  if (opt.format == ExportFormat::LmEval || opt.format == ExportFormat::Inspect) {
    MM_TRY(t, answer_texts(*release, opt.threads));
    targets = std::move(*t);
  }
  size_t total = 0;
  for (const auto& g : release->items)
    if (std::find(conditions->begin(), conditions->end(), g.language) != conditions->end()) ++total;
  ExportFiles files(staging->dir());
  auto writer = make_writer(opt, files);
  for (const auto& c : *conditions) {
    MM_CHECK(writer->begin_condition(c));
    MM_CHECK(for_each_export_item(*release, c, targets, [&](const ExportItem& e) -> Status {
      MM_CHECK(writer->item(e));
      ++report.items;
      if (opt.progress) opt.progress(report.items, total);
      return Status::Ok();
    }));
    MM_CHECK(writer->end_condition());
  }
  MM_CHECK(writer->finish());
  ExportOptions shown = opt;
  shown.conditions = *conditions;
  MM_CHECK(files.write("README.md", readme(shown, *release, *writer, report.items)));
  MM_CHECK(files.close_all());
  std::vector<FileEntry> entries = files.entries();
  for (const auto& e : entries) report.files.push_back(e.path);
  MM_CHECK(write_file(staging->dir() + "/manifest.json",
                      export_manifest(opt, *release, entries, report.items).dump(2) + "\n"));
  MM_CHECK(staging->commit());
  return report;
}

}  // namespace mm::harness
