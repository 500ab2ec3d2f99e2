#include <doctest/doctest.h>

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

#include "generator/core/parallel.h"

using namespace mm;

TEST_CASE("parallel_for: every index once, on workers in range, for any thread count") {
  for (int threads : {1, 2, 3, 16}) {
    for (size_t n : {size_t(0), size_t(1), size_t(5), size_t(1000)}) {
      CAPTURE(threads);
      CAPTURE(n);
      std::vector<std::atomic<int>> hits(n);
      std::atomic<bool> bad_worker{false};
      parallel_for(n, threads, [&](size_t i, int w) {
        ++hits[i];
        if (w < 0 || w >= threads) bad_worker = true;
      });
      for (size_t i = 0; i < n; ++i) CHECK(hits[i] == 1);
      CHECK_FALSE(bad_worker);
    }
  }
}

TEST_CASE("parallel_for: the exception of the lowest failing index reaches the caller") {
  auto work = [](size_t i, int) {
    if (i == 7 || i == 40) throw std::runtime_error("index " + std::to_string(i));
  };
  for (int threads : {1, 4}) {
    CAPTURE(threads);
    try {
      parallel_for(100, threads, work);
      FAIL("no exception");
    } catch (const std::runtime_error& e) {
      CHECK(std::string(e.what()) == "index 7");
    }
  }
}

TEST_CASE("default_threads is at least one") { CHECK(default_threads() >= 1); }
