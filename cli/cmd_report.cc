// `mentalmap report`: a thin handler over mm_validators' aggregation. Reads
// one or more results files (from `mentalmap score`) and writes
// summary.json, tables.md and report.html into the output folder.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "validators/reporting/report_build.h"
#include "validators/reporting/report_rows.h"
#include "validators/reporting/report_write.h"

namespace mm::cli {

int run_report(const std::vector<std::string>& args) {
  po::options_description desc("report options");
  desc.add_options()
      ("results", po::value<std::vector<std::string>>()->multitoken()->required(),
       "results files written by `mentalmap score` (JSONL, plain or gzip)")
      ("out", po::value<std::string>()->required()->value_name("DIR"),
       "folder for summary.json, tables.md and report.html (created if needed)");
  po::positional_options_description pos;
  pos.add("results", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap report RESULTS... --out DIR", args, desc, vm, &pos)) return *rc;
  auto rows = report::read_results(vm["results"].as<std::vector<std::string>>());
  if (!rows) return fail(rows.error().message);
  for (const auto& d : rows->duplicates) warn(d);
  report::Report r = report::build_report(*rows);
  std::string dir = vm["out"].as<std::string>();
  if (Status st = report::write_report(r, dir); !st) return fail(st.error().message);
  std::cerr << fmt::format("read {} results ({} models, {} cells); wrote {}/summary.json, tables.md, report.html\n",
                           r.rows, r.axes.models.size(), r.cells.size(), dir);
  return 0;
}

}  // namespace mm::cli
