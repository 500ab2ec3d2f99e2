// Set precision/recall/F1, shared by every set-valued evaluator.
// Conventions: an empty prediction has precision 1, an empty gold recall 1;
// F1 of two empty sets is 1; F1 is 0 when precision + recall is 0.
#pragma once

#include <cstddef>
#include <cstdint>
#include <set>
#include <vector>

namespace mm::score {

struct F1 {
  int64_t tp = 0, fp = 0, fn = 0;
  double precision = 1, recall = 1, f1 = 1;
};

/// F1 from the true positives and the two set sizes.
inline F1 f1_of(int64_t tp, size_t pred, size_t gold) {
  F1 r;
  r.tp = tp;
  r.fp = int64_t(pred) - tp;
  r.fn = int64_t(gold) - tp;
  r.precision = pred == 0 ? 1.0 : double(tp) / double(pred);
  r.recall = gold == 0 ? 1.0 : double(tp) / double(gold);
  r.f1 = r.precision + r.recall > 0 ? 2 * r.precision * r.recall / (r.precision + r.recall) : 0.0;
  return r;
}

template <class T>
F1 set_f1(const std::set<T>& pred, const std::set<T>& gold) {
  int64_t tp = 0;
  for (const auto& x : pred) tp += gold.count(x) > 0;
  return f1_of(tp, pred.size(), gold.size());
}

/// set_f1 of two sorted vectors without repeats (a linear merge).
template <class T>
F1 sorted_f1(const std::vector<T>& pred, const std::vector<T>& gold) {
  int64_t tp = 0;
  for (size_t i = 0, j = 0; i < pred.size() && j < gold.size();) {
    if (pred[i] < gold[j]) ++i;
    else if (gold[j] < pred[i]) ++j;
    else ++tp, ++i, ++j;
  }
  return f1_of(tp, pred.size(), gold.size());
}

}  // namespace mm::score
