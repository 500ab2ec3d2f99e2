#include "cli/pack_options.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "generator/release/writer.h"

namespace mm::cli {

void add_pack_run_options(po::options_description& desc) {
  desc.add_options()
      ("seed", po::value<uint64_t>()->default_value(0), "the one seed every random choice derives from")
      ("languages", po::value<std::string>()->default_value("all"),
       "conditions to write, comma-separated (en,zh,ja,ko,es,ar,th,de,struct), or all: every one the pack is worded in")
      ("regimes", po::value<std::string>()->default_value("direct,reasoning"), "prompt regimes: direct, reasoning")
      ("out", po::value<std::string>()->required(), "release folder (replaced atomically)")
      ("threads", po::value<int>()->default_value(0), "worker threads (0: the machine's cores); the release is "
                                                      "byte-identical for any count")
      ("shard", po::value<std::string>(), "generate the conditions of slice K of N, e.g. 2/3; join with `merge`")
      ("skip-gate", "write the release even when a blind baseline reaches the gate's bound")
      ("force", "replace --out even when it is not a mentalmap release");
}

Result<pack::RunOptions> read_pack_run(const po::variables_map& vm, const std::vector<std::string>& known) {
  pack::RunOptions run;
  run.seed = vm["seed"].as<uint64_t>();
  std::string langs = vm["languages"].as<std::string>();
  run.languages = langs == "all" ? known : split_commas(langs);
  for (const auto& l : run.languages)
    if (std::find(known.begin(), known.end(), l) == known.end())
      return Error{fmt::format("--languages: '{}' is not a condition (expected {})", l, fmt::join(known, ", "))};
  run.regimes.clear();
  for (const auto& r : split_commas(vm["regimes"].as<std::string>())) {
    auto p = parse_regime(r);
    if (!p || *p == Regime::Scratchpad) return Error{fmt::format("--regimes: '{}': expected direct or reasoning", r)};
    run.regimes.push_back(*p);
  }
  run.out = vm["out"].as<std::string>();
  run.force = vm.count("force") > 0;
  run.gate = !vm.count("skip-gate");
  run.threads = vm["threads"].as<int>();
  if (vm.count("shard"))
    if (Status st = parse_shard(vm["shard"].as<std::string>(), run.shard_k, run.shard_n); !st) return st.error();
  if (run.threads < 0 || run.threads > 256) return Error{"--threads: expected 0 to 256"};
  return run;
}

}  // namespace mm::cli
