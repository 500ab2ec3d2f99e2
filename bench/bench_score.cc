// Scoring throughput of `mentalmap score` (parse + normalise + evaluate +
// results line), single-threaded; rates are per CPU second of this thread,
// so a busy machine does not distort them.
//
//   bench_score [--release DIR] [--items N] [--graphs N]
//
// 1. the paper profile: a release generated with the paper profile (100
//    built-in houses, all nine conditions: 47,550 items), or DIR; every
//    item answered twice: the gold (canonical labels) as a direct answer and wrapped
//    in a reasoning preamble + "Answer:";
// 2. N (default 1,000,000) synthetic L0-L4 items, outputs mixing bare
//    answers, English sentences, reasoning preambles and garbage;
// 3. N (default 100,000) synthetic L5 graphs of 5-60 edges, predictions
//    perturbed (dropped, flipped, invented edges, renamed nodes) and written
//    as bare JSON, fenced JSON or JSON after prose.
// Targets: >= 200k L0-L4 items/s and >= 20k L5 graphs/s.
#include <time.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "base/rng.h"
#include "format/directions.h"
#include "generator/release/writer.h"
#include "validators/reading/release_input.h"
#include "validators/scoring/scorer.h"

using namespace mm;
using namespace mm::score;

namespace {

double cpu_now() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

struct Case {
  const GoldItem* item;
  std::string output;
};

// Scores every case `rounds` times over; returns items per CPU second.
double run(const std::vector<Case>& cases, size_t total, const char* what) {
  std::map<std::string, std::shared_ptr<const PhraseIndex>> idx;
  for (const auto& c : cases)
    if (!idx.count(c.item->language)) idx[c.item->language] = *PhraseIndex::get(c.item->language);
  double sum = 0;
  size_t bytes = 0;
  double t0 = cpu_now();
  auto w0 = std::chrono::steady_clock::now();
  for (size_t i = 0; i < total; ++i) {
    const Case& c = cases[i % cases.size()];
    ItemResult r = score_item(*c.item, "bench", &c.output, *idx[c.item->language]);
    bytes += result_line(r).size();
    sum += r.score.score;
  }
  double cpu = cpu_now() - t0;
  double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count();
  std::printf("%-44s %9zu items  %7.2f s CPU (%6.2f s wall)  %9.0f items/s  mean score %.3f  results %.1f MB\n", what,
              total, cpu, wall, double(total) / cpu, sum / double(total), double(bytes) / 1e6);
  return double(total) / cpu;
}

// ---- 1. paper profile --------------------------------------------------------

std::string canonical_text(const GoldItem& g) {
  const Json& a = g.answer;
  switch (g.format) {
    case Format::Boolean: return a.get<bool>() ? "yes" : "no";
    case Format::FreeText:
      if (g.evaluator == "anchor-extraction")
        return fmt::format("{} is {} of {}.", g.scoring.value("stated_located", ""), g.scoring.value("direction", ""),
                           g.scoring.value("stated_anchor", ""));
      [[fallthrough]];
    case Format::LabelList:
    case Format::LabelSequence:
    case Format::DirectionPair: {
      std::string out;
      for (const auto& x : a) out += (out.empty() ? "" : ", ") + x.get<std::string>();
      return out.empty() ? "none" : out;
    }
    case Format::Integer: return std::to_string(a.get<int64_t>());
    case Format::Label:
    case Format::Direction: return a.get<std::string>();
    default: return a.dump();
  }
}

std::vector<Case> paper_cases(const std::vector<GoldItem>& items) {
  std::vector<Case> out;
  for (const auto& g : items) {
    std::string core = canonical_text(g);
    out.push_back({&g, core});
    out.push_back({&g, "Let me go through the description step by step.\nEach object is where it is stated.\nAnswer: " + core});
  }
  return out;
}

// ---- 2. synthetic L0-L4 --------------------------------------------------------

const char* kTypes[] = {"Apple", "Bowl", "Cabinet", "CounterTop", "Fridge", "Mug", "Plate", "Spoon", "Drawer", "Egg"};

Json vocab_json(Rng& rng) {
  Json v = Json::object();
  for (const char* t : kTypes) {
    int n = int(rng.below(3));
    if (n == 0) v[t] = t;
    for (int k = 1; n > 0 && k <= n + 1; ++k) v[fmt::format("{}_{}", t, k)] = t;
  }
  v["Kitchen"] = "Kitchen";
  return v;
}

std::vector<std::string> labels_of(const Json& v) {
  std::vector<std::string> out;
  for (const auto& [k, t] : v.items()) out.push_back(k);
  return out;
}

GoldItem synthetic_item(Rng& rng, int kind) {
  Json v = vocab_json(rng);
  auto labels = labels_of(v);
  auto pick = [&] { return labels[rng.below(labels.size())]; };
  Json g = {{"id", "mm-00000000000000000000"}, {"base_id", "b-0000000000000000"}, {"language", rng.chance(0.5) ? "en" : "struct"},
            {"mode", "balanced"}, {"regime", rng.chance(0.5) ? "direct" : "reasoning"}, {"frame", "none"},
            {"order", "none"}, {"normaliser", "x"}, {"choices", Json::array()}, {"level", kind % 5}, {"family", "synthetic"},
            {"scoring", {{"labels", v}}}};
  switch (kind % 8) {
    case 0: g["format"] = "boolean"; g["evaluator"] = "boolean"; g["answer"] = rng.chance(0.5); break;
    case 1: g["format"] = "integer"; g["evaluator"] = "count"; g["answer"] = int(rng.below(8)); break;
    case 2: g["format"] = "label"; g["evaluator"] = "receptacle-exact"; g["answer"] = pick(); break;
    case 3: g["format"] = "direction"; g["evaluator"] = "direction-relaxed"; g["answer"] = std::string(kEgoNames[rng.below(8)]); break;
    case 4: g["format"] = "label-list"; g["evaluator"] = "set-f1"; g["answer"] = {pick(), pick(), pick()}; break;
    case 5: g["format"] = "label-sequence"; g["evaluator"] = "kendall-tau"; g["answer"] = {"C", "A", "B"}; break;
    case 6:
      g["format"] = "event-list";
      g["evaluator"] = "event-set-f1";
      g["answer"] = {{{"object", pick()}, {"attribute", "parent"}, {"value", pick()}},
                     {{"object", pick()}, {"attribute", "isOpen"}, {"value", true}}};
      break;
    default:
      g["format"] = "histogram";
      g["evaluator"] = "histogram-f1";
      g["answer"] = {{kTypes[rng.below(10)], 2}, {kTypes[rng.below(10)], 1}};
      g["scoring"]["answer_kind"] = "type";
  }
  return *gold_from_json(g, "bench");
}

std::string synthetic_output(const GoldItem& g, Rng& rng) {
  std::string core = canonical_text(g);
  switch (rng.below(5)) {
    case 0: return core;
    case 1: return "**" + core + "**";
    case 2: return "I think the answer is " + core + ", based on the description.";
    case 3: return "Step 1: read the scene.\nStep 2: find the objects.\nThe cabinet and the fridge matter.\nAnswer: " + core;
    default: return "Lorem ipsum dolor sit amet, consectetur adipiscing elit.";
  }
}

// ---- 3. synthetic L5 graphs ------------------------------------------------------

GoldItem graph_item(Rng& rng) {
  int objects = 5 + int(rng.below(56));
  Json v = Json::object(), nodes = Json::array(), edges = Json::array();
  std::vector<std::string> names{"Kitchen"};
  v["Kitchen"] = "Kitchen";
  for (int i = 0; i < objects; ++i) {
    std::string t = kTypes[rng.below(10)];
    std::string label = fmt::format("{}_{}", t, i + 1);
    v[label] = t;
    edges.push_back({{"source", label}, {"target", names[rng.below(names.size())]}, {"relation", "containedIn"}});
    names.push_back(label);
  }
  for (const auto& n : names) nodes.push_back(n);
  Json g = {{"id", "mm-00000000000000000000"}, {"base_id", "b-0000000000000000"}, {"language", "en"},
            {"mode", "balanced"}, {"regime", "direct"}, {"frame", "none"}, {"order", "none"}, {"normaliser", "graph"},
            {"choices", Json::array()}, {"level", 5}, {"family", "staticGraph"}, {"format", "graph"},
            {"evaluator", "l5-composite"}, {"answer", {{"nodes", nodes}, {"edges", edges}}}, {"scoring", {{"labels", v}}}};
  return *gold_from_json(g, "bench");
}

std::string graph_output(const GoldItem& g, Rng& rng) {
  Json pred = g.answer;
  Json edges = Json::array();
  for (const auto& e : pred["edges"]) {
    double x = rng.unit();
    if (x < 0.1) continue;  // dropped
    Json f = e;
    if (x < 0.2) std::swap(f["source"], f["target"]);  // flipped
    if (x > 0.95) f["source"] = "Toaster_9";            // invented
    edges.push_back(f);
  }
  pred["edges"] = edges;
  std::string text = pred.dump(rng.chance(0.5) ? 1 : -1);
  switch (rng.below(3)) {
    case 0: return text;
    case 1: return "```json\n" + text + "\n```";
    default: return "Here is the containment graph of the described rooms:\n" + text + "\nI hope this helps.";
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string release_dir;
  size_t items = 1'000'000, graphs = 100'000;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i];
    if (k == "--release") release_dir = argv[i + 1];
    else if (k == "--items") items = std::stoull(argv[i + 1]);
    else if (k == "--graphs") graphs = std::stoull(argv[i + 1]);
  }
  std::filesystem::path tmp;
  if (release_dir.empty()) {
    tmp = std::filesystem::temp_directory_path() / ("mentalmap-bench-score-" + std::to_string(::getpid()));
    GenerateOptions opt;
    opt.scenes = "builtin:100";
    opt.profile = Profile::Paper;
    opt.languages = {"all"};  // the paper profile in all nine conditions: 47,550 items
    opt.out = tmp.string();
    auto g = generate_release(opt);
    if (!g) return std::fprintf(stderr, "error: %s\n", g.error().message.c_str()), 1;
    release_dir = opt.out;
  }
  auto release = open_release(release_dir);
  if (!release) return std::fprintf(stderr, "error: %s\n", release.error().message.c_str()), 1;
  std::printf("release %s: %zu items (conditions:", release_dir.c_str(), release->items.size());
  for (const auto& l : release->manifest.languages) std::printf(" %s", l.c_str());
  std::printf(")\n");
  auto loaded = load_items(*release);
  if (!loaded) return std::fprintf(stderr, "error: %s\n", loaded.error().message.c_str()), 1;
  auto paper = paper_cases(*loaded);
  run(paper, paper.size(), "paper profile (gold direct + reasoning)");

  Rng rng(42);
  std::vector<GoldItem> pool;
  for (int i = 0; i < 4000; ++i) pool.push_back(synthetic_item(rng, i));
  std::vector<Case> synth;
  for (const auto& g : pool)
    for (int k = 0; k < 5; ++k) synth.push_back({&g, synthetic_output(g, rng)});
  double r04 = run(synth, items, "synthetic L0-L4");

  std::vector<GoldItem> gpool;
  for (int i = 0; i < 2000; ++i) gpool.push_back(graph_item(rng));
  std::vector<Case> gcases;
  for (const auto& g : gpool)
    for (int k = 0; k < 4; ++k) gcases.push_back({&g, graph_output(g, rng)});
  double r5 = run(gcases, graphs, "synthetic L5 graphs");
  std::printf("targets: L0-L4 %s (%.0f >= 200000), L5 %s (%.0f >= 20000)\n", r04 >= 200000 ? "met" : "MISSED", r04,
              r5 >= 20000 ? "met" : "MISSED", r5);
  if (!tmp.empty()) std::filesystem::remove_all(tmp);
  return 0;
}
