// A fixed pool of worker threads over an index range. Callers keep results
// by index and publish them in index order, so what is written never depends
// on the thread count or on which worker finished first.
#pragma once

#include <cstddef>
#include <functional>

namespace mm {

/// Threads to use when the user gives none: the machine's cores, at least 1.
int default_threads();

/// Runs work(i, worker) for every i in [0, n) on min(threads, n) workers
/// (worker in [0, threads)); returns when all are done. An exception thrown
/// by work is rethrown here, the one of the lowest index first.
void parallel_for(size_t n, int threads, const std::function<void(size_t i, int worker)>& work);

/// A pipeline without barriers: produce(i, worker) runs on the workers for
/// every i in [0, n), at most `window` indices ahead of the consumer;
/// consume(i) runs for each i in index order, one at a time, after
/// produce(i) has finished and before produce(i + window) starts, so a caller
/// can keep results in a ring of `window` slots (slot i % window). When
/// consume returns false no further index is started or consumed. An
/// exception from either is rethrown here once the workers have stopped, the
/// one of the lowest index first.
void ordered_for(size_t n, int threads, size_t window,
                 const std::function<void(size_t i, int worker)>& produce,
                 const std::function<bool(size_t i)>& consume);

}  // namespace mm
