// `mentalmap report`: a thin handler over mm_validators' aggregation. Reads
// one or more results files (from `mentalmap score`) and writes
// summary.json, tables.md and report.html into the output folder.
#include <filesystem>
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/progress.h"
#include "base/file_io.h"
#include "base/json_util.h"
#include "base/text.h"
#include "packs/cospace/scoring/report.h"
#include "packs/cospace/scoring/score_release.h"
#include "packs/space/scoring/report.h"
#include "validators/reporting/family_chance.h"
#include "validators/reporting/report_check.h"
#include "validators/reporting/report_json.h"
#include "validators/reporting/report_build.h"
#include "validators/reporting/report_rows.h"
#include "validators/reporting/report_write.h"

namespace mm::cli {
namespace {

// Which cells fall below --min-n: how many, and the first few by name.
void announce_small_cells(const report::Report& r) {
  std::vector<std::string> small;
  for (const auto& [k, c] : r.cells)
    if (c.small())
      small.push_back(fmt::format("{} L{} {} {} {} {} (n={})", k.model, k.level, k.family, k.language, k.mode,
                                  k.regime, c.n));
  if (small.empty()) return;
  warn(fmt::format("{} of {} cells have fewer than {} items and are left out of composites (--min-n sets the bound):",
                   small.size(), r.cells.size(), r.min_n));
  for (size_t i = 0; i < small.size() && i < 5; ++i) std::cerr << "  " << small[i] << "\n";
  if (small.size() > 5) std::cerr << fmt::format("  ... and {} more (\"small\" in summary.json)\n", small.size() - 5);
}

// A pack's report (SPACE, docs/space.md; CoSpace, docs/cospace.md):
// tables.md and summary.json, recomputed whole from the results.
template <class R>
int write_pack_report(const Result<R>& r, const char* pack, const po::variables_map& vm) {
  if (vm.count("check"))
    return fail(fmt::format("report --check: not available for {} results (their report is recomputed whole)", pack));
  if (!r) return fail(r.error().message);
  std::string dir = vm["out"].as<std::string>();
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (Status st = write_file_atomic(dir + "/tables.md", r->markdown); !st) return fail(st.error().message);
  if (Status st = write_file_atomic(dir + "/summary.json", r->summary.dump(2) + "\n"); !st) return fail(st.error().message);
  std::cout << r->markdown;
  std::cerr << fmt::format("wrote {}/tables.md and summary.json\n", dir);
  return 0;
}

}  // namespace

int run_report(const std::vector<std::string>& args) {
  po::options_description desc("report options");
  desc.add_options()
      ("results", po::value<std::vector<std::string>>()->multitoken()->required(),
       "results files written by `mentalmap score` (JSONL, plain or gzip)")
      ("out", po::value<std::string>()->value_name("DIR"),
       "folder for summary.json, tables.md and report.html (created if needed)")
      ("check", po::value<std::string>()->value_name("SUMMARY"),
       "instead of writing: recompute every number of this summary.json from the results and say whether they "
       "match (exit 1 when not)")
      ("baselines", po::value<std::string>()->value_name("FILE"),
       "the release's baselines.json: print each family's chance level beside it")
      ("min-n", po::value<int64_t>()->default_value(report::kMinCellN)->value_name("N"),
       "cells (model, level, family, condition, mode, regime) with fewer items are left out of composites");
  po::positional_options_description pos;
  pos.add("results", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap report RESULTS... --out DIR | --check SUMMARY", args, desc, vm, &pos))
    return *rc;
  if (vm.count("out") == vm.count("check")) return fail("report: give --out DIR to write a report, or --check SUMMARY");
  const auto& files = vm["results"].as<std::vector<std::string>>();
  if (!files.empty() && space::is_space_results(files[0]))
    return write_pack_report(space::make_space_report(files), "SPACE", vm);
  if (!files.empty() && cospace::is_cospace_results(files[0]))
    return write_pack_report(cospace::make_cospace_report(files), "CoSpace", vm);
  std::optional<Json> recorded;
  if (vm.count("check")) {
    auto text = read_file(vm["check"].as<std::string>());
    if (!text) return fail(text.error().message);
    auto j = parse_json(*text, vm["check"].as<std::string>());
    if (!j) return fail(j.error().message);
    if (!j->is_object() || string_field(*j, "format") != "mentalmap-report" || !(*j)["min_cell_n"].is_number_integer())
      return fail(fmt::format("{}: not a summary.json written by `mentalmap report`", vm["check"].as<std::string>()));
    recorded = std::move(*j);
  }
  ProgressBar bar("report (stages: read, aggregate, write)", 3);
  auto rows = report::read_results(vm["results"].as<std::vector<std::string>>());
  bar.update(1);
  if (!rows) return fail(rows.error().message);
  for (const auto& d : rows->duplicates) warn(d);
  int64_t min_n = recorded ? (*recorded)["min_cell_n"].get<int64_t>() : vm["min-n"].as<int64_t>();
  if (min_n < 1) return fail(fmt::format("--min-n {}: expected 1 or more", min_n));
  report::Report r = report::build_report(*rows, min_n);
  bar.update(2);
  announce_small_cells(r);
  if (vm.count("baselines")) {
    auto chance = report::read_family_chance(vm["baselines"].as<std::string>());
    if (!chance) return fail(chance.error().message);
    r.chance = std::move(*chance);
  }
  if (recorded) {
    bar.update(3);
    bar.finish();
    auto outcome = report::check_summary(*recorded, report::summary_json(r), vm.count("baselines") > 0);
    const std::string& path = vm["check"].as<std::string>();
    if (!outcome.differences.empty()) {
      for (size_t i = 0; i < outcome.differences.size() && i < 20; ++i)
        std::cerr << "  " << terminal_safe(outcome.differences[i]) << "\n";
      return fail(fmt::format("{}: {} of {} values differ from the results recomputed{}", path,
                              outcome.differences.size(), outcome.values,
                              outcome.differences.size() > 20 ? " (the first 20 above)" : " (above)"));
    }
    std::cout << fmt::format("{}: OK — all {} values match the results recomputed from {} ({} rows){}\n", path,
                             outcome.values, fmt::join(r.files, ", "), r.rows,
                             vm.count("baselines") ? "" : "; chance levels not checked (give --baselines)");
    return 0;
  }
  std::string dir = vm["out"].as<std::string>();
  Status written = report::write_report(r, dir);
  bar.update(3);
  bar.finish();
  if (!written) return fail(written.error().message);
  std::cerr << fmt::format("read {} results ({} models, {} cells); wrote {}/summary.json, tables.md, report.html\n",
                           r.rows, r.axes.models.size(), r.cells.size(), dir);
  return 0;
}

}  // namespace mm::cli
