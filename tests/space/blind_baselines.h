// Option-only ("blind") baselines for the SPACE multiple-choice tasks: rules
// that see an item's four options and nothing of its stimulus (no card, no
// board, no walkthrough). A sound item leaves every such rule at chance,
// 25 %; a rule far above it is a shortcut in how the distractors are made.
// Ties are split: a rule that picks among t tied options earns 1/t when the
// gold is one of them, what picking among them at random earns on average.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "packs/space/grid.h"

namespace mm::space::test {

/// One item's options as a blind reader sees them.
struct BlindItem {
  std::vector<std::string> texts;           ///< each option as printed; always set
  std::vector<std::vector<double>> values;  ///< each option's numbers (multisets, L1), or empty
  std::vector<CharGrid> grids;              ///< each option as a grid (Hamming, marked cells), or empty
  int circle = 0;                           ///< > 0: values[i][0] is a position on a circle of this many steps
  int gold = 0;
};

/// A rule's score per option; the rule picks the options of the highest score.
using BlindRule = std::function<std::vector<double>(const BlindItem&)>;

struct NamedRule {
  std::string name;
  BlindRule rule;
  bool grids_only = false;  ///< needs grid options (the task is skipped otherwise)
};

namespace blind {

inline std::string multiset_of(const BlindItem& item, size_t i) {
  std::string key;
  if (!item.values.empty()) {
    std::vector<double> v = item.values[i];
    std::sort(v.begin(), v.end());
    for (double x : v) key += std::to_string(std::lround(x * 1000)) + ",";
  } else {
    for (char ch : item.texts[i])
      if (ch != '\n') key.push_back(ch);
    std::sort(key.begin(), key.end());
  }
  return key;
}

// Cells that differ, the smaller grid padded with kEmpty from its top left.
inline double grid_hamming(const CharGrid& a, const CharGrid& b) {
  size_t rows = std::max(a.size(), b.size()), cols = 0;
  for (const auto& row : a) cols = std::max(cols, row.size());
  for (const auto& row : b) cols = std::max(cols, row.size());
  auto at = [](const CharGrid& g, size_t r, size_t c) { return r < g.size() && c < g[r].size() ? g[r][c] : kEmpty; };
  double d = 0;
  for (size_t r = 0; r < rows; ++r)
    for (size_t c = 0; c < cols; ++c) d += at(a, r, c) != at(b, r, c);
  return d;
}

inline double text_hamming(const std::string& a, const std::string& b) {
  double d = static_cast<double>(std::max(a.size(), b.size()) - std::min(a.size(), b.size()));
  for (size_t k = 0; k < std::min(a.size(), b.size()); ++k) d += a[k] != b[k];
  return d;
}

// The simple distance: Hamming over grids, on a circle for bins, L1 over
// number lists (the shorter padded with zeros), else Hamming over the text.
inline double distance(const BlindItem& item, size_t i, size_t j) {
  if (!item.grids.empty()) return grid_hamming(item.grids[i], item.grids[j]);
  if (!item.values.empty() && item.circle > 0) {
    int d = std::abs(static_cast<int>(item.values[i][0]) - static_cast<int>(item.values[j][0])) % item.circle;
    return std::min(d, item.circle - d);
  }
  if (!item.values.empty()) {
    const auto& a = item.values[i];
    const auto& b = item.values[j];
    double d = 0;
    for (size_t k = 0; k < std::max(a.size(), b.size()); ++k)
      d += std::abs((k < a.size() ? a[k] : 0) - (k < b.size() ? b[k] : 0));
    return d;
  }
  return text_hamming(item.texts[i], item.texts[j]);
}

inline std::vector<double> total_distance(const BlindItem& item) {
  std::vector<double> out(item.texts.size(), 0);
  for (size_t i = 0; i < out.size(); ++i)
    for (size_t j = 0; j < out.size(); ++j) out[i] += distance(item, i, j);
  return out;
}

inline std::vector<double> negated(std::vector<double> v) {
  for (double& x : v) x = -x;
  return v;
}

// How many other options share option i's value multiset.
inline std::vector<double> shared_multisets(const BlindItem& item) {
  std::vector<double> out(item.texts.size(), 0);
  for (size_t i = 0; i < out.size(); ++i)
    for (size_t j = 0; j < out.size(); ++j) out[i] += i != j && multiset_of(item, i) == multiset_of(item, j);
  return out;
}

inline std::vector<double> marked_cells(const BlindItem& item) {
  std::vector<double> out;
  for (const CharGrid& g : item.grids) {
    double n = 0;
    for (const auto& row : g)
      for (char ch : row) n += ch != kEmpty;
    out.push_back(n);
  }
  return out;
}

// How many other options are option i's grid turned in the plane (cropped first).
inline std::vector<double> same_up_to_turns(const BlindItem& item) {
  std::vector<double> out(item.grids.size(), 0);
  for (size_t i = 0; i < out.size(); ++i)
    for (size_t j = 0; j < out.size(); ++j)
      for (int k = 0; i != j && k < 4; ++k)
        if (rotated_cw(cropped(item.grids[i]), k) == cropped(item.grids[j])) {
          ++out[i];
          break;
        }
  return out;
}

// How many different characters option i's text uses.
inline std::vector<double> symbols(const BlindItem& item) {
  std::vector<double> out;
  for (const std::string& t : item.texts) {
    std::string s = t;
    std::sort(s.begin(), s.end());
    out.push_back(static_cast<double>(std::unique(s.begin(), s.end()) - s.begin()));
  }
  return out;
}

}  // namespace blind

/// The baselines: (a) odd one out by value multiset, both ways; (b) the
/// medoid and (c) the outlier under the simple distance; (d) the longest and
/// shortest text; (e) the most and fewest marked cells; and two more: the
/// most different characters (an option missing a symbol the others use),
/// and, for grids, the odd one out up to turns of the plane.
inline std::vector<NamedRule> blind_rules() {
  using namespace blind;
  return {
      {"multiset shared", shared_multisets},
      {"multiset unique", [](const BlindItem& it) { return negated(shared_multisets(it)); }},
      {"medoid", [](const BlindItem& it) { return negated(total_distance(it)); }},
      {"outlier", total_distance},
      {"longest text",
       [](const BlindItem& it) {
         std::vector<double> v;
         for (const auto& t : it.texts) v.push_back(static_cast<double>(t.size()));
         return v;
       }},
      {"shortest text",
       [](const BlindItem& it) {
         std::vector<double> v;
         for (const auto& t : it.texts) v.push_back(-static_cast<double>(t.size()));
         return v;
       }},
      {"most marked", marked_cells, true},
      {"fewest marked", [](const BlindItem& it) { return negated(marked_cells(it)); }, true},
      {"most symbols", symbols},
      {"unique up to turns", [](const BlindItem& it) { return negated(same_up_to_turns(it)); }, true},
  };
}

/// The rule's credit on one item: 1/t when the gold is among the t options of the top score, else 0.
inline double blind_credit(const BlindRule& rule, const BlindItem& item) {
  std::vector<double> score = rule(item);
  double best = *std::max_element(score.begin(), score.end());
  int tied = 0;
  for (double s : score) tied += std::abs(s - best) < 1e-9;
  return std::abs(score[static_cast<size_t>(item.gold)] - best) < 1e-9 ? 1.0 / tied : 0.0;
}

/// Mean credit over `items`, in percent.
inline double blind_accuracy(const BlindRule& rule, const std::vector<BlindItem>& items) {
  double sum = 0;
  for (const BlindItem& item : items) sum += blind_credit(rule, item);
  return 100.0 * sum / static_cast<double>(items.size());
}

/// Rows joined by newlines, as a grid is printed.
inline std::string grid_text(const CharGrid& g) {
  std::string out;
  for (const auto& row : g) out += row + "\n";
  return out;
}

}  // namespace mm::space::test
