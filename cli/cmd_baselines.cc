// `mentalmap baselines`: a thin handler over mm_baselines. Answers a release
// without reasoning, writes the answers as ordinary prediction files, scores
// them with the real scorer (results.jsonl, for `report`), and prints the
// per-family table and the gate's verdict.
#include <filesystem>
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "base/file_io.h"
#include "base/parallel.h"
#include "generator/release/verify.h"
#include "validators/baselines/release_gate.h"

namespace mm::cli {

int run_baselines(const std::vector<std::string>& args) {
  po::options_description desc("baselines options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder")
      ("out", po::value<std::string>()->required(),
       "folder for baselines.json, baselines.md, predictions/<baseline>.jsonl and results.jsonl")
      ("threads", po::value<int>()->default_value(default_threads()), "worker threads");
  po::positional_options_description pos;
  pos.add("release", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap baselines RELEASE --out DIR [--threads N]", args, desc, vm, &pos)) return *rc;
  std::string dir = vm["release"].as<std::string>(), out = vm["out"].as<std::string>();
  int threads = vm["threads"].as<int>();
  auto checked = verify_release(dir, VerifyDepth::files);
  if (!checked) return fail(checked.error().message);
  if (!checked->ok())
    return fail(fmt::format("{}: the release does not match its manifest ({}); run `mentalmap verify {}`", dir,
                            checked->errors.front(), dir));
  std::error_code ec;
  std::filesystem::create_directories(out + "/predictions", ec);
  if (ec) return fail(fmt::format("{}: cannot create: {}", out, ec.message()));
  std::map<std::string, std::string> predictions;
  std::string results;
  int64_t result_lines = 0;
  baselines::Sinks sinks{[&](const std::string& name, const std::string& line) { predictions[name] += line + "\n"; },
                         [&](const std::string& line) { results += line + "\n", ++result_lines; }};
  auto table = baselines::release_table(dir, checked->manifest, threads, &sinks);
  if (!table) return fail(table.error().message);
  std::string markdown = baselines::table_markdown(*table);
  std::vector<std::pair<std::string, std::string>> files = {
      {out + "/baselines.json", baselines::table_json(*table).dump(1) + "\n"},
      {out + "/baselines.md", markdown},
      {out + "/results.jsonl", results}};
  for (const auto& [name, text] : predictions) files.emplace_back(fmt::format("{}/predictions/{}.jsonl", out, name), text);
  for (const auto& [path, text] : files) {
    Status st = write_file(path, text);
    if (!st) return fail(st.error().message);
  }
  std::cout << markdown;
  auto violations = baselines::check_gate(*table);
  std::cerr << fmt::format("wrote {} prediction files and {} results lines to {}\n", predictions.size(), result_lines,
                           out);
  if (!violations.empty()) return fail(baselines::violations_message(violations));
  std::cerr << "gate: passed (no baseline over its bound)\n";
  return 0;
}

}  // namespace mm::cli
