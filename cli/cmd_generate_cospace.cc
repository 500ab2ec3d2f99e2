// `mentalmap generate --pack cospace`: a thin handler over mm_cospace_release.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/pack_options.h"
#include "packs/cospace/release/prompt.h"
#include "packs/cospace/release/release.h"

namespace mm::cli {

int run_generate_cospace(const std::vector<std::string>& args) {
  po::options_description desc("generate --pack cospace options");
  desc.add_options()
      ("pack", po::value<std::string>()->required(), "cospace")
      ("profile", po::value<std::string>()->default_value("paper"),
       "paper (the paper's 1,626 questions over seven tasks, docs/cospace.md) or small (10 per task)");
  add_pack_run_options(desc);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap generate --pack cospace --out DIR [--profile paper|small] [--seed S] "
                           "[--languages all|en,zh,...] [--regimes direct,reasoning] [--shard K/N]",
                           args, desc, vm))
    return *rc;
  auto questions = cospace::profile_questions(vm["profile"].as<std::string>());
  if (!questions) return fail(questions.error().message);
  auto run = read_pack_run(vm, cospace::cospace_conditions());
  if (!run) return fail(run.error().message + " (the CoSpace prompts are worded in these so far; docs/cospace.md)");
  cospace::ReleaseOptions opt;
  static_cast<pack::RunOptions&>(opt) = *run;
  opt.profile = vm["profile"].as<std::string>();
  opt.questions = *questions;
  auto s = cospace::generate_release(opt);
  if (!s) return fail(s.error().message);
  for (const auto& n : s->notes) std::cerr << n << "\n";
  for (const auto& f : s->gate_failures) std::cerr << "gate: " << f << "\n";
  std::cerr << fmt::format("wrote {}: {} questions, {} prompts, {} items ({} conditions, {} regimes)\n", opt.out,
                           s->questions, s->prompts, s->items, opt.languages.size(), opt.regimes.size());
  return 0;
}

}  // namespace mm::cli
