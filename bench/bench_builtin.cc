// Benchmark of the built-in house generator.
//
//   bench_builtin [N=1000] [SEED=7] [--stats]
//
// Generates houses 0..N-1 of SEED, prints houses per second and the mean
// object count; --stats also prints the distribution tables of
// docs/scenes.md (build in Release for meaningful timings).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <map>
#include <string>
#include <vector>

#include "generator/scenes/builtin_house.h"

namespace {

struct Summary {
  double mean = 0, median = 0;
  int min = 0, max = 0;
};

Summary summarize(std::vector<int> v) {
  Summary s;
  if (v.empty()) return s;
  std::sort(v.begin(), v.end());
  for (int x : v) s.mean += x;
  s.mean /= static_cast<double>(v.size());
  size_t h = v.size() / 2;
  s.median = v.size() % 2 ? v[h] : (v[h - 1] + v[h]) / 2.0;
  s.min = v.front();
  s.max = v.back();
  return s;
}

void print_row(const char* label, const Summary& s) {
  std::printf("| %s | %.1f | %.1f | %d | %d |\n", label, s.mean, s.median, s.min, s.max);
}

// Depth of an object: 1 without a parent, 2 on furniture, 3 in a container...
int depth_of(const mm::Scene& s, const mm::Object& o) {
  int d = 1;
  for (const mm::Object* p = s.object(o.parent); p && d < 16; p = s.object(p->parent)) ++d;
  return d;
}

void print_stats(const std::vector<mm::Scene>& houses) {
  std::map<int, int> rooms;
  std::vector<int> objects;
  std::map<std::string, std::vector<int>> per_room;
  std::map<int, long> depths;
  long total = 0;
  for (const mm::Scene& s : houses) {
    ++rooms[static_cast<int>(s.rooms.size())];
    objects.push_back(static_cast<int>(s.objects.size()));
    for (const mm::Room& r : s.rooms)
      per_room[r.type].push_back(static_cast<int>(s.objects_in(r.id).size()));
    for (const mm::Object& o : s.objects) ++depths[depth_of(s, o)], ++total;
  }
  std::vector<int> room_counts;
  for (const auto& [n, c] : rooms) room_counts.insert(room_counts.end(), c, n);
  std::printf("\n| rooms | houses | share |\n|---|---|---|\n");
  for (const auto& [n, c] : rooms)
    std::printf("| %d | %d | %.1f%% |\n", n, c, 100.0 * c / static_cast<double>(houses.size()));
  std::printf("\n| per house / room | mean | median | min | max |\n|---|---|---|---|---|\n");
  print_row("rooms per house", summarize(room_counts));
  print_row("objects per house", summarize(objects));
  for (const auto& [type, v] : per_room) print_row((type + " (objects)").c_str(), summarize(v));
  std::printf("\n| depth | objects | share |\n|---|---|---|\n");
  for (const auto& [d, c] : depths)
    std::printf("| %d | %ld | %.1f%% |\n", d, c,
                100.0 * static_cast<double>(c) / static_cast<double>(total));
}

}  // namespace

int main(int argc, char** argv) {
  int n = 1000;
  uint64_t seed = 7;
  bool stats = false;
  int positional = 0;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--stats") == 0)
      stats = true;
    else if (positional++ == 0)
      n = std::atoi(argv[i]);
    else
      seed = std::strtoull(argv[i], nullptr, 10);
  }
  if (n <= 0) {
    std::fprintf(stderr, "usage: bench_builtin [N>0] [SEED] [--stats]\n");
    return 2;
  }
  std::vector<mm::Scene> houses;
  houses.reserve(static_cast<size_t>(n));
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpu_start = std::clock();
  for (int i = 0; i < n; ++i) houses.push_back(mm::generate_builtin_house(seed, i));
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // CPU time too: on a shared machine the wall clock mostly measures the neighbours.
  double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  double objects = 0;
  for (const mm::Scene& s : houses) objects += static_cast<double>(s.objects.size());
  std::printf(
      "builtin: %d houses (seed %llu) in %.3f s wall, %.3f s cpu = %.0f houses/s (%.0f per "
      "cpu-second); "
      "mean %.1f objects per house\n",
      n, static_cast<unsigned long long>(seed), secs, cpu, n / secs, n / cpu, objects / n);
  if (stats) print_stats(houses);
  return 0;
}
