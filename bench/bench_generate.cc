// Generation throughput and peak memory of `mentalmap generate`.
//
//   bench_generate [HOUSES [LANGUAGES [PROFILE [THREADS]]]]
//   e.g. bench_generate 100 en,struct paper 2  (the target: < 2 s, < 300 MB on 2 cores)
//        bench_generate 1000 en,struct paper   (memory must not grow with houses)
//        bench_generate 100 all paper 1        (all nine conditions, one thread)
// THREADS defaults to the machine's core count, as `mentalmap generate` does.
//
// Run each configuration in its own process: peak RSS is per process.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

#include "base/parallel.h"
#include "generator/release/writer.h"

int main(int argc, char** argv) {
  int houses = argc > 1 ? std::atoi(argv[1]) : 100;
  std::string langs = argc > 2 ? argv[2] : "en,struct";
  std::string profile = argc > 3 ? argv[3] : "paper";
  int threads = argc > 4 ? std::atoi(argv[4]) : mm::default_threads();
  mm::GenerateOptions opt;
  opt.scenes = "builtin:" + std::to_string(houses);
  opt.seed = 0;
  opt.profile = *mm::parse_profile(profile);
  opt.threads = threads;
  for (size_t s = 0; s <= langs.size();) {
    size_t c = langs.find(',', s);
    opt.languages.push_back(langs.substr(s, c == std::string::npos ? std::string::npos : c - s));
    if (c == std::string::npos) break;
    s = c + 1;
  }
  auto out = std::filesystem::temp_directory_path() / ("mentalmap-bench-" + std::to_string(::getpid()));
  opt.out = out.string();
  auto t0 = std::chrono::steady_clock::now();
  auto report = mm::generate_release(opt);
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!report) {
    std::fprintf(stderr, "error: %s\n", report.error().message.c_str());
    return 1;
  }
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  double cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
  std::printf("profile %s, %d houses, conditions %s, %d thread(s)\n", profile.c_str(), houses, langs.c_str(),
              threads);
  std::printf("items %lld in %.2f s wall (%.2f s CPU): %.0f items/s wall, %.0f items/s CPU\n",
              static_cast<long long>(report->items), secs, cpu, report->items / secs, report->items / cpu);
  std::printf("peak RSS %.1f MB\n", ru.ru_maxrss / 1024.0);
  std::filesystem::remove_all(out);
  return 0;
}
