// `mentalmap lint`: a thin handler over generator/render/lint.h.
#include <algorithm>
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "base/suggest.h"
#include "format/text_norm.h"
#include "generator/release/vocabulary_build.h"
#include "generator/render/lexicon.h"
#include "generator/translate/lint.h"
#include "packs/space/release/lint_space.h"
#include "validators/reading/phrase_index.h"

namespace mm::cli {
namespace {

// What the scorer reads in a text: the object types (and word groups) of the
// first name its phrase index finds, over the vocabulary this build writes
// into releases.
ReadObjects scorer_reading() {
  auto indexes = std::make_shared<std::map<std::string, std::shared_ptr<const score::PhraseIndex>>>();
  return [indexes](const std::string& condition, const std::string& text) {
    auto& index = (*indexes)[condition];
    if (!index) {
      auto v = lexicon_vocabulary(condition);
      if (!v) return std::set<std::string>{};
      index = score::PhraseIndex::from(*v);
    }
    std::set<std::string> types;
    auto mentions = index->scan(score::normalise_text(text), score::bit(score::Kind::Object));
    if (!mentions.empty())
      for (const auto* p : mentions.front().phrases)
        if (p->kind == score::Kind::Object) {
          types.insert(p->value);
          for (const auto& g : p->groups) types.insert(p->value + "/" + g);
        }
    return types;
  };
}

}  // namespace

int run_lint(const std::vector<std::string>& args) {
  po::options_description desc("lint options");
  desc.add_options()
      ("languages", po::value<std::string>()->default_value("all"),
       "conditions to check, comma-separated, or all")
      ("no-render", "skip rendering sample items (faster)")
      ("quiet", "print errors only");
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap lint [--languages de,ja] [--resources DIR]", args, desc, vm)) return *rc;
  std::string error;
  auto langs = parse_conditions(vm["languages"].as<std::string>(), error);
  if (!langs) return fail(error);
  LintOptions opt;
  opt.render_check = !vm.count("no-render");
  opt.read_objects = scorer_reading();
  size_t errors = 0, warnings = 0;
  for (const auto& l : *langs) {
    LintReport r = lint_language(l, opt);
    for (const auto& f : space::lint_space(l)) r.findings.push_back({f.error, l, f.where, f.message});
    for (const auto& f : r.findings)
      if (f.error || !vm.count("quiet")) std::cout << format_finding(f) << "\n";
    std::cout << fmt::format("{}: {} error(s), {} warning(s)\n", l, r.errors(), r.warnings());
    errors += r.errors();
    warnings += r.warnings();
  }
  return errors ? 1 : 0;
}

}  // namespace mm::cli
