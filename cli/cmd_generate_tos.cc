// `mentalmap generate --pack tos`: a thin handler over mm_tos_release.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/pack_options.h"
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
      ("explorer", po::value<std::string>()->default_value("scout"), "whose exploration log the prompts show: scout or strategist")
      ("rooms", po::value<int>()->default_value(3), "rooms per world")
      ("room-size", po::value<int>()->default_value(6), "cells per room side")
      ("objects", po::value<int>()->default_value(4), "objects per room");
  add_pack_run_options(desc);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap generate --pack tos --out DIR [--profile paper|small] [--seed S] "
                           "[--languages en,struct] [--explorer scout|strategist]",
                           args, desc, vm))
    return *rc;
  std::string profile = vm["profile"].as<std::string>();
  if (profile != "paper" && profile != "small") return fail(fmt::format("--profile '{}': expected paper or small", profile));
  auto run = read_pack_run(vm, {"en", "zh", "ja", "ko", "es", "ar", "th", "de", "struct"});
  if (!run) return fail(run.error().message);
  tos::ReleaseOptions opt;
  static_cast<pack::RunOptions&>(opt) = *run;
  opt.worlds = vm.count("worlds") ? vm["worlds"].as<int>() : profile == "paper" ? 100 : 5;
  opt.explorer = vm["explorer"].as<std::string>();
  opt.layout.rooms = vm["rooms"].as<int>();
  opt.layout.room_width = opt.layout.room_height = vm["room-size"].as<int>();
  opt.layout.objects_per_room = vm["objects"].as<int>();
  auto s = tos::generate_release(opt);
  if (!s) return fail(s.error().message);
  for (const auto& n : s->notes) std::cerr << n << "\n";
  for (const auto& f : s->gate_failures) std::cerr << "gate: " << f << "\n";
  std::cerr << fmt::format("wrote {}: {} questions, {} items ({} worlds, {} conditions, {} regimes)\n", opt.out,
                           s->questions, s->items, s->worlds, opt.languages.size(), opt.regimes.size());
  return 0;
}

}  // namespace mm::cli
