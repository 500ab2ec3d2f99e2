// `mentalmap scenes show|import|episode|stats|floorplan`: thin handlers over the
// scene and episode libraries.
#include <filesystem>
#include <iostream>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/progress.h"
#include "base/file_io.h"
#include "generator/core/scene_json.h"
#include "base/suggest.h"
#include "generator/episodes/sampler.h"
#include "generator/render/floorplan.h"
#include "generator/release/scene_import.h"
#include "generator/scenes/procthor_import.h"
#include "generator/scenes/scene_source.h"
#include "generator/scenes/scene_summary.h"

namespace mm::cli {
namespace {

namespace fs = std::filesystem;

int scenes_show(const std::vector<std::string>& args) {
  po::options_description desc("scenes show options");
  desc.add_options()
      ("scene", po::value<std::string>()->required(),
       "builtin:K (house index K), a canonical scene .json, a ProcTHOR house .json, or "
       "FILE.jsonl[.gz]:LINE")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the built-in houses")
      ("json", "print the canonical scene JSON instead of the summary");
  po::positional_options_description pos;
  pos.add("scene", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap scenes show SCENE [--seed S] [--json]", args, desc, vm, &pos))
    return *rc;
  auto scene = load_one_scene(vm["scene"].as<std::string>(), vm["seed"].as<uint64_t>());
  if (!scene) return fail(scene.error().message);
  std::cout << (vm.count("json") ? scene_dump(*scene) : scene_summary(*scene));
  return 0;
}

int scenes_import(const std::vector<std::string>& args) {
  po::options_description desc("scenes import options");
  desc.add_options()
      ("file", po::value<std::string>()->required(), "ProcTHOR .json, .jsonl or .jsonl.gz")
      ("out", po::value<std::string>()->required(), "folder for the canonical scenes (replaced whole)")
      ("force", "replace --out even if it is not a folder of imported scenes (everything in it is lost)")
      ("allow-partial", "keep the complete houses of a truncated or corrupt file (exit code 3)");
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap scenes import FILE --out DIR", args, desc, vm, &pos))
    return *rc;
  ProgressBar bar("importing (bytes)", 0);
  SceneImportOptions opt;
  opt.file = vm["file"].as<std::string>();
  opt.out = vm["out"].as<std::string>();
  opt.force = vm.count("force") > 0;
  opt.allow_partial = vm.count("allow-partial") > 0;
  opt.on_progress = [&](size_t done, size_t total) {
    bar.set_total(total);
    bar.update(done);
  };
  auto report = import_scene_folder(opt);
  bar.finish();
  if (!report) return fail(report.error().message);
  for (const auto& n : report->notes) warn(n);
  for (const auto& b : report->skipped) warn("skipped a bad house: " + b);
  if (!report->damage.empty()) warn("--allow-partial: " + report->damage);
  std::cerr << fmt::format("imported {} house(s) into {}; {} bad house(s) skipped{}\n", report->houses, opt.out,
                           report->skipped.size(), report->damage.empty() ? "" : "; the file's damaged tail dropped");
  return report->partial() ? kExitSkipped : kExitOk;
}

int scenes_episode(const std::vector<std::string>& args) {
  po::options_description desc("scenes episode options");
  desc.add_options()
      ("scene", po::value<std::string>()->required(), "a scene reference, as for `scenes show`")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of houses and episodes")
      ("index", po::value<int>()->default_value(0), "which sampled episode of the scene")
      ("chain", "sample a three-action chain instead of a single action")
      ("json", "print the episode JSON (the three canonical artifacts)");
  po::positional_options_description pos;
  pos.add("scene", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap scenes episode SCENE [--seed S] [--index K] [--chain] [--json]",
                           args, desc, vm, &pos))
    return *rc;
  uint64_t seed = vm["seed"].as<uint64_t>();
  auto scene = load_one_scene(vm["scene"].as<std::string>(), seed);
  if (!scene) return fail(scene.error().message);
  int index = vm["index"].as<int>();
  auto ep = vm.count("chain") ? sample_chain(*scene, seed, index)
                              : sample_single_action(*scene, seed, index);
  if (!ep) return fail(fmt::format("scene {} offers no applicable action", scene->id));
  if (vm.count("json")) {
    std::cout << episode_dump(*ep);
    return 0;
  }
  std::cout << fmt::format("episode {} ({}) in scene {}\n", ep->id, ep->kind, ep->scene_id);
  if (!ep->before.held.empty()) std::cout << fmt::format("agent holds {} at the start\n", ep->before.held);
  std::cout << "\ntrajectory:\n";
  for (size_t i = 0; i < ep->trajectory.size(); ++i) {
    const Step& s = ep->trajectory[i];
    std::cout << fmt::format("  {}. {} {}{} -> {}\n", i + 1, action_name(s.action.type),
                             s.action.object,
                             s.action.receptacle.empty() ? "" : " into/onto " + s.action.receptacle,
                             s.success ? "ok" : "FAILED (" + std::string(failure_code(s.failure)) + ")");
  }
  std::cout << "\ntransition log:\n";
  for (const Event& e : ep->log)
    std::cout << fmt::format("  step {}: {}.{}: {} -> {}\n", e.step + 1, e.object, e.attribute,
                             e.before.dump(), e.after.dump());
  if (ep->log.empty()) std::cout << "  (no changes)\n";
  return 0;
}

int scenes_stats(const std::vector<std::string>& args) {
  po::options_description desc("scenes stats options");
  desc.add_options()
      ("scenes", po::value<std::string>()->required(), "builtin:N, a ProcTHOR file or a folder")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the built-in houses");
  po::positional_options_description pos;
  pos.add("scenes", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap scenes stats SCENES [--seed S]", args, desc, vm, &pos))
    return *rc;
  auto spec = parse_scene_spec(vm["scenes"].as<std::string>());
  if (!spec) return fail(spec.error().message);
  std::map<size_t, int> rooms;
  std::vector<size_t> objects;
  size_t bad = 0;
  Status st = for_each_scene(
      *spec, vm["seed"].as<uint64_t>(),
      [&](Scene&& s) {
        ++rooms[s.rooms.size()];
        objects.push_back(s.objects.size());
      },
      [&](const Error&) { ++bad; });
  if (!st) return fail(st.error().message);
  if (objects.empty()) return fail("no scenes");
  std::sort(objects.begin(), objects.end());
  double mean = 0;
  for (size_t n : objects) mean += double(n) / objects.size();
  std::cout << fmt::format("{} scenes ({} bad)\nrooms per house:", objects.size(), bad);
  for (const auto& [r, n] : rooms) std::cout << fmt::format(" {}:{}", r, n);
  std::cout << fmt::format("\nobjects per house: min {} median {} mean {:.1f} max {}\n",
                           objects.front(), objects[objects.size() / 2], mean, objects.back());
  return 0;
}

int scenes_floorplan(const std::vector<std::string>& args) {
  po::options_description desc("scenes floorplan options");
  desc.add_options()
      ("scene", po::value<std::string>()->required(), "builtin:K, a canonical scene .json or a ProcTHOR house")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the built-in houses")
      ("language", po::value<std::string>()->default_value("en"), "the labels' language")
      ("out", po::value<std::string>()->required()->value_name("FILE.svg"), "the SVG file")
      ("png", po::value<std::string>()->value_name("FILE.png"), "also rasterise it (rsvg-convert, librsvg2-bin)");
  po::positional_options_description pos;
  pos.add("scene", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap scenes floorplan SCENE --language L --out FILE.svg [--png FILE.png]", args, desc,
                           vm, &pos))
    return *rc;
  auto scene = load_one_scene(vm["scene"].as<std::string>(), vm["seed"].as<uint64_t>());
  if (!scene) return fail(scene.error().message);
  auto lx = load_lexicon(vm["language"].as<std::string>());
  if (!lx) return fail(lx.error().message);
  auto svg = floorplan_svg(*scene, *lx);
  if (!svg) return fail(svg.error().message);
  std::string out = vm["out"].as<std::string>();
  if (Status st = write_file_atomic(out, *svg); !st) return fail(st.error().message);
  if (vm.count("png"))
    if (Status st = floorplan_png(out, vm["png"].as<std::string>()); !st) return fail(st.error().message);
  std::cerr << fmt::format("wrote {}{}\n", out, vm.count("png") ? " and " + vm["png"].as<std::string>() : "");
  return 0;
}

}  // namespace

int run_scenes(const std::vector<std::string>& args) {
  static const std::vector<Command> sub = {
      {"show", "print a readable summary (or --json) of one scene", scenes_show},
      {"import", "convert a ProcTHOR file into canonical scene files", scenes_import},
      {"episode", "sample an episode in a scene and show its transition log", scenes_episode},
      {"stats", "rooms and objects per house over many scenes", scenes_stats},
      {"floorplan", "draw a scene from above as SVG (and PNG), labels in a language", scenes_floorplan},
  };
  return run_group("scenes", sub, args);
}

}  // namespace mm::cli
