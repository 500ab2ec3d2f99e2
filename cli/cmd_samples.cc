// `mentalmap samples`: sample prompts for translators and reviewers.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "base/file_io.h"
#include "generator/translate/samples.h"

namespace mm::cli {

int run_samples(const std::vector<std::string>& args) {
  po::options_description desc("samples options");
  desc.add_options()
      ("language", po::value<std::string>()->default_value("en"), "condition to render")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the built-in houses")
      ("houses", po::value<int>()->default_value(3), "houses searched per family")
      ("all-variants", "every frame and mention order, not only the first")
      ("all-modes", "every description mode and prompt regime")
      ("out", po::value<std::string>(), "write to a file instead of standard output");
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap samples [--language de] [--all-variants] [--all-modes] [--out FILE]", args,
                           desc, vm))
    return *rc;
  RenderSampleOptions opt;
  opt.seed = vm["seed"].as<uint64_t>();
  opt.houses = vm["houses"].as<int>();
  opt.all_variants = vm.count("all-variants") > 0;
  opt.all_modes = vm.count("all-modes") > 0;
  auto text = render_samples(vm["language"].as<std::string>(), opt);
  if (!text) return fail(text.error().message);
  if (vm.count("out")) {
    Status st = write_file_atomic(vm["out"].as<std::string>(), *text);
    if (!st) return fail(st.error().message);
  } else {
    std::cout << *text;
  }
  return 0;
}

}  // namespace mm::cli
