#include <doctest/doctest.h>

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/parallel.h"

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

TEST_CASE("ordered_for: consumes every index once, in order, never more than the window ahead") {
  for (int threads : {1, 2, 3, 8}) {
    for (size_t window : {size_t(1), size_t(2), size_t(7)}) {
      for (size_t n : {size_t(0), size_t(1), size_t(50), size_t(500)}) {
        CAPTURE(threads);
        CAPTURE(window);
        CAPTURE(n);
        std::vector<size_t> ring(window, SIZE_MAX), order;
        std::atomic<size_t> consumed{0};
        std::atomic<bool> too_far{false}, bad_worker{false};
        ordered_for(
            n, threads, window,
            [&](size_t i, int w) {
              if (i >= consumed + window) too_far = true;
              if (w < 0 || w >= threads) bad_worker = true;
              ring[i % window] = i * 3;
            },
            [&](size_t i) {
              order.push_back(ring[i % window] / 3);
              ++consumed;
              return true;
            });
        REQUIRE(order.size() == n);
        for (size_t i = 0; i < n; ++i) CHECK(order[i] == i);
        CHECK_FALSE(too_far);
        CHECK_FALSE(bad_worker);
      }
    }
  }
}

TEST_CASE("ordered_for: a consumer that says stop ends the run and errors reach the caller") {
  for (int threads : {1, 4}) {
    CAPTURE(threads);
    std::atomic<size_t> produced{0};
    std::vector<size_t> order;
    ordered_for(
        1000, threads, 4, [&](size_t, int) { ++produced; },
        [&](size_t i) {
          order.push_back(i);
          return i < 9;
        });
    CHECK(order.size() == 10);
    CHECK(produced <= 10 + 4);

    try {
      ordered_for(
          100, threads, 4,
          [](size_t i, int) {
            if (i == 13) throw std::runtime_error("produce 13");
          },
          [](size_t) { return true; });
      FAIL("no exception");
    } catch (const std::runtime_error& e) {
      CHECK(std::string(e.what()) == "produce 13");
    }
    try {
      ordered_for(
          100, threads, 4, [](size_t, int) {},
          [](size_t i) {
            if (i == 21) throw std::runtime_error("consume 21");
            return true;
          });
      FAIL("no exception");
    } catch (const std::runtime_error& e) {
      CHECK(std::string(e.what()) == "consume 21");
    }
  }
}
