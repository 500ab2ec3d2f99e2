// `mentalmap verify` and `mentalmap merge`: thin handlers over mm_release.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "generator/release/merge.h"
#include "generator/release/verify.h"

namespace mm::cli {

int run_verify(const std::vector<std::string>& args) {
  po::options_description desc("verify options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder")
      ("quick", "check hashes and the file list only, not every line");
  po::positional_options_description pos;
  pos.add("release", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap verify DIR [--quick]", args, desc, vm, &pos)) return *rc;
  std::string dir = vm["release"].as<std::string>();
  auto r = verify_release(dir, !vm.count("quick"));
  if (!r) return fail(r.error().message);
  for (const auto& e : r->errors) std::cerr << "mentalmap: " << dir << ": " << e << "\n";
  if (!r->ok()) return fail(fmt::format("{}: {} problem(s) found", dir, r->errors.size()));
  std::cout << fmt::format("{}: OK — {} files match the manifest{}\n", dir, r->manifest.files.size(),
                           vm.count("quick") ? "" : fmt::format("; {} items recounted and schema-valid", r->items));
  return 0;
}

int run_merge(const std::vector<std::string>& args) {
  po::options_description desc("merge options");
  desc.add_options()
      ("shards", po::value<std::vector<std::string>>()->multitoken()->required(), "shard folders")
      ("out", po::value<std::string>()->required(), "merged release folder");
  po::positional_options_description pos;
  pos.add("shards", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap merge SHARD_DIR... --out DIR", args, desc, vm, &pos)) return *rc;
  Status st = merge_releases(vm["shards"].as<std::vector<std::string>>(), vm["out"].as<std::string>());
  if (!st) return fail(st.error().message);
  std::cerr << "merged into " << vm["out"].as<std::string>() << "\n";
  return 0;
}

}  // namespace mm::cli
