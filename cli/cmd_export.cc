// `mentalmap export`: a thin handler over mm_harness_export.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/progress.h"
#include "base/parallel.h"
#include "harness/export/export.h"

namespace mm::cli {

int run_export(const std::vector<std::string>& args) {
  po::options_description desc("export options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder (or a published release's private half)")
      ("format", po::value<std::string>()->required()->value_name("F"),
       ("openai-batch, lm-eval, inspect or chat-jsonl (docs/export.md)"))
      ("out", po::value<std::string>()->required()->value_name("DIR"), "export folder (replaced atomically)")
      ("languages", po::value<std::string>()->value_name("LIST"), "export only these conditions (e.g. en,zh)")
      ("model", po::value<std::string>()->value_name("NAME"), "openai-batch: the model the requests name")
      ("openai-reasoning-model", "openai-batch: write max_completion_tokens and no temperature (o-series models)")
      ("max-requests-per-file", po::value<size_t>()->default_value(50000)->value_name("N"),
       "openai-batch: split a condition's requests into files of at most N (the API's limit)")
      ("public", po::value<std::string>()->value_name("DIR"),
       "a published release's public half, when RELEASE is its private half and the two are not side by side")
      ("force", "replace --out even when it is not a mentalmap export (everything in it is lost)");
  po::positional_options_description pos;
  pos.add("release", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap export RELEASE --format F --out DIR", args, desc, vm, &pos)) return *rc;
  harness::ExportOptions opt;
  opt.release = vm["release"].as<std::string>();
  opt.out = vm["out"].as<std::string>();
  auto format = harness::parse_export_format(vm["format"].as<std::string>());
  if (!format)
    return fail(fmt::format("--format '{}': expected one of {}", vm["format"].as<std::string>(),
                            harness::export_format_list()));
  opt.format = *format;
  if (vm.count("languages")) opt.conditions = split_commas(vm["languages"].as<std::string>());
  if (vm.count("model")) opt.model = vm["model"].as<std::string>();
  if (vm.count("public")) opt.public_dir = vm["public"].as<std::string>();
  opt.openai_reasoning_model = vm.count("openai-reasoning-model") > 0;
  opt.max_requests_per_file = vm["max-requests-per-file"].as<size_t>();
  opt.force = vm.count("force") > 0;
  opt.threads = default_threads();
  ProgressBar bar("exporting items", 0);
  opt.progress = [&](size_t done, size_t total) {
    bar.set_total(total);
    bar.update(done);
  };
  auto report = harness::export_release(opt);
  bar.finish();
  if (!report) return fail(report.error().message);
  for (const auto& n : report->notes) warn(n);
  std::cerr << fmt::format("exported {} items as {} ({} files) to {}\n", report->items,
                           harness::export_format_name(opt.format), report->files.size(), opt.out);
  return 0;
}

}  // namespace mm::cli
