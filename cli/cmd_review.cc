// `mentalmap review`: the translator's review page (see render/review_page.h).
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "base/file_io.h"
#include "generator/translate/review_page.h"

namespace mm::cli {

int run_review(const std::vector<std::string>& args) {
  po::options_description desc("review options");
  desc.add_options()
      ("languages", po::value<std::string>()->default_value("all"),
       "languages shown beside English, comma-separated (e.g. ja,ko), or all")
      ("out", po::value<std::string>()->required(), "HTML file to write")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the built-in sample houses")
      ("houses", po::value<int>()->default_value(4), "built-in houses searched per family")
      ("per-family", po::value<int>()->default_value(2), "sample items per family, from different houses")
      ("no-lint", "leave out lint findings");
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap review --languages ja,ko --out review.html [--resources DIR]", args, desc, vm))
    return *rc;
  std::string error;
  auto langs = parse_conditions(vm["languages"].as<std::string>(), error);
  if (!langs) return fail(error);
  ReviewOptions opt;
  opt.languages = *langs;
  opt.seed = vm["seed"].as<uint64_t>();
  opt.houses = vm["houses"].as<int>();
  opt.per_family = vm["per-family"].as<int>();
  opt.lint = !vm.count("no-lint");
  if (opt.houses < 1 || opt.per_family < 1) return fail("--houses and --per-family must be at least 1");
  auto page = review_page(opt);
  if (!page) return fail(page.error().message);
  std::string out = vm["out"].as<std::string>();
  Status st = write_file_atomic(out, *page);
  if (!st) return fail(st.error().message);
  std::cerr << fmt::format("wrote {} ({} KB); open it in a browser\n", out, page->size() / 1024);
  return 0;
}

}  // namespace mm::cli
