#include "generator/scenes/scene_source.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <optional>
#include <fstream>
#include <vector>

#include <fmt/format.h>

#include "generator/core/scene_json.h"
#include "generator/scenes/builtin_house.h"
#include "generator/scenes/procthor_import.h"

namespace mm {
namespace {

namespace fs = std::filesystem;

std::optional<int> parse_int(std::string_view s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

constexpr int kMaxBuiltinHouses = 1000000;

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// A canonical scene file says "format": "mentalmap.scene" near its start.
bool looks_canonical(const std::string& path) {
  std::ifstream in(path);
  std::string head(512, '\0');
  in.read(head.data(), head.size());
  head.resize(static_cast<size_t>(in.gcount()));
  return head.find("\"mentalmap.scene\"") != std::string::npos;
}

}  // namespace

Result<SceneSpec> parse_scene_spec(const std::string& spec) {
  SceneSpec s;
  if (spec.rfind("builtin:", 0) == 0) {
    auto n = parse_int(std::string_view(spec).substr(8));
    if (!n || *n < 1 || *n > kMaxBuiltinHouses)
      return Error{fmt::format("scene spec '{}': expected builtin:N with N from 1 to {}", spec,
                               kMaxBuiltinHouses)};
    s.kind = SceneSpec::Kind::Builtin;
    s.count = *n;
    return s;
  }
  std::error_code ec;
  if (fs::is_directory(spec, ec)) {
    s.kind = SceneSpec::Kind::CanonicalDir;
    s.path = spec;
    return s;
  }
  if (!fs::exists(spec, ec))
    return Error{fmt::format("scene spec '{}': no such file or folder; expected builtin:N, a "
                             "ProcTHOR .json/.jsonl/.jsonl.gz file, a canonical scene .json or a "
                             "folder of them",
                             spec)};
  s.path = spec;
  s.kind = looks_canonical(spec) ? SceneSpec::Kind::CanonicalFile : SceneSpec::Kind::ProcthorFile;
  return s;
}

Status for_each_scene(const SceneSpec& spec, uint64_t seed,
                      const std::function<void(Scene&&)>& on_scene,
                      const std::function<void(const Error&)>& on_error) {
  switch (spec.kind) {
    case SceneSpec::Kind::Builtin:
      for (int i = 0; i < spec.count; ++i) on_scene(generate_builtin_house(seed, i));
      return Status::Ok();
    case SceneSpec::Kind::ProcthorFile: {
      ImportSink sink;
      sink.on_scene = on_scene;
      sink.on_error = on_error;
      std::optional<Error> damage;
      sink.on_damage = [&](const Error& e) { damage = e; };
      Status st = import_procthor_file(spec.path, sink);
      if (st && damage)  // the rule of every command: a damaged file is refused
        return Error{damage->message + "; refused (`mentalmap scenes import --allow-partial` keeps the complete "
                                       "houses, then use the folder)"};
      return st;
    }
    case SceneSpec::Kind::CanonicalFile: {
      MM_TRY(s, load_scene_file(spec.path, {.strict_receptacles = false}));
      on_scene(std::move(*s));
      return Status::Ok();
    }
    case SceneSpec::Kind::CanonicalDir: {
      std::vector<fs::path> files;
      for (const auto& e : fs::directory_iterator(spec.path))
        if (e.is_regular_file() && e.path().extension() == ".json" && e.path().filename() != "manifest.json")
          files.push_back(e.path());  // manifest.json: what `scenes import` wrote
      std::sort(files.begin(), files.end());
      for (const auto& f : files) {
        auto s = load_scene_file(f.string(), {.strict_receptacles = false});
        if (!s) on_error(s.error());
        else on_scene(std::move(*s));
      }
      return Status::Ok();
    }
  }
  return Status::Ok();
}

Result<Scene> load_one_scene(const std::string& ref, uint64_t seed) {
  if (ref.rfind("builtin:", 0) == 0) {
    auto k = parse_int(std::string_view(ref).substr(8));
    if (!k || *k < 0 || *k >= kMaxBuiltinHouses)
      return Error{fmt::format("scene '{}': expected builtin:K with a house index K from 0 to {}",
                               ref, kMaxBuiltinHouses - 1)};
    return generate_builtin_house(seed, *k);
  }
  // FILE.jsonl[.gz]:LINE picks one house of a JSONL file.
  std::string path = ref;
  std::optional<int> line;
  auto colon = ref.rfind(':');
  if (colon != std::string::npos && !fs::exists(ref)) {
    line = parse_int(std::string_view(ref).substr(colon + 1));
    if (line) path = ref.substr(0, colon);
  }
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    return Error{fmt::format("scene '{}': expected builtin:K, a scene file, or FILE.jsonl:LINE",
                             ref)};
  if (!line && looks_canonical(path)) return load_scene_file(path, {.strict_receptacles = false});
  std::optional<Scene> found;
  std::optional<Error> first_error;
  int seen = 0;
  ImportSink sink;
  sink.on_scene = [&](Scene&& s) {
    ++seen;
    if (!found && (!line || ends_with(s.id, fmt::format("-{:05d}", *line)))) found = std::move(s);
  };
  sink.on_error = [&](const Error& e) {
    if (!first_error) first_error = e;
  };
  MM_CHECK(import_procthor_file(path, sink));
  if (found) return std::move(*found);
  if (first_error) return *first_error;
  return Error{line ? fmt::format("{}: no house on line {}", path, *line)
                    : fmt::format("{}: no house found", path)};
}

}  // namespace mm
