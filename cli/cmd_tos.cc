// `mentalmap tos world|explore|questions|prompts|report|review|play|serve|score`: thin handlers over the
// Theory of Space pack (packs/tos, docs/tos.md).
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/suggest.h"
#include "cli/command.h"
#include "generator/tasks/enums.h"
#include "packs/tos/release/prompt.h"
#include "packs/tos/scoring/report.h"
#include "packs/tos/scoring/review_page.h"
#include "packs/tos/determined.h"
#include "packs/tos/domains.h"
#include "packs/tos/explorers.h"
#include "packs/tos/probes.h"
#include "packs/tos/protocol.h"
#include "packs/tos/score.h"
#include "packs/tos/serve.h"
#include "packs/tos/world_gen.h"
#include "packs/tos/world_json.h"
#include "protocol/replay.h"

namespace mm::cli {
namespace {

void add_world_options(po::options_description& desc) {
  desc.add_options()
      ("world", po::value<std::string>()->required(), "a world index (0, 1, ...) or a world .json file")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of generated worlds")
      ("rooms", po::value<int>()->default_value(3), "rooms of a generated world")
      ("room-size", po::value<int>()->default_value(6), "cells per side of each room")
      ("objects", po::value<int>()->default_value(4), "objects per room");
}

// The world of --world: a world file, or index K of the seed's worlds
// (`offset` added, for --count).
Result<tos::World> load_world(const po::variables_map& vm, int offset = 0) {
  const std::string& spec = vm["world"].as<std::string>();
  bool digits = !spec.empty() && spec.find_first_not_of("0123456789") == std::string::npos;
  if (!digits) {
    if (offset) return Error{"--count needs a world index, not a file"};
    MM_TRY(text, read_file(spec));
    MM_TRY(j, parse_json(*text, spec));
    return tos::world_from_json(*j, spec);
  }
  int index = 0;
  auto r = std::from_chars(spec.data(), spec.data() + spec.size(), index);
  if (r.ec != std::errc() || index > 1000000 - offset)
    return Error{fmt::format("world index '{}': expected 0 to 1000000", spec)};
  MM_TRY(kinds, tos::load_kinds());
  int size = vm["room-size"].as<int>();
  tos::Layout l{vm["rooms"].as<int>(), size, size, vm["objects"].as<int>()};
  return tos::generate_world(vm["seed"].as<uint64_t>(), l, index + offset, *kinds);
}

int tos_world(const std::vector<std::string>& args) {
  po::options_description desc("tos world options");
  add_world_options(desc);
  po::positional_options_description pos;
  pos.add("world", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos world INDEX|FILE [--seed S] [--rooms R]", args, desc, vm, &pos)) return *rc;
  auto w = load_world(vm);
  if (!w) return fail(w.error().message);
  std::cout << tos::world_to_json(*w).dump(2) << '\n';
  return 0;
}

int tos_explore(const std::vector<std::string>& args) {
  po::options_description desc("tos explore options");
  add_world_options(desc);
  desc.add_options()
      ("budget", po::value<int>()->default_value(40), "step budget")
      ("explorer", po::value<std::string>()->default_value("scout"), "scout or strategist");
  po::positional_options_description pos;
  pos.add("world", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos explore INDEX|FILE [--explorer scout|strategist] [--budget B]", args, desc, vm, &pos)) return *rc;
  auto w = load_world(vm);
  if (!w) return fail(w.error().message);
  tos::Env env(*w, vm["budget"].as<int>());
  const std::string& explorer = vm["explorer"].as<std::string>();
  if (explorer == "scout") tos::run_scout(env);
  else if (explorer == "strategist") tos::run_strategist(env);
  else return fail(fmt::format("--explorer: expected scout or strategist, found '{}'{}", explorer,
                               did_you_mean(explorer, {"scout", "strategist"})));
  tos::Domains d(*w);
  for (size_t i = 0; i < env.log().size(); ++i) {
    d.add_turn(env.log()[i]);
    Json j = tos::turn_to_json(*w, env.log()[i], static_cast<int>(i) + 1);
    j["information_gain"] = std::round(d.information_gain() * 1e4) / 1e4;
    std::cout << j.dump() << '\n';
  }
  return 0;
}

// The prompts of a world's questions in one condition: what a translator
// reads (templates/<lang>/tos.msg; --resources renders a checkout's).
int tos_prompts(const std::vector<std::string>& args) {
  po::options_description desc("tos prompts options");
  add_world_options(desc);
  desc.add_options()
      ("lang", po::value<std::string>()->default_value("en"), "condition: en, zh, ja, ko, es, ar, th, de or struct")
      ("regime", po::value<std::string>()->default_value("direct"), "direct or reasoning")
      ("task", po::value<std::string>(), "only this task's questions")
      ("explorer", po::value<std::string>()->default_value("scout"), "whose log the prompts show: scout or strategist")
      ("all-questions", "also questions the log does not determine (a release never asks them)");
  po::positional_options_description pos;
  pos.add("world", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos prompts INDEX|FILE [--lang L] [--regime R] [--task T]", args, desc, vm, &pos))
    return *rc;
  auto w = load_world(vm);
  if (!w) return fail(w.error().message);
  auto regime = parse_regime(vm["regime"].as<std::string>());
  if (!regime || *regime == Regime::Scratchpad) return fail("--regime: expected direct or reasoning");
  std::string explorer = vm["explorer"].as<std::string>();
  if (explorer != "scout" && explorer != "strategist") return fail("--explorer: expected scout or strategist");
  auto pr = tos::TosPrompter::load(vm["lang"].as<std::string>());
  if (!pr) return fail(pr.error().message);
  tos::Env env(*w, 40);
  if (explorer == "scout") tos::run_scout(env);
  else tos::run_strategist(env);
  auto head = pr->exploration(*w, env.log());
  if (!head) return fail(head.error().message);
  std::cout << *head << "\n";
  // The questions a release would ask: those the log determines.
  tos::Knowledge known(*w, env.log());
  auto questions = vm.count("all-questions")
                       ? tos::make_questions(*w, vm["seed"].as<uint64_t>())
                       : tos::make_questions(*w, vm["seed"].as<uint64_t>(), 3,
                                             [&](const tos::Question& q) { return tos::determined(known, q); });
  for (const tos::Question& q : questions) {
    if (vm.count("task") && q.task != vm["task"].as<std::string>()) continue;
    auto tail = pr->question(*w, q, *regime);
    if (!tail) return fail(tail.error().message);
    std::cout << "\n#### " << q.id << " (gold: " << tos::gold_text(q) << ")\n" << *tail << "\n";
  }
  // The probes the release asks beside them: each after its own log (the
  // log cut at the probe's step; the log and a second exploration).
  tos::WorldProbes probes = tos::make_probes(*w, env.log(), vm["seed"].as<uint64_t>());
  for (const tos::Question& q : probes.questions) {
    if (vm.count("task") && q.task != vm["task"].as<std::string>()) continue;
    auto text = pr->probe_exploration(*w, env.log(), q, probes.again ? &*probes.again : nullptr);
    if (!text) return fail(text.error().message);
    auto tail = pr->question(*w, q, *regime);
    if (!tail) return fail(tail.error().message);
    std::cout << "\n#### " << q.id << " (gold: " << tos::gold_text(q) << ")\n" << *text << "\n\n" << *tail << "\n";
  }
  return 0;
}

// The tables of a release's results (score output): per task and
// condition, the floor, and the explorer's information gain per step.
int tos_report(const std::vector<std::string>& args) {
  po::options_description desc("tos report options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "the Theory of Space release the results score")
      ("results", po::value<std::vector<std::string>>()->multitoken()->required(), "results files of `mentalmap score`")
      ("active", po::value<std::vector<std::string>>()->multitoken()->value_name("FILE..."),
       "results of `mentalmap tos score` on active episodes (play --questions), one file per agent: a passive-against-active table")
      ("out", po::value<std::string>()->required()->value_name("DIR"), "folder for tables.md, summary.json and charts/*.svg");
  po::positional_options_description pos;
  pos.add("release", 1).add("results", -1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos report RELEASE RESULTS... [--active FILE...] --out DIR", args, desc, vm, &pos))
    return *rc;
  std::vector<std::string> active;
  if (vm.count("active")) active = vm["active"].as<std::vector<std::string>>();
  auto r = tos::make_report(vm["release"].as<std::string>(), vm["results"].as<std::vector<std::string>>(), active);
  if (!r) return fail(r.error().message);
  std::string out = vm["out"].as<std::string>();
  std::error_code ec;
  std::filesystem::create_directories(out + "/charts", ec);
  if (ec) return fail(fmt::format("{}/charts: cannot create the folder: {}", out, ec.message()));
  if (Status st = write_file_atomic(out + "/tables.md", r->markdown); !st) return fail(st.error().message);
  if (Status st = write_file_atomic(out + "/summary.json", r->summary.dump(2) + "\n"); !st) return fail(st.error().message);
  for (const tos::Chart& c : r->charts)
    if (Status st = write_file_atomic(out + "/charts/" + c.file, c.svg); !st) return fail(st.error().message);
  std::cerr << fmt::format("wrote {}/tables.md, {}/summary.json and {} chart(s) in {}/charts\n", out, out,
                           r->charts.size(), out);
  return 0;
}

// The review page of a release: each world drawn from above, its
// exploration and questions in the chosen conditions beside English.
int tos_review(const std::vector<std::string>& args) {
  po::options_description desc("tos review options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "a Theory of Space release (generate --pack tos)")
      ("languages", po::value<std::string>()->default_value(""), "conditions shown beside English, e.g. ja,ar")
      ("worlds", po::value<int>()->default_value(3), "how many of the release's worlds (its first, by id)")
      ("regime", po::value<std::string>()->default_value("direct"), "which regime's items: direct or reasoning")
      ("out", po::value<std::string>()->required()->value_name("FILE"), "the HTML page to write");
  po::positional_options_description pos;
  pos.add("release", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos review RELEASE [--languages ja,ar] [--worlds 3] --out page.html", args, desc,
                           vm, &pos))
    return *rc;
  tos::ReviewOptions opt;
  if (std::string langs = vm["languages"].as<std::string>(); !langs.empty()) {
    std::string error;
    auto parsed = parse_conditions(langs, error);
    if (!parsed) return fail("--languages: " + error);
    opt.languages = *parsed;
  }
  opt.worlds = vm["worlds"].as<int>();
  opt.regime = vm["regime"].as<std::string>();
  if (opt.worlds < 1) return fail(fmt::format("--worlds {}: expected a positive number", opt.worlds));
  if (opt.regime != "direct" && opt.regime != "reasoning")
    return fail(fmt::format("--regime '{}': expected direct or reasoning", opt.regime));
  auto page = tos::review_page(vm["release"].as<std::string>(), opt);
  if (!page) return fail(page.error().message);
  std::string out = vm["out"].as<std::string>();
  if (Status st = write_file_atomic(out, *page); !st) return fail(st.error().message);
  std::cerr << fmt::format("wrote {} ({} bytes)\n", out, page->size());
  return 0;
}

int tos_questions(const std::vector<std::string>& args) {
  po::options_description desc("tos questions options");
  add_world_options(desc);
  desc.add_options()
      ("per-task", po::value<int>()->default_value(3), "questions per task")
      ("count", po::value<int>()->default_value(1), "worlds INDEX, INDEX+1, ...")
      ("full-worlds", "count only worlds that yield every task's questions in full, skipping the others "
                      "(--count 100: the paper's 2,700 questions)");
  po::positional_options_description pos;
  pos.add("world", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos questions INDEX|FILE [--count N] [--per-task N]", args, desc, vm, &pos)) return *rc;
  int count = vm["count"].as<int>(), per_task = vm["per-task"].as<int>();
  if (count < 1 || count > 100000) return fail("--count: expected 1 to 100000");
  if (per_task < 1 || per_task > 20) return fail("--per-task: expected 1 to 20");
  bool full = vm.count("full-worlds") > 0;
  size_t want = tos::task_names().size() * static_cast<size_t>(per_task);
  std::string out;
  int taken = 0, skipped = 0;
  for (int k = 0; taken < count; ++k) {
    if (k - taken > 10 * count + 100) return fail(fmt::format("only {} of {} worlds yield every task in full", taken, count));
    auto w = load_world(vm, k);
    if (!w) return fail(w.error().message);
    std::vector<tos::Question> qs = tos::make_questions(*w, vm["seed"].as<uint64_t>(), per_task);
    if (full && qs.size() < want) {
      ++skipped;
      continue;
    }
    ++taken;
    for (const tos::Question& q : qs)
      out += Json{{"id", q.id}, {"task", q.task}, {"ask", q.ask}, {"gold", q.gold}, {"gold_text", tos::gold_text(q)}}.dump() + "\n";
  }
  std::cout << out;
  if (skipped) std::cerr << fmt::format("{} world(s) skipped: they yield fewer than {} questions of some task\n", skipped, per_task);
  return 0;
}

// The questions' text in `lang`, for the protocol's questions line; the
// prompter stays alive inside the function.
Result<tos::QuestionText> question_text(const std::string& lang) {
  auto p = tos::TosPrompter::load(lang);
  if (!p) return p.error();
  auto shared = std::make_shared<tos::TosPrompter>(std::move(*p));
  return tos::QuestionText([shared](const tos::World& w, const tos::Question& q) {
    auto t = shared->question(w, q, Regime::Direct);
    return t ? *t : std::string();
  });
}

int tos_play(const std::vector<std::string>& args) {
  po::options_description desc("tos play options");
  add_world_options(desc);
  desc.add_options()
      ("budget", po::value<int>()->default_value(20), "step budget (turns)")
      ("probes", "offer uncertainty candidates with every reply and summarise map probes at the end")
      ("false-belief", "after the first exploration, move or turn four objects and score a second one")
      ("questions", "after exploring, ask the nine tasks' questions (three each) and score the answers")
      ("lang", po::value<std::string>()->default_value("en"), "language of the questions' text (a condition: en, zh, ..., struct)")
      ("log", po::value<std::string>(), "write every line in and out to this file (JSON lines)");
  po::positional_options_description pos;
  pos.add("world", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos play INDEX|FILE [--budget B] [--log FILE]", args, desc, vm, &pos)) return *rc;
  auto w = load_world(vm);
  if (!w) return fail(w.error().message);
  std::ofstream log;
  tos::PlayOptions opt;
  opt.episode.budget = vm["budget"].as<int>();
  opt.episode.probes = vm.count("probes") > 0;
  opt.episode.false_belief = vm.count("false-belief") > 0;
  opt.episode.questions = vm.count("questions") > 0;
  if (opt.episode.budget < 1) return fail("--budget: expected at least 1");
  if (opt.episode.questions) {
    auto text = question_text(vm["lang"].as<std::string>());
    if (!text) return fail("--lang: " + text.error().message);
    opt.episode.text = *text;
  }
  if (vm.count("log")) {
    log.open(vm["log"].as<std::string>());
    if (!log) return fail("cannot write " + vm["log"].as<std::string>());
    opt.log = &log;
  }
  tos::play(*w, std::cin, std::cout, opt);
  return 0;
}

int tos_serve(const std::vector<std::string>& args) {
  po::options_description desc("tos serve options");
  desc.add_options()
      ("port", po::value<int>()->default_value(8765), "port on 127.0.0.1 (0: any free port)")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the worlds")
      ("rooms", po::value<int>()->default_value(3), "rooms of each world")
      ("room-size", po::value<int>()->default_value(6), "cells per side of each room")
      ("objects", po::value<int>()->default_value(4), "objects per room")
      ("budget", po::value<int>()->default_value(20), "default step budget of an episode")
      ("log-dir", po::value<std::string>(), "write each episode's lines to DIR/<episode>.jsonl")
      ("lang", po::value<std::string>()->default_value("en"), "language of the questions' text for episodes that ask them");
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap tos serve [--port P] [--log-dir DIR] [--lang L]", args, desc, vm)) return *rc;
  tos::ServeOptions opt;
  int port = vm["port"].as<int>();
  if (port < 0 || port > 65535) return fail("--port: expected 0 to 65535");
  opt.port = static_cast<uint16_t>(port);
  opt.seed = vm["seed"].as<uint64_t>();
  int size = vm["room-size"].as<int>();
  opt.layout = {vm["rooms"].as<int>(), size, size, vm["objects"].as<int>()};
  opt.budget = vm["budget"].as<int>();
  if (vm.count("log-dir")) opt.log_dir = vm["log-dir"].as<std::string>();
  auto text = question_text(vm["lang"].as<std::string>());
  if (!text) return fail("--lang: " + text.error().message);
  opt.text = *text;
  auto kinds = tos::load_kinds();
  if (!kinds) return fail(kinds.error().message);
  if (Status st = tos::check_layout(opt.layout, kinds->size()); !st) return fail(st.error().message);
  opt.on_listen = [](uint16_t p) {
    std::cerr << fmt::format("serving Theory of Space episodes on http://127.0.0.1:{} (POST /shutdown to stop)\n", p);
  };
  if (Status st = tos::serve(opt); !st) return fail(st.error().message);
  return 0;
}

int tos_score(const std::vector<std::string>& args) {
  int inconsistent = 0;
  int rc = score_logs("mentalmap tos score LOG... [--out FILE]", "tos score options", args,
                      [&](std::istream& in, const std::string& path) {
                        auto r = tos::score_log(in, path);
                        if (r && (*r)["consistent"] == false) {
                          ++inconsistent;
                          warn((*r)["mismatch"].get<std::string>() + " (scored from the replay)");
                        }
                        return r;
                      });
  if (rc == 0 && inconsistent)
    std::cerr << fmt::format("{} log(s) differ from their replay; their results come from the replay\n", inconsistent);
  return rc;
}

}  // namespace

/// True when `path` is a Theory of Space episode log (its first line is
/// {"episode": ...}), so `mentalmap score LOG` scores it as one (after
/// is_space_log: SPACE logs start so too, with "pack": "space").
bool is_tos_log(const std::string& path) { return protocol::log_episode(path).has_value(); }

int run_tos(const std::vector<std::string>& args) {
  static const std::vector<Command> sub = {
      {"world", "print a Theory of Space world as JSON", tos_world},
      {"explore", "run a proxy explorer (Scout or Strategist) in a world: its log with information gain per step", tos_explore},
      {"questions", "the nine belief tasks' questions of a world, with their gold", tos_questions},
      {"prompts", "a world's exploration and questions as the prompts of one condition say them", tos_prompts},
      {"report", "tables of a release's results: per task and condition, floors, information gain per step", tos_report},
      {"review", "a release's review page: each world drawn from above, its items beside English", tos_review},
      {"play", "drive a world over standard input/output, one JSON line per turn", tos_play},
      {"serve", "the same episodes over HTTP on localhost, many at once", tos_serve},
      {"score", "replay episode logs and score them (information gain, probes, false belief)", tos_score},
  };
  return run_group("tos", sub, args);
}

}  // namespace mm::cli
