// `mentalmap play|serve --pack space` and the scoring of their logs: thin
// handlers over the interactive SPACE tasks (packs/space/play,
// docs/space.md "Interactive tasks"). The Theory of Space pack has its own
// `tos play` and `tos serve` over the same protocol.
#include <fstream>
#include <iostream>

#include <fmt/format.h>

#include "base/suggest.h"
#include "cli/command.h"
#include "packs/space/env/episodes.h"
#include "packs/space/play/drivers.h"
#include "protocol/replay.h"

namespace mm::cli {
namespace {

// --pack: only space episodes come through these commands.
std::optional<int> check_pack(const po::variables_map& vm, const char* command) {
  const std::string& pack = vm["pack"].as<std::string>();
  if (pack == "space") return std::nullopt;
  if (pack == "tos") return fail(fmt::format("--pack tos: the Theory of Space pack has `mentalmap tos {}`", command));
  return fail(fmt::format("--pack '{}': expected space{}", pack, did_you_mean(pack, {"space"})));
}

}  // namespace

int run_play(const std::vector<std::string>& args) {
  po::options_description desc("play options");
  desc.add_options()
      ("pack", po::value<std::string>()->required(), "the pack whose episode to play: space")
      ("task", po::value<std::string>()->required(),
       "mct (maze completion), cswm (spatial working memory), route (route retracing) or shortcut (shortcut discovery)")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the episodes")
      ("index", po::value<uint64_t>()->default_value(0), "which episode of the seed's stream (0, 1, ...)")
      ("log", po::value<std::string>(), "write every line in and out to this file (JSON lines), for `mentalmap score`");
  po::variables_map vm;
  const char* usage = "mentalmap play --pack space --task mct|cswm|route|shortcut [--seed S] [--index I] [--log FILE]";
  if (auto rc = parse_args(usage, args, desc, vm)) return *rc;
  if (auto rc = check_pack(vm, "play")) return *rc;
  space::PlayOptions opt{vm["task"].as<std::string>(), vm["seed"].as<uint64_t>(), vm["index"].as<uint64_t>()};
  if (auto e = space::make_episode(opt.task, opt.seed, opt.index); !e) return fail("--task: " + e.error().message);
  std::ofstream log;
  if (vm.count("log")) {
    log.open(vm["log"].as<std::string>());
    if (!log) return fail("cannot write " + vm["log"].as<std::string>());
    opt.log = &log;
  }
  if (Status st = space::play(opt, std::cin, std::cout); !st) return fail(st.error().message);
  return 0;
}

int run_serve(const std::vector<std::string>& args) {
  po::options_description desc("serve options");
  desc.add_options()
      ("pack", po::value<std::string>()->required(), "the pack whose episodes to serve: space")
      ("port", po::value<int>()->default_value(8765), "port on 127.0.0.1 (0: any free port)")
      ("seed", po::value<uint64_t>()->default_value(0), "seed of the episodes")
      ("log-dir", po::value<std::string>(), "write each episode's lines to DIR/<episode>.jsonl");
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap serve --pack space [--port P] [--seed S] [--log-dir DIR]", args, desc, vm))
    return *rc;
  if (auto rc = check_pack(vm, "serve")) return *rc;
  int port = vm["port"].as<int>();
  if (port < 0 || port > 65535) return fail("--port: expected 0 to 65535");
  space::ServeOptions opt;
  opt.port = static_cast<uint16_t>(port);
  opt.seed = vm["seed"].as<uint64_t>();
  if (vm.count("log-dir")) opt.log_dir = vm["log-dir"].as<std::string>();
  opt.on_listen = [](uint16_t p) {
    std::cerr << fmt::format("serving SPACE episodes on http://127.0.0.1:{} (POST /shutdown to stop)\n", p);
  };
  if (Status st = space::serve(opt); !st) return fail(st.error().message);
  return 0;
}

/// True when `path` is a log of `play --pack space` or `serve --pack space`.
bool is_space_log(const std::string& path) {
  auto ep = protocol::log_episode(path);
  return ep && ep->is_object() && ep->contains("pack") && (*ep)["pack"] == "space";
}

/// `mentalmap score LOG...` on space logs: each replayed, its result one
/// JSON line; a log that disagrees with its replay fails.
int score_space_logs(const std::vector<std::string>& args) {
  return score_logs("mentalmap score LOG... [--out FILE]", "score options (SPACE episode logs)", args,
                    space::score_log);
}

}  // namespace mm::cli
