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

}  // namespace mm
