// `mentalmap generate`: a thin handler over mm_release.
#include <iostream>
#include <memory>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/progress.h"
#include "base/parallel.h"
#include "base/suggest.h"
#include "generator/release/writer.h"
#include "validators/baselines/release_gate.h"

namespace mm::cli {

int run_generate_tos(const std::vector<std::string>& args);
int run_generate_space(const std::vector<std::string>& args);
int run_generate_cospace(const std::vector<std::string>& args);

int run_generate(const std::vector<std::string>& args) {
  // A pack's release has its own options (--pack tos: docs/tos.md; --pack
  // space: docs/space.md; --pack cospace: docs/cospace.md).
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i] == "--pack" || args[i].rfind("--pack=", 0) == 0) {
      std::string pack = args[i] == "--pack" ? (i + 1 < args.size() ? args[i + 1] : "") : args[i].substr(7);
      if (pack == "tos") return run_generate_tos(args);
      if (pack == "space") return run_generate_space(args);
      if (pack == "cospace") return run_generate_cospace(args);
      if (pack != "staircase")
        return fail(fmt::format("--pack '{}': expected staircase, tos, space or cospace", pack));
    }
  po::options_description desc("generate options");
  desc.add_options()
      ("scenes", po::value<std::string>()->default_value("builtin:100"),
       "builtin:N, a ProcTHOR .json/.jsonl/.jsonl.gz file, or a folder of canonical scenes")
      ("seed", po::value<uint64_t>()->default_value(0), "the one seed every random choice derives from")
      ("profile", po::value<std::string>()->default_value("paper"), "paper, small or full")
      ("per-cell", po::value<int>()->default_value(4), "full profile: items per cell")
      ("multimodal", "draw each house's floorplan in each condition's language (SVG and PNG, rsvg-convert) and "
                     "name it in every item's \"image\" field")
      ("item-plans", "with --multimodal: give each item its own floorplan, the part its text describes with "
                     "the text's names (one SVG and PNG per distinct plan; far slower than house plans)")
      ("scratchpad", "also render every direct-regime item in the scratchpad regime (a notes block before the "
                     "answer), on the same items, so its lift is a paired difference")
      ("languages", po::value<std::string>()->default_value("all"),
       "conditions to write, comma-separated: en,zh,ja,ko,es,ar,th,de,struct or all")
      ("out", po::value<std::string>()->required(), "release folder (replaced atomically)")
      ("shard", po::value<std::string>(), "generate slice K of N (by houses), e.g. 2/3; join with `merge`")
      ("threads", po::value<int>()->default_value(default_threads()),
       "worker threads (default: the machine's cores); the release is byte-identical for any count")
      ("skip-gate", "write the release even when a blind baseline passes more than its bound (the "
                    "manifest then says the gate failed, and `verify` reports it): for work on a family")
      ("verbose", "print the wall time of each stage (scan, plan, render, gate, publish)")
      ("force", "replace --out even when it is not a mentalmap release or holds files its manifest does not "
                "list (everything in it is lost)");
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap generate --out DIR [--scenes builtin:100] [--seed S] "
                           "[--profile paper|small|full] [--languages en,struct] [--shard K/N] [--threads N]",
                           args, desc, vm))
    return *rc;
  GenerateOptions opt;
  opt.scenes = vm["scenes"].as<std::string>();
  opt.seed = vm["seed"].as<uint64_t>();
  std::string profile = vm["profile"].as<std::string>();
  auto p = parse_profile(profile);
  if (!p) return fail(fmt::format("--profile '{}': expected paper, small or full{}", profile,
                                  did_you_mean(profile, {"paper", "small", "full"})));
  opt.profile = *p;
  opt.per_cell = vm["per-cell"].as<int>();
  opt.scratchpad = vm.count("scratchpad") > 0;
  opt.multimodal = vm.count("multimodal") > 0;
  opt.item_plans = vm.count("item-plans") > 0;
  if (opt.item_plans && !opt.multimodal) return fail("--item-plans needs --multimodal");
  opt.languages = split_commas(vm["languages"].as<std::string>());
  opt.out = vm["out"].as<std::string>();
  opt.threads = vm["threads"].as<int>();
  opt.gate = baselines::release_gate(opt.threads, !vm.count("skip-gate"));
  opt.force = vm.count("force") > 0;
  if (vm.count("shard")) {
    Status st = parse_shard(vm["shard"].as<std::string>(), opt.shard_k, opt.shard_n);
    if (!st) return fail(st.error().message);
  }
  Status st = validate_options(opt);
  if (!st) return fail(st.error().message);
  std::cerr << fmt::format("generating {} profile, seed {}, scenes {}, conditions {}{} -> {}\n",
                           profile_name(opt.profile), opt.seed, opt.scenes, fmt::join(opt.languages, ","),
                           opt.shard_n > 1 ? fmt::format(", shard {}/{}", opt.shard_k, opt.shard_n) : "",
                           opt.out);
  std::unique_ptr<ProgressBar> bar;
  std::string stage;
  auto progress = [&](const std::string& s, size_t done, size_t total) {
    if (s != stage) {
      if (bar) bar->finish();
      stage = s;
      bar = std::make_unique<ProgressBar>(s == "scan" ? "scanning houses" : "rendering houses", total);
    }
    bar->update(done);
  };
  auto report = generate_release(opt, progress);
  if (bar) bar->finish();
  if (!report) return fail(report.error().message);
  for (const auto& n : report->notes) warn(n);
  if (vm.count("verbose"))
    for (const auto& [stage, secs] : report->stages) std::cerr << fmt::format("  {:<8} {:6.2f} s\n", stage, secs);
  for (const auto& w : report->warnings) warn(w);
  if (opt.shard_n > 1)
    std::cerr << fmt::format("wrote {} items from houses {}-{} of {} (shard {}/{}) to {}; the blind-baselines gate "
                             "runs when the shards are merged\n",
                             report->items, report->first_house + 1, report->end_house, report->houses, opt.shard_k,
                             opt.shard_n, opt.out);
  else
    std::cerr << fmt::format("wrote {} items from {} houses to {}\n", report->items, report->houses, opt.out);
  return 0;
}

}  // namespace mm::cli
