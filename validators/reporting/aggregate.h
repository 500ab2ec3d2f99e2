// Aggregating per-item results into cells and composites (DESIGN §7, the
// paper's appendix A.2 "Cell aggregation"). A cell is (model, level, family,
// language, mode, regime); its pass rate is the mean of `correct` and its
// average score the mean of `score`. Cells with n < kMinCellN are flagged
// and left out of composites. A level composite macro-averages families,
// each family being the mean of its included cells' values; the value of a
// cell is its pass rate at L0–L4 and its average score at L5. Overall
// averages the eight natural languages with equal weight; the structured
// control is reported beside it, never inside. Everything is kept in
// ordered maps so iteration, and so every output, is deterministic.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "format/conditions.h"
#include "validators/reporting/report_rows.h"

namespace mm::report {

inline constexpr int64_t kMinCellN = 10;
inline constexpr int kMaxLevel = 5;
/// The natural languages of Overall, in the paper's column order.
using mm::kNaturalLanguages;
inline constexpr std::string_view kStructLanguage = kStructCondition;
/// Regime filter meaning "both regimes pooled".
inline constexpr std::string_view kAllRegimes = "all";

bool is_natural_language(std::string_view language);

struct CellKey {
  std::string model;
  int level = 0;
  std::string family, language, mode, regime;
  auto operator<=>(const CellKey&) const = default;
};

/// Scores are summed as integer millionths (results carry 6 decimals), so a
/// mean does not depend on the order lines were read in.
int64_t to_micros(double v);

struct Cell {
  int64_t n = 0, correct = 0;
  int64_t score_micros = 0;
  double pass_rate() const { return n ? double(correct) / double(n) : 0.0; }
  double mean_score() const { return n ? double(score_micros) / 1e6 / double(n) : 0.0; }
  int64_t min_n = kMinCellN;  // the report's minimum n (--min-n)
  bool small() const { return n < min_n; }
  void add(const Row& r);
};

/// The value a cell contributes to composites: mean score at L5, pass rate below.
double cell_value(int level, const Cell& c);

using Cells = std::map<CellKey, Cell>;

/// Staircase cells (level 0..5); diagnostic families (level < 0) are not cells.
Cells build_cells(const std::vector<Row>& rows, int64_t min_n = kMinCellN);

struct Composite {
  std::optional<double> value;  // none when no family has an included cell
  int families = 0;             // families averaged
  int cells = 0, small_cells = 0;
  int64_t n = 0;                // items in the included cells
};

/// (model, language, level).
using CompositeKey = std::tuple<std::string, std::string, int>;
using Composites = std::map<CompositeKey, Composite>;

/// Level composites over the cells of one regime, or both (kAllRegimes).
Composites level_composites(const Cells& cells, std::string_view regime);

struct Overall {
  std::optional<double> value;  // mean over the natural languages that have a value
  int languages = 0;            // how many of the eight contributed
};

/// (model, level) -> the equal-weight mean of the natural languages' composites.
std::map<std::pair<std::string, int>, Overall> overall(const Composites& composites);

/// Distinct values seen, in report order: models sorted; languages as
/// kNaturalLanguages, then any others sorted, then struct; levels ascending.
struct Axes {
  std::vector<std::string> models, languages, families;
  std::vector<int> levels;
};
Axes axes_of(const std::vector<Row>& rows);

/// Mean of the values present; none when there are none.
std::optional<double> mean_of(const std::vector<std::optional<double>>& values);

}  // namespace mm::report
