// Scoring episode logs by replay, shared by `tos score` and `score` of a
// SPACE log (cli/command.h).
#include <fstream>
#include <iostream>

#include "base/file_io.h"
#include "cli/command.h"

namespace mm::cli {

int score_logs(const std::string& usage, const std::string& caption, const std::vector<std::string>& args,
               const LogScorer& score) {
  po::options_description desc(caption);
  desc.add_options()
      ("logs", po::value<std::vector<std::string>>()->multitoken()->required(),
       "episode logs (play --log, serve --log-dir, GET /episodes/<id>/log)")
      ("out", po::value<std::string>()->value_name("FILE"),
       "results JSONL, one line per episode (default: standard output)")
      ("model", po::value<std::string>()->value_name("NAME"),
       "the model that played the episodes, written into each results line (the report groups by it)");
  po::positional_options_description pos;
  pos.add("logs", -1);
  po::variables_map vm;
  if (auto rc = parse_args(usage, args, desc, vm, &pos)) return *rc;
  std::string results;
  for (const std::string& path : vm["logs"].as<std::vector<std::string>>()) {
    std::ifstream in(path);
    if (!in) return fail("cannot read " + path);
    auto r = score(in, path);
    if (!r) return fail(r.error().message);
    if (vm.count("model")) (*r)["model"] = vm["model"].as<std::string>();
    results += r->dump() + "\n";
  }
  if (!vm.count("out")) std::cout << results;
  else if (Status st = write_file_atomic(vm["out"].as<std::string>(), results); !st) return fail(st.error().message);
  return 0;
}

}  // namespace mm::cli
