#include "packs/space/release/episode_baselines.h"

#include <fmt/format.h>

#include "base/parallel.h"
#include "packs/space/env/episodes.h"
#include "packs/space/env/episode_agents.h"
#include "packs/space/release/episode_list.h"
#include "packs/space/scoring/episode_tally.h"

namespace mm::space {
namespace {

// A cell of plays as baselines.json words it ("plays", not the report's "runs").
Json cell_json(const EpisodeCell& c) {
  Json j = {{"plays", c.runs}, {"success", c.success_rate()}};
  if (c.has_spl) j["spl"] = c.mean_spl();
  return j;
}

void add_play(EpisodeCell& c, const Json& result) {
  c.add(result.at("success").get<bool>(),
        result.contains("spl") ? std::optional<double>(result["spl"].get<double>()) : std::nullopt);
}

struct Played {
  Json oracle;
  std::vector<Json> random;
  std::string error;
};

Played play(const std::string& task, uint64_t seed, uint64_t index) {
  Played p;
  auto ep = make_episode(task, seed, index);
  if (!ep) return {{}, {}, ep.error().message};
  p.oracle = play_oracle(**ep, seed, index);
  if (!p.oracle.at("success").get<bool>() || p.oracle.value("spl", 1.0) != 1.0)
    p.error = fmt::format("{}: the oracle agent does not win it with SPL 1: {}", (*ep)->id(), p.oracle.dump());
  for (int t = 0; t < kEpisodeTrials; ++t) {
    auto fresh = make_episode(task, seed, index);
    Rng rng = Rng::derive(seed, {"space", "episode-baseline", (*fresh)->id()}, static_cast<uint64_t>(t));
    p.random.push_back(play_random(**fresh, rng));
  }
  return p;
}

}  // namespace

Result<Json> episode_baselines(uint64_t seed, const std::map<std::string, int>& episodes, int threads) {
  std::vector<std::pair<std::string, uint64_t>> todo;
  for (const std::string& task : episode_tasks())
    if (auto n = episodes.find(task); n != episodes.end())
      for (int i = 0; i < n->second; ++i) todo.push_back({task, static_cast<uint64_t>(i)});
  std::vector<Played> played(todo.size());
  parallel_for(todo.size(), threads > 0 ? threads : default_threads(),
               [&](size_t i, int) { played[i] = play(todo[i].first, seed, todo[i].second); });
  std::map<std::string, std::pair<EpisodeCell, EpisodeCell>> sums;
  for (size_t i = 0; i < todo.size(); ++i) {
    if (!played[i].error.empty()) return Error{played[i].error};
    auto& [oracle, random] = sums[todo[i].first];
    add_play(oracle, played[i].oracle);
    for (const Json& r : played[i].random) add_play(random, r);
  }
  Json out = Json::object();
  for (const auto& [task, s] : sums) out[task] = {{"oracle", cell_json(s.first)}, {"random", cell_json(s.second)}};
  return out;
}

}  // namespace mm::space
