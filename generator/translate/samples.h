// Sample renderings for translators, reviewers and golden files: one item
// per family (first variant with an item), plus one of each design that uses
// other templates, from the first built-in houses of a seed, rendered in a
// condition.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"
#include "generator/tasks/item.h"

namespace mm {

struct RenderSampleOptions {
  uint64_t seed = 0;
  int houses = 3;              // built-in houses searched for each family
  bool all_variants = false;   // every frame/order variant, not just the first
  bool all_modes = false;      // every mode and regime, not just balanced/direct
  int per_family = 1;          // items per family and variant, from different houses
};

struct SampleItem {
  std::string family;
  int level = 0;               // -1 for diagnostics
  std::string scene;           // house id
  Frame frame = Frame::None;
  Order order = Order::None;
  Mode mode = Mode::Balanced;
  Regime regime = Regime::Direct;
  TaskItem item;
};

/// The language-neutral sample items (the same for every language).
std::vector<SampleItem> sample_items(const RenderSampleOptions& opt);

/// The samples rendered in one condition as plain text with a header line
/// per item; deterministic, so it serves as a golden file.
Result<std::string> render_samples(const std::string& lang, const RenderSampleOptions& opt);

}  // namespace mm
