#include "generator/release/scene_import.h"

#include <filesystem>
#include <optional>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/json_util.h"
#include "generator/core/scene_json.h"
#include "base/sha256.h"
#include "generator/release/staging.h"
#include "generator/scenes/procthor_import.h"

namespace mm {

namespace fs = std::filesystem;

Result<SceneImportReport> import_scene_folder(const SceneImportOptions& opt) {
  std::error_code ec;
  if (fs::is_directory(opt.file, ec))
    return Error{fmt::format("{}: is a folder; expected a ProcTHOR .json, .jsonl or .jsonl.gz file (a folder of "
                             "canonical scenes is used as it is: generate --scenes {})",
                             opt.file, opt.file)};
  SceneImportReport report;
  MM_TRY(stage, Staging::begin(opt.out, OutputKind::Scenes, opt.force, &report.notes));
  OJson files = OJson::array();
  std::optional<Error> write_error;
  ImportSink sink;
  sink.on_scene = [&](Scene&& s) {
    if (write_error) return;
    std::string name = s.id + ".json", text = scene_dump(s);
    Status st = write_file((fs::path(stage->dir()) / name).string(), text);
    if (!st) {
      write_error = st.error();
      return;
    }
    files.push_back({{"path", name}, {"sha256", sha256_hex(text)}});
    ++report.houses;
  };
  sink.on_error = [&](const Error& e) { report.skipped.push_back(e.message); };
  sink.on_damage = [&](const Error& e) { report.damage = e.message; };
  sink.on_progress = opt.on_progress;
  Status st = import_procthor_file(opt.file, sink);
  if (!st) return st.error();
  if (write_error) return *write_error;
  if (!report.damage.empty() && !opt.allow_partial)
    return Error{report.damage + "; nothing was written (--allow-partial keeps the complete houses before the damage)"};
  if (report.houses == 0 && !report.damage.empty())
    return Error{report.damage + "; no complete house came before the damage; nothing was written"};
  if (report.houses == 0)
    return Error{fmt::format("{}: no house could be imported ({} bad); nothing was written{}", opt.file,
                             report.skipped.size(), report.skipped.empty() ? "" : ": " + report.skipped.front())};
  OJson manifest = {{"format", output_format(OutputKind::Scenes)},
                    {"version", MENTALMAP_VERSION},
                    {"source", fs::path(opt.file).filename().string()},
                    {"houses", report.houses},
                    {"skipped", report.skipped.size()},
                    {"partial", !report.damage.empty()},
                    {"files", files}};
  st = write_file((fs::path(stage->dir()) / "manifest.json").string(), manifest.dump(1) + "\n");
  if (!st) return st.error();
  st = stage->commit();
  if (!st) return st.error();
  return report;
}

}  // namespace mm
