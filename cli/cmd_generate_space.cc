// `mentalmap generate --pack space`: a thin handler over mm_space_release.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/pack_options.h"
#include "packs/space/release/prompt.h"
#include "packs/space/release/episode_list.h"
#include "packs/space/release/release.h"

namespace mm::cli {

int run_generate_space(const std::vector<std::string>& args) {
  po::options_description desc("generate --pack space options");
  desc.add_options()
      ("pack", po::value<std::string>()->required(), "space")
      ("profile", po::value<std::string>()->default_value("paper"),
       "paper (the question and episode counts the paper's Tables 1 and 2 imply: 820 questions, 200 episodes, "
       "docs/space.md) or small (10 questions and 3 episodes per task); every question is asked in four trials");
  add_pack_run_options(desc);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap generate --pack space --out DIR [--profile paper|small] [--seed S] "
                           "[--languages all|en,zh,...] [--regimes direct,reasoning] [--shard K/N]",
                           args, desc, vm))
    return *rc;
  auto questions = space::profile_questions(vm["profile"].as<std::string>());
  if (!questions) return fail(questions.error().message);
  auto run = read_pack_run(vm, space::space_conditions());
  if (!run) return fail(run.error().message + " (the SPACE prompts are worded in these so far; docs/space.md)");
  space::ReleaseOptions opt;
  static_cast<pack::RunOptions&>(opt) = *run;
  opt.profile = vm["profile"].as<std::string>();
  opt.questions = *questions;
  opt.episodes = *space::profile_episodes(opt.profile);
  auto s = space::generate_release(opt);
  if (!s) return fail(s.error().message);
  for (const auto& n : s->notes) std::cerr << n << "\n";
  for (const auto& f : s->gate_failures) std::cerr << "gate: " << f << "\n";
  std::cerr << fmt::format(
      "wrote {}: {} questions, {} items ({} conditions, {} regimes, 4 trials each); {} interactive episodes in "
      "episodes.jsonl\n",
      opt.out, s->questions, s->items, opt.languages.size(), opt.regimes.size(), s->episodes);
  return 0;
}

}  // namespace mm::cli
