// `mentalmap publish`: a thin handler over mm_release (publish.h).
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "generator/release/publish.h"

namespace mm::cli {

int run_publish(const std::vector<std::string>& args) {
  po::options_description desc("publish options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder (verified first)")
      ("out", po::value<std::string>()->required()->value_name("DIR"),
       "folder for public/ (to upload) and private/ (to keep); replaced atomically")
      ("force", "replace --out even when it is not a published release (everything in it is lost)");
  po::positional_options_description pos;
  pos.add("release", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap publish RELEASE --out DIR", args, desc, vm, &pos)) return *rc;
  PublishOptions opt{vm["release"].as<std::string>(), vm["out"].as<std::string>(), vm.count("force") > 0};
  auto report = publish_release(opt);
  if (!report) return fail(report.error().message);
  for (const auto& n : report->notes) warn(n);
  std::cerr << fmt::format(
      "published {} items: {}/public ({} files: items, card, manifest) to upload; {}/private ({} files: gold, "
      "vocabulary, scenes, full manifest) to keep.\n"
      "Score with the private half: mentalmap score {}/private PREDICTIONS --out results.jsonl\n",
      report->items, opt.out, report->public_files + 1, opt.out, report->private_files + 2, opt.out);
  return 0;
}

}  // namespace mm::cli
