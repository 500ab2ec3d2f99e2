// `mentalmap generate --pack tos`: a thin handler over mm_tos_release.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "generator/tasks/enums.h"
#include "generator/release/writer.h"
#include "packs/tos/release/release.h"

namespace mm::cli {

int run_generate_tos(const std::vector<std::string>& args) {
  po::options_description desc("generate --pack tos options");
  desc.add_options()
      ("pack", po::value<std::string>()->required(), "tos")
      ("profile", po::value<std::string>()->default_value("paper"),
       "paper (300 questions per task, 2,700 in all, as the paper's 100 worlds x 3) or small (15 per task)")
      ("worlds", po::value<int>(), "questions per task = worlds x 3 (over the profile's); more worlds are taken "
                                   "where one gives fewer than 3 questions of a task its log determines")
      ("seed", po::value<uint64_t>()->default_value(0), "the one seed every random choice derives from")
      ("explorer", po::value<std::string>()->default_value("scout"), "whose exploration log the prompts show: scout or strategist")
      ("rooms", po::value<int>()->default_value(3), "rooms per world")
      ("room-size", po::value<int>()->default_value(6), "cells per room side")
      ("objects", po::value<int>()->default_value(4), "objects per room")
      ("languages", po::value<std::string>()->default_value("all"),
       "conditions to write, comma-separated: en,zh,ja,ko,es,ar,th,de,struct or all")
      ("regimes", po::value<std::string>()->default_value("direct,reasoning"), "prompt regimes: direct, reasoning")
      ("out", po::value<std::string>()->required(), "release folder (replaced atomically)")
      ("threads", po::value<int>()->default_value(0), "worker threads (0: the machine's cores); the release is "
                                                      "byte-identical for any count")
      ("shard", po::value<std::string>(), "generate the conditions of slice K of N, e.g. 2/3; join with `merge`")
      ("skip-gate", "write the release even when a blind baseline reaches the gate's bound")
      ("force", "replace --out even when it is not a mentalmap release");
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap generate --pack tos --out DIR [--profile paper|small] [--seed S] "
                           "[--languages en,struct] [--explorer scout|strategist]",
                           args, desc, vm))
    return *rc;
  tos::ReleaseOptions opt;
  std::string profile = vm["profile"].as<std::string>();
  if (profile != "paper" && profile != "small") return fail(fmt::format("--profile '{}': expected paper or small", profile));
  opt.worlds = vm.count("worlds") ? vm["worlds"].as<int>() : profile == "paper" ? 100 : 5;
  opt.seed = vm["seed"].as<uint64_t>();
  opt.explorer = vm["explorer"].as<std::string>();
  opt.layout.rooms = vm["rooms"].as<int>();
  opt.layout.room_width = opt.layout.room_height = vm["room-size"].as<int>();
  opt.layout.objects_per_room = vm["objects"].as<int>();
  std::string langs = vm["languages"].as<std::string>();
  opt.languages = langs == "all" ? std::vector<std::string>{"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"}
                                 : split_commas(langs);
  static const std::vector<std::string> kKnown{"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"};
  for (const auto& l : opt.languages)
    if (std::find(kKnown.begin(), kKnown.end(), l) == kKnown.end())
      return fail(fmt::format("--languages: '{}' is not a condition (expected en, zh, ja, ko, es, ar, th, de, struct)", l));
  opt.regimes.clear();
  for (const auto& r : split_commas(vm["regimes"].as<std::string>())) {
    auto p = parse_regime(r);
    if (!p || *p == Regime::Scratchpad) return fail(fmt::format("--regimes: '{}': expected direct or reasoning", r));
    opt.regimes.push_back(*p);
  }
  opt.out = vm["out"].as<std::string>();
  opt.force = vm.count("force") > 0;
  opt.gate = !vm.count("skip-gate");
  opt.threads = vm["threads"].as<int>();
  if (vm.count("shard")) {
    Status st = parse_shard(vm["shard"].as<std::string>(), opt.shard_k, opt.shard_n);
    if (!st) return fail(st.error().message);
  }
  if (opt.threads < 0 || opt.threads > 256) return fail("--threads: expected 0 to 256");
  auto s = tos::generate_release(opt);
  if (!s) return fail(s.error().message);
  for (const auto& n : s->notes) std::cerr << n << "\n";
  for (const auto& f : s->gate_failures) std::cerr << "gate: " << f << "\n";
  std::cerr << fmt::format("wrote {}: {} questions, {} items ({} worlds, {} conditions, {} regimes)\n", opt.out,
                           s->questions, s->items, s->worlds, opt.languages.size(), opt.regimes.size());
  return 0;
}

}  // namespace mm::cli
