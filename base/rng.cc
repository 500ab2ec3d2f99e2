#include "base/rng.h"

#include <string>

namespace mm {

uint64_t fnv1a64(std::string_view bytes, uint64_t h) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

uint64_t mix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Rng Rng::derive(uint64_t seed, std::initializer_list<std::string_view> path) {
  uint64_t h = mix64(seed);
  for (std::string_view part : path) {
    // Length-prefix each part so ("ab","c") and ("a","bc") differ.
    h = fnv1a64(std::to_string(part.size()) + ":", h);
    h = fnv1a64(part, h);
  }
  return Rng(mix64(h));
}

Rng Rng::derive(uint64_t seed, std::initializer_list<std::string_view> path, uint64_t index) {
  Rng base = derive(seed, path);
  return Rng(mix64(base.state_ ^ mix64(index + 0x632be59bd9b4e019ULL)));
}

uint64_t Rng::next() {
  state_ += 0x9e3779b97f4a7c15ULL;
  uint64_t z = state_;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

uint64_t Rng::below(uint64_t n) {
  // Rejection on the top of the range keeps the draw unbiased.
  uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return x % n;
}

int64_t Rng::between(int64_t lo, int64_t hi) {
  return lo + static_cast<int64_t>(below(static_cast<uint64_t>(hi - lo) + 1));
}

double Rng::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

size_t Rng::weighted(const std::vector<double>& weights) {
  double total = 0;
  for (double w : weights) total += w;
  double r = unit() * total;
  for (size_t i = 0; i < weights.size(); ++i) {
    if (r < weights[i]) return i;
    r -= weights[i];
  }
  // Floating-point slack: fall back to the last positive weight.
  for (size_t i = weights.size(); i-- > 0;)
    if (weights[i] > 0) return i;
  return 0;
}

}  // namespace mm
