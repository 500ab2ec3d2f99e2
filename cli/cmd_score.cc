// `mentalmap score`: a thin handler over mm_validators. Checks the release,
// reads the predictions, writes one results line per (model, item) and a
// summary per model to stderr.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"
#include "generator/core/json_util.h"
#include "validators/scorer.h"

namespace mm::cli {
namespace {

using score::ScoreReport;

template <class T>
void list_some(const std::string& title, const std::vector<T>& items, size_t n,
               const std::function<std::string(const T&)>& show) {
  if (items.empty()) return;
  std::cerr << fmt::format("{} ({}):\n", title, items.size());
  for (size_t i = 0; i < items.size() && i < n; ++i) std::cerr << "  " << show(items[i]) << "\n";
  if (items.size() > n) std::cerr << fmt::format("  ... and {} more (see --issues)\n", items.size() - n);
}

void print_summary(const ScoreReport& r, size_t n) {
  std::function<std::string(const std::string&)> same = [](const std::string& s) { return s; };
  list_some<score::LineError>("unreadable prediction lines", r.errors, n,
                              [](const score::LineError& e) { return e.text(); });
  list_some<score::Duplicate>("duplicated (id, model) pairs, first one scored", r.duplicates, n,
                              [](const score::Duplicate& d) {
                                return fmt::format("{} {} at {} (first at {})", d.model, d.id, d.again, d.first);
                              });
  list_some<std::string>("unknown ids", r.unknown, n, same);
  std::cerr << fmt::format("{:<24} {:>7} {:>7} {:>7} {:>6} {:>7} {:>7} {:>7} {:>5} {:>7} {:>7}\n", "model", "items",
                           "ok", "invalid", "empty", "refusal", "missing", "correct", "dup", "unknown", "mean");
  for (const auto& m : r.models) {
    std::cerr << fmt::format("{:<24} {:>7} {:>7} {:>7} {:>6} {:>7} {:>7} {:>7} {:>5} {:>7} {:>7.4f}\n", m.model,
                             m.items, m.ok, m.invalid, m.empty, m.refusal, m.missing, m.correct, m.duplicates,
                             m.unknown, m.items ? m.score_sum / double(m.items) : 0.0);
    list_some<std::string>(fmt::format("  {} missing", m.model), m.missing_ids, n, same);
  }
}

OJson issues_json(const ScoreReport& r) {
  OJson j = {{"errors", OJson::array()}, {"duplicates", OJson::array()}, {"unknown", r.unknown},
             {"missing", OJson::object()}};
  for (const auto& e : r.errors) j["errors"].push_back(e.text());
  for (const auto& d : r.duplicates)
    j["duplicates"].push_back({{"id", d.id}, {"model", d.model}, {"first", d.first}, {"again", d.again}});
  for (const auto& m : r.models) j["missing"][m.model] = m.missing_ids;
  return j;
}

}  // namespace

int run_score(const std::vector<std::string>& args) {
  po::options_description desc("score options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder")
      ("predictions", po::value<std::vector<std::string>>()->multitoken()->required(),
       "prediction files (JSONL: id, model, output; plain or gzip)")
      ("out", po::value<std::string>()->required()->value_name("FILE"), "results JSONL, one line per (model, item)")
      ("issues", po::value<std::string>()->value_name("FILE"),
       "also write every unreadable line, duplicate, unknown and missing id as JSON")
      ("list", po::value<size_t>()->default_value(10)->value_name("N"), "list at most N of each problem on stderr")
      ("skip-verify", "experts only: score without re-hashing the release or re-running its self-test");
  po::positional_options_description pos;
  pos.add("release", 1).add("predictions", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap score RELEASE PREDICTIONS... --out FILE", args, desc, vm, &pos)) return *rc;
  std::string dir = vm["release"].as<std::string>(), out = vm["out"].as<std::string>();
  if (vm.count("skip-verify")) warn("--skip-verify: the release's hashes and self-test are not checked");
  auto release = score::open_release(dir, {.verify = !vm.count("skip-verify")});
  if (!release) return fail(release.error().message);
  auto preds = score::read_predictions(vm["predictions"].as<std::vector<std::string>>());
  if (!preds) return fail(preds.error().message);
  std::string tmp = fmt::format("{}.tmp-{}", out, ::getpid());
  std::ofstream file(tmp, std::ios::binary | std::ios::trunc);
  if (!file) return fail(fmt::format("{}: cannot write", tmp));
  auto report = score::score_predictions(*release, *preds, [&](const std::string& line) { file << line << '\n'; });
  file.close();
  if (!report || !file) {
    std::remove(tmp.c_str());
    return fail(report ? fmt::format("{}: write failed", tmp) : report.error().message);
  }
  std::error_code ec;
  std::filesystem::rename(tmp, out, ec);
  if (ec) return fail(fmt::format("{}: {}", out, ec.message()));
  if (vm.count("issues")) {
    std::ofstream issues(vm["issues"].as<std::string>());
    issues << issues_json(*report).dump(1) << "\n";
  }
  print_summary(*report, vm["list"].as<size_t>());
  std::cerr << fmt::format("wrote {} results ({} items x {} models) to {}\n", report->results,
                           release->items.size(), report->models.size(), out);
  return 0;
}

}  // namespace mm::cli
