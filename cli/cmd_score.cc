// `mentalmap score`: a thin handler over mm_validators. Checks the release,
// reads the predictions, writes one results line per (model, item) and a
// summary per model to stderr.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <optional>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli/command.h"
#include "packs/cospace/scoring/score_release.h"
#include "packs/space/scoring/score_release.h"
#include "packs/tos/scoring/score_release.h"
#include "base/json_util.h"
#include "base/staged_file.h"
#include "base/text.h"
#include "cli/progress.h"
#include "harness/import/harness_outputs.h"
#include "validators/scoring/scorer.h"

namespace mm::cli {
namespace {

using score::ScoreReport;

template <class T>
void list_some(const std::string& title, const std::vector<T>& items, size_t n,
               const std::function<std::string(const T&)>& show) {
  if (items.empty() || n == 0) return;  // --list 0: the counts only
  std::cerr << fmt::format("{} ({}):\n", title, items.size());
  for (size_t i = 0; i < items.size() && i < n; ++i) std::cerr << "  " << terminal_safe(show(items[i])) << "\n";
  if (items.size() > n) std::cerr << fmt::format("  ... and {} more (see --issues)\n", items.size() - n);
}

void print_summary(const ScoreReport& r, const std::vector<score::LineError>& failed, size_t n) {
  std::function<std::string(const std::string&)> same = [](const std::string& s) { return s; };
  list_some<score::LineError>("unreadable prediction lines", r.errors, n,
                              [](const score::LineError& e) { return e.text(); });
  list_some<score::Duplicate>("duplicated (id, model) pairs, first one scored", r.duplicates, n,
                              [](const score::Duplicate& d) {
                                return fmt::format("{} {} at {} (first at {})", d.model, d.id, d.again, d.first);
                              });
  list_some<std::string>("unknown ids", r.unknown, n, same);
  list_some<score::LineError>("requests the tool recorded as failed (counted as missing)", failed, n,
                              [](const score::LineError& e) { return e.text(); });
  std::cerr << fmt::format("{:<24} {:>7} {:>7} {:>7} {:>6} {:>7} {:>7} {:>7} {:>5} {:>7} {:>7}\n", "model", "items",
                           "ok", "invalid", "empty", "refusal", "missing", "correct", "dup", "unknown", "mean");
  for (const auto& m : r.models) {
    std::cerr << fmt::format("{:<24} {:>7} {:>7} {:>7} {:>6} {:>7} {:>7} {:>7} {:>5} {:>7} {:>7.4f}\n", m.model,
                             m.items, m.ok, m.invalid, m.empty, m.refusal, m.missing, m.correct, m.duplicates,
                             m.unknown, m.items ? m.score_sum / double(m.items) : 0.0);
    list_some<std::string>(fmt::format("  {} missing", m.model), m.missing_ids, n, same);
  }
  for (const auto& m : r.models) {
    for (const auto& [condition, items] : m.unscored)
      std::cerr << fmt::format("{}: not scored in {} ({} items{}); reports show it as n/a\n", m.model, condition, items,
                               r.scoped ? ", outside --languages" : ", no predictions there");
    if (m.outside)
      std::cerr << fmt::format("{}: {} predictions for conditions outside --languages ignored\n", m.model, m.outside);
  }
}

// --languages: a comma-separated subset of the release's conditions.
Result<score::ScoreScope> parse_scope(const std::string& arg, const score::Release& release) {
  score::ScoreScope scope;
  if (arg.empty()) return scope;
  std::set<std::string> present;
  for (const auto& g : release.items) present.insert(g.language);
  for (const auto& c : split_commas(arg)) {
    if (!present.count(c))
      return Error{fmt::format("--languages: '{}' is not a condition of release {} (it has: {})", c, release.dir,
                               fmt::join(present, ","))};
    scope.languages.insert(c);
  }
  return scope;
}

// Why the results or issues may not go to `out`, or "" when they may: never
// into a folder, over an input, or inside the release (a release is never
// written to; verify would then refuse it).
std::string unsafe_output(const std::string& out, const std::string& option, const std::string& release,
                          const std::vector<std::string>& inputs) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (out.empty() || out.back() == '/' || fs::is_directory(out, ec)) {
    std::string folder = out.empty() ? "." : out;
    while (folder.size() > 1 && folder.back() == '/') folder.pop_back();
    return fmt::format("{} {}: is a folder; give a file name (e.g. {}/results.jsonl)", option, out, folder);
  }
  fs::path o = fs::weakly_canonical(fs::absolute(out, ec), ec);
  for (const auto& in : inputs)
    if (o == fs::weakly_canonical(fs::absolute(in, ec), ec))
      return fmt::format("{} {}: is also an input; writing there would destroy it", option, out);
  fs::path r = fs::weakly_canonical(fs::absolute(release, ec), ec);
  auto [ri, oi] = std::mismatch(r.begin(), r.end(), o.begin(), o.end());
  if (ri == r.end())
    return fmt::format("{} {}: is inside the release {}; a release is never written to (verify would refuse it), "
                       "write beside it instead",
                       option, out, release);
  return "";
}

OJson issues_json(const ScoreReport& r, const std::vector<score::LineError>& failed) {
  OJson j = {{"errors", OJson::array()}, {"duplicates", OJson::array()}, {"unknown", r.unknown},
             {"missing", OJson::object()}};
  for (const auto& e : r.errors) j["errors"].push_back(e.text());
  j["failed"] = OJson::array();
  for (const auto& e : failed) j["failed"].push_back(e.text());
  for (const auto& d : r.duplicates)
    j["duplicates"].push_back({{"id", d.id}, {"model", d.model}, {"first", d.first}, {"again", d.again}});
  for (const auto& m : r.models) j["missing"][m.model] = m.missing_ids;
  j["unscored"] = OJson::object();
  for (const auto& m : r.models)
    if (!m.unscored.empty()) j["unscored"][m.model] = m.unscored;
  return j;
}

}  // namespace

bool is_tos_log(const std::string& path);
int run_tos(const std::vector<std::string>& args);
bool is_space_log(const std::string& path);
int score_space_logs(const std::vector<std::string>& args);

namespace {

// The options both kinds of release are scored with: the release, the
// prediction files and how they are read, and --skip-verify.
void add_prediction_options(po::options_description& desc) {
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder")
      ("predictions", po::value<std::vector<std::string>>()->multitoken()->required(),
       "prediction files: mentalmap JSONL (id, model, output), OpenAI Batch output, lm-eval samples, inspect_ai "
       "logs (.eval or JSON); plain or gzip; the shape is detected")
      ("format", po::value<std::string>()->value_name("F"),
       "read every prediction file as F: native, openai-batch, lm-eval, inspect or generic (default: detected)")
      ("id-field", po::value<std::string>()->value_name("PATH"), "generic JSONL: the item id's field (dotted path)")
      ("output-field", po::value<std::string>()->value_name("PATH"),
       "generic JSONL: the reply's field (dotted path, e.g. response.choices.0.text)")
      ("model", po::value<std::string>()->value_name("NAME"),
       "the model's name, over what a tool's file records (required for generic JSONL)")
      ("skip-verify", "experts only: score without re-hashing the release against its manifest");
}

// How prediction files are read: --format, --id-field, --output-field,
// --model and --allow-partial, checked.
Result<harness::ImportOptions> import_options(const po::variables_map& vm) {
  harness::ImportOptions import;
  if (vm.count("format")) {
    auto f = harness::parse_output_format(vm["format"].as<std::string>());
    if (!f)
      return Error{fmt::format("--format '{}': expected one of {}", vm["format"].as<std::string>(),
                               harness::output_format_list())};
    import.format = *f;
  }
  if (vm.count("id-field")) import.id_field = vm["id-field"].as<std::string>();
  if (vm.count("output-field")) import.output_field = vm["output-field"].as<std::string>();
  if (vm.count("model")) import.model = vm["model"].as<std::string>();
  import.allow_partial = vm.count("allow-partial") > 0;
  if (Status st = harness::check_import_options(import); !st) return st.error();
  return import;
}

}  // namespace

// What a pack's scorer reports besides its table: unreadable lines, ids the
// release lacks, items left unanswered; exit 3 when lines were skipped.
template <class S>
int report_pack_score(const S& s, const std::string& table) {
  for (const auto& e : s.errors) std::cerr << terminal_safe(e) << "\n";
  for (size_t i = 0; i < s.unknown.size() && i < 10; ++i)
    std::cerr << fmt::format("unknown id (not in the release): {}\n", terminal_safe(s.unknown[i]));
  for (const auto& [model, n] : s.missing)
    if (n) std::cerr << fmt::format("{}: {} items of its conditions not answered\n", model, n);
  std::cout << table;
  return s.errors.empty() && s.unknown.empty() ? 0 : 3;
}

// A pack's release (Theory of Space, docs/tos.md; SPACE, docs/space.md;
// CoSpace, docs/cospace.md):
// answers in any condition's words.
int run_score_pack(const std::vector<std::string>& args, const std::string& pack) {
  po::options_description desc(pack == "tos"     ? "score options (Theory of Space release)"
                               : pack == "space" ? "score options (SPACE release)"
                                                 : "score options (CoSpace release)");
  add_prediction_options(desc);
  desc.add_options()
      ("out", po::value<std::string>()->required()->value_name("FILE"), "results JSONL, one line per prediction");
  po::positional_options_description pos;
  pos.add("release", 1).add("predictions", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap score RELEASE PREDICTIONS... --out FILE", args, desc, vm, &pos)) return *rc;
  std::string out = vm["out"].as<std::string>();
  std::vector<std::string> inputs = vm["predictions"].as<std::vector<std::string>>();
  if (auto why = unsafe_output(out, "--out", vm["release"].as<std::string>(), inputs); !why.empty()) return fail(why);
  auto import = import_options(vm);
  if (!import) return fail(import.error().message);
  auto preds = harness::read_harness_outputs(inputs, *import);
  if (!preds) return fail(preds.error().message);
  for (const auto& src : preds->sources) std::cerr << terminal_safe(src) << "\n";
  if (vm.count("skip-verify")) warn("--skip-verify: the release's hashes are not checked");
  if (pack == "space") {
    auto s = space::score_space_release(vm["release"].as<std::string>(), *preds, out, !vm.count("skip-verify"));
    if (!s) return fail(s.error().message);
    return report_pack_score(*s, space::tally_table(s->cells));
  }
  if (pack == "cospace") {
    auto s = cospace::score_cospace_release(vm["release"].as<std::string>(), *preds, out, !vm.count("skip-verify"));
    if (!s) return fail(s.error().message);
    return report_pack_score(*s, cospace::metrics_table(s->cells));
  }
  auto s = tos::score_release(vm["release"].as<std::string>(), *preds, out, !vm.count("skip-verify"));
  if (!s) return fail(s.error().message);
  return report_pack_score(*s, tos::summary_table(*s));
}

int run_score(const std::vector<std::string>& args) {
  // Episode logs are scored by replaying them (docs/tos.md, docs/space.md).
  auto first = std::find_if(args.begin(), args.end(), [](const std::string& a) { return !a.empty() && a[0] != '-'; });
  if (first != args.end() && std::filesystem::is_regular_file(*first) && is_space_log(*first))
    return score_space_logs(args);
  if (first != args.end() && std::filesystem::is_regular_file(*first) && is_tos_log(*first)) {
    std::vector<std::string> tos{"score"};
    tos.insert(tos.end(), args.begin(), args.end());
    return run_tos(tos);
  }
  if (first != args.end() && std::filesystem::is_directory(*first) && tos::is_tos_release(*first))
    return run_score_pack(args, "tos");
  if (first != args.end() && std::filesystem::is_directory(*first) && space::is_space_release(*first))
    return run_score_pack(args, "space");
  if (first != args.end() && std::filesystem::is_directory(*first) && cospace::is_cospace_release(*first))
    return run_score_pack(args, "cospace");
  po::options_description desc("score options");
  add_prediction_options(desc);
  desc.add_options()
      ("public", po::value<std::string>()->value_name("DIR"),
       "a published release's public half, when RELEASE is its private half and the two are not side by side")
      ("out", po::value<std::string>()->required()->value_name("FILE"), "results JSONL, one line per (model, item) of the conditions scored")
      ("issues", po::value<std::string>()->value_name("FILE"),
       "also write every unreadable line, duplicate, unknown and missing id, and the conditions left unscored, as JSON")
      ("allow-partial", "score the complete lines of a truncated or corrupt .gz prediction file (exit code 3)")
      ("languages", po::value<std::string>()->value_name("LIST"),
       "score only these conditions (e.g. en,zh); by default each model is scored in the conditions it answered")
      ("list", po::value<size_t>()->default_value(10)->value_name("N"), "list at most N of each problem on stderr");
  po::positional_options_description pos;
  pos.add("release", 1).add("predictions", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap score RELEASE PREDICTIONS... --out FILE", args, desc, vm, &pos)) return *rc;
  std::string dir = vm["release"].as<std::string>(), out = vm["out"].as<std::string>();
  if (vm.count("skip-verify")) warn("--skip-verify: the release's hashes are not checked");
  const auto& pred_files = vm["predictions"].as<std::vector<std::string>>();
  std::vector<std::string> inputs = pred_files;
  if (auto why = unsafe_output(out, "--out", dir, inputs); !why.empty()) return fail(why);
  if (vm.count("issues")) {
    inputs.push_back(out);
    if (auto why = unsafe_output(vm["issues"].as<std::string>(), "--issues", dir, inputs); !why.empty())
      return fail(why);
  }
  auto import_or = import_options(vm);
  if (!import_or) return fail(import_or.error().message);
  harness::ImportOptions import = *import_or;
  auto release = score::open_release(dir, {.verify = !vm.count("skip-verify"),
                                           .public_dir = vm.count("public") ? vm["public"].as<std::string>() : ""});
  if (!release) return fail(release.error().message);
  auto scope = parse_scope(vm.count("languages") ? vm["languages"].as<std::string>() : "", *release);
  if (!scope) return fail(scope.error().message);
  auto preds = harness::read_harness_outputs(pred_files, import);
  if (!preds) return fail(preds.error().message);
  for (const auto& s : preds->sources) std::cerr << terminal_safe(s) << "\n";
  if (preds->predictions.empty())
    return fail(fmt::format("no prediction line could be read ({} unreadable, {} failed requests{}); nothing was "
                            "written",
                            preds->errors.size(), preds->failed.size(),
                            preds->errors.empty() ? "" : "; the first: " + preds->errors.front().text()));
  std::vector<std::string> notes = release->notes;
  auto results = StagedFile::begin(out, &notes);
  if (!results) return fail(results.error().message);
  std::optional<StagedFile> issues;
  if (vm.count("issues")) {
    auto f = StagedFile::begin(vm["issues"].as<std::string>(), &notes);
    if (!f) return fail(f.error().message);
    issues.emplace(std::move(*f));
  }
  for (const auto& n : notes) warn(n);
  ProgressBar bar("scoring", release->items.size() * preds->models.size());
  size_t written = 0;
  auto report = score::score_predictions(
      *release, *preds,
      [&](const std::string& line) {
        results->write(line);
        results->write("\n");
        bar.update(++written);
      },
      2, *scope);
  bar.finish();
  if (!report) return fail(report.error().message);
  if (issues) issues->write(issues_json(*report, preds->failed).dump(1, ' ', false, OJson::error_handler_t::replace) + "\n");
  // Both files reach the disk before either is renamed into place.
  if (Status st = results->finish(); !st) return fail(st.error().message);
  if (issues)
    if (Status st = issues->finish(); !st) return fail(st.error().message);
  if (Status st = results->publish(); !st) return fail(st.error().message);
  if (issues)
    if (Status st = issues->publish(); !st) return fail(st.error().message);
  print_summary(*report, preds->failed, vm["list"].as<size_t>());
  std::cerr << fmt::format("wrote {} results ({} models) to {}\n", report->results, report->models.size(), out);
  for (const auto& d : preds->damage) warn("--allow-partial: " + d);
  size_t skipped = report->errors.size() + report->duplicates.size() + report->unknown.size();
  if (!preds->damage.empty() && !skipped) return kExitSkipped;
  if (report->errors.size() > preds->predictions.size())
    warn(fmt::format("most prediction lines could not be read ({} of {}); check the file's format: {}",
                     report->errors.size(), report->errors.size() + preds->predictions.size(),
                     R"(one JSON object per line, {"id": "...", "model": "...", "output": "..."})"));
  if (skipped) {
    warn(fmt::format("{} prediction line{} skipped ({} unreadable, {} duplicated, {} with unknown ids); exit code 3",
                     skipped, skipped == 1 ? "" : "s", report->errors.size(), report->duplicates.size(),
                     report->unknown.size()));
    return kExitSkipped;
  }
  return 0;
}

}  // namespace mm::cli
