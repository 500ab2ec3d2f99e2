// Deterministic randomness for published data.
//
// Standard-library distributions and std::shuffle differ between
// implementations, so everything that reaches a release draws from this
// splitmix64 engine and maps to ranges with its own code. Streams are derived
// from (global seed, names...) rather than shared, so adding a family or a
// language never changes existing items.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

namespace mm {

/// 64-bit FNV-1a over bytes; stable across platforms.
uint64_t fnv1a64(std::string_view bytes, uint64_t h = 0xcbf29ce484222325ULL);

/// One splitmix64 step as a pure mixing function.
uint64_t mix64(uint64_t x);

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  /// A stream derived from a seed and a path of names, e.g.
  /// Rng::derive(seed, {"scene", id, "family", name}).
  static Rng derive(uint64_t seed, std::initializer_list<std::string_view> path);
  /// Same, with an extra integer component (an index or attempt number).
  static Rng derive(uint64_t seed, std::initializer_list<std::string_view> path, uint64_t index);

  uint64_t next();
  /// Uniform integer in [0, n); n must be > 0. Unbiased (rejection).
  uint64_t below(uint64_t n);
  /// Uniform integer in [lo, hi] inclusive.
  int64_t between(int64_t lo, int64_t hi);
  /// Uniform double in [0, 1) with 53 random bits.
  double unit();
  /// Uniform double in [lo, hi).
  double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }
  /// True with probability p.
  bool chance(double p) { return unit() < p; }

  /// Fisher-Yates shuffle with this engine.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) {
      size_t j = static_cast<size_t>(below(i));
      using std::swap;
      swap(v[i - 1], v[j]);
    }
  }
  /// A uniformly chosen element; v must be non-empty.
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[static_cast<size_t>(below(v.size()))];
  }
  /// Index drawn with the given non-negative weights (sum > 0).
  size_t weighted(const std::vector<double>& weights);

 private:
  uint64_t state_;
};

}  // namespace mm
