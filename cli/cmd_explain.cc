// `mentalmap explain`: a thin handler over mm_validators' explain_answer.
// Prints how one answer to one item is found, read and scored.
#include <iostream>
#include <iterator>

#include <fmt/format.h>

#include "base/text.h"
#include "cli/command.h"
#include "validators/scoring/explain.h"

namespace mm::cli {

int run_explain(const std::vector<std::string>& args) {
  po::options_description desc("explain options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder")
      ("id", po::value<std::string>()->required(), "item id (mm-...)")
      ("output", po::value<std::string>()->required(), "the model's answer text, or - to read it from stdin")
      ("skip-verify", "do not re-hash the release against its manifest");
  po::positional_options_description pos;
  pos.add("release", 1).add("id", 1).add("output", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap explain RELEASE ID OUTPUT", args, desc, vm, &pos)) return *rc;
  std::string output = vm["output"].as<std::string>();
  if (output == "-") output.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  auto release = score::open_release(vm["release"].as<std::string>(), {.verify = !vm.count("skip-verify")});
  if (!release) return fail(release.error().message);
  for (const auto& n : release->notes) warn(n);
  auto text = score::explain_answer(*release, vm["id"].as<std::string>(), output);
  if (!text) return fail(text.error().message);
  std::cout << terminal_safe(*text);
  return 0;
}

}  // namespace mm::cli
