#include "base/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace mm {

int default_threads() {
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : static_cast<int>(std::min(n, 64u));
}

void parallel_for(size_t n, int threads, const std::function<void(size_t, int)>& work) {
  size_t workers = std::min<size_t>(n, static_cast<size_t>(std::max(1, threads)));
  if (workers <= 1) {
    for (size_t i = 0; i < n; ++i) work(i, 0);
    return;
  }
  std::atomic<size_t> next{0};
  std::vector<std::exception_ptr> errors(n);
  auto run = [&](int worker) {
    for (size_t i = next++; i < n; i = next++) {
      try {
        work(i, worker);
      } catch (...) {
        errors[i] = std::current_exception();
      }
    }
  };
  std::vector<std::thread> pool;
  for (size_t w = 1; w < workers; ++w) pool.emplace_back(run, static_cast<int>(w));
  run(0);
  for (auto& t : pool) t.join();
  for (auto& e : errors)
    if (e) std::rethrow_exception(e);
}

namespace {

// Shared state of ordered_for. Whichever worker finishes the index the
// consumer waits for becomes the consumer until it meets an unfinished one.
struct Pipeline {
  Pipeline(size_t n_, size_t window_, const std::function<void(size_t, int)>& produce_,
           const std::function<bool(size_t)>& consume_)
      : n(n_), window(window_), produce(produce_), consume(consume_), done(window_, 0) {}

  size_t n, window;
  const std::function<void(size_t, int)>& produce;
  const std::function<bool(size_t)>& consume;
  std::mutex m;
  std::condition_variable room;  // signalled when the consumer advances
  size_t next = 0;               // next index to produce
  size_t head = 0;               // next index to consume
  bool consuming = false, stop = false;
  std::vector<char> done;  // per ring slot: produced, not yet consumed
  std::exception_ptr error;
  size_t error_index = SIZE_MAX;

  void fail(size_t i, std::exception_ptr e) {  // with m held
    if (i < error_index) error_index = i, error = std::move(e);
    stop = true;
  }

  // With m held: consume every finished index at the head, unlocking around
  // each call.
  void drain(std::unique_lock<std::mutex>& lock) {
    if (consuming) return;
    consuming = true;
    while (!stop && head < n && done[head % window]) {
      size_t i = head;
      lock.unlock();
      bool go = true;
      std::exception_ptr e;
      try {
        go = consume(i);
      } catch (...) {
        e = std::current_exception();
      }
      lock.lock();
      done[i % window] = 0;
      ++head;
      if (e) fail(i, std::move(e));
      else if (!go) stop = true;
      room.notify_all();
    }
    consuming = false;
  }

  void run(int worker) {
    std::unique_lock<std::mutex> lock(m);
    for (;;) {
      room.wait(lock, [&] { return stop || next >= n || next < head + window; });
      if (stop || next >= n) return;
      size_t i = next++;
      lock.unlock();
      std::exception_ptr e;
      try {
        produce(i, worker);
      } catch (...) {
        e = std::current_exception();
      }
      lock.lock();
      if (e) {
        fail(i, std::move(e));
        room.notify_all();
        return;
      }
      done[i % window] = 1;
      drain(lock);
    }
  }
};

}  // namespace

void ordered_for(size_t n, int threads, size_t window, const std::function<void(size_t, int)>& produce,
                 const std::function<bool(size_t)>& consume) {
  window = std::max<size_t>(window, 1);
  size_t workers = std::min<size_t>(n, static_cast<size_t>(std::max(1, threads)));
  if (workers <= 1) {
    for (size_t i = 0; i < n; ++i) {
      produce(i, 0);
      if (!consume(i)) return;
    }
    return;
  }
  Pipeline p(n, window, produce, consume);
  std::vector<std::thread> pool;
  for (size_t w = 1; w < workers; ++w) pool.emplace_back([&p, w] { p.run(static_cast<int>(w)); });
  p.run(0);
  for (auto& t : pool) t.join();
  // A worker that stopped on its own error may have left finished indices
  // behind the head unconsumed; that is what stop means.
  if (p.error) std::rethrow_exception(p.error);
}

}  // namespace mm
